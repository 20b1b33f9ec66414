/**
 * Refer and earn (spec section 1 "refer and earn"; docs/decisions.md D36): the member's referral page. Shapes, units
 * and errors in @playdeck/api-client/referral; the rules in src/domain/referral/service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { ErrorCode } from '@playdeck/api-client/errors';
import type { Ctx } from '../../domain/context.ts';
import { formatMinor } from '../../domain/money.ts';
import { referralView } from '../../domain/referral/service.ts';
import { message } from '../../infra/i18n/index.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

/** The member's refer-and-earn calls. */
export function referralRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.referral.page, async (req) => {
    const brand = req.brand;
    const exp = brand.currency.exponent;
    const money = (v: bigint | string) => formatMinor(v, exp);
    const v = await referralView(ctx.db, brand, req.member!.id, ctx.now());
    const p = v.programme;
    return ok({
      enabled: v.enabled,
      code: v.code,
      path: `/register?referralCode=${encodeURIComponent(v.code)}`,
      currency: brand.currency.code,
      reward: money(p?.reward.amountMinor ?? '0'),
      turnoverMultiplier: p?.reward.turnoverMultiplier ?? 0,
      firstDeposit: money(p?.qualify.firstDepositMinor ?? '0'),
      turnover: money(p?.qualify.turnoverMinor ?? '0'),
      maxRewarded: p?.maxRewardedPerReferrer ?? null,
      rewardedCount: v.rewardedCount,
      referees: v.referees.map((r) => ({
        name: r.maskedName,
        registeredAt: new Date(r.registeredAt).toISOString(),
        status: r.status,
        reason: r.reason,
        reasonText: r.reason ? message(r.reason as ErrorCode, req.lang) : null,
        firstDeposit: r.firstDepositMinor === null ? null : money(r.firstDepositMinor),
        turnover: money(r.turnoverMinor),
        reward: r.rewardMinor === null ? null : money(r.rewardMinor),
      })),
    });
  });
}
