/**
 * The wallet ledger's vocabulary (docs/architecture.md "Wallet": a double-entry ledger, every movement one transfer with a
 * kind; docs/decisions.md D10 trial funds, D11 points). Amounts are never part of it: they are bigint minor units inside and
 * decimal strings in JSON.
 */

/**
 * Account kinds. Member-owned, each with a hot never-negative balance row: `cash` (main wallet), `trial` (free-play
 * funds, pseudo-currency TRIAL), `points` (loyalty points, pseudo-currency POINTS), `vendor` (a transfer-wallet
 * vendor's sub-wallet). Brand-owned and named, without a hot balance: `house`, `clearing`.
 */
export const ACCOUNT_KINDS = ['cash', 'trial', 'points', 'vendor', 'house', 'clearing'] as const;

/** One account kind. */
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The member-owned account kinds (a member's side of a transfer in the account record). */
export const MEMBER_ACCOUNT_KINDS = [
  'cash',
  'trial',
  'points',
  'vendor',
] as const satisfies readonly AccountKind[];

/** One member-owned account kind. */
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/**
 * Transfer kinds, the `kind` of every ledger transfer (stored in ledger_transfers.kind):
 * - `opening`: opening funds of a new member or of the balances migrated into the ledger (house `opening` -> cash);
 * - `trial.grant`: free-play funds of a trial member (house `trial-funding` -> trial; docs/decisions.md D10);
 * - `deposit`: a confirmed deposit (clearing `deposits` -> cash);
 * - `withdraw.hold`, `withdraw.release`, `withdraw.paid`, `withdraw.cancel`, `withdraw.refund`: a withdrawal's hold,
 *   its release on rejection, its payout, the member's cancellation and a dispute's refund;
 * - `wallet.transfer`: main wallet <-> a vendor sub-wallet (spec section 7 "Wallet");
 * - `bet`, `win`, `rollback`: the seamless-wallet vendor protocol (docs/architecture.md "Vendors");
 * - `bonus`: a granted bonus;
 * - `bonus.forfeit`: the locked part of a bonus the member gave up, back to the house (docs/decisions.md D17);
 * - `agent.transfer`: an agent's transfer to a downline or upline (spec section 6 "Agent");
 * - `agent.dividend`, `agent.daily`, `agent.hourly`, `agent.realtime`: a contract statement's payout, one per
 *   contract type (spec section 3 "Contracts");
 * - `test.fund`: funds of the vendor conformance kit's test members (test-funding house account);
 * - `points.accrual`, `points.reversal`: points earned by a settled round or a credited deposit (house `points-issued`
 *   -> points) and taken back when the round is rolled back (docs/decisions.md D11, D24);
 * - `points.redeem`, `points.refund`: points spent in the points mall (points -> house `points-redeemed`) and given
 *   back when an operator rejects the redemption;
 * - `points.cash`: the cash side of a cash item or of a points conversion (house `points-rewards` -> cash).
 */
export const TRANSFER_KINDS = [
  'opening',
  'trial.grant',
  'deposit',
  'withdraw.hold',
  'withdraw.release',
  'withdraw.paid',
  'withdraw.cancel',
  'withdraw.refund',
  'wallet.transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  'bonus.forfeit',
  'agent.transfer',
  'agent.dividend',
  'agent.daily',
  'agent.hourly',
  'agent.realtime',
  'test.fund',
  'points.accrual',
  'points.reversal',
  'points.redeem',
  'points.refund',
  'points.cash',
] as const;

/** One transfer kind, e.g. `withdraw.hold`. */
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * Filter groups of the member's account record (spec section 2 member center `transactionHistory`), by transfer kind:
 * `deposit` (deposit), `withdraw` (every `withdraw.*`), `transfer` (wallet.transfer), `game` ({@link GAME_TRANSFER_KINDS}),
 * `other` (everything else: opening funds, trial grants, bonuses, agent transfers and salaries).
 */
export const TRANSFER_KIND_GROUPS = ['deposit', 'withdraw', 'transfer', 'game', 'other'] as const;

/** One account record filter group. */
export type TransferKindGroup = (typeof TRANSFER_KIND_GROUPS)[number];

/** The transfer kinds of the `game` group: the seamless-wallet vendor protocol's money movements. */
export const GAME_TRANSFER_KINDS = ['bet', 'win', 'rollback'] as const satisfies readonly TransferKind[];
