/**
 * The pgbench baseline shared by the benches that compare against it (ledger.bench.ts, games-wallet.bench.ts):
 * `pgbench -N` (TPC-B without the branch/teller updates) on a scratch database initialised at scale 10 (1,000,000
 * accounts), created on the PostgreSQL server of `adminUrl` and dropped by drop().
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres, type TempDb } from '../../../scripts/server-harness.mjs';

/** $PGBENCH, else Debian's /usr/bin/pgbench, else PostgreSQL 15's binary. */
export const pgbenchPath =
  process.env.PGBENCH ??
  (existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : '/usr/lib/postgresql/15/bin/pgbench');

/** One `pgbench -N` measurement: transactions per second, and the p99 of one transaction's latency in ms. */
export interface PgbenchResult {
  tps: number;
  /** p99 of a transaction's latency (ms) over a 1-in-10 sample of the run's transactions (pgbench -l). */
  p99Ms: number;
}

/**
 * A pgbench database `<prefix>_<random>` ready to measure. measure(clients, seconds) runs `pgbench -N -j 2` with
 * per-transaction logging of one transaction in ten (`-l --sampling-rate 0.1`, so the logging barely costs the
 * baseline anything) and answers its TPS and its p99 latency; tps(...) is measure(...).tps.
 */
export async function pgbenchDb(
  prefix: string,
  adminUrl: string,
): Promise<{
  db: TempDb;
  tps: (clients: number, seconds: number) => number;
  measure: (clients: number, seconds: number) => PgbenchResult;
}> {
  const db = await freshPostgres(prefix, adminUrl);
  const u = new URL(db.url);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const init = spawnSync(pgbenchPath, [...conn, '-i', '-q', '-s', '10', db.name], { encoding: 'utf8' });
  if (init.status !== 0) {
    await db.drop();
    throw new Error(`pgbench -i failed: ${init.stderr}`);
  }
  const measure = (clients: number, seconds: number): PgbenchResult => {
    const logDir = mkdtempSync(join(tmpdir(), 'pd-pgbench-'));
    try {
      const r = spawnSync(
        pgbenchPath,
        [...conn, '-N', '-c', String(clients), '-j', '2', '-T', String(seconds)].concat([
          '-l',
          '--sampling-rate',
          '0.1',
          '--log-prefix',
          join(logDir, 'pgbench_log'),
          db.name,
        ]),
        { encoding: 'utf8' },
      );
      const m = /tps = ([0-9.]+) \(without initial connection time\)/.exec(r.stdout);
      if (!m) throw new Error(`pgbench failed: ${r.stderr || r.stdout}`);
      // Log line: client_id transaction_no time_us script_no epoch_s epoch_us
      const latencies = readdirSync(logDir)
        .flatMap((f) => readFileSync(join(logDir, f), 'utf8').split('\n'))
        .map((line) => Number(line.split(' ')[2]))
        .filter((us) => Number.isFinite(us) && us > 0)
        .sort((a, b) => a - b);
      const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
      return { tps: Number(m[1]), p99Ms: p99 === undefined ? NaN : p99 / 1000 };
    } finally {
      rmSync(logDir, { recursive: true, force: true });
    }
  };
  return { db, measure, tps: (clients, seconds) => measure(clients, seconds).tps };
}

/**
 * CPU time the whole machine has spent busy so far (user + nice + system + irq + softirq of /proc/stat), in ms; 0
 * where /proc/stat does not exist. The difference over a measurement, divided by the operations done, is the machine's
 * CPU cost per operation: steadier than a throughput on a shared host (it does not depend on what else slowed the run
 * down, only on what ran), so the benches print it beside the throughput ratio.
 */
export function machineBusyMs(): number {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = cpu;
    return ((user + nice + system + irq + softirq) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}
