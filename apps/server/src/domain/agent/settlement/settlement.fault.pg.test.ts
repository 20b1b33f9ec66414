/**
 * Idempotence and fault on real PostgreSQL (docs/architecture.md "Targets": "settlement jobs run twice or concurrently on two
 * server instances against one real PostgreSQL pay each period exactly once"): two real servers (src/main.ts, child
 * processes) run their settlement scheduler every 300 ms on one database, while this process runs the job from two
 * more connection pools at the same time, and one server is killed with SIGKILL mid-run. Afterwards every (contract,
 * period) has exactly one statement, every paid statement exactly one ledger transfer with its amount, and each
 * amount equals the engine's on the generated rounds.
 *
 * Collected only when DATABASE_URL is set (vitest.config.ts excludes *.pg.test.ts otherwise).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../app.ts';
import { loadBrandRegistry } from '../../../infra/brands/index.ts';
import { openPostgres, type Db } from '../../../infra/db/client.ts';
import { migrate } from '../../../infra/db/migrate.ts';
import { settleTree, type TeamActivity, type Terms, type TreeNode } from './engine.ts';
import { SETTLE_GRACE_MS, settleDue, termsToJson } from './service.ts';
import { addRound, makeMember } from './testkit.ts';
import { spawnServer } from '../../../test/childServer.ts';
import { freshPostgres, type TempDb } from '../../../../../../scripts/server-harness.mjs';

let scratch: TempDb | undefined;
const PERIOD = 300_000;
let db: Db;
let dataDir: string;
const children: ChildProcess[] = [];

/** Starts one more real server on the test database, its settlement scheduler ticking every 300 ms. */
async function startServer(): Promise<ChildProcess> {
  const { child } = await spawnServer({
    DATABASE_URL: scratch!.url,
    DATA_DIR: dataDir,
    PG_POOL_MAX: '4',
    AGENT_SETTLEMENT_INTERVAL_MS: '300',
  });
  children.push(child);
  return child;
}

const terms = (rateBp: number, minBets: bigint): Terms => ({
  singleBetMin: 1000n,
  tiers: [
    { minBets, minActiveMembers: 1, rateBp },
    { minBets: minBets * 4n, minActiveMembers: 2, rateBp: rateBp + 20 },
  ],
});

interface Node {
  id: string;
  upline: string | null;
  contract?: string;
  terms: Terms;
  players: string[];
}
const agents: Node[] = [];
/** member id -> its ancestors (all depths). */
const ancestors = new Map<string, string[]>();
const rounds: Array<{ member: string; stake: bigint; win: bigint; at: number }> = [];
let acceptedAt = 0;

