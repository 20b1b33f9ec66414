/**
 * Agent settlement benchmark (docs/architecture.md "Targets": "one 5-minute real-time settlement for 1,000 agents under 30 s;
 * printed with the data sizes"). On a scratch PostgreSQL database (created here, dropped afterwards) SQL generates:
 * 1,000 agents in 3 levels (100 top agents, 3 sub-agents each, 2 sub-sub-agents each), PLAYERS_PER_AGENT players under
 * every agent, the closure table, an active real-time salary contract per agent (tiers over team bets and active
 * members), ROUNDS_PER_PLAYER settled rounds per player inside the measured 5-minute period, and NOISE_ROUNDS settled
 * rounds spread over the 24 hours before it.
 *
 * Measured: `settlePeriod` for that period (1,000 statements, each with its ledger transfer); then the same call again
 * (everything already settled: the idempotent no-op). Baseline from the same run: the team-activity read alone
 * (`teamActivity` for the 1,000 agents, the irreducible input of the job). Prints the sizes, the times and the ratio
 * settlement / baseline; exits 1 when the settlement takes 30 s or more.
 *
 * Run: npx tsx apps/server/bench/agent-settlement.bench.ts  (env DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; PLAYERS_PER_AGENT default 10; ROUNDS_PER_PLAYER default 20;
 * NOISE_ROUNDS default 300000)
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { periodAt } from '../src/domain/agent/settlement/engine.ts';
import { settlePeriod, teamActivity } from '../src/domain/agent/settlement/service.ts';
import { freshPostgres, pgAdmin } from '../../../scripts/server-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS_PER_AGENT = Number(process.env.PLAYERS_PER_AGENT ?? 10);
const ROUNDS_PER_PLAYER = Number(process.env.ROUNDS_PER_PLAYER ?? 20);
const NOISE_ROUNDS = Number(process.env.NOISE_ROUNDS ?? 300_000);
const LIMIT_MS = 30_000;

try {
  await pgAdmin('SELECT 1', adminUrl);
} catch (e) {
  console.log(`agent settlement bench: no PostgreSQL at ${adminUrl} (${(e as Error).message}); skipped`);
  process.exit(0);
}

const scratch = await freshPostgres('pd_bench_settle', adminUrl);
const db = openPostgres(scratch.url, 4);
let failed = false;
try {
  await migrate(db);
  const brand = { id: 'deshplay', currency: { code: 'BDT', symbol: '৳', exponent: 2 } };
  const period = periodAt('5min', Date.now() - 3_600_000, 'Asia/Dhaka');
  const t0 = Date.now();

  // Agents, level by level (upline set directly; the closure table is derived below).
  const ids = async (level: number, uplines: string[] | null, count: number) => {
    const rows = await db.query<{ id: string }>(sql`
      INSERT INTO members (brand, username, username_key, password_hash, type, upline_id)
      SELECT 'deshplay', ${`a${level}x`} || g, ${`a${level}x`} || g, 'x', 1,
        (${uplines ? `{${uplines.join(',')}}` : null}::bigint[])[(g - 1) / ${uplines ? count / uplines.length : 1} + 1]
      FROM generate_series(1, ${count}) g
      RETURNING id::text AS id`);
    return rows.map((r) => r.id);
  };
  const top = await ids(1, null, 100);
  const mid = await ids(2, top, 300);
  const leaf = await ids(3, mid, 600);
  const agents = [...top, ...mid, ...leaf];
  await db.query(sql`
    INSERT INTO members (brand, username, username_key, password_hash, type, upline_id)
    SELECT 'deshplay', 'p' || a.id || 'x' || g, 'p' || a.id || 'x' || g, 'x', 0, a.id
    FROM unnest(${`{${agents.join(',')}}`}::bigint[]) AS a(id), generate_series(1, ${PLAYERS_PER_AGENT}) g`);
  const players = (
    await db.query<{ id: string }>(sql`SELECT id::text AS id FROM members WHERE type = 0`)
  ).map((r) => r.id);
  await db.query(sql`
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    WITH RECURSIVE up(descendant, ancestor, depth) AS (
      SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL
      UNION ALL
      SELECT up.descendant, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor
      WHERE m.upline_id IS NOT NULL
    )
    SELECT ancestor, descendant, depth FROM up`);
  // Contracts: top 1.50 % / 2.00 %, mid 1.00 %, leaf 0.50 % (within their uplines' terms).
  const accepted = new Date(period.start - 86_400_000).toISOString();
  await db.query(sql`
    INSERT INTO agent_contracts (brand, type, period, upline_id, agent_id, terms, status, created_at, accepted_at)
    SELECT 'deshplay', 'realtime', '5min', m.upline_id, m.id,
      CASE
        WHEN m.upline_id IS NULL THEN '{"singleBetMin":"1000","tiers":[{"minBets":"100000","minActiveMembers":2,"rateBp":150},{"minBets":"10000000","minActiveMembers":20,"rateBp":200}]}'
        WHEN EXISTS (SELECT 1 FROM members u WHERE u.id = m.upline_id AND u.upline_id IS NULL)
          THEN '{"singleBetMin":"1000","tiers":[{"minBets":"100000","minActiveMembers":2,"rateBp":100}]}'
        ELSE '{"singleBetMin":"1000","tiers":[{"minBets":"100000","minActiveMembers":2,"rateBp":50}]}'
      END::jsonb, 'active', ${accepted}::timestamptz, ${accepted}::timestamptz
    FROM members m WHERE m.type = 1`);
  // Rounds in the period, and noise over the day before it.
  const start = new Date(period.start).toISOString();
  await db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, updated_at, closed_at)
    SELECT 'BGS', 'r' || p.id || 'x' || g, p.id, 'BDT', 'settled', 1, 1, b.bet, (b.bet * (random() * 1.9))::bigint,
      t.at, t.at, t.at
    FROM members p, generate_series(1, ${ROUNDS_PER_PLAYER}) g,
      LATERAL (SELECT (500 + random() * 200000)::bigint AS bet) b,
      LATERAL (SELECT ${start}::timestamptz + random() * interval '299 seconds' AS at) t
    WHERE p.type = 0`);
  await db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, updated_at, closed_at)
    SELECT 'BGS', 'n' || g, p.id, 'BDT', 'settled', 1, 0, 1000, 0, t.at, t.at, t.at
    FROM generate_series(1, ${NOISE_ROUNDS}) g,
      LATERAL (SELECT (${`{${players.join(',')}}`}::bigint[])[g % ${players.length} + 1] AS id) p,
      LATERAL (SELECT ${start}::timestamptz - interval '1 second' - random() * interval '24 hours' AS at) t`);
  await db.exec('ANALYZE');
  const sizes = await db.query<{ k: string; n: string }>(sql`
    SELECT 'members' AS k, count(*)::text AS n FROM members
    UNION ALL SELECT 'agents', count(*)::text FROM members WHERE type = 1
    UNION ALL SELECT 'closure rows', count(*)::text FROM member_tree
    UNION ALL SELECT 'contracts', count(*)::text FROM agent_contracts
    UNION ALL SELECT 'rounds (all)', count(*)::text FROM vendor_rounds
    UNION ALL SELECT 'rounds in the period', count(*)::text FROM vendor_rounds
      WHERE closed_at >= ${start}::timestamptz AND closed_at < ${new Date(period.end).toISOString()}::timestamptz`);
  console.log(`agent settlement bench: data generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  for (const s of sizes) console.log(`  ${s.k.padEnd(22)} ${Number(s.n).toLocaleString('en')}`);

  // Baseline: the team-activity read alone, warm.
  const singleBetMin = 1000n;
  await teamActivity(
    db,
    agents.map((agentId) => ({ agentId, singleBetMin })),
    period,
    'BDT',
  );
  const b0 = performance.now();
  const act = await teamActivity(
    db,
    agents.map((agentId) => ({ agentId, singleBetMin })),
    period,
    'BDT',
  );
  const baseline = performance.now() - b0;

  const s0 = performance.now();
  const r = await settlePeriod(db, brand, 'realtime', period);
  const settle = performance.now() - s0;
  const a0 = performance.now();
  const again = await settlePeriod(db, brand, 'realtime', period);
  const rerun = performance.now() - a0;
  const [tr] = await db.query<{ n: string; sum: string }>(sql`
    SELECT count(*)::text AS n, coalesce(sum(amount), 0)::text AS sum FROM ledger_transfers
    WHERE idempotency_key LIKE 'agent-settle:%'`);

  console.log(`  teams with activity      ${act.size.toLocaleString('en')}`);
  console.log(
    `  statements written       ${r.written} (paid ${r.paid}, ${tr!.n} transfers, total ${tr!.sum} minor units)`,
  );
  console.log(`  baseline (team-activity read)   ${baseline.toFixed(0)} ms`);
  console.log(
    `  settlement of the period        ${settle.toFixed(0)} ms   ratio ${(settle / baseline).toFixed(1)}x`,
  );
  console.log(`  second run (already settled)    ${rerun.toFixed(0)} ms   written ${again.written}`);
  console.log(`  target: settlement < ${LIMIT_MS / 1000} s: ${settle < LIMIT_MS ? 'met' : 'NOT MET'}`);
  if (r.written !== agents.length || again.written !== 0 || Number(tr!.n) !== r.paid) {
    console.log('  unexpected counts');
    failed = true;
  }
  if (settle >= LIMIT_MS) failed = true;
} finally {
  await db.close();
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
