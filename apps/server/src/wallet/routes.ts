/** GET /wps/v2/wallets/balance (spec section 7 "Wallet"): `{ balance, currency, trialBalance }`, decimal strings. */
import { Responses } from '@playdeck/api-client/envelope';
import { BalanceValue } from '@playdeck/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { TRIAL_CURRENCY } from '../member/service.ts';
import { formatMinor } from '../util.ts';
import { balances } from './store.ts';

export function walletRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: requireAuth(ctx),
      schema: {
        tags: ['wallet'],
        summary: 'Main wallet balance (and trial balance)',
        response: Responses(BalanceValue),
      },
    },
    async (req) => {
      const b = req.brand;
      const all = await balances(ctx.db, req.member!.id);
      return ok({
        balance: formatMinor(all[b.currency.code] ?? '0', b.currency.exponent),
        currency: b.currency.code,
        trialBalance: formatMinor(all[TRIAL_CURRENCY] ?? '0', b.currency.exponent),
      });
    },
  );
}
