/**
 * Lottery results and the jackpot counter (docs/architecture.md "Games server"; spec 7 "opened numbers /lgw/vn/numeros/opened/game
 * and /lotto/lgw/games/opened/numero"; docs/decisions.md D9 "the counter shows a real jackpot pool ... refreshed at least
 * every 30 s"). Contract: @playdeck/api-client/lottery. Data: the games server over HTTP (service.ts).
 *
 * - `GET /lgw/vn/numeros/opened/game[?gameCode]` -> OpenedGame[] (the latest draw per VN lottery game).
 * - `GET /lotto/lgw/games/opened/numero[?gameCode][&limit=1..50]` -> OpenedNumeroValue (recent draws, newest first).
 * - `GET /lgw/games/jackpot` -> JackpotValue (the pool of the brand's currency as a decimal string).
 * Errors: VALIDATION 400, GAME_NOT_FOUND 404 (a gameCode other than the in-house VN lottery's), GAME_MAINTENANCE 503
 * (the games server is not configured or does not answer, and no answer younger than 5 min is cached).
 */
import type { FastifyInstance } from 'fastify';
import { Responses } from '@playdeck/api-client/envelope';
import {
  JACKPOT_REFRESH_MS,
  JackpotValue,
  LOTTERY_PATHS,
  OpenedGame,
  OpenedGameQuery,
  OpenedNumeroQuery,
  OpenedNumeroValue,
  VN_LOTTO_GAME_CODE,
} from '@playdeck/api-client/lottery';
import { Type } from 'typebox';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { limit } from '../http/limits.ts';
import { formatMinor } from '../money.ts';
import { jackpotPool, openedDraws } from './service.ts';

const VENDOR = 'BGS';

function checkGame(gameCode: string | undefined) {
  if (gameCode !== undefined && gameCode !== VN_LOTTO_GAME_CODE) throw fail('GAME_NOT_FOUND');
}

/** Registers the three read-only calls. */
export function lotteryRoutes(app: FastifyInstance, ctx: Ctx) {
  const config = { rateLimit: limit(600, 60_000) };
  const tags = ['games'];

  app.get<{ Querystring: OpenedGameQuery }>(
    LOTTERY_PATHS.openedGame,
    {
      config,
      schema: {
        tags,
        summary: 'Latest opened numbers of each VN lottery game (27 two-digit numbers, first = special)',
        querystring: OpenedGameQuery,
        response: Responses(Type.Array(OpenedGame)),
      },
    },
    async (req) => {
      checkGame(req.query.gameCode);
      const [last] = await openedDraws(1, ctx.now());
      return ok([{ vassalage: VENDOR, gameCode: VN_LOTTO_GAME_CODE, lastDraw: last ?? null }]);
    },
  );

  app.get<{ Querystring: OpenedNumeroQuery }>(
    LOTTERY_PATHS.openedNumero,
    {
      config,
      schema: {
        tags,
        summary: 'Recent opened draws of a lottery game, newest first (limit 1-50, default 10)',
        querystring: OpenedNumeroQuery,
        response: Responses(OpenedNumeroValue),
      },
    },
    async (req) => {
      checkGame(req.query.gameCode);
      const n = Number(req.query.limit ?? 10);
      if (n < 1 || n > 50) throw fail('VALIDATION', { field: 'limit' });
      const draws = await openedDraws(n, ctx.now());
      return ok({ vassalage: VENDOR, gameCode: VN_LOTTO_GAME_CODE, draws });
    },
  );

  app.get(
    LOTTERY_PATHS.jackpot,
    {
      config,
      schema: {
        tags,
        summary: 'The jackpot pool in the brand currency (fed by in-house slot bets; the hot tile counter)',
        response: Responses(JackpotValue),
      },
    },
    async (req) => {
      const c = req.brand.currency;
      const p = await jackpotPool(c.code, ctx.now());
      return ok({
        currency: c.code,
        amount: formatMinor(p.amount, c.exponent),
        updatedAt: p.updatedAt,
        refreshMs: JACKPOT_REFRESH_MS,
      });
    },
  );
}
