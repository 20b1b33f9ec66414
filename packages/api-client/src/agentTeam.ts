/**
 * Agent team pages and transfers (docs/architecture.md "Agents"; spec 2 "Agent center pages", spec 6;
 * docs/decisions.md D2, D12). Server: apps/server/src/domain/agent/team, apps/server/src/domain/agent/transfer; web:
 * apps/web/src/features/agent/team.
 *
 * Every call needs a session token of an agent (member type in the brand's `userTypes.agent`): 401 NOT_LOGGED_IN
 * without one, 403 AGENT_ONLY for any other member, 403 FEATURE_DISABLED when the brand's agentCenter is off. A call
 * naming a member (`memberId`) answers 404 AGENT_MEMBER_NOT_FOUND, with no detail, unless that member is in the
 * caller's team (a descendant at any depth): an agent never learns anything about a member outside its tree.
 *
 * - `GET /wps/agent/team/overview?from&to` -> {@link TeamOverview} (agentTeamOverview).
 * - `GET /wps/agent/team/downlines?scope&search&pageNo&pageSize` -> {@link DownlinePage} (downlineManagmentView).
 * - `POST /wps/agent/team/downlines` {@link CreateDownlineBody} -> {@link CreatedDownline} (registerCenter).
 * - `POST /wps/agent/team/downlines/:memberId/lock` {@link LockBody} -> {@link DownlineRow}.
 * - `GET /wps/agent/team/affiliate-links` -> {@link AffiliateLinks} (registerCenter).
 * - `GET /wps/agent/team/bets?memberId&from&to&pageNo&pageSize` -> {@link TeamBetPage} (personalHistoryCopy).
 * - `GET /wps/agent/team/loss?memberId&from&to&pageNo&pageSize` -> {@link TeamLossPage} (palStatementsAgentCopy).
 * - `GET /wps/agent/team/transactions?memberId&from&to&pageNo&pageSize` -> {@link TeamTransactionPage}
 *   (agentDownlineTransactionDetailsCopy).
 * - `GET /wps/agent/transfer/limits` -> {@link TransferLimits}.
 * - `POST /wps/agent/transfer` {@link AgentTransferBody} -> {@link AgentTransferResult}.
 *
 * Dates: `from` inclusive and `to` exclusive ISO 8601 instants (the web sends midnights of the brand timezone), at
 * most 93 days apart. Paging: `pageNo` from 1, `pageSize` 1..50 (default 10). Money: decimal strings in the major
 * unit of the brand currency ("12.50"), from bigint minor units; never floats.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';
import { GameTypeSchema } from './games.ts';
import { PayPageQuery } from './payments.ts';

const Instant = Type.String({ format: 'date-time' });
/** A member id: a decimal string. */
const MemberId = Type.String({ pattern: '^[0-9]{1,19}$', maxLength: 19 });

/** A date range, both ends required. */
export const RangeQuery = Type.Object({ from: Instant, to: Instant });
export type RangeQuery = Static<typeof RangeQuery>;

/** One brand-timezone day of the overview chart. */
export const TeamDay = Type.Object({
  /** Calendar day in the brand timezone, YYYY-MM-DD. */
  date: Type.String(),
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  deposits: Money,
  withdrawals: Money,
  bets: Money,
  /** Team members' win - stake of settled rounds (negative when the team lost). */
  profitLoss: Money,
});
export type TeamDay = Static<typeof TeamDay>;

/**
 * Team overview over the brand-timezone days of [from, to) (whole days: the web sends midnights of the brand
 * calendar). The team is every descendant of the agent (not the agent itself). `teamSize` / `directSize` count the
 * team now; `newMembers` those registered in the days; `activeMembers` those with a live bet in the days; `deposits`
 * credited deposits (by decision time) and `withdrawals` paid withdrawals (by payment time); `bets` the live stakes of
 * rounds started in the days (`betCount` rounds, cancelled rounds left out); `profitLoss` the team members' win -
 * stake of settled rounds (negative when the team lost). `daily` has one entry per day, oldest first, zero days
 * included. Read from rollups kept by triggers (migration 0910), so figures are exact and current at the call.
 */
export const TeamOverview = Type.Object({
  currency: Type.String(),
  timeZone: Type.String(),
  teamSize: Type.Integer(),
  directSize: Type.Integer(),
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  deposits: Money,
  withdrawals: Money,
  bets: Money,
  betCount: Type.Integer(),
  profitLoss: Money,
  daily: Type.Array(TeamDay),
});
export type TeamOverview = Static<typeof TeamOverview>;

