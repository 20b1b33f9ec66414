/**
 * The platform's Prometheus metrics (docs/architecture.md "Metrics"), one registry per process, served as text at
 * `GET /metrics` on the operator listener only (OPS_PORT; http/health.ts keeps it off the public port). Names:
 * - `playdeck_http_request_duration_seconds{method,route,status}`: request latency histogram per route pattern
 *   (@playdeck/db/metrics; `_count` gives the request rate);
 * - `playdeck_vendor_wallet_calls_total{vendor,op,outcome}`: seamless wallet calls from vendors
 *   (/vendor/:code/wallet/:op), `outcome` `ok` or the protocol error code answered (docs/vendor-protocol.md);
 * - `playdeck_ledger_transfers_total{kind}`: ledger transfers committed, by transfer kind (a repeat of an idempotency key
 *   moved nothing and is not counted; inside a transaction, counted once it commits);
 * - `playdeck_periodic_job_runs_total{job,outcome}`: runs of the leader's periodic jobs (agent-settlement,
 *   payments-sweep, team-rollup; infra/leader.ts), `outcome` `ok` or `failed`;
 * - `playdeck_password_pool_jobs{state}`: argon2 jobs `active` and `waiting` in the password pool (infra/pool.ts), and
 *   `playdeck_password_pool_refusals`: jobs refused with SERVER_BUSY since the process started;
 * - `playdeck_payments_sweep_backlog{item}`: deposits past their expiry still pending and paid withdrawals past their
 *   receipt deadline, i.e. what the next payments sweep will act on (read from the database at scrape time);
 * - the Node process metrics with the `playdeck_` prefix (CPU, memory, event loop lag, GC).
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { exposition, httpMetrics, processRegistry } from '@playdeck/db/metrics';
import { passwordPool } from './pool.ts';

/** The platform process's registry. */
export const metricsRegistry = processRegistry('playdeck');

/** Request latency per route; `http.install(app)` once per app (app.ts). */
export const http = httpMetrics(metricsRegistry, 'playdeck');

const walletCalls = new Counter({
  name: 'playdeck_vendor_wallet_calls_total',
  help: 'Seamless wallet calls from vendors, by vendor code, operation and outcome (ok or the error code answered)',
  labelNames: ['vendor', 'op', 'outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * Counts a vendor's wallet call: `outcome` `ok` or the protocol's error code. An unknown vendor code or operation is
 * labelled `unknown`, so a caller cannot grow the series with made-up names.
 */
export function countWalletCall(vendor: string, op: string, outcome: string, known: boolean): void {
  walletCalls.labels(known ? vendor : 'unknown', known ? op : 'unknown', outcome).inc();
}

const transfers = new Counter({
  name: 'playdeck_ledger_transfers_total',
  help: 'Ledger transfers committed, by transfer kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});
const transferChildren = new Map<string, ReturnType<typeof transfers.labels>>();

/** Counts one committed ledger transfer of `kind` (a fixed vocabulary of the code, not of the request). */
export function countTransfer(kind: string): void {
  let c = transferChildren.get(kind);
  if (!c) transferChildren.set(kind, (c = transfers.labels(kind)));
  c.inc();
}

const jobRuns = new Counter({
  name: 'playdeck_periodic_job_runs_total',
  help: "Runs of the scheduler leader's periodic jobs, by job and outcome (ok or failed)",
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Counts one run of periodic job `job`. */
export function countJobRun(job: string, outcome: 'ok' | 'failed'): void {
  jobRuns.labels(job, outcome).inc();
}

/** Source of the sweep backlog gauge, read at scrape time; set by the app that sweeps (the last one built wins). */
const sources: { backlog?: () => Promise<{ deposits: number; withdrawals: number }> } = {};

new Gauge({
  name: 'playdeck_password_pool_jobs',
  help: 'Password hashing (argon2) jobs in the pool, by state (active, waiting)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const { active, waiting } = passwordPool.load;
    this.set({ state: 'active' }, active);
    this.set({ state: 'waiting' }, waiting);
  },
});
new Gauge({
  name: 'playdeck_password_pool_refusals',
  help: 'Password hashing jobs refused with SERVER_BUSY since the process started (the queue was full)',
  registers: [metricsRegistry],
  collect() {
    this.set(passwordPool.refused);
  },
});
new Gauge({
  name: 'playdeck_payments_sweep_backlog',
  help: 'Items the next payments sweep will act on: pending deposits past expiry, paid withdrawals past their receipt deadline',
  labelNames: ['item'] as const,
  registers: [metricsRegistry],
  async collect() {
    const b = await sources.backlog?.().catch(() => undefined);
    this.set({ item: 'deposits' }, b?.deposits ?? 0);
    this.set({ item: 'withdrawals' }, b?.withdrawals ?? 0);
  },
});

/** Sets where the payments sweep backlog gauge reads from (a database count). */
export function watchSweepBacklog(read: NonNullable<typeof sources.backlog>): void {
  sources.backlog = read;
}

/** The registry's text exposition (`GET /metrics` on the operator listener). */
export const metricsText = () => exposition(metricsRegistry);

/**
 * `GET /metrics`: the registry's text exposition (Prometheus text format, `cache-control: no-store`). Register only on
 * an app with the operator listener (app.ts, `opsListener`): http/health.ts answers it there alone, 404 on the
 * public port.
 */
export function metricsRoute(app: FastifyInstance): void {
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    const m = await metricsText();
    return reply.type(m.contentType).header('cache-control', 'no-store').send(m.text);
  });
}
