/**
 * The reward center and promotion applications (spec sections 1 "promotions centre", "VIP bonus"; 2 `rewardCenter`;
 * 4 activity statuses; 5 activity application: comment at most 140 characters, png/jpg images at most 5 MB, at most
 * 3; docs/decisions.md D17, D26, D32). Money is a decimal string in the brand currency ("50.00"); dates ISO 8601 UTC.
 *
 * Member calls (session token; trial members 403 TRIAL_FORBIDDEN):
 * - `GET /wps/rewards?lang` -> {@link RewardCenter}: every promotion that can be taken, the member's VIP bonuses, the
 *   red envelopes the member can open now and the member's referees still qualifying, each with its status (spec 4:
 *   Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, coming soon) and the action the member
 *   may take (`join`, `apply`, `claim`: VIP bonuses through `loyalty.claimVipBonus`; `open`: a red envelope, opened
 *   on the red-envelope page or through `redEnvelope.open`); `history` the promotions paid or rejected, the opened
 *   envelopes (Claimed) and the referral rewards paid (Issued) or refused (Rejected), newest first; `claimable` the
 *   count for the red badge (spec 2), every item with an action (docs/decisions.md D39).
 * - `POST /wps/rewards/:promotionId/join` -> {@link RewardEntry} (`Joined`; the next qualifying deposit pays).
 * - `POST /wps/rewards/proofs` raw `image/png` | `image/jpeg` body (<= 5 MB; re-encoded) -> {@link RewardProof}.
 * - `POST /wps/rewards/:promotionId/apply` {@link ApplyBody} -> {@link RewardEntry} (`Applying`).
 *   Errors: 404 PROMOTION_NOT_FOUND, 409 PROMOTION_WRONG_MODE, PROMOTION_NOT_OPEN, PROMOTION_TAKEN, 403
 *   PROMOTION_PROTECTED, PROMOTION_NEW_MEMBERS_ONLY, PROMOTION_VIP_LEVEL, 400 PROMOTION_COMMENT_TOO_LONG,
 *   PROMOTION_PROOF_INVALID; uploads 415 PROOF_NOT_IMAGE, 413 BODY_TOO_LARGE, 422 PROOF_UNREADABLE.
 * Automatic promotions (first deposit, reload) pay when a deposit is credited; nothing to call.
 * Operator calls:
 * - `GET /ops/api/rewards/applications?status&brand&pageNo&pageSize` (viewer) -> {@link OpsRewardEntryPage}.
 * - `POST /ops/api/rewards/applications/:id/approve` `{ remark? }` (cashier) -> {@link OpsRewardEntry} (`issued`:
 *   the bonus paid once). `POST .../:id/reject` `{ remark }` (cashier). 404 PROMOTION_ENTRY_NOT_FOUND, 409
 *   PROMOTION_ENTRY_DECIDED, 403 PROMOTION_PROTECTED, 400 VALIDATION (reject without remark).
 */
import { Type, type Static } from 'typebox';

const Money = Type.String();
const IdPattern = '^[1-9][0-9]{0,18}$';

/** Spec section 4 activity statuses. */
export const RewardStatus = Type.Union([
  Type.Literal('Join'),
  Type.Literal('Claim'),
  Type.Literal('Applying'),
  Type.Literal('Close'),
  Type.Literal('Rejected'),
  Type.Literal('Issued'),
  Type.Literal('Claimed'),
  Type.Literal('Process'),
  Type.Literal('Joined'),
  Type.Literal('coming soon'),
]);
export type RewardStatus = Static<typeof RewardStatus>;

/** Where a reward comes from (docs/decisions.md D32, D33, D36, D37, D39). */
export const RewardKind = Type.Union([
  Type.Literal('promotion'),
  Type.Literal('vip'),
  Type.Literal('redEnvelope'),
  Type.Literal('referral'),
  Type.Literal('mission'),
]);
export type RewardKind = Static<typeof RewardKind>;

