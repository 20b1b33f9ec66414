/**
 * In-house lottery results and the jackpot counter (docs/architecture.md "Games server"; spec 7 "opened numbers
 * /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero"; docs/decisions.md D9). The platform reads them from the
 * games server (apps/games: /lottery/opened, /jackpot/pool) over HTTP.
 *
 * - `GET /lgw/vn/numeros/opened/game[?gameCode=]` -> {@link OpenedGame}[]: the latest opened draw of each VN lottery
 *   game (today one: BGS `bgs-vnlotto`), for the lottery lobby.
 * - `GET /lotto/lgw/games/opened/numero?gameCode=&limit=1..50` (default 10) -> {@link OpenedNumeroValue}: the recent
 *   draws of one game, newest first.
 * - `GET /lgw/games/jackpot` -> {@link JackpotValue}: the jackpot pool in the brand currency (decimal string), with
 *   the refresh interval the counter must keep (at most 30 s, D9).
 * Errors: VALIDATION 400 (bad query), GAME_NOT_FOUND 404 (unknown gameCode), GAME_MAINTENANCE 503 (the games server
 * does not answer and nothing recent is cached).
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';
import { JACKPOT_REFRESH_MS } from './lotteryPaths.ts';

export { JACKPOT_REFRESH_MS, LOTTERY_PATHS, VN_LOTTO_GAME_CODE } from './lotteryPaths.ts';

const TwoDigits = Type.String({ pattern: '^[0-9]{2}$' });

/** One opened draw: the 27 numbers (two digits; the first is the special number) and its fairness proof. */
export const OpenedDraw = Type.Object({
  /** Draw id = UTC draw time `YYYYMMDDHHmmss`. */
  drawId: Type.String({ pattern: '^[0-9]{14}$' }),
  /** ISO 8601 UTC. */
  drawAt: Type.String(),
  numbers: Type.Array(TwoDigits),
  special: TwoDigits,
  /** The revealed server seed (64 hex) and its SHA-256 committed before betting opened. */
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
});
export type OpenedDraw = Static<typeof OpenedDraw>;

/** The latest opened draw of a game (null before its first draw). */
export const OpenedGame = Type.Object({
  vassalage: Type.String(),
  gameCode: Type.String(),
  lastDraw: Type.Union([OpenedDraw, Type.Null()]),
});
export type OpenedGame = Static<typeof OpenedGame>;

export const OpenedGameQuery = Type.Object({
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export type OpenedGameQuery = Static<typeof OpenedGameQuery>;

export const OpenedNumeroQuery = Type.Object({
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
  /** 1..50, decimal (query strings are not coerced). */
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
});
export type OpenedNumeroQuery = Static<typeof OpenedNumeroQuery>;

export const OpenedNumeroValue = Type.Object({
  vassalage: Type.String(),
  gameCode: Type.String(),
  draws: Type.Array(OpenedDraw),
});
export type OpenedNumeroValue = Static<typeof OpenedNumeroValue>;

/** The jackpot pool in the brand currency. */
export const JackpotValue = Type.Object({
  /** ISO 4217 code of the brand currency. */
  currency: Type.String(),
  /** Decimal string in the major unit ("1234.56"). */
  amount: Money,
  /** When the pool last changed (ISO 8601), or null when it never received a bet. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** How often the counter refreshes, ms (<= 30000). */
  refreshMs: Type.Integer({ minimum: 1000, maximum: JACKPOT_REFRESH_MS }),
});
export type JackpotValue = Static<typeof JackpotValue>;
