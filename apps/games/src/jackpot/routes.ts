/**
 * Jackpot routes of the games server (docs/architecture.md "Games server"; docs/decisions.md D9; rules in jackpot.ts):
 * - `GET /jackpot/pool?currency=<ISO code>` -> `{ status: 'OK', currency, amount, updatedAt, lastAward }`: the pool
 *   of that currency now (amount and lastAward integer strings of minor units; updatedAt ISO or null when the pool
 *   never received a contribution). 400 BAD_CURRENCY. Public: the platform reads it for the hot tile counter.
 * The contributions and awards come from the slot round (`slotJackpot` in slot.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { GamesDeps } from '../server/deps.ts';
import { sendError } from '../server/kit.ts';
import { currentPool } from './jackpot.ts';

const CURRENCY = /^[A-Z]{3,8}$/;

/** The jackpot plugin (see the file header). */
export default async function jackpotRoutes(app: FastifyInstance, deps: GamesDeps) {
  app.get<{ Querystring: { currency?: string } }>('/jackpot/pool', async (req, reply) => {
    const currency = req.query.currency ?? '';
    if (!CURRENCY.test(currency))
      return sendError(reply, 400, 'BAD_CURRENCY', 'currency: 3-8 capital letters');
    const p = await currentPool(deps.db, currency);
    return {
      status: 'OK',
      currency: p.currency,
      amount: p.amount.toString(),
      updatedAt: p.updatedAt,
      lastAward: p.lastAward?.toString() ?? null,
    };
  });
}
