/**
 * Agent contracts and their settlement statements (docs/architecture.md "Agents", contracts and settlement; spec 3 "Consolidated contract info",
 * "Contracts"; spec 4 "Contracts"). Server: apps/server/src/domain/agent/contracts and agent/settlement; web:
 * apps/web/src/features/agent/contracts. Every call needs the session token of an agent (403 AGENT_ONLY otherwise,
 * except `info`, which answers all false for non-agents).
 *
 * - `GET  /wps/agent/contracts/info` -> {@link ContractInfo}
 * - `GET  /wps/agent/contracts` -> {@link ContractList}: received (I am the agent) and given (I am the upline)
 * - `POST /wps/agent/contracts/offer` {@link OfferBody} -> {@link Contract} (to a DIRECT downline agent; 404
 *   AGENT_MEMBER_NOT_FOUND otherwise; 409 CONTRACT_NO_OWN_TERMS without an active contract of the type; 400
 *   CONTRACT_ABOVE_TERMS with `value.violations` when a tier exceeds the caller's own)
 * - `POST /wps/agent/contracts/:id/accept` {@link AcceptBody} -> {@link Contract}; 409 CONTRACT_TERMINATIONS_REQUIRED
 *   with `value` {@link TerminationsRequired} when accepting would end contracts the caller gave (repeat with
 *   `confirmTerminations: true` to accept and end them in one transaction)
 * - `POST /wps/agent/contracts/:id/reject` -> {@link Contract}
 * - `POST /wps/agent/contracts/:id/terminate` -> {@link Contract}: the first side's call records a request
 *   (`terminationRequestedBy`), the other side's call ends the contract; the upline's call on its own open offer
 *   withdraws it; an agent's call on an operator-granted contract ends it at once.
 * - `GET  /wps/agent/contracts/statements?type&from&to&agentId&pageNo&pageSize` -> {@link StatementPage}
 * - `GET  /wps/agent/contracts/statements/:id` -> {@link Statement} with every input
 * - `GET  /wps/agent/contracts/revenue?from&to&groupBy&agentId` -> {@link RevenueReport} (agentRevenueReport)
 * - `GET  /wps/agent/contracts/events` -> `text/event-stream` (fetch with the Authorization header; see
 *   apps/server/src/domain/agent/contracts/events.ts): events `offer`, `contract` with a {@link Contract} as data.
 * Unknown, foreign or out-of-team ids answer 404 (CONTRACT_NOT_FOUND, STATEMENT_NOT_FOUND, AGENT_MEMBER_NOT_FOUND) and
 * reveal nothing. Money: decimal strings in the major unit of the brand currency; rates: percent strings ("1.25").
 */
import { CONTRACT_PERIODS, CONTRACT_TYPES } from '@playdeck/domain/contracts';
import { Type, type Static } from 'typebox';
import { literalUnion } from './literals.ts';
import { IdString as Id, PayPageQuery } from './payments.ts';

const Money = Type.String({ pattern: '^-?[0-9]{1,15}(\\.[0-9]{1,4})?$' });
const UMoney = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,4})?$' });
/** Percent with up to 2 decimals, e.g. "1.25" (= 125 basis points). */
const Percent = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' });
const SignedPercent = Type.String({ pattern: '^-?[0-9]{1,5}(\\.[0-9]{1,2})?$' });
const Instant = Type.String({ format: 'date-time' });

/** A contract type of @playdeck/domain's CONTRACT_TYPES (spec 3 "Contracts"). */
export const ContractTypeSchema = literalUnion(CONTRACT_TYPES);
/**
 * A settlement period of @playdeck/domain's CONTRACT_PERIODS (spec 3): dividends choose one; salaries have a fixed
 * period (realtime 5min, hourly hourly, daily daily).
 */
export const ContractPeriodSchema = literalUnion(CONTRACT_PERIODS);

