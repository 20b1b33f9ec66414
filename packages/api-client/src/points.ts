/**
 * Loyalty points and the points mall (spec sections 2 `pointMall`, `redeemHistory`, `pointsDetails`; 3 "points and
 * redeem records", "points categories"; 4 redeem statuses; 7 points calls: balance, reward, config, redeem list, redeem
 * and convert; 9 points never expire; docs/decisions.md D11, D24). Points are whole numbers as decimal-digit strings
 * ("1250"); money is a decimal string in the brand currency ("50.00"), never a float. Dates ISO 8601 UTC (the site shows
 * them in the brand timezone).
 *
 * Member calls (session token; trial members 403 TRIAL_FORBIDDEN on the member-only ones; 403 FEATURE_DISABLED when
 * the brand has points off, PTSYS3):
 * - `GET /wps/points/balance` -> {@link PointsBalance}.
 * - `GET /wps/points/reward` -> {@link PointsReward}: the earning rates per category and what the member has earned.
 * - `GET /wps/points/config` (session optional) -> {@link PointsConfigValue}: the catalogue in the caller's language
 *   with stock left (and the member's own count when logged in), the conversion rate.
 * - `GET /wps/points/redemptions?pageNo&pageSize` -> {@link RedemptionPage} (redeem history, newest first).
 * - `GET /wps/points/details?category&pageNo&pageSize` -> {@link PointsDetailPage} (every points movement).
 * - `POST /wps/points/redeem` {@link RedeemBody} (JWE body allowed; withdraw password) -> {@link RedemptionRow}
 *   (`in_process`). Errors: WITHDRAW_PASSWORD_REQUIRED / _NOT_SET / _LOCKED / _INCORRECT, 404 POINTS_ITEM_NOT_FOUND,
 *   409 POINTS_ITEM_UNAVAILABLE, POINTS_OUT_OF_STOCK, POINTS_LIMIT_REACHED, POINTS_INSUFFICIENT,
 *   POINTS_AMOUNT_REQUIREMENT, 400 POINTS_DELIVERY_REQUIRED, VALIDATION.
 * - `POST /wps/points/convert` {@link ConvertBody} (JWE body allowed; withdraw password) -> {@link RedemptionRow}
 *   (`approved`: the cash is in the main wallet). Errors: the withdraw password ones, 409 POINTS_CONVERT_UNAVAILABLE,
 *   POINTS_INSUFFICIENT, 400 POINTS_CONVERT_MIN, VALIDATION.
 * Operator calls (docs/decisions.md D21):
 * - `GET /ops/api/points/redemptions?status&brand&pageNo&pageSize` (viewer) -> {@link OpsRedemptionPage}.
 * - `POST /ops/api/points/redemptions/:id/approve` `{ remark? }` (cashier) -> {@link OpsRedemption} (`approved`: cash
 *   paid, bonus granted with its turnover, goods shipped). 404 REDEMPTION_NOT_FOUND, 409 REDEMPTION_STATE.
 * - `POST /ops/api/points/redemptions/:id/reject` `{ remark }` (cashier) -> {@link OpsRedemption} (`rejected`: the
 *   points come back). 404 REDEMPTION_NOT_FOUND, 409 REDEMPTION_STATE, 400 VALIDATION (empty remark).
 * - `POST /ops/api/points/accrue` (cashier) -> `{ sources }`: works the accrual queue off now (the job does it every
 *   period).
 *
 * Served by apps/server/src/domain/points; called by apps/web/src/features/points and `npm run ops -- redemptions`.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

const Points = Type.String({ pattern: '^-?[0-9]+$' });
const PageQuery = {
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
};

/** Categories of points movements (spec 3): the game categories, `deposit`, `redeem`. */
export const PointsCategory = Type.Union([
  Type.Literal('live'),
  Type.Literal('lottery'),
  Type.Literal('pvp'),
  Type.Literal('slots'),
  Type.Literal('sports'),
  Type.Literal('deposit'),
  Type.Literal('redeem'),
]);
export type PointsCategory = Static<typeof PointsCategory>;

export const PointsBalance = Type.Object({ points: Points });
export type PointsBalance = Static<typeof PointsBalance>;

export const PointsReward = Type.Object({
  /** Points per one unit of the brand currency, per category (decimal strings, "0" = none). */
  rates: Type.Array(Type.Object({ category: Type.String(), rate: Type.String() })),
  /** Points the member has earned per category (after reversals). */
  earned: Type.Array(Type.Object({ category: Type.String(), points: Points })),
});
export type PointsReward = Static<typeof PointsReward>;

