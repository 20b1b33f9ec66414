/**
 * Periodic jobs across instances (docs/architecture.md "Beyond one machine"): several platform processes share one
 * PostgreSQL database, and a housekeeping job (the agent salary/dividend settlement, the payments sweeper) must run
 * once per period for the deployment, not once per process.
 *
 * Leadership is a PostgreSQL session advisory lock (`pg_try_advisory_lock`, PostgreSQL manual 13.3.5 "Advisory
 * Locks") held on one dedicated connection of the leading instance: one instance at a time holds it; when that
 * process dies its connection closes and the server releases the lock, so another instance takes over at its next
 * tick. Ticks fall on wall-clock multiples of the period (period n = floor(time / periodMs)), the same moments on every
 * instance, and only the leader runs a tick's job: each period runs once while leadership is stable. Around a change
 * of leader a period can run twice or be skipped; every job here is idempotent and catches up (settlement looks back
 * over past periods, the sweeper acts on what is due), so neither loses or doubles money.
 *
 * The leader of a database is registered by the process entry (main.ts: {@link advisoryLeader} on DATABASE_URL). A
 * database without one (PGlite, which is one process by construction, and test apps) is led by its only process.
 */
import pg from 'pg';
import type { Db } from './db/client.ts';
import type { BrandRegistry } from './brands/index.ts';
import { countJobRun } from './metrics.ts';

/** Whether this instance runs the periodic jobs now. */
export interface Leader {
  /**
   * True while this instance holds the leadership: acquires it when free, confirms a held one is still alive (the
   * connection holding the lock answers). Never throws: any failure is false (and drops the connection to retry).
   */
  lead(): Promise<boolean>;
  /** Gives the leadership up (closes its connection). */
  close(): Promise<void>;
}

/** The leader of a database with one process: always this one. */
export const SOLE_LEADER: Leader = { lead: async () => true, close: async () => undefined };

/**
 * Advisory lock key of the scheduler leadership: any constant distinct from the migration locks, the platform's 724300
 * and the games server's 724301 (apps/games/src/server/migrate.ts; both servers may share one database, and a leader
 * holding the games server's key for its lifetime would block the games server's migrations forever).
 */
export const LEADER_LOCK_KEY = 724_302;

interface LeaderLog {
  info: (o: object, msg: string) => void;
  warn: (o: object, msg: string) => void;
}

/**
 * A leader by PostgreSQL advisory lock on its own connection to `url` (outside the pool, so pool recycling never
 * drops the lock). `key`: the advisory lock key (default LEADER_LOCK_KEY).
 */
export function advisoryLeader(url: string, log: LeaderLog, key = LEADER_LOCK_KEY): Leader {
  let client: pg.Client | undefined;
  let held = false;
  let pending: Promise<boolean> | undefined;
  let closed = false;
  const drop = (why: unknown) => {
    const c = client;
    client = undefined;
    if (held) log.warn({ err: why }, 'scheduler leadership lost');
    held = false;
    void c?.end().catch(() => undefined);
  };
  const attempt = async (): Promise<boolean> => {
    if (closed) return false;
    try {
      if (!client) {
        const c = new pg.Client({ connectionString: url, application_name: 'playdeck-scheduler-leader' });
        c.on('error', (err) => client === c && drop(err));
        await c.connect();
        client = c;
      }
      if (held) {
        await client.query('SELECT 1');
        return true;
      }
      const r = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      held = r.rows[0]?.ok === true;
      if (held) log.info({ pid: process.pid }, 'scheduler leader: this instance runs the periodic jobs');
      return held;
    } catch (err) {
      drop(err);
      return false;
    }
  };
  return {
    lead: () => (pending ??= attempt().finally(() => (pending = undefined))),
    close: async () => {
      closed = true;
      await pending;
      const c = client;
      client = undefined;
      held = false;
      await c?.end().catch(() => undefined);
    },
  };
}

const leaders = new WeakMap<Db, Leader>();

/** Registers `leader` as the leader of `db`'s periodic jobs (main.ts, before the app starts its schedulers). */
export function setLeader(db: Db, leader: Leader): void {
  leaders.set(db, leader);
}

/** The leader of `db` (a transaction's handle gives its database's), SOLE_LEADER when none was registered. */
export function leaderOf(db: Db): Leader {
  return leaders.get(db.outer ?? db) ?? SOLE_LEADER;
}

/** A periodic job: its name (logs), period, and the work of one period. */
export interface PeriodicJob {
  name: string;
  periodMs: number;
  run: () => Promise<unknown>;
  log: { debug: (o: object, msg: string) => void; error: (o: object, msg: string) => void };
}

/**
 * Runs `job.run` once per period of `job.periodMs` on the leader of `db`: ticks at wall-clock multiples of the period;
 * a tick is skipped when this instance does not lead or the previous run is still going. Each run is logged at debug
 * level as `{ job, period }` ('periodic job run'; period = floor(tick time / periodMs)) and counted in
 * `playdeck_periodic_job_runs_total{job,outcome}` (infra/metrics.ts); a failed run (`run` rejects) is logged and the
 * next period runs as usual. Timers do not keep the process alive. Returns `stop()`.
 */
export function everyPeriod(db: Db, job: PeriodicJob): () => void {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    const next = (Math.floor(now / job.periodMs) + 1) * job.periodMs;
    timer = setTimeout(() => void tick(Math.round(next / job.periodMs)), next - now);
    timer.unref();
  };
  const tick = async (period: number) => {
    schedule();
    if (running || stopped) return;
    running = true;
    try {
      if (!(await leaderOf(db).lead()) || stopped) return;
      job.log.debug({ job: job.name, period }, 'periodic job run');
      await job.run();
      countJobRun(job.name, 'ok');
    } catch (err) {
      countJobRun(job.name, 'failed');
      job.log.error({ err, job: job.name }, 'periodic job failed');
    } finally {
      running = false;
    }
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * The starter of a scheduler that runs a job over every brand on the leader: `start(db, brands, now, log, intervalMs?)`
 * runs `job(db, brands, now())` (`now`: epoch ms) once per period of `intervalMs` through {@link everyPeriod}, logged
 * as `name`. `intervalMs` defaults to `defaultIntervalMs()` (the job's environment variable); a period that is not a
 * positive number (0 = off, or NaN from a malformed variable) starts nothing. `start` returns `stop()`.
 */
export function brandJobScheduler(
  name: string,
  job: (db: Db, brands: BrandRegistry, now: number) => Promise<unknown>,
  defaultIntervalMs: () => number,
) {
  return (
    db: Db,
    brands: BrandRegistry,
    now: () => number,
    log: PeriodicJob['log'],
    intervalMs = defaultIntervalMs(),
  ): (() => void) => {
    if (!(intervalMs > 0)) return () => undefined;
    return everyPeriod(db, { name, periodMs: intervalMs, log, run: () => job(db, brands, now()) });
  };
}