/**
 * One tier: every stated condition must hold over the period for its rate to apply (absent = no condition).
 * `minBets` team bets, `minActiveMembers`, `minProfitLoss` team loss (bets - wins, may be negative),
 * `minLossRate` loss / bets in percent, `maxWinRate` share of rounds won in percent; `rate` percent of the base (team
 * bets for salaries, positive profit and loss for dividends).
 */
export const TierSchema = Type.Object({
  minBets: Type.Optional(UMoney),
  minActiveMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  minProfitLoss: Type.Optional(Money),
  minLossRate: Type.Optional(SignedPercent),
  maxWinRate: Type.Optional(Percent),
  rate: Percent,
});
export type Tier = Static<typeof TierSchema>;

/** Terms: a member is active with one round of stake >= `singleBetMin`; 1 to 10 tiers. */
export const TermsSchema = Type.Object({
  singleBetMin: UMoney,
  tiers: Type.Array(TierSchema, { minItems: 1, maxItems: 10 }),
});
export type Terms = Static<typeof TermsSchema>;

export const ContractStatusSchema = Type.Union([
  Type.Literal('offered'),
  Type.Literal('active'),
  Type.Literal('rejected'),
  Type.Literal('withdrawn'),
  Type.Literal('replaced'),
  Type.Literal('terminated'),
]);
export type ContractStatus = Static<typeof ContractStatusSchema>;

const Party = Type.Object({ id: Id, username: Type.String() });

export const ContractSchema = Type.Object({
  id: Id,
  type: ContractTypeSchema,
  period: ContractPeriodSchema,
  status: ContractStatusSchema,
  /** 'received': I hold it; 'given': I offered it to a downline. */
  role: Type.Union([Type.Literal('received'), Type.Literal('given')]),
  /** Null for a contract granted by the operator. */
  upline: Type.Union([Party, Type.Null()]),
  agent: Party,
  terms: TermsSchema,
  terminationRequestedBy: Type.Union([Type.Literal('upline'), Type.Literal('agent'), Type.Null()]),
  endReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  acceptedAt: Type.Union([Instant, Type.Null()]),
  endedAt: Type.Union([Instant, Type.Null()]),
});
export type Contract = Static<typeof ContractSchema>;

export const ContractList = Type.Object({
  currency: Type.String(),
  received: Type.Array(ContractSchema),
  given: Type.Array(ContractSchema),
});
export type ContractList = Static<typeof ContractList>;

/** Consolidated contract info (spec 3), feeding the agent menu. */
export const ContractInfo = Type.Object({
  dailysalreqtype: Type.Boolean(),
  divtypereq: Type.Boolean(),
  contracthoursalreqtype: Type.Boolean(),
  realtimesalreqtype: Type.Boolean(),
});
export type ContractInfo = Static<typeof ContractInfo>;

export const OfferBody = Type.Object({
  agentId: Id,
  type: ContractTypeSchema,
  /** Dividend only; must equal the period of the caller's own dividend contract (default: that period). */
  period: Type.Optional(ContractPeriodSchema),
  terms: TermsSchema,
});
export type OfferBody = Static<typeof OfferBody>;

export const AcceptBody = Type.Object({ confirmTerminations: Type.Optional(Type.Boolean()) });
export type AcceptBody = Static<typeof AcceptBody>;

export const ContractParams = Type.Object({ id: Id });

/** `value` of 409 CONTRACT_TERMINATIONS_REQUIRED: the contracts the caller gave that accepting would end. */
export const TerminationsRequired = Type.Object({ contracts: Type.Array(ContractSchema) });
export type TerminationsRequired = Static<typeof TerminationsRequired>;

export const StatementQuery = Type.Object({
  type: Type.Optional(ContractTypeSchema),
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  /** Another agent of my team (default: me). */
  agentId: Type.Optional(Id),
  ...PayPageQuery.properties,
});
export type StatementQuery = Static<typeof StatementQuery>;

