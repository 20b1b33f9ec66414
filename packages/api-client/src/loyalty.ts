/**
 * VIP ranks, VIP bonuses and rebate (spec 2 side menu "VIP bonus" `playerRank`, "bonus bets" `manualRebate`;
 * docs/architecture.md "Loyalty"). Levels, thresholds, benefits and rates are brand config (`vip`, `rebate`).
 *
 * - `GET /wps/member/vip` (session token; trial members 403 TRIAL_FORBIDDEN) -> {@link VipStatus}: the member's level
 *   (recomputed on the call), progress to the next level, every level's benefits and the VIP bonuses.
 * - `POST /wps/member/vip/bonuses/claim` {@link VipClaimBody} -> {@link VipClaimResult}: pays a VIP bonus once per
 *   period, as a bonus with turnover (docs/decisions.md D17). Errors: 409 VIP_BONUS_UNAVAILABLE, 409
 *   VIP_BONUS_CLAIMED, 401, 403 TRIAL_FORBIDDEN.
 * - `GET /wps/member/rebate` -> {@link RebateStatus}: today's accrual per category and what may be claimed.
 * - `POST /wps/member/rebate/claim` -> {@link RebateClaimResult}: pays every unpaid accrual once per (day, category).
 *   Errors: 409 REBATE_NOTHING_TO_CLAIM, 409 REBATE_AUTO_ONLY, 401, 403 TRIAL_FORBIDDEN.
 * Money is a decimal string in the brand currency ("50.00"); rates are basis points (100 = 1 %).
 *
 * Served by apps/server/src/domain/loyalty; called by apps/web/src/features/loyalty.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

export const RebateCategory = Type.Union([
  Type.Literal('live'),
  Type.Literal('lottery'),
  Type.Literal('pvp'),
  Type.Literal('slots'),
  Type.Literal('sports'),
]);
export type RebateCategory = Static<typeof RebateCategory>;

export const VipBonusKind = Type.Union([
  Type.Literal('levelup'),
  Type.Literal('weekly'),
  Type.Literal('monthly'),
]);
export type VipBonusKind = Static<typeof VipBonusKind>;

const Bonus = Type.Object({ amount: Money, turnover: Money });

/** One level and its benefits. */
export const VipLevelView = Type.Object({
  level: Type.Integer(),
  /** In the request's language. */
  name: Type.String(),
  badge: Type.Optional(Type.String()),
  qualifyDeposit: Money,
  qualifyTurnover: Money,
  keepDeposit: Money,
  keepTurnover: Money,
  /** Points multiplier in hundredths (110 = x1.10). */
  pointsMultiplierPct: Type.Integer(),
  rebateBp: Type.Record(Type.String(), Type.Integer()),
  withdrawalDailyCount: Type.Integer(),
  withdrawalDailyMax: Money,
  levelUpBonus: Type.Optional(Bonus),
  weeklyBonus: Type.Optional(Bonus),
  monthlyBonus: Type.Optional(Bonus),
});
export type VipLevelView = Static<typeof VipLevelView>;

/** A VIP bonus the member may claim now, or has claimed in its period. */
export const VipBonusOfferView = Type.Object({
  kind: VipBonusKind,
  /** levelup: the level; weekly: the week's Monday (YYYY-MM-DD); monthly: YYYY-MM (brand timezone). */
  period: Type.String(),
  level: Type.Integer(),
  amount: Money,
  turnover: Money,
  claimed: Type.Boolean(),
});
export type VipBonusOfferView = Static<typeof VipBonusOfferView>;

export const VipStatus = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  currency: Type.String(),
  windowDays: Type.Integer(),
  /** Over the window ending now. */
  deposit: Money,
  turnover: Money,
  /** The next level and what it needs; absent at the top level. */
  next: Type.Optional(
    Type.Object({
      level: Type.Integer(),
      name: Type.String(),
      deposit: Money,
      turnover: Money,
      /** Progress 0..100, the lower of the two figures' shares (integer percent). */
      percent: Type.Integer(),
    }),
  ),
  levels: Type.Array(VipLevelView),
  bonuses: Type.Array(VipBonusOfferView),
});
export type VipStatus = Static<typeof VipStatus>;

export const VipClaimBody = Type.Object({
  kind: VipBonusKind,
  /** levelup only: the level whose bonus is claimed. */
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});
export type VipClaimBody = Static<typeof VipClaimBody>;

export const VipClaimResult = Type.Object({ bonus: VipBonusOfferView, bonusId: Type.String() });
export type VipClaimResult = Static<typeof VipClaimResult>;

export const RebateAccrualView = Type.Object({
  /** YYYY-MM-DD, brand timezone. */
  day: Type.String(),
  category: RebateCategory,
  turnover: Money,
  rateBp: Type.Integer(),
  amount: Money,
  paid: Type.Boolean(),
});
export type RebateAccrualView = Static<typeof RebateAccrualView>;

export const RebateStatus = Type.Object({
  mode: Type.Union([Type.Literal('manual'), Type.Literal('auto')]),
  /** auto: the hour (brand timezone) from which the previous days pay. */
  autoPayHour: Type.Integer(),
  today: Type.String(),
  currency: Type.String(),
  todayAccruals: Type.Array(RebateAccrualView),
  claimable: Type.Array(RebateAccrualView),
  claimableAmount: Money,
});
export type RebateStatus = Static<typeof RebateStatus>;

export const RebateClaimResult = Type.Object({ paid: Money, payouts: Type.Integer() });
export type RebateClaimResult = Static<typeof RebateClaimResult>;
