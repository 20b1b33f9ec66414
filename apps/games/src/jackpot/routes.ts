/**
 * Jackpot routes of the games server (docs/architecture.md "Games server"; docs/decisions.md D9; rules in jackpot.ts):
 * - `GET /jackpot/pool?currency=<ISO code>` -> `{ status: 'OK', currency, amount, updatedAt, lastAward }`: the pool
 *   of that currency now (amount and lastAward integer strings of minor units; updatedAt ISO or null when the pool
 *   never received a contribution). 400 BAD_CURRENCY. Public: the platform reads it for the hot tile counter.
 *   With `config.jackpotDemoSeedMinor` (the demo profile), a currency's pool gets the house seed (jackpot.ts
 *   `seedPool`) the first time it is read, so the counter starts from a pool the slot rounds then grow.
 * The contributions and awards come from the slot round (`slotJackpot` in slot.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { GamesDeps } from '../server/deps.ts';
import { sendError } from '../server/kit.ts';
import { currentPool, seedPool } from './jackpot.ts';

const CURRENCY = /^[A-Z]{3,8}$/;

/** The jackpot plugin (see the file header). */
export default async function jackpotRoutes(app: FastifyInstance, deps: GamesDeps) {
  // Currencies whose house seed is known written (seedPool is idempotent; this only saves the write per read).
  const seeded = new Set<string>();
  app.get<{ Querystring: { currency?: string } }>('/jackpot/pool', async (req, reply) => {
    const currency = req.query.currency ?? '';
    if (!CURRENCY.test(currency))
      return sendError(reply, 400, 'BAD_CURRENCY', 'currency: 3-8 capital letters');
    const seed = deps.config.jackpotDemoSeedMinor;
    if (seed && !seeded.has(currency)) {
      await seedPool(deps.db, currency, seed, deps.now());
      seeded.add(currency);
    }
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
