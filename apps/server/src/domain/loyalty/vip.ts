/**
 * VIP ranks and VIP bonuses (spec 2 side menu "VIP bonus" `playerRank`; member info `hasVip`, `vipLabelName`,
 * `vipRankLevel` of spec 3; docs/architecture.md "Loyalty"). Levels and benefits are brand config (`vip`,
 * domain/loyalty/config.ts).
 *
 * The rank is computed, never counted on the bet path: from the ledger (credited deposits, transfers of kind
 * `deposit` into the main wallet) and the rounds (live stakes of settled rounds, `bet_total`, by close time) over the
 * brand's rolling window of `windowDays` ending now. A member reaches the highest level whose `qualify` thresholds
 * both figures meet; reaching happens at any recompute. The keep rule is applied once per brand-timezone day (the
 * first recompute of the day, `vip_ranks.kept_period`): the member keeps the highest level at or below their own
 * whose `keep` thresholds are met, else drops to the lowest level. So a recompute is idempotent within its day: run
 * again, it only raises a level the figures now qualify for.
 *
 * The recompute runs in the loyalty job (domain/loyalty/jobs.ts, on the scheduler leader) and when the member opens
 * the VIP page or claims a VIP bonus (their own row only).
 *
 * VIP bonuses are paid as bonuses with turnover (domain/bonus `payBonus`, docs/decisions.md D17): the level-up bonus
 * of every level the member has reached (once per level, ever), the weekly and monthly bonus of their current level
 * (once per ISO week from Monday and per calendar month of the brand timezone). The claim row (vip_bonus_claims) is
 * reserved by its primary key before the payment in the same transaction, so parallel claims pay once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import type { Brand, BrandRegistry } from '../../infra/brands/index.ts';
import { fail } from '../../infra/errors.ts';
import { payBonus } from '../bonus/service.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';
import { periodAt } from '../agent/settlement/engine.ts';
import { assertMayReceiveRewards } from '../protection/service.ts';
import { levelOf, vipSettings, type VipBonusKind, type VipLevel } from './config.ts';

const DAY_MS = 86_400_000;

/** A member's deposits and settled turnover over the window, minor units of the brand currency. */
export interface WindowFigures {
  depositMinor: bigint;
  turnoverMinor: bigint;
}

const meets = (f: WindowFigures, t: { depositMinor: bigint; turnoverMinor: bigint }) =>
  f.depositMinor >= t.depositMinor && f.turnoverMinor >= t.turnoverMinor;

/**
 * The level after a recompute (pure): the highest level whose `qualify` thresholds `f` meets, or, when `applyKeep`,
 * also at most `current` kept by its `keep` thresholds; without `applyKeep` the level never goes down.
 * `levels` ascending, non-empty.
 */
export function nextLevel(
  levels: readonly VipLevel[],
  current: number,
  f: WindowFigures,
  applyKeep: boolean,
) {
  let qualified = levels[0]!.level;
  for (const l of levels) if (meets(f, l.qualify)) qualified = l.level;
  if (!applyKeep) return Math.max(current, qualified);
  let kept = levels[0]!.level;
  for (const l of levels) if (l.level <= current && meets(f, l.keep)) kept = l.level;
  return Math.max(qualified, kept);
}

/** The brand-timezone calendar day of instant `t`, `YYYY-MM-DD`. */
export function dayOf(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(t));
}

/**
 * Deposits and settled turnover of `memberId` in the brand currency from `from` (epoch ms) on. No upper bound at the
 * app's "now": the rows are dated by the database clock, so such a bound would leave out the newest deposit or round
 * whenever the app host's clock lags the database host's; nothing is dated later but by that skew.
 */
export async function windowFigures(
  db: Db,
  brand: Brand,
  memberId: string,
  from: number,
): Promise<WindowFigures> {
  const f = new Date(from).toISOString();
  const [r] = await db.query<{ deposit: string; turnover: string }>(sql`
    SELECT
      COALESCE((SELECT sum(lt.amount) FROM ledger_accounts a
        JOIN ledger_transfers lt ON lt.credit_account_id = a.id
        WHERE a.member_id = ${memberId}::bigint AND a.kind = 'cash' AND a.currency = ${brand.currency.code}
          AND lt.kind = 'deposit' AND lt.created_at >= ${f}::timestamptz), 0)::text
        AS deposit,
      COALESCE((SELECT sum(r.bet_total) FROM vendor_rounds r
        WHERE r.member_id = ${memberId}::bigint AND r.currency = ${brand.currency.code} AND r.status = 'settled'
          AND r.closed_at >= ${f}::timestamptz), 0)::text AS turnover`);
  return { depositMinor: BigInt(r!.deposit), turnoverMinor: BigInt(r!.turnover) };
}

/** A member's rank after a recompute. */
export interface VipRank {
  level: number;
  topLevel: number;
  figures: WindowFigures;
  changed: boolean;
}

