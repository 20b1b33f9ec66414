/**
 * Agent team overview benchmark (docs/architecture.md "Targets"): `teamOverview()` (the agentTeamOverview call: rollup fold and
 * overview statement) for
 * an agent with 10,000 descendants (100 sub-agents x 99 players, depth 1 and 2) and 1,000,000 rounds in the range (30
 * days), on real PostgreSQL, beside outsider noise (2,000 members, 200,000 rounds) in the same tables. Prints the data
 * sizes, p50/p99 of the overview, and the same figures of a baseline measured in the same run on the same rows: a
 * plain indexed count of the team's rounds in the range (member_tree join vendor_rounds, no aggregation by day).
 * Target: overview p99 <= 200 ms. No assertions.
 *
 * The rounds go in through the rollup trigger (migration 0910), like bets do; the first fold of the queue is timed
 * apart. Data is generated in SQL (INSERT ... SELECT generate_series) on a scratch database created here and dropped after.
 * Run: npx tsx apps/server/bench/agent-team.bench.ts (env DATABASE_URL, default postgres://root@127.0.0.1:5432/test;
 * RUNS, default 40)
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/app.ts';
import { loadBrandRegistry } from '../src/infra/brands/index.ts';
import { openPostgres } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { FOLD_SQL, syncBrandTimezones, teamOverview } from '../src/domain/agent/team/service.ts';
import { freshPostgres, pgAdmin } from '../../../scripts/server-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = Number(process.env.RUNS ?? 40);
const SUB_AGENTS = 100;
const PLAYERS_PER_SUB = 99;
const ROUNDS = 1_000_000;
const NOISE_MEMBERS = 2_000;
const NOISE_ROUNDS = 200_000;
const DAYS = 30;

try {
  await pgAdmin('SELECT 1', adminUrl);
} catch (e) {
  console.log(`agent-team bench: no PostgreSQL at ${adminUrl} (${(e as Error).message}); skipped`);
  process.exit(0);
}

const scratch = await freshPostgres('pd_bench_agent', adminUrl);
const db = openPostgres(scratch.url, 2);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
async function time(fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

try {
  await migrate(db);
  const brand = loadBrandRegistry(join(repoRoot, 'config')).defaultBrand;
  await syncBrandTimezones(db, [brand]);
  const to = new Date(Date.UTC(2026, 0, 31, 18)); // Dhaka midnight
  const from = new Date(to.getTime() - DAYS * 86_400_000);
  const t0 = performance.now();
  // Members: the agent, its sub-agents, their players, then the outsiders (an outsider agent and its players).
  const team = SUB_AGENTS * (1 + PLAYERS_PER_SUB);
  await db.exec(`
    INSERT INTO members (brand, username, username_key, password_hash, type, nickname, created_at)
    SELECT '${brand.id}', 'b' || g, 'b' || g, 'x', CASE WHEN g <= ${SUB_AGENTS + 1} THEN 1 ELSE 0 END, 'b' || g,
      timestamptz '${from.toISOString()}' + (random() * ${DAYS * 2}) * interval '1 day' - interval '${DAYS} days'
    FROM generate_series(1, ${1 + team + NOISE_MEMBERS + 1}) g;`);
  const [{ base }] = (await db.query<{ base: string }>(
    sql`SELECT min(id)::text AS base FROM members WHERE username LIKE 'b%'`,
  )) as [{ base: string }];
  const b = Number(base);
  const agent = b; // member b1
  const subs = `${b + 1} AND ${b + SUB_AGENTS}`;
  const players = `${b + SUB_AGENTS + 1} AND ${b + team}`;
  const outsiderAgent = b + team + 1;
  const outsiders = `${b + team + 2} AND ${b + team + 1 + NOISE_MEMBERS}`;
  await db.exec(`
    UPDATE members SET upline_id = ${agent} WHERE id BETWEEN ${subs};
    UPDATE members SET upline_id = ${b + 1} + (id - ${b + SUB_AGENTS + 1}) % ${SUB_AGENTS} WHERE id BETWEEN ${players};
    UPDATE members SET upline_id = ${outsiderAgent} WHERE id BETWEEN ${outsiders};
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT upline_id, id, 1 FROM members WHERE upline_id IS NOT NULL;
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ${agent}, id, 2 FROM members WHERE id BETWEEN ${players};`);
  // Rounds: 90% settled, 5% open, 5% cancelled; the team's in the range, the outsiders' too.
  const rounds = (n: number, lo: number, span: number, prefix: string) => `
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, closed_at)
    SELECT 'AG', '${prefix}' || g, ${lo} + (g::bigint * 7919) % ${span}, '${brand.currency.code}',
      CASE WHEN g % 20 = 0 THEN 'open' WHEN g % 20 = 1 THEN 'cancelled' ELSE 'settled' END, 1, 1,
      100 + (g * 31) % 10000, (g * 17) % 12000,
      timestamptz '${from.toISOString()}' + (g % ${DAYS * 86_400}) * interval '1 second' * 1,
      timestamptz '${from.toISOString()}' + (g % ${DAYS * 86_400}) * interval '1 second'
    FROM generate_series(1, ${n}) g;`;
  await db.exec(rounds(ROUNDS, b + 1, team, 't'));
  await db.exec(rounds(NOISE_ROUNDS, b + team + 2, NOISE_MEMBERS, 'n'));
  await db.exec(`
    INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, status, expires_at,
      decided_at)
    SELECT '${brand.id}', ${b + 1} + g % ${team}, 'bkash', 'bKash', 'manual', '${brand.currency.code}', 1000 + g,
      'credited', now(), timestamptz '${from.toISOString()}' + (g % ${DAYS * 24}) * interval '1 hour'
    FROM generate_series(1, 20000) g;
    INSERT INTO withdrawals (brand, member_id, currency, amount, status, channel, account_no, holder_name, paid_at)
    SELECT '${brand.id}', ${b + 1} + g % ${team}, '${brand.currency.code}', 500 + g, 'paid', 'bkash', '0', 'x',
      timestamptz '${from.toISOString()}' + (g % ${DAYS * 24}) * interval '1 hour'
    FROM generate_series(1, 5000) g;`);
  const loadS = ((performance.now() - t0) / 1000).toFixed(1);
  // The rounds' deltas sit in the rollup queue (trigger of migration 0910): the first fold applies all of them.
  const [{ queued }] = (await db.query<{ queued: string }>(
    sql`SELECT count(*)::text AS queued FROM team_round_queue`,
  )) as [{ queued: string }];
  const foldMs = await time(() => db.query(sql.raw(FOLD_SQL)));
  await db.exec('VACUUM ANALYZE');
  const [sizes] = await db.query<Record<string, string>>(sql`
    SELECT (SELECT count(*) FROM member_tree WHERE ancestor_id = ${agent})::text AS descendants,
      (SELECT count(*) FROM vendor_rounds v JOIN member_tree t ON t.descendant_id = v.member_id
        WHERE t.ancestor_id = ${agent} AND v.created_at >= ${from.toISOString()}::timestamptz
          AND v.created_at < ${to.toISOString()}::timestamptz)::text AS team_rounds,
      (SELECT count(*) FROM vendor_rounds)::text AS all_rounds, (SELECT count(*) FROM members)::text AS members,
      pg_size_pretty(pg_total_relation_size('vendor_rounds')) AS rounds_size`);
  console.log(
    `agent-team bench: data generated in ${loadS} s: ${sizes!.descendants} descendants, ${sizes!.team_rounds} team rounds in ` +
      `range (${DAYS} days), ${sizes!.all_rounds} rounds in all (${sizes!.rounds_size}), ${sizes!.members} members; ` +
      `first fold of ${queued} queued round deltas ${(foldMs / 1000).toFixed(1)} s`,
  );

  const overview = () => teamOverview(db, brand, String(agent), { from, to });
  const baseline = () =>
    db.queryPrepared(
      'bench_team_round_count',
      `SELECT count(*) FROM member_tree t JOIN vendor_rounds v ON v.member_id = t.descendant_id
       WHERE t.ancestor_id = $1::bigint AND v.created_at >= $2::timestamptz AND v.created_at < $3::timestamptz`,
      [String(agent), from.toISOString(), to.toISOString()],
    );
  const check = await overview();
  console.log(
    `agent-team bench: overview teamSize ${check.teamSize}, betCount ${check.betCount}, bets ${check.bets}, ` +
      `P&L ${check.profitLoss}, ${check.daily.length} days`,
  );
  for (let i = 0; i < 3; i++) {
    await overview();
    await baseline();
  }
  const o: number[] = [];
  const bl: number[] = [];
  // Interleaved, so machine noise hits both alike.
  for (let i = 0; i < RUNS; i++) {
    o.push(await time(overview));
    bl.push(await time(baseline));
  }
  const f = (x: number) => x.toFixed(1);
  console.log(
    `agent-team bench: overview p50 ${f(pct(o, 50))} ms, p99 ${f(pct(o, 99))} ms (target <= 200) | baseline ` +
      `(indexed count of the same rounds) p50 ${f(pct(bl, 50))} ms, p99 ${f(pct(bl, 99))} ms | ratio p99 ` +
      `${(pct(o, 99) / pct(bl, 99)).toFixed(2)} | ${RUNS} runs each`,
  );
} finally {
  await db.close();
  // KEEP=1 leaves the database for EXPLAIN (its name is printed).
  if (process.env.KEEP === '1') console.log(`agent-team bench: kept database ${scratch.name}`);
  else await scratch.drop();
}