/** Downline list query: `scope` direct (depth 1, default) or all; `search` a username prefix (case-insensitive). */
export const DownlineQuery = Type.Object({
  scope: Type.Optional(Type.Union([Type.Literal('direct'), Type.Literal('all')])),
  search: Type.Optional(Type.String({ maxLength: 40 })),
  ...PayPageQuery.properties,
});
export type DownlineQuery = Static<typeof DownlineQuery>;

/** A member of the team. `status` locked = locked by its upline agent (cannot log in). */
export const DownlineRow = Type.Object({
  id: Type.String(),
  username: Type.String(),
  nickname: Type.String(),
  /** Member type; `isAgent` from the brand's agent types. */
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  /** 1 = direct downline. */
  depth: Type.Integer(),
  /** Username of the member's upline (the caller for a direct downline). */
  upline: Type.String(),
  /** Main wallet in the brand currency. */
  balance: Money,
  status: Type.Union([Type.Literal('active'), Type.Literal('locked')]),
  /**
   * The member has self-excluded (docs/decisions.md D26): no reason and no dates are given, and the agent cannot
   * change it; transfers to it are refused (AGENT_MEMBER_PROTECTED).
   */
  excluded: Type.Boolean(),
  /** ISO 8601 UTC; null when never logged in. */
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type DownlineRow = Static<typeof DownlineRow>;

export const DownlinePage = Type.Object({ total: Type.Integer(), rows: Type.Array(DownlineRow) });
export type DownlinePage = Static<typeof DownlinePage>;

/** Create a downline: a member (type 0) or an agent (the brand's first agent type). Username rules as registration. */
export const CreateDownlineBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 40 }),
  kind: Type.Union([Type.Literal('member'), Type.Literal('agent')]),
  nickname: Type.Optional(Type.String({ maxLength: 40 })),
});
export type CreateDownlineBody = Static<typeof CreateDownlineBody>;

/**
 * The created account. `oneTimePassword` is random, shown once (it is stored only as a hash) and must be changed at
 * the first login (docs/decisions.md D2).
 */
export const CreatedDownline = Type.Object({
  id: Type.String(),
  username: Type.String(),
  type: Type.Integer(),
  oneTimePassword: Type.String(),
  mustChangePassword: Type.Literal(true),
});
export type CreatedDownline = Static<typeof CreatedDownline>;

export const LockBody = Type.Object({ locked: Type.Boolean() });
export type LockBody = Static<typeof LockBody>;

/** The agent's affiliate codes (one is created on first use) with the site path that registers with it. */
export const AffiliateLinks = Type.Object({
  links: Type.Array(
    Type.Object({
      code: Type.String(),
      /** Site path with the code, e.g. "/?affiliateCode=AB12CD34"; the web prefixes its origin. */
      path: Type.String(),
      /** The brand's main domain when configured ("" otherwise). */
      domain: Type.String(),
    }),
  ),
});
export type AffiliateLinks = Static<typeof AffiliateLinks>;

/** Paged query over a date range, optionally one team member. */
export const TeamRangeQuery = Type.Object({
  memberId: Type.Optional(MemberId),
  from: Instant,
  to: Instant,
  ...PayPageQuery.properties,
});
export type TeamRangeQuery = Static<typeof TeamRangeQuery>;

/** One round of a team member (team betting record). */
export const TeamBetRow = Type.Object({
  username: Type.String(),
  roundId: Type.String(),
  vendor: Type.String(),
  gameType: Type.Union([GameTypeSchema, Type.Null()]),
  gameName: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('cancelled')]),
  stake: Money,
  win: Money,
  /** win - stake ("0.00" for a cancelled round). */
  profit: Money,
  createdAt: Type.String(),
});
export type TeamBetRow = Static<typeof TeamBetRow>;

export const TeamBetPage = Type.Object({ total: Type.Integer(), rows: Type.Array(TeamBetRow) });
export type TeamBetPage = Static<typeof TeamBetPage>;

/** Loss of one team member over the range: settled rounds, `profit` = win - stake (negative = the member lost). */
export const TeamLossRow = Type.Object({
  id: Type.String(),
  username: Type.String(),
  depth: Type.Integer(),
  rounds: Type.Integer(),
  stake: Money,
  win: Money,
  profit: Money,
});
export type TeamLossRow = Static<typeof TeamLossRow>;

/** Biggest loss first; `totals` over every row (not only the page). */
export const TeamLossPage = Type.Object({
  total: Type.Integer(),
  totals: Type.Object({ stake: Money, win: Money, profit: Money }),
  rows: Type.Array(TeamLossRow),
});
export type TeamLossPage = Static<typeof TeamLossPage>;

