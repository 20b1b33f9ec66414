/**
 * Bonuses (member center `bonusDetails`, spec 2; docs/architecture.md "Member center"). A bonus is money an operator grants a member
 * (welcome, deposit match, goodwill), paid into the main wallet as one ledger transfer of kind `bonus`, with an
 * optional turnover (wagering) target whose progress is the member's settled stakes in the bonus currency since the
 * grant, computed when read.
 *
 * - `GET /wps/member/bonuses?pageNo&pageSize` (session token; trial members 403 TRIAL_FORBIDDEN) -> {@link BonusPage},
 *   newest first. Errors: 400 VALIDATION (bad page), 401 NOT_LOGGED_IN.
 * - `POST /wps/member/bonuses/:id/forfeit` (session token) -> {@link BonusRow} with status `forfeited`: the member gives
 *   up a bonus whose turnover is not met; its locked money goes back and the lock ends (docs/decisions.md D17).
 *   Errors: 404 BONUS_NOT_FOUND, 409 BONUS_NOT_ACTIVE (no target, target met, already forfeited), 401 NOT_LOGGED_IN,
 *   403 TRIAL_FORBIDDEN.
 * - While a bonus is `wagering`, a withdrawal, a move into a vendor wallet or an agent transfer that would take its
 *   locked money answers 403 BONUS_LOCKED with value `{ locked, available }`.
 * - `POST /ops/api/bonuses` (operator) {@link GrantBonusBody} -> {@link OpsBonus}. Idempotent on (brand, reference):
 *   the same grant again answers the original; a different grant under a used reference is 409
 *   BONUS_REFERENCE_CONFLICT. Errors: 404 MEMBER_NOT_FOUND, 400 UNKNOWN_BRAND, AMOUNT_INVALID, AMOUNT_PRECISION,
 *   AMOUNT_OUT_OF_RANGE, VALIDATION.
 * - `GET /ops/api/bonuses?brand&pageNo&pageSize` (operator) -> `{ total, rows: OpsBonus[] }`.
 * Money is a decimal string in the bonus currency ("50.00"), never a float.
 *
 * Served by apps/server/src/domain/bonus; called by apps/web/src/features/bonus and `npm run ops -- grant-bonus`.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

export const BonusQuery = Type.Object({
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
});
export type BonusQuery = Static<typeof BonusQuery>;

/**
 * Turnover state: `none` (no target), `wagering` (target not reached yet: the bonus money is locked), `completed`
 * (target met: unlocked), `forfeited` (the member gave it up before the target).
 */
export const BonusStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('wagering'),
  Type.Literal('completed'),
  Type.Literal('forfeited'),
]);
export type BonusStatus = Static<typeof BonusStatus>;

/** One bonus as the member sees it. */
export const BonusRow = Type.Object({
  id: Type.String(),
  /** Name given by the operator (e.g. "Welcome bonus"). */
  name: Type.String(),
  amount: Money,
  currency: Type.String(),
  /** Wagering target ("0.00" when none). */
  turnoverRequired: Money,
  /** Settled stakes since the grant, capped at the target when there is one. */
  turnoverAchieved: Money,
  status: BonusStatus,
  /**
   * Where it came from: an operator's `grant`, a `rebate` payout (bonus bets), a `vip` bonus, a `red_envelope`, a
   * `promotion`, a `referral` or a `mission` reward, or a `leaderboard` prize (D38).
   */
  source: Type.Optional(
    Type.Union([
      Type.Literal('grant'),
      Type.Literal('rebate'),
      Type.Literal('vip'),
      Type.Literal('red_envelope'),
      Type.Literal('promotion'),
      Type.Literal('referral'),
      Type.Literal('leaderboard'),
      Type.Literal('mission'),
    ]),
  ),
  /**
   * Money of this bonus still locked in the main wallet ("0.00" unless `wagering`): the bonus amount, lowered to the
   * lowest the main wallet has been since the grant. Withdrawals and moves out of the main wallet leave it behind.
   */
  lockedAmount: Money,
  /** ISO 8601 UTC. */
  createdAt: Type.String(),
});
export type BonusRow = Static<typeof BonusRow>;

export const BonusIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });
export type BonusIdParams = Static<typeof BonusIdParams>;

export const BonusPage = Type.Object({ total: Type.Integer(), rows: Type.Array(BonusRow) });
export type BonusPage = Static<typeof BonusPage>;

/** Operator grant: amounts in the brand currency's major unit ("50", "50.00"). */
export const GrantBonusBody = Type.Object({
  brand: Type.String({ minLength: 1, maxLength: 40 }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  amount: Type.String({ maxLength: 40 }),
  turnover: Type.Optional(Type.String({ maxLength: 40 })),
  /** Idempotency reference, unique per brand (letters, digits, . _ : -). */
  reference: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' }),
});
export type GrantBonusBody = Static<typeof GrantBonusBody>;

export const OpsBonus = Type.Intersect([
  BonusRow,
  Type.Object({
    brand: Type.String(),
    username: Type.String(),
    reference: Type.String(),
    grantedBy: Type.String(),
  }),
]);
export type OpsBonus = Static<typeof OpsBonus>;

export const OpsBonusPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsBonus) });
export type OpsBonusPage = Static<typeof OpsBonusPage>;
