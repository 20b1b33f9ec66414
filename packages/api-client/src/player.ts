/**
 * Player pages of responsible gaming (UKGC RTS 13 reality checks; GLI-19 2.5.4 idle re-login, 2.5.9 statements and
 * last game recall): the reality check's session summary and interval, the account statement and the last game recall.
 * Server: apps/server/src/domain/reality-check, domain/statement, domain/records/recall.ts; web:
 * apps/web/src/features/responsible.
 *
 * - `GET /wps/player/realityCheck` (session token; passive: does not count as activity) -> {@link RealityCheckValue}:
 *   the member's interval and the brand's choices, the session's start and length, and what was staked and won in
 *   rounds started since. Errors: 401 NOT_LOGGED_IN.
 * - `PUT /wps/player/realityCheck` `{ intervalMinutes }` -> {@link RealityCheckValue}. Errors: 400
 *   REALITY_CHECK_INTERVAL (not one of the brand's choices), 401.
 * - `POST /wps/player/staySignedIn` -> `{ lapsesInMs }`: an explicit activity that restarts the idle window.
 * - `GET /wps/player/statement?from&to&pageNo&pageSize` (full member) -> {@link StatementValue}: the main wallet's
 *   transfers on brand-timezone days `from`..`to` (inclusive, `yyyy-MM-dd`, within the last 12 months), oldest first,
 *   with the opening and closing balances. Errors: 400 STATEMENT_RANGE, VALIDATION; 401; 403 TRIAL_FORBIDDEN.
 * - `GET /wps/player/statement.csv?from&to` -> `text/csv` download of the same statement (every row; amounts as
 *   decimal strings). Errors as the statement.
 * - `GET /wps/player/recall` -> {@link GameRecallValue}: the member's last 10 rounds, newest first, with their outcome
 *   and, for provably fair games, the verify page. Errors: 401.
 * Money: decimal strings in the major unit ("12.50"), from bigint minor units; never floats.
 */
import { Type, type Static } from 'typebox';
import { BettingRecordRow } from './records.ts';

const Money = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });
const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** The reality check: settings and the current session's summary. */
export const RealityCheckValue = Type.Object({
  /** The member's interval, minutes (the brand's default until the member chooses). */
  intervalMinutes: Type.Integer(),
  /** The brand's choices, minutes (brand.json `realityCheck.intervalsMinutes`). */
  intervalsMinutes: Type.Array(Type.Integer()),
  /** Seconds before the idle logout when the site warns (brand.json `realityCheck.idleWarningSeconds`). */
  idleWarningSeconds: Type.Integer(),
  /** When this session began (login). */
  sessionStartedAt: Instant,
  /** How long the session has lasted, ms (server clock). */
  sessionMs: Type.Integer(),
  /** Rounds started in this session. */
  rounds: Type.Integer(),
  /** Stakes of those rounds (rolled-back stakes excluded). */
  wagered: Money,
  /** Wins minus stakes of those rounds (negative: a loss). */
  net: Money,
  currency: Type.String(),
});
export type RealityCheckValue = Static<typeof RealityCheckValue>;

export const RealityCheckBody = Type.Object({
  intervalMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
});
export type RealityCheckBody = Static<typeof RealityCheckBody>;

export const StaySignedInValue = Type.Object({
  /** Ms until the session lapses unless used again. */
  lapsesInMs: Type.Integer(),
});

export const StatementQuery = Type.Object({
  from: Day,
  to: Day,
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementCsvQuery = Type.Object({ from: Day, to: Day });

/** One transfer of the statement, from the member's side. */
export const StatementRow = Type.Object({
  /** The ledger transfer id. */
  id: Type.String(),
  time: Instant,
  /** Transfer kind (deposit, bet, win, withdraw.hold, wallet.transfer, ...). */
  kind: Type.String(),
  /** Signed: negative when money left the wallet. */
  amount: Money,
  /** The wallet's balance after this transfer. */
  balance: Money,
});
export type StatementRow = Static<typeof StatementRow>;

export const StatementValue = Type.Object({
  currency: Type.String(),
  timeZone: Type.String(),
  from: Day,
  to: Day,
  /** The balance at the start of `from` (brand timezone). */
  opening: Money,
  /** The balance at the end of `to`, or now when `to` is today. */
  closing: Money,
  /** Sums of the money in and out over the range. */
  credits: Money,
  debits: Money,
  /** Transfers in the range, and this page of them (oldest first). */
  total: Type.Integer(),
  rows: Type.Array(StatementRow),
});
export type StatementValue = Static<typeof StatementValue>;

/** Outcome of a recalled round: won (win > stake), lost, even, open (no result yet), cancelled (stakes returned). */
export const RecallOutcome = Type.Union([
  Type.Literal('won'),
  Type.Literal('lost'),
  Type.Literal('even'),
  Type.Literal('open'),
  Type.Literal('cancelled'),
]);
export type RecallOutcome = Static<typeof RecallOutcome>;

export const GameRecallRow = Type.Intersect([BettingRecordRow, Type.Object({ outcome: RecallOutcome })]);
export type GameRecallRow = Static<typeof GameRecallRow>;

export const GameRecallValue = Type.Object({ rows: Type.Array(GameRecallRow) });
export type GameRecallValue = Static<typeof GameRecallValue>;