const FiguresSchema = Type.Object({
  bets: Money,
  wins: Money,
  profitLoss: Money,
  activeMembers: Type.Integer(),
  rounds: Type.Integer(),
  roundsWon: Type.Integer(),
  lossRate: SignedPercent,
  winRate: Percent,
});

export const StatementRow = Type.Object({
  id: Id,
  contractId: Id,
  agentId: Id,
  type: ContractTypeSchema,
  period: ContractPeriodSchema,
  periodStart: Instant,
  periodEnd: Instant,
  currency: Type.String(),
  teamBets: Money,
  profitLoss: Money,
  activeMembers: Type.Integer(),
  /** Index of the matched tier (0-based), or null. */
  tierIndex: Type.Union([Type.Integer(), Type.Null()]),
  rate: Percent,
  gross: Money,
  deductions: Money,
  amount: Money,
  paid: Type.Boolean(),
  createdAt: Instant,
});
export type StatementRow = Static<typeof StatementRow>;

export const StatementPage = Type.Object({
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  rows: Type.Array(StatementRow),
});
export type StatementPage = Static<typeof StatementPage>;

/** One downline deduction of a statement (difference model). */
export const DeductionSchema = Type.Object({
  contractId: Id,
  agent: Party,
  figures: FiguresSchema,
  tierIndex: Type.Union([Type.Integer(), Type.Null()]),
  rate: Percent,
  base: Money,
  gross: Money,
  /** What is deducted: the downline's gross, or what the contracts below it earn when that is more. */
  cost: Money,
});

export const Statement = Type.Object({
  ...StatementRow.properties,
  agentUsername: Type.String(),
  terms: TermsSchema,
  figures: FiguresSchema,
  /** What the rate applied to: team bets (salaries) or positive profit and loss (dividend). */
  base: Money,
  deductionLines: Type.Array(DeductionSchema),
  transferId: Type.Union([Id, Type.Null()]),
});
export type Statement = Static<typeof Statement>;

export const RevenueQuery = Type.Object({
  from: Instant,
  to: Instant,
  groupBy: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')])),
  agentId: Type.Optional(Id),
});
export type RevenueQuery = Static<typeof RevenueQuery>;

/** Income per contract type and in all. */
const RevenueAmounts = Type.Object({
  dividend: Money,
  daily: Money,
  hourly: Money,
  realtime: Money,
  total: Money,
});

export const RevenueRow = Type.Object({
  /** Start of the bucket in the brand timezone, YYYY-MM-DD. */
  period: Type.String(),
  ...RevenueAmounts.properties,
});
export type RevenueRow = Static<typeof RevenueRow>;

export const RevenueReport = Type.Object({
  currency: Type.String(),
  timeZone: Type.String(),
  groupBy: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
  rows: Type.Array(RevenueRow),
  totals: RevenueAmounts,
});
export type RevenueReport = Static<typeof RevenueReport>;

/** Operator: grant a top-level contract (`npm run ops -- grant-contract`). */
export const GrantBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  brand: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
  type: ContractTypeSchema,
  period: Type.Optional(ContractPeriodSchema),
  terms: TermsSchema,
});
export type GrantBody = Static<typeof GrantBody>;

/** Operator: settle now (`npm run ops -- settle-now`), as if the time were `at` (default now). */
export const SettleNowBody = Type.Object({
  at: Type.Optional(Instant),
  type: Type.Optional(ContractTypeSchema),
});
export const SettleNowValue = Type.Object({
  written: Type.Integer(),
  paid: Type.Integer(),
  /** Sum paid by this run, minor units of each brand currency (digits). */
  paidMinor: Type.String(),
  skipped: Type.Integer(),
});
export type SettleNowValue = Static<typeof SettleNowValue>;

/** POST /ops/api/agent-contracts/grant: the granted contract and the contracts it ended. */
export const GrantValue = Type.Object({ contract: ContractSchema, ended: Type.Array(ContractSchema) });
export type GrantValue = Static<typeof GrantValue>;