/**
 * Recomputes one member's level at `now` (epoch ms, app clock) in its own transaction (the rank row locked), see the
 * file comment. Returns the rank; level 0 and no row change for a brand without VIP levels.
 */
export async function recomputeMember(db: Db, brand: Brand, memberId: string, now: number): Promise<VipRank> {
  const s = vipSettings(brand);
  const figures = await windowFigures(db, brand, memberId, now - s.windowDays * DAY_MS);
  if (s.levels.length === 0) return { level: 0, topLevel: 0, figures, changed: false };
  const day = dayOf(now, brand.timezone || 'UTC');
  return db.tx(async (tx) => {
    await tx.query(sql`
      INSERT INTO vip_ranks (member_id, brand, level, top_level)
      VALUES (${memberId}::bigint, ${brand.id}, ${s.levels[0]!.level}, ${s.levels[0]!.level})
      ON CONFLICT (member_id) DO NOTHING`);
    const [row] = await tx.query<{ level: number; top_level: number; kept_period: string }>(sql`
      SELECT level, top_level, kept_period FROM vip_ranks WHERE member_id = ${memberId}::bigint FOR UPDATE`);
    const applyKeep = row!.kept_period !== day;
    const level = nextLevel(s.levels, row!.level, figures, applyKeep);
    const topLevel = Math.max(row!.top_level, level);
    const at = new Date(now).toISOString();
    await tx.query(sql`
      UPDATE vip_ranks SET level = ${level}, top_level = ${topLevel},
        deposit_window = ${figures.depositMinor.toString()}::bigint,
        turnover_window = ${figures.turnoverMinor.toString()}::bigint,
        kept_period = ${applyKeep ? day : row!.kept_period},
        level_since = CASE WHEN level <> ${level} THEN ${at}::timestamptz ELSE level_since END,
        updated_at = ${at}::timestamptz
      WHERE member_id = ${memberId}::bigint`);
    return { level, topLevel, figures, changed: level !== row!.level };
  });
}

/**
 * The VIP job of one brand at `now`: recomputes every real member with a rank above the lowest, or with a deposit or
 * a settled round in the window. Returns how many were recomputed and how many changed level.
 */
export async function recomputeBrand(
  db: Db,
  brand: Brand,
  now: number,
): Promise<{ members: number; changed: number }> {
  const s = vipSettings(brand);
  if (s.levels.length === 0) return { members: 0, changed: 0 };
  const from = new Date(now - s.windowDays * DAY_MS).toISOString();
  const ids = await db.query<{ id: string }>(sql`
    SELECT m.id::text AS id FROM members m
    WHERE m.brand = ${brand.id} AND m.type <> ${TRIAL_MEMBER_TYPE} AND (
      EXISTS (SELECT 1 FROM vip_ranks v WHERE v.member_id = m.id AND v.level > ${s.levels[0]!.level})
      OR EXISTS (SELECT 1 FROM vendor_rounds r WHERE r.member_id = m.id AND r.status = 'settled'
        AND r.closed_at >= ${from}::timestamptz)
      OR EXISTS (SELECT 1 FROM ledger_accounts a JOIN ledger_transfers lt ON lt.credit_account_id = a.id
        WHERE a.member_id = m.id AND a.kind = 'cash' AND lt.kind = 'deposit' AND lt.created_at >= ${from}::timestamptz))
    ORDER BY m.id`);
  let changed = 0;
  for (const { id } of ids) if ((await recomputeMember(db, brand, id, now)).changed) changed++;
  return { members: ids.length, changed };
}

/** Recomputes every brand's ranks (the loyalty job). */
export async function recomputeAll(db: Db, brands: BrandRegistry, now: number) {
  let members = 0;
  let changed = 0;
  for (const brand of brands.brands.values()) {
    const r = await recomputeBrand(db, brand, now);
    members += r.members;
    changed += r.changed;
  }
  return { members, changed };
}

/** The stored rank of a member for member info (no recompute): level and its name, or level 0 without a row. */
export async function storedRank(db: Db, memberId: string): Promise<number> {
  const [r] = await db.query<{ level: number }>(sql`
    SELECT level FROM vip_ranks WHERE member_id = ${memberId}::bigint`);
  return r?.level ?? 0;
}

/**
 * The member's VIP points multiplier in hundredths (100 = x1.00) at their stored level, for points accrual: the
 * level's `pointsMultiplierPct`, 100 for a brand without VIP levels.
 */
export async function pointsMultiplierPct(db: Db, brand: Brand, memberId: string): Promise<number> {
  const s = vipSettings(brand);
  if (s.levels.length === 0) return 100;
  return levelOf(s, await storedRank(db, memberId))!.pointsMultiplierPct;
}

