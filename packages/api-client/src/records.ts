/**
 * Betting records, profit and loss and the winner board (docs/architecture.md "Records"; spec 2 member center pages
 * personalHistoryCopy and personalProfit, spec 7 "Games" GCSGAME_getRankList, spec 9 winner board 20). Server:
 * apps/server/src/domain/records; web: apps/web/src/features/records.
 *
 * - `GET /wps/relay/GCSGAME_bettingRecord?gameType&vendor&from&to&pageNo&pageSize` (session token) ->
 *   {@link BettingRecordPage}: the member's own rounds, newest first. `from` inclusive, `to` exclusive ISO 8601
 *   instants of the round's start (the web sends midnights of the brand timezone); `pageNo` from 1, `pageSize` 1..50
 *   (default 10). Errors: 400 VALIDATION, 401 NOT_LOGGED_IN.
 * - `GET /wps/relay/GCSGAME_personalProfit?gameType&vendor&from&to` (session token) -> {@link PersonalProfitValue}:
 *   settled rounds started in [from, to) (at most 93 days), totals per calendar day of the brand timezone and per
 *   game type. Errors: 400 VALIDATION, 401 NOT_LOGGED_IN.
 * - `GET|POST /wps/relay/GCSGAME_getRankList?gameCategory&language&limitNum` (no login; POST takes the same fields
 *   as a JSON body) -> {@link RankListValue}: the biggest wins of the brand's settled rounds in the last 7 days, at
 *   most `limitNum` (1..20, default 20). Errors: 400 VALIDATION, 403 FEATURE_DISABLED when the brand's whitelabel
 *   `winnerBoard` node (or an ancestor) is off.
 * Money: decimal strings in the major unit of the row's currency ("12.50"), from bigint minor units; never floats.
 */
import { Type, type Static } from 'typebox';
import { GameTypeSchema } from './games.ts';

const Money = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });
const Vendor = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
const Instant = Type.String({ format: 'date-time' });

/** Round status: open (bets placed, no result yet), settled (won or lost), cancelled (every bet rolled back). */
export const RoundStatusSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('settled'),
  Type.Literal('cancelled'),
]);
export type RecordRoundStatus = Static<typeof RoundStatusSchema>;

export const BettingRecordQuery = Type.Object({
  gameType: Type.Optional(GameTypeSchema),
  vendor: Type.Optional(Vendor),
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
});
export type BettingRecordQuery = Static<typeof BettingRecordQuery>;

/** One round of the betting record. */
export const BettingRecordRow = Type.Object({
  /** The vendor's round id (unique per vendor). */
  roundId: Type.String(),
  /** Vendor code (`vassalage`). */
  vendor: Type.String(),
  /** Game type, when known (catalogue game, launch, or the vendor's only type). */
  gameType: Type.Union([GameTypeSchema, Type.Null()]),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  /** Game name in the request language (else English), or null when the game is not in the catalogue. */
  gameName: Type.Union([Type.String(), Type.Null()]),
  status: RoundStatusSchema,
  /** Live stakes (rolled-back stakes excluded). */
  stake: Money,
  win: Money,
  /** win - stake ("0.00" for a cancelled round). */
  profit: Money,
  currency: Type.String(),
  /** Round start, ISO 8601 UTC. */
  createdAt: Type.String(),
  /** When the round was settled or cancelled, ISO 8601 UTC; null while open. */
  closedAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * The round's verify page (provably fair games: the in-house games server recomputes the round from its seeds), an
   * absolute URL; null when the vendor offers none for this game.
   */
  verifyUrl: Type.Union([Type.String(), Type.Null()]),
});
export type BettingRecordRow = Static<typeof BettingRecordRow>;

export const BettingRecordPage = Type.Object({
  total: Type.Integer(),
  rows: Type.Array(BettingRecordRow),
});
export type BettingRecordPage = Static<typeof BettingRecordPage>;

export const PersonalProfitQuery = Type.Object({
  gameType: Type.Optional(GameTypeSchema),
  vendor: Type.Optional(Vendor),
  from: Instant,
  to: Instant,
});
export type PersonalProfitQuery = Static<typeof PersonalProfitQuery>;

/** Totals of a set of settled rounds. */
export const ProfitTotals = Type.Object({
  rounds: Type.Integer(),
  stake: Money,
  win: Money,
  /** win - stake: positive is the member's profit, negative the loss. */
  profit: Money,
});
export type ProfitTotals = Static<typeof ProfitTotals>;

export const PersonalProfitValue = Type.Object({
  currency: Type.String(),
  /** IANA timezone of the days (the brand's). */
  timeZone: Type.String(),
  total: ProfitTotals,
  /** One entry per calendar day with rounds, newest first; `day` is YYYY-MM-DD in `timeZone`. */
  days: Type.Array(Type.Object({ day: Type.String(), ...ProfitTotals.properties })),
  /** One entry per game type with rounds (null: type unknown), biggest stake first. */
  gameTypes: Type.Array(
    Type.Object({ gameType: Type.Union([GameTypeSchema, Type.Null()]), ...ProfitTotals.properties }),
  ),
});
export type PersonalProfitValue = Static<typeof PersonalProfitValue>;

export const RankListQuery = Type.Object({
  /** ALL or a game type. */
  gameCategory: Type.Optional(Type.Union([Type.Literal('ALL'), GameTypeSchema])),
  language: Type.Optional(Type.String({ pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$' })),
  /** 1..20 (a string in the query, a string or integer in a POST body). */
  limitNum: Type.Optional(
    Type.Union([Type.String({ pattern: '^[1-9][0-9]?$' }), Type.Integer({ minimum: 1, maximum: 20 })]),
  ),
});
export type RankListQuery = Static<typeof RankListQuery>;

/** One winner of the board. */
export const RankListRow = Type.Object({
  rank: Type.Integer(),
  /** Masked username ("ab***yz"). */
  username: Type.String(),
  gameType: Type.Union([GameTypeSchema, Type.Null()]),
  vendor: Type.String(),
  gameName: Type.Union([Type.String(), Type.Null()]),
  /** The round's win, 2 decimals ("12345.60"; the web adds thousands separators). */
  amount: Money,
  currency: Type.String(),
  /** When the round was settled, ISO 8601 UTC. */
  time: Type.String(),
});
export type RankListRow = Static<typeof RankListRow>;

export const RankListValue = Type.Object({ list: Type.Array(RankListRow) });
export type RankListValue = Static<typeof RankListValue>;
