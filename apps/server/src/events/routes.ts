/**
 * GET /wps/events: the site's one live stream per tab (text/event-stream; docs/architecture.md "Live events"), for a
 * logged-in member. Read with `fetch()` and the Authorization header, like the agent contract stream
 * (src/agent/contracts/events.ts says why: `EventSource` cannot send the header and a token in the URL leaks, D1).
 *
 * Frames:
 * - `retry: 5000` first (reconnect delay, ms);
 * - `balance` `{ balance, currency, trialBalance }` (the same value as GET /wps/v2/wallets/balance, decimal strings):
 *   on connect, and after every ledger transfer touching the member's accounts (several transfers in one burst give
 *   one read and one frame with the balance after the last);
 * - `transfer` `{ kind, currency, account }` for each such transfer (kind e.g. deposit, bet, win, withdraw.hold), so a
 *   page can refresh what the transfer changed (deposit status, withdrawals);
 * - `session` `{ state: 'ended' }` when the session ended while the stream was open (checked every keep-alive,
 *   KEEPALIVE_MS), then the stream closes; the site logs the tab out.
 * Errors before the stream opens: 401 NOT_LOGGED_IN.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { authenticate } from '../session/service.ts';
import { formatMinor } from '../money.ts';
import { mainBalances } from '../wallet/service.ts';
import { memberBus, sseFrame } from './index.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../http/route.ts';
import { sseOpener } from '../http/sse.ts';

/** Comment line interval that keeps proxies from closing an idle stream, and the session re-check interval (ms). */
export const KEEPALIVE_MS = 25_000;

export function eventRoutes(app: FastifyInstance, ctx: Ctx, { keepAliveMs = KEEPALIVE_MS } = {}) {
  const openStream = sseOpener(app);

  route(app, routes.events.stream, async (req: FastifyRequest, reply: FastifyReply) => {
    const memberId = req.member!.id;
    const brand = req.brand;
    let unsubscribe = () => {};
    const stream = openStream(req, reply, {
      keepAliveMs,
      // The session re-check: a session ended elsewhere is announced, then the stream ends.
      onKeepAlive: (s) =>
        void authenticate(ctx, req)
          .then((m) => {
            if (m || s.closed) return;
            s.send(sseFrame('session', { state: 'ended' }));
            s.end();
          })
          .catch(() => undefined),
      onStop: () => unsubscribe(),
    });
    // One balance read at a time; a transfer arriving during a read asks for one more read after it.
    let reading = false;
    let again = false;
    const pushBalance = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const { cash, trial } = await mainBalances(ctx, brand, memberId);
          stream.send(
            sseFrame('balance', {
              balance: formatMinor(cash, brand.currency.exponent),
              currency: brand.currency.code,
              trialBalance: formatMinor(trial, brand.currency.exponent),
            }),
          );
        } while (again && !stream.closed);
      } catch {
        // the next transfer or reconnect reads again
      } finally {
        reading = false;
      }
    };
    unsubscribe = memberBus(ctx.db).subscribe(memberId, (e) => {
      stream.send(sseFrame(e.event, e.data));
      if (e.event === 'transfer') void pushBalance();
    });
    if (stream.closed) unsubscribe();
    await pushBalance();
  });
}