/** A ledger transfer of one team member, from the member's side (as the account record). */
export const TeamTransactionRow = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  amount: Money,
  currency: Type.String(),
  balanceAfter: Type.Union([Money, Type.Null()]),
  createdAt: Type.String(),
});
export type TeamTransactionRow = Static<typeof TeamTransactionRow>;

export const TeamTransactionQuery = Type.Object({
  memberId: MemberId,
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  ...PayPageQuery.properties,
});
export type TeamTransactionQuery = Static<typeof TeamTransactionQuery>;

export const TeamTransactionPage = Type.Object({
  username: Type.String(),
  total: Type.Integer(),
  rows: Type.Array(TeamTransactionRow),
});
export type TeamTransactionPage = Static<typeof TeamTransactionPage>;

/** Per-day limits of the caller (brand config `server.agentTransfer`) and what today (brand timezone) used. */
export const TransferLimits = Type.Object({
  currency: Type.String(),
  downline: Type.Object({ enabled: Type.Boolean(), limit: Money, used: Money }),
  upline: Type.Object({
    enabled: Type.Boolean(),
    limit: Money,
    used: Money,
    username: Type.Union([Type.String(), Type.Null()]),
  }),
  count: Type.Object({ limit: Type.Integer(), used: Type.Integer() }),
  balance: Money,
});
export type TransferLimits = Static<typeof TransferLimits>;

/**
 * A transfer from the caller's main wallet: `direction` down (to `memberId`, a member of the caller's team) or up (to
 * the caller's direct upline; `memberId` ignored). `password` is the caller's login password, re-entered.
 * `idempotencyKey` (8..64 of [A-Za-z0-9_-]) makes a retry return the first result.
 * Errors: FEATURE_DISABLED 403 (flag transferDownline / transferUpline off), AGENT_MEMBER_NOT_FOUND 404, AMOUNT_INVALID
 * 400, PASSWORD_INCORRECT 400, AGENT_TRANSFER_LIMIT 400, INSUFFICIENT_BALANCE 400, IDEMPOTENCY_CONFLICT 409.
 */
export const AgentTransferBody = Type.Object({
  direction: Type.Union([Type.Literal('down'), Type.Literal('up')]),
  memberId: Type.Optional(MemberId),
  amount: Type.String({ maxLength: 24 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type AgentTransferBody = Static<typeof AgentTransferBody>;

export const AgentTransferResult = Type.Object({
  transferId: Type.String(),
  duplicate: Type.Boolean(),
  amount: Money,
  /** The caller's main wallet after the transfer. */
  balance: Money,
  createdAt: Type.String(),
});
export type AgentTransferResult = Static<typeof AgentTransferResult>;

/** Path of the calls on one team member: its member id. */
export const MemberParams = Type.Object({ memberId: Type.String({ maxLength: 19 }) });
export type MemberParams = Static<typeof MemberParams>;

/**
 * The member-center transfer to the upline (spec 2 member-center page `transferUpline`, under AGENTTRANSFER3;
 * docs/decisions.md D12): the member's agent upline, the brand's daily upline limit (config `server.agentTransfer`,
 * shared with the agent transfers: the same sender's upline transfers count against it whatever page sent them), today's
 * use (brand timezone) and the main balance. `upline` is null when the member has no agent upline (nothing to send to).
 */
export const UplineTransferView = Type.Object({
  currency: Type.String(),
  upline: Type.Union([Type.Object({ username: Type.String() }), Type.Null()]),
  limit: Money,
  used: Money,
  count: Type.Object({ limit: Type.Integer(), used: Type.Integer() }),
  balance: Money,
});
export type UplineTransferView = Static<typeof UplineTransferView>;

/**
 * A transfer from the member's main wallet to its agent upline. `amount` a decimal string of the brand currency;
 * `password` the login password re-entered; `idempotencyKey` (8..64 of [A-Za-z0-9_-]) makes a retry return the first
 * result. Errors: FEATURE_DISABLED 403 (transferUpline off), NO_AGENT_UPLINE 404, AMOUNT_INVALID 400,
 * PASSWORD_INCORRECT 400, PASSWORD_LOCKED 423, AGENT_TRANSFER_LIMIT 400, INSUFFICIENT_BALANCE 400, BONUS_LOCKED 403,
 * IDEMPOTENCY_CONFLICT 409.
 */
export const UplineTransferBody = Type.Object({
  amount: Type.String({ maxLength: 24 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type UplineTransferBody = Static<typeof UplineTransferBody>;