/** A VIP bonus as the page shows it. */
export interface VipBonusOffer {
  kind: VipBonusKind;
  /** levelup: the level; weekly: the week's Monday (YYYY-MM-DD); monthly: YYYY-MM. */
  period: string;
  level: number;
  amountMinor: bigint;
  turnoverMinor: bigint;
  claimed: boolean;
}

/** The current period key of a weekly or monthly bonus at `now` in the brand timezone. */
export function bonusPeriod(kind: 'weekly' | 'monthly', now: number, timeZone: string): string {
  const start = periodAt(kind, now, timeZone).start;
  const day = dayOf(start, timeZone);
  return kind === 'weekly' ? day : day.slice(0, 7);
}

/** Every VIP bonus the member may have now at `rank`, with whether it was claimed. */
export async function vipBonusOffers(
  db: Db,
  brand: Brand,
  memberId: string,
  rank: { level: number; topLevel: number },
  now: number,
): Promise<VipBonusOffer[]> {
  const s = vipSettings(brand);
  const tz = brand.timezone || 'UTC';
  const claims = await db.query<{ kind: string; period: string }>(sql`
    SELECT kind, period FROM vip_bonus_claims WHERE member_id = ${memberId}::bigint`);
  const claimed = new Set(claims.map((c) => `${c.kind}:${c.period}`));
  const out: VipBonusOffer[] = [];
  const add = (kind: VipBonusKind, period: string, l: VipLevel) => {
    const t = l.bonuses[kind];
    if (!t) return;
    out.push({
      kind,
      period,
      level: l.level,
      amountMinor: t.amountMinor,
      turnoverMinor: t.amountMinor * BigInt(t.turnoverMultiplier),
      claimed: claimed.has(`${kind}:${period}`),
    });
  };
  for (const l of s.levels) if (l.level <= rank.topLevel) add('levelup', String(l.level), l);
  const current = s.levels.find((l) => l.level === rank.level);
  if (current) {
    add('weekly', bonusPeriod('weekly', now, tz), current);
    add('monthly', bonusPeriod('monthly', now, tz), current);
  }
  return out;
}

/**
 * Claims a VIP bonus: `kind` levelup with `level` (a level the member has reached), or the weekly / monthly bonus of
 * the member's current level for the current period. Recomputes the member's rank first. The claim row is reserved
 * by its primary key (member, kind, period) and the bonus paid (domain/bonus `payBonus`, reference
 * `@vip:<member>:<kind>:<period>`, a form operator references cannot take) in one transaction; a parallel or repeated claim waits for it and is refused.
 * Returns the offer as paid and the bonus id.
 * @throws TIMED_OUT / SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT (a protected member gets no bonus, D26);
 *   VIP_BONUS_UNAVAILABLE (not entitled now, or the level has no such bonus), VIP_BONUS_CLAIMED (already paid)
 */
export async function claimVipBonus(
  db: Db,
  brand: Brand,
  memberId: string,
  req: { kind: VipBonusKind; level?: number },
  now: number,
): Promise<{ offer: VipBonusOffer; bonusId: string }> {
  await assertMayReceiveRewards(db, brand, memberId, now);
  const rank = await recomputeMember(db, brand, memberId, now);
  const offers = await vipBonusOffers(db, brand, memberId, rank, now);
  const offer = offers.find((o) => o.kind === req.kind && (req.kind !== 'levelup' || o.level === req.level));
  if (!offer) throw fail('VIP_BONUS_UNAVAILABLE');
  if (offer.claimed) throw fail('VIP_BONUS_CLAIMED');
  const name = levelOf(vipSettings(brand), offer.level)!.name;
  const label = name.en ?? Object.values(name)[0] ?? `VIP ${offer.level}`;
  return db.tx(async (tx) => {
    const [reserved] = await tx.query<{ kind: string }>(sql`
      INSERT INTO vip_bonus_claims (member_id, kind, period, level, created_at)
      VALUES (${memberId}::bigint, ${offer.kind}, ${offer.period}, ${offer.level}, ${new Date(now).toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING RETURNING kind`);
    if (!reserved) throw fail('VIP_BONUS_CLAIMED');
    const paid = await payBonus(tx, {
      brand: brand.id,
      memberId,
      currency: brand.currency.code,
      name: `${label} ${offer.kind} bonus`,
      amountMinor: offer.amountMinor,
      turnoverMinor: offer.turnoverMinor,
      reference: `@vip:${memberId}:${offer.kind}:${offer.period}`,
      by: 'vip',
      source: 'vip',
      at: now,
    });
    if (paid.duplicate) throw fail('VIP_BONUS_CLAIMED');
    await tx.query(sql`
      UPDATE vip_bonus_claims SET bonus_id = ${paid.bonus.id}::bigint
      WHERE member_id = ${memberId}::bigint AND kind = ${offer.kind} AND period = ${offer.period}`);
    return { offer: { ...offer, claimed: true }, bonusId: paid.bonus.id };
  });
}