export const RewardItem = Type.Object({
  /** `promotion:<id>`, `vip:<kind>:<period>`, `redEnvelope:<roundId>` or `referral:<n>`. */
  key: Type.String(),
  kind: RewardKind,
  /** The promotion id (promotion), the VIP bonus kind (levelup, weekly, monthly), the round id (redEnvelope) or
   * `referral`. */
  id: Type.String(),
  /** The promotion's or round's name, the VIP level's name, or the referee's masked username (referral). */
  title: Type.String(),
  /** automatic | join | apply (promotion); claim (vip); open (redEnvelope); referral. */
  mode: Type.String(),
  status: RewardStatus,
  action: Type.Union([
    Type.Literal('join'),
    Type.Literal('apply'),
    Type.Literal('claim'),
    Type.Literal('open'),
    Type.Null(),
  ]),
  /** Paid: the bonus paid; else the fixed amount, or the most a deposit bonus (its cap; "0.00" when unbounded) or a
   * red envelope pays. */
  amount: Money,
  /** Red envelopes: the least an envelope pays. */
  minAmount: Type.Optional(Money),
  /** Missions rewarded in loyalty points: the points (amount is then "0.00"). */
  points: Type.Optional(Type.Integer()),
  /** Deposit bonuses: percent of the credited deposit ("100"). */
  percent: Type.Optional(Type.String()),
  minDeposit: Type.Optional(Money),
  /** Turnover asked: a multiple of the bonus (promotions) or the amount (VIP bonuses). */
  turnoverMultiple: Type.Optional(Type.Integer()),
  turnover: Type.Optional(Money),
  gameTypes: Type.Array(Type.String()),
  expiresAt: Type.Optional(Type.String()),
  startsAt: Type.Optional(Type.String()),
  /** Why the member cannot take it now (an error code), when that is known. */
  ineligible: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
  level: Type.Optional(Type.Integer()),
});
export type RewardItem = Static<typeof RewardItem>;

export const RewardEntry = Type.Object({
  id: Type.String(),
  promotionId: Type.String(),
  title: Type.String(),
  mode: Type.String(),
  status: RewardStatus,
  amount: Type.Optional(Money),
  /** A mission reward paid in loyalty points. */
  points: Type.Optional(Type.Integer()),
  turnover: Type.Optional(Money),
  comment: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
  proofCount: Type.Integer(),
  createdAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
});
export type RewardEntry = Static<typeof RewardEntry>;

/** A history row: a promotion entry (its id), an opened envelope (`redEnvelope:<round>:<period>`, promotionId the
 * round id), a referral reward (`referral:<n>`, title the referee's masked username, remark why it was refused) or a
 * paid mission reward (`mission:<id>:<window>`, promotionId the mission id). */
export const RewardHistoryEntry = Type.Object({
  ...RewardEntry.properties,
  kind: RewardKind,
});
export type RewardHistoryEntry = Static<typeof RewardHistoryEntry>;

export const RewardCenter = Type.Object({
  currency: Type.String(),
  items: Type.Array(RewardItem),
  history: Type.Array(RewardHistoryEntry),
  claimable: Type.Integer(),
});
export type RewardCenter = Static<typeof RewardCenter>;

export const RewardQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });
export const PromotionParams = Type.Object({
  promotionId: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' }),
});
export type PromotionParams = Static<typeof PromotionParams>;

export const ApplyBody = Type.Object(
  {
    comment: Type.String({ maxLength: 1000 }),
    proofIds: Type.Array(Type.String({ pattern: IdPattern }), { minItems: 1, maxItems: 3 }),
  },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBody>;

export const RewardProof = Type.Object({ id: Type.String(), mime: Type.String(), size: Type.Integer() });
export type RewardProof = Static<typeof RewardProof>;

export const OpsRewardEntry = Type.Object({
  ...RewardEntry.properties,
  brand: Type.String(),
  username: Type.String(),
  entryStatus: Type.String(),
  proofIds: Type.Array(Type.String()),
  decidedBy: Type.Optional(Type.String()),
});
export type OpsRewardEntry = Static<typeof OpsRewardEntry>;
export const OpsRewardEntryPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsRewardEntry) });
export type OpsRewardEntryPage = Static<typeof OpsRewardEntryPage>;
export const RewardEntryParams = Type.Object({ id: Type.String({ pattern: IdPattern }) });
export type RewardEntryParams = Static<typeof RewardEntryParams>;