beforeAll(async () => {
  scratch = await freshPostgres('pd_settle');
  db = openPostgres(scratch.url, 4);
  await migrate(db);
  dataDir = mkdtempSync(join(tmpdir(), 'pd-settle-'));
  await db.query(sql`INSERT INTO seeds (brand) VALUES ('deshplay'), ('nova')`);
  await db.query(sql`UPDATE game_catalogue_meta SET demo_seeded = true`);
  // 3 top agents, 2 sub-agents each, 2 sub-sub-agents each (21 agents), 2 players under every agent.
  const add = async (upline: Node | null, rateBp: number, minBets: bigint) => {
    const m = await makeMember(db, 'deshplay', { agent: true, uplineId: upline?.id ?? null });
    const n: Node = { id: m.id, upline: upline?.id ?? null, terms: terms(rateBp, minBets), players: [] };
    ancestors.set(m.id, upline ? [upline.id, ...ancestors.get(upline.id)!] : []);
    for (let i = 0; i < 2; i++) {
      const p = await makeMember(db, 'deshplay', { agent: false, uplineId: m.id });
      ancestors.set(p.id, [m.id, ...ancestors.get(m.id)!]);
      n.players.push(p.id);
    }
    agents.push(n);
    return n;
  };
  for (let a = 0; a < 3; a++) {
    const top = await add(null, 150, 100_000n);
    for (let b = 0; b < 2; b++) {
      const mid = await add(top, 100, 100_000n);
      for (let c = 0; c < 2; c++) await add(mid, 50, 100_000n);
    }
  }
  const now = Date.now();
  acceptedAt = Math.floor((now - 40 * 60_000) / PERIOD) * PERIOD + 1;
  for (const n of agents) {
    const [row] = await db.query<{ id: string }>(sql`
      INSERT INTO agent_contracts (brand, type, period, upline_id, agent_id, terms, status, created_at, accepted_at)
      VALUES ('deshplay', 'realtime', '5min', ${n.upline}::bigint, ${n.id}::bigint,
        ${JSON.stringify(termsToJson(n.terms))}::jsonb, 'active', ${new Date(acceptedAt).toISOString()}::timestamptz,
        ${new Date(acceptedAt).toISOString()}::timestamptz)
      RETURNING id::text AS id`);
    n.contract = row!.id;
  }
  // Rounds in the 6 most recent ended periods, every player, random stakes and wins.
  const lastEnd = Math.floor((now - 60_000) / PERIOD) * PERIOD;
  for (let k = 1; k <= 6; k++)
    for (const n of agents)
      for (const p of n.players) {
        const stake = BigInt(500 + Math.floor(Math.random() * 200_000));
        const win = Math.random() < 0.4 ? BigInt(Math.floor(Math.random() * 300_000)) : 0n;
        const at = lastEnd - k * PERIOD + 1000 + Math.floor(Math.random() * (PERIOD - 2000));
        rounds.push({ member: p, stake, win, at });
        await addRound(db, p, { stake, win, closedAt: new Date(at) });
      }
}, 300_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await db?.close();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The engine's statements of one period from the generated rounds. */
function expected(start: number): Map<string, bigint> {
  const nodes: TreeNode[] = agents.map((n) => {
    const team = rounds.filter(
      (r) => r.at >= start && r.at < start + PERIOD && ancestors.get(r.member)!.includes(n.id),
    );
    const active = new Set(team.filter((r) => r.stake >= n.terms.singleBetMin).map((r) => r.member));
    const activity: TeamActivity = {
      bets: team.reduce((s, r) => s + r.stake, 0n),
      wins: team.reduce((s, r) => s + r.win, 0n),
      rounds: team.length,
      roundsWon: team.filter((r) => r.win > r.stake).length,
      activeMembers: active.size,
    };
    return { contractId: n.contract!, agentId: n.id, uplineId: n.upline, terms: n.terms, activity };
  });
  const out = new Map<string, bigint>();
  for (const [id, s] of settleTree('realtime', nodes)) out.set(id, s.amount);
  return out;
}

/** Statements written for the period starting at `start` (ms). */
async function statementsOf(start: number): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM agent_settlements WHERE period_start = ${new Date(start).toISOString()}::timestamptz`,
  );
  return r!.n;
}

describe('settlement on two server instances and two more pools', () => {
  it('pays each (contract, period) exactly once, with the engine amount, despite a SIGKILL mid-run', async () => {
    const brands = loadBrandRegistry(join(repoRoot, 'config'));
    // The pools of this process settle only the periods before the newest one with rounds, so that period's statements
    // can come from nowhere but the servers' schedulers: this proves they ran (the pools alone would pass the rest).
    const newest = Math.max(...rounds.map((r) => Math.floor(r.at / PERIOD) * PERIOD));
    const first = await startServer();
    await startServer();
    const other = openPostgres(scratch!.url, 3);
    const third = openPostgres(scratch!.url, 3);
    try {
      const killer = new Promise<void>((r) =>
        setTimeout(() => {
          first.kill('SIGKILL');
          r();
        }, 400),
      );
      const at = newest + SETTLE_GRACE_MS;
      await Promise.all([
        settleDue(other, brands, at),
        settleDue(third, brands, at),
        settleDue(other, brands, at),
        settleDue(third, brands, at),
        killer,
      ]);
    } finally {
      await other.close();
      await third.close();
    }
    // Let the surviving server's scheduler run until it has settled the newest period (and a few more times), stop it
    // (possibly mid-period too), and finish what a killed instance may have left half done with one more run.
    // Up to 2 minutes: the scheduler's 300 ms ticks stretch a lot on a loaded CI machine (about 1 s idle).
    for (let i = 0; i < 1200 && (await statementsOf(newest)) < agents.length; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await statementsOf(newest)).toBe(agents.length);
    await new Promise((r) => setTimeout(r, 1000));
    for (const c of children) c.kill('SIGKILL');
    await settleDue(db, brands, Date.now());

    const rows = await db.query<{
      contract_id: string;
      start: string;
      amount: string;
      transfer_id: string | null;
    }>(sql`
      SELECT contract_id::text AS contract_id, to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
        amount::text AS amount, transfer_id::text AS transfer_id
      FROM agent_settlements`);
    const perKey = new Map<string, number>();
    for (const r of rows)
      perKey.set(`${r.contract_id}@${r.start}`, (perKey.get(`${r.contract_id}@${r.start}`) ?? 0) + 1);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    // Every contract has a statement for every period that ended since it was accepted (the same set for all).
    const starts = [...new Set(rows.map((r) => r.start))].sort();
    expect(starts.length).toBeGreaterThanOrEqual(7);
    expect(rows.length).toBe(starts.length * agents.length);
    const firstStart = Math.floor(acceptedAt / PERIOD) * PERIOD;
    expect(Date.parse(starts[0]!)).toBe(firstStart);

    let paid = 0;
    for (const s of starts) {
      const want = expected(Date.parse(s));
      for (const r of rows.filter((x) => x.start === s)) {
        expect(BigInt(r.amount), `${r.contract_id} ${s}`).toBe(want.get(r.contract_id));
        expect(r.transfer_id !== null).toBe(BigInt(r.amount) > 0n);
        if (r.transfer_id) paid++;
      }
    }
    expect(paid).toBeGreaterThan(20);
    const [t] = await db.query<{ n: number; keys: number; sum: string }>(sql`
      SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys, coalesce(sum(amount), 0)::text AS sum
      FROM ledger_transfers WHERE idempotency_key LIKE 'agent-settle:%'`);
    const [s] = await db.query<{ sum: string }>(
      sql`SELECT coalesce(sum(amount), 0)::text AS sum FROM agent_settlements`,
    );
    expect(t).toEqual({ n: paid, keys: paid, sum: s!.sum });
  }, 600_000);
});