export const MallItem = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('cash'), Type.Literal('bonus'), Type.Literal('goods')]),
  name: Type.String(),
  description: Type.String(),
  picture: Type.String(),
  points: Type.Integer(),
  amount: Money,
  turnover: Money,
  amountRequirement: Money,
  stockLeft: Type.Integer(),
  perMemberLimit: Type.Integer(),
  redeemedByMe: Type.Integer(),
  availableFrom: Type.Optional(Type.String()),
  availableUntil: Type.Optional(Type.String()),
  available: Type.Boolean(),
});
export type MallItem = Static<typeof MallItem>;

export const PointsConfigValue = Type.Object({
  currency: Type.String(),
  /** `pointsPerUnit` points buy one unit of the currency; null: no conversion. */
  convert: Type.Union([
    Type.Object({ pointsPerUnit: Type.Integer(), minPoints: Type.Integer() }),
    Type.Null(),
  ]),
  items: Type.Array(MallItem),
});
export type PointsConfigValue = Static<typeof PointsConfigValue>;

/** Spec 4 redeem statuses: In Process, Approved (Completed), Rejected (with remark). */
export const RedemptionStatus = Type.Union([
  Type.Literal('in_process'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type RedemptionStatus = Static<typeof RedemptionStatus>;

export const Delivery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  phone: Type.String({ minLength: 1, maxLength: 32 }),
  address: Type.String({ minLength: 1, maxLength: 300 }),
});

/** One redeem record (spec 3: type, name, quantity, points requirement, amount requirement, status, remark). */
export const RedemptionRow = Type.Object({
  id: Type.String(),
  type: Type.Union([
    Type.Literal('cash'),
    Type.Literal('bonus'),
    Type.Literal('goods'),
    Type.Literal('convert'),
  ]),
  itemId: Type.String(),
  /** The item's name in the caller's language ("" for a conversion). */
  name: Type.String(),
  quantity: Type.Integer(),
  points: Points,
  amount: Money,
  turnover: Money,
  currency: Type.String(),
  status: RedemptionStatus,
  remark: Type.Optional(Type.String()),
  delivery: Type.Optional(Delivery),
  createdAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
});
export type RedemptionRow = Static<typeof RedemptionRow>;

export const RedemptionPage = Type.Object({ total: Type.Integer(), rows: Type.Array(RedemptionRow) });
export type RedemptionPage = Static<typeof RedemptionPage>;

export const PointsPageQuery = Type.Object(PageQuery);
export type PointsPageQuery = Static<typeof PointsPageQuery>;

export const PointsDetailQuery = Type.Object({ category: Type.Optional(PointsCategory), ...PageQuery });
export type PointsDetailQuery = Static<typeof PointsDetailQuery>;

/** One points movement: signed points, the balance after, its category. */
export const PointsDetailRow = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  category: Type.String(),
  points: Points,
  balanceAfter: Points,
  createdAt: Type.String(),
});
export type PointsDetailRow = Static<typeof PointsDetailRow>;

export const PointsDetailPage = Type.Object({ total: Type.Integer(), rows: Type.Array(PointsDetailRow) });
export type PointsDetailPage = Static<typeof PointsDetailPage>;

export const RedeemBody = Type.Object({
  itemId: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' }),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  withdrawPassword: Type.Optional(Type.String({ maxLength: 64 })),
  /**
   * Makes a retry safe (docs/decisions.md D34): the same key again (8..64 of [A-Za-z0-9_-], per member) answers the
   * first redemption and redeems nothing more; with another item or quantity it is refused (IDEMPOTENCY_CONFLICT).
   */
  idempotencyKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
  delivery: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 80 })),
      phone: Type.Optional(Type.String({ maxLength: 32 })),
      address: Type.Optional(Type.String({ maxLength: 300 })),
    }),
  ),
});
export type RedeemBody = Static<typeof RedeemBody>;

export const ConvertBody = Type.Object({
  points: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
  withdrawPassword: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ConvertBody = Static<typeof ConvertBody>;

export const OpsRedemption = Type.Intersect([
  RedemptionRow,
  Type.Object({
    brand: Type.String(),
    username: Type.String(),
    itemName: Type.Record(Type.String(), Type.String()),
    decidedBy: Type.Optional(Type.String()),
  }),
]);
export type OpsRedemption = Static<typeof OpsRedemption>;

export const OpsRedemptionPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsRedemption) });
export type OpsRedemptionPage = Static<typeof OpsRedemptionPage>;

export const RedemptionIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });
export type RedemptionIdParams = Static<typeof RedemptionIdParams>;

export const DecideBody = Type.Object({ remark: Type.Optional(Type.String({ maxLength: 200 })) });
export type DecideBody = Static<typeof DecideBody>;

export const AccrueValue = Type.Object({ sources: Type.Integer() });
export type AccrueValue = Static<typeof AccrueValue>;
