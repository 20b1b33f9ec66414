/**
 * VIP and rebate calls (spec 2 `playerRank`, `manualRebate`; docs/architecture.md "Loyalty"). Shapes, units and
 * errors in @playdeck/api-client/loyalty; the rules in src/domain/loyalty.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { formatMinor } from '../../domain/money.ts';
import { vipSettings, type VipBonusTerms } from '../../domain/loyalty/config.ts';
import { levelName } from '../../domain/loyalty/view.ts';
import {
  claimVipBonus,
  recomputeMember,
  vipBonusOffers,
  type VipBonusOffer,
} from '../../domain/loyalty/vip.ts';
import { claimRebate, rebateState, type RebateAccrual } from '../../domain/loyalty/rebate.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

const money = (brand: Brand, m: bigint) => formatMinor(m, brand.currency.exponent);

const offerView = (brand: Brand, o: VipBonusOffer) => ({
  kind: o.kind,
  period: o.period,
  level: o.level,
  amount: money(brand, o.amountMinor),
  turnover: money(brand, o.turnoverMinor),
  claimed: o.claimed,
});

const accrualView = (brand: Brand, a: RebateAccrual) => ({
  day: a.day,
  category: a.category,
  turnover: money(brand, a.turnoverMinor),
  rateBp: a.rateBp,
  amount: money(brand, a.amountMinor),
  paid: a.paid,
});

const bonusTerms = (brand: Brand, t: VipBonusTerms | undefined) =>
  t
    ? {
        amount: money(brand, t.amountMinor),
        turnover: money(brand, t.amountMinor * BigInt(t.turnoverMultiplier)),
      }
    : undefined;

/** Progress toward thresholds, 0..100: the lower of the two shares (a threshold of 0 counts as met). */
function percent(have: { d: bigint; t: bigint }, need: { d: bigint; t: bigint }): number {
  const share = (h: bigint, n: bigint) => (n <= 0n ? 100 : Number(((h > n ? n : h) * 100n) / n));
  return Math.min(share(have.d, need.d), share(have.t, need.t));
}

/** The member's VIP and rebate calls. */
export function loyaltyRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.loyalty.vip, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const brand = req.brand;
    const now = ctx.now();
    const s = vipSettings(brand);
    const rank = await recomputeMember(ctx.db, brand, req.member!.id, now);
    const bonuses = s.levels.length ? await vipBonusOffers(ctx.db, brand, req.member!.id, rank, now) : [];
    const current = s.levels.find((l) => l.level === rank.level);
    const next = s.levels.find((l) => l.level > rank.level);
    const f = rank.figures;
    return ok({
      level: rank.level,
      name: current ? levelName(brand, current.name, req.lang) : '',
      currency: brand.currency.code,
      windowDays: s.windowDays,
      deposit: money(brand, f.depositMinor),
      turnover: money(brand, f.turnoverMinor),
      ...(next
        ? {
            next: {
              level: next.level,
              name: levelName(brand, next.name, req.lang),
              deposit: money(brand, next.qualify.depositMinor),
              turnover: money(brand, next.qualify.turnoverMinor),
              percent: percent(
                { d: f.depositMinor, t: f.turnoverMinor },
                { d: next.qualify.depositMinor, t: next.qualify.turnoverMinor },
              ),
            },
          }
        : {}),
      levels: s.levels.map((l) => {
        const up = bonusTerms(brand, l.bonuses.levelup);
        const week = bonusTerms(brand, l.bonuses.weekly);
        const month = bonusTerms(brand, l.bonuses.monthly);
        return {
          level: l.level,
          name: levelName(brand, l.name, req.lang),
          ...(l.badge ? { badge: l.badge } : {}),
          qualifyDeposit: money(brand, l.qualify.depositMinor),
          qualifyTurnover: money(brand, l.qualify.turnoverMinor),
          keepDeposit: money(brand, l.keep.depositMinor),
          keepTurnover: money(brand, l.keep.turnoverMinor),
          pointsMultiplierPct: l.pointsMultiplierPct,
          rebateBp: { ...l.rebateBp },
          withdrawalDailyCount: l.withdrawal.dailyCount,
          withdrawalDailyMax: money(brand, l.withdrawal.dailyMaxMinor),
          ...(up ? { levelUpBonus: up } : {}),
          ...(week ? { weeklyBonus: week } : {}),
          ...(month ? { monthlyBonus: month } : {}),
        };
      }),
      bonuses: bonuses.map((o) => offerView(brand, o)),
    });
  });

  route(app, routes.loyalty.claimVipBonus, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const r = await claimVipBonus(
      ctx.db,
      req.brand,
      req.member!.id,
      { kind: req.body.kind, ...(req.body.level !== undefined ? { level: req.body.level } : {}) },
      ctx.now(),
    );
    return ok({ bonus: offerView(req.brand, r.offer), bonusId: r.bonusId });
  });

  route(app, routes.loyalty.rebate, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const brand = req.brand;
    const s = await rebateState(ctx.db, brand, req.member!.id, ctx.now());
    return ok({
      mode: s.mode,
      autoPayHour: s.autoPayHour,
      today: s.today,
      currency: brand.currency.code,
      todayAccruals: s.todayAccruals.map((a) => accrualView(brand, a)),
      claimable: s.claimable.map((a) => accrualView(brand, a)),
      claimableAmount: money(brand, s.claimableMinor),
    });
  });

  route(app, routes.loyalty.claimRebate, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const r = await claimRebate(ctx.db, req.brand, req.member!.id, ctx.now());
    return ok({ paid: money(req.brand, r.paidMinor), payouts: r.payouts });
  });
}
