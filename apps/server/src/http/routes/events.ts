/**
 * GET /wps/events: the site's one live stream per tab (text/event-stream; docs/architecture.md "Live events"), for a
 * logged-in member. Read with `fetch()` and the Authorization header, like the agent contract stream
 * (src/domain/agent/contracts/events.ts says why: `EventSource` cannot send the header and a token in the URL leaks, D1).
 *
 * Frames:
 * - `retry: 5000` first (reconnect delay, ms);
 * - `balance` `{ balance, currency, trialBalance }` (the same value as GET /wps/v2/wallets/balance, decimal strings):
 *   on connect, and after every ledger transfer touching the member's accounts (several transfers in one burst give
 *   one read and one frame with the balance after the last);
 * - `transfer` `{ kind, currency, account }` for each such transfer (kind e.g. deposit, bet, win, withdraw.hold), so a
 *   page can refresh what the transfer changed (deposit status, withdrawals);
 * - `session` `{ state: 'ended' }` when the session ended while the stream was open (at once on logout, password
 *   change or reset; else at the next keep-alive, KEEPALIVE_MS; http/sse.ts), then the stream closes; the site logs
 *   the tab out.
 * Errors before the stream opens: 401 NOT_LOGGED_IN; 429 STREAM_LIMIT (already STREAMS_PER_SESSION streams on this
 * session, docs/decisions.md D22).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { formatMinor } from '../../domain/money.ts';
import { mainBalances } from '../../domain/wallet/service.ts';
import { memberBus, SESSIONS_CHANGED, sseFrame } from '../../domain/events/index.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import { memberStreamSession, sseOpener } from '../sse.ts';

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
      session: memberStreamSession(ctx, req),
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
      if (e.event === SESSIONS_CHANGED) return; // the stream's own session watch (http/sse.ts) handles it
      stream.send(sseFrame(e.event, e.data));
      if (e.event === 'transfer') void pushBalance();
    });
    if (stream.closed) unsubscribe();
    await pushBalance();
  });
}
