/**
 * Leaderboard prizes paid once at the close across a server restart in the middle, on real PostgreSQL
 * (docs/decisions.md D38; close rules in ./service.ts). A config variant gives deshplay one competition that has
 * ended, with a prize for each of ranks 1..300; 300 members have settled rounds in its window (distinct turnovers).
 * A real server (src/main.ts, child process, leaderboard job every 100 ms) leads the scheduler and starts paying; it is
 * killed with SIGKILL once some ranks are paid and before all are. A second server is started while this process runs
 * the job from two more pools. Afterwards: each rank has exactly one bonus, to the member of that rank, of the prize
 * amount; the close is marked done; a last run pays nothing; `ledgerCheck` reports no problem.
 *
 * Collected only when DATABASE_URL is set (vitest.config.ts excludes *.pg.test.ts otherwise).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrandRegistry, type BrandRegistry } from '../../infra/brands/index.ts';
import { openPostgres, type Db } from '../../infra/db/client.ts';
import { migrate } from '../../infra/db/migrate.ts';
import { LEADER_LOCK_KEY } from '../../infra/leader.ts';
import { ledgerCheck } from '../ledger/index.ts';
import { makeMember } from '../agent/settlement/testkit.ts';
import { configVariant } from '../../test/harness.ts';
import { spawnServer } from '../../test/childServer.ts';
import { runLeaderboardJob } from './service.ts';
import { freshPostgres, type TempDb } from '../../../../../scripts/server-harness.mjs';

const RANKS = 300;
const HOUR = 3_600_000;
const start = Date.now() - 3 * HOUR;
const end = Date.now() - HOUR;
const COMPETITION = {
  id: 'fault-race',
  title: { en: 'Fault race', bn: 'ফল্ট রেস' },
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  metric: 'turnover',
  prizes: [
    { fromRank: 1, toRank: 1, amountMinor: '100000', turnoverMultiplier: 1 },
    { fromRank: 2, toRank: RANKS, amountMinor: '1000', turnoverMultiplier: 0 },
  ],
  enabled: true,
};

let scratch: TempDb | undefined;
let db: Db;
let dataDir: string;
let cfg: ReturnType<typeof configVariant> | undefined;
let brands: BrandRegistry;
const children: ChildProcess[] = [];
/** Member ids by expected rank (index 0 = rank 1). */
const byRank: string[] = [];

async function startServer() {
  const s = await spawnServer({
    DATABASE_URL: scratch!.url,
    DATA_DIR: dataDir,
    CONFIG_DIR: cfg!.dir,
    PG_POOL_MAX: '4',
    LEADERBOARD_JOB_INTERVAL_MS: '100',
    LOYALTY_JOB_INTERVAL_MS: '0',
  });
  children.push(s.child);
  return s;
}

const paidCount = async () => {
  const [r] = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM leaderboard_payouts WHERE competition_id = 'fault-race' AND status = 'paid'`);
  return r!.n;
};

beforeAll(async () => {
  scratch = await freshPostgres('pd_leaderboard');
  db = openPostgres(scratch.url, 4);
  await migrate(db);
  dataDir = mkdtempSync(join(tmpdir(), 'pd-leaderboard-'));
  cfg = configVariant({ brands: { deshplay: { leaderboard: { competitions: [COMPETITION] } } } });
  brands = loadBrandRegistry(cfg.dir);
  // A database the server will not seed: only what this test needs.
  await db.query(sql`INSERT INTO seeds (brand) VALUES ('deshplay'), ('nova')`);
  await db.query(sql`UPDATE game_catalogue_meta SET demo_seeded = true`);
  const values = [];
  for (let i = 0; i < RANKS; i++) {
    const { id } = await makeMember(db, 'deshplay', { agent: false });
    byRank.push(id);
    // Rank i+1 has turnover (RANKS - i) x 100.00, in the middle of the window.
    const at = new Date(start + HOUR).toISOString();
    values.push(sql`('BGS', ${`f-${randomBytes(8).toString('hex')}`}, ${id}::bigint, 'BDT', 'settled', 1, 0,
      ${(RANKS - i) * 10_000}::bigint, 0, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
  }
  await db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, updated_at, closed_at)
    VALUES ${sql.join(values, sql`, `)}`);
}, 300_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await db?.close();
  await scratch?.drop();
  cfg?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('leaderboard close across a SIGKILL and a restart', () => {
  it('pays every prize rank exactly once', async () => {
    const a = await startServer();
    const leaders = async () => {
      const [l] = await db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
          AND objid = ${LEADER_LOCK_KEY}`);
      return l!.n;
    };
    for (let i = 0; i < 600 && (await leaders()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    // A pays; it dies once a few ranks are paid.
    for (let i = 0; i < 12_000 && (await paidCount()) < 5; i++) await new Promise((r) => setTimeout(r, 5));
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const atKill = await paidCount();
    expect(atKill).toBeGreaterThanOrEqual(5);
    expect(atKill).toBeLessThan(RANKS);

    // The restart: a new server, and two more runners from this process, all at once.
    const b = startServer();
    const other = openPostgres(scratch!.url, 3);
    const third = openPostgres(scratch!.url, 3);
    try {
      await Promise.all([
        runLeaderboardJob(other, brands, Date.now()),
        runLeaderboardJob(third, brands, Date.now()),
        b,
      ]);
    } finally {
      await other.close();
      await third.close();
    }
    for (let i = 0; i < 600 && (await paidCount()) < RANKS; i++) await new Promise((r) => setTimeout(r, 100));

    const bonuses = await db.query<{ reference: string; member_id: string; amount: string }>(sql`
      SELECT reference, member_id::text AS member_id, amount::text AS amount FROM bonuses
      WHERE source = 'leaderboard'`);
    expect(bonuses).toHaveLength(RANKS);
    const byRef = new Map(bonuses.map((x) => [x.reference, x]));
    for (let r = 1; r <= RANKS; r++)
      expect(byRef.get(`leaderboard:fault-race:${r}`)).toEqual({
        reference: `leaderboard:fault-race:${r}`,
        member_id: byRank[r - 1],
        amount: r === 1 ? '100000' : '1000',
      });
    const [transfers] = await db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bonus'`);
    expect(transfers!.n).toBe(RANKS);
    for (let i = 0; i < 100; i++) {
      const [c] = await db.query<{ done: boolean }>(sql`
        SELECT closed_at IS NOT NULL AS done FROM leaderboard_closes WHERE competition_id = 'fault-race'`);
      if (c?.done) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [close] = await db.query<{ done: boolean }>(sql`
      SELECT closed_at IS NOT NULL AS done FROM leaderboard_closes WHERE competition_id = 'fault-race'`);
    expect(close?.done).toBe(true);
    expect((await runLeaderboardJob(db, brands, Date.now())).paid).toBe(0);
    const check = await ledgerCheck(db);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  }, 600_000);
});
