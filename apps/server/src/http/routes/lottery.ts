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
import { JACKPOT_REFRESH_MS, VN_LOTTO_GAME_CODE } from '@playdeck/api-client/lottery';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { formatMinor } from '../../domain/money.ts';
import { jackpotPool, openedDraws } from '../../domain/lottery/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

const VENDOR = 'BGS';

function checkGame(gameCode: string | undefined) {
  if (gameCode !== undefined && gameCode !== VN_LOTTO_GAME_CODE) throw fail('GAME_NOT_FOUND');
}

/** Registers the three read-only calls. */
export function lotteryRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.lottery.openedGame, async (req) => {
    checkGame(req.query.gameCode);
    const [last] = await openedDraws(1, ctx.now());
    return ok([{ vassalage: VENDOR, gameCode: VN_LOTTO_GAME_CODE, lastDraw: last ?? null }]);
  });

  route(app, routes.lottery.openedNumero, async (req) => {
    checkGame(req.query.gameCode);
    const n = Number(req.query.limit ?? 10);
    if (n < 1 || n > 50) throw fail('VALIDATION', { field: 'limit' });
    const draws = await openedDraws(n, ctx.now());
    return ok({ vassalage: VENDOR, gameCode: VN_LOTTO_GAME_CODE, draws });
  });

  route(app, routes.lottery.jackpot, async (req) => {
    const c = req.brand.currency;
    const p = await jackpotPool(c.code, ctx.now());
    return ok({
      currency: c.code,
      amount: formatMinor(p.amount, c.exponent),
      updatedAt: p.updatedAt,
      refreshMs: JACKPOT_REFRESH_MS,
    });
  });
}
