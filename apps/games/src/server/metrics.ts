/**
 * The games server's Prometheus metrics (docs/architecture.md "Metrics"), one registry per process, served as text at
 * `GET /metrics` on its operator listener only (`OPS_PORT`, default PORT + 1, on `OPS_HOST`, default 127.0.0.1:
 * main.ts), never on the public port. Names:
 * - `playdeck_games_http_request_duration_seconds{method,route,status}`: request latency per route pattern
 *   (@playdeck/db/metrics; `_count` gives the request rate);
 * - `playdeck_games_wallet_calls_total{op,outcome}`: calls to the platform's seamless wallet (wallet-client.ts), by
 *   operation and final outcome after the retries: `ok` or the error code (`NETWORK_ERROR` when no answer came);
 * - `playdeck_games_rounds_closed_total{outcome}`: rounds this process closed through the outbox (play.ts deliver):
 *   `settled` (win delivered) or `cancelled` (rollback delivered); a round closed by another process is not counted;
 * - `playdeck_games_outbox_pending`: outbox rows not yet delivered (read from the database at scrape time);
 * - the Node process metrics with the `playdeck_games_` prefix.
 */
import { createServer } from 'node:http';
import { listenHttp, type Listening } from '@playdeck/db/listen';
import { Counter, Gauge } from 'prom-client';
import { exposition, httpMetrics, processRegistry } from '@playdeck/db/metrics';

/** The games process's registry. */
export const gamesMetrics = processRegistry('playdeck_games');

/** Request latency per route; `gamesHttp.install(app)` once per app (app.ts). */
export const gamesHttp = httpMetrics(gamesMetrics, 'playdeck_games');

const walletCalls = new Counter({
  name: 'playdeck_games_wallet_calls_total',
  help: "Calls to the platform's seamless wallet, by operation and final outcome (ok or the error code)",
  labelNames: ['op', 'outcome'] as const,
  registers: [gamesMetrics],
});

/** Counts one wallet call's final outcome (`op` one of the protocol's operations, `outcome` ok or an error code). */
export function countWalletCall(op: string, outcome: string): void {
  walletCalls.labels(op, outcome).inc();
}

const rounds = new Counter({
  name: 'playdeck_games_rounds_closed_total',
  help: 'Rounds closed by this process through the wallet outbox, by outcome (settled or cancelled)',
  labelNames: ['outcome'] as const,
  registers: [gamesMetrics],
});

/** Counts a round this process closed. */
export function countRoundClosed(outcome: 'settled' | 'cancelled'): void {
  rounds.labels(outcome).inc();
}

let outboxPending: (() => Promise<number>) | undefined;
new Gauge({
  name: 'playdeck_games_outbox_pending',
  help: 'Wallet outbox rows not yet delivered to the platform',
  registers: [gamesMetrics],
  async collect() {
    this.set((await outboxPending?.().catch(() => undefined)) ?? 0);
  },
});

/** Sets where the outbox gauge reads from (app.ts: a count on the games database). */
export function watchOutbox(read: () => Promise<number>): void {
  outboxPending = read;
}

/** The games server's operator listener as started by {@link listenGamesOps}. */
export type GamesOpsListener = Listening;

/**
 * Starts the operator listener: `GET /metrics` (the exposition, `cache-control: no-store`) and nothing else (404).
 * Plain HTTP; keep it on a private interface.
 */
export async function listenGamesOps(o: { port: number; host: string }): Promise<GamesOpsListener> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"ERROR","code":"NOT_FOUND"}');
      return;
    }
    exposition(gamesMetrics).then(
      (m) => res.writeHead(200, { 'content-type': m.contentType, 'cache-control': 'no-store' }).end(m.text),
      () => res.writeHead(500).end(),
    );
  });
  return listenHttp(server, o);
}
