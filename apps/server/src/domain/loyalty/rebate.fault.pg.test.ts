/**
 * Rebate paid once per (member, day, category) under retries, concurrent runners and a SIGKILL, on real PostgreSQL
 * (docs/architecture.md "Loyalty"; rebate rules in ./rebate.ts). A config variant puts deshplay in `auto` mode with
 * the payout hour 0 (always passed) and leaves nova in `manual` mode. Two real servers (src/main.ts, child processes,
 * loyalty job every 200 ms) share one fresh database; 60 deshplay members have settled rounds in three categories on
 * the two previous brand days, written in one statement once the first server leads the scheduler. While that
 * leader pays, this process runs the job from two more pools (again and again: retries) and sends manual claims of
 * nova members to the leader, which is killed with SIGKILL mid-run; a third server is started. Once every payout is
 * there, every nova member's claim is fired in a burst at both surviving servers (and from a pool) at once.
 * Afterwards: each (member, day, category) has exactly one payout, one bonus and one ledger transfer, with the amount
 * floor(turnover x level-0 rate / 10000); each member's cash is the sum of its rebates; a last job run pays nothing;
 * `ledgerCheck` reports no problem.
 *
 * Collected only when DATABASE_URL is set (vitest.config.ts excludes *.pg.test.ts otherwise).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateCategory } from '@playdeck/config-schema';
import { loadBrandRegistry, type Brand, type BrandRegistry } from '../../infra/brands/index.ts';
import { openPostgres, type Db } from '../../infra/db/client.ts';
import { migrate } from '../../infra/db/migrate.ts';
import { sha256 } from '../../infra/tokens.ts';
import { LEADER_LOCK_KEY } from '../../infra/leader.ts';
import { ledgerCheck } from '../ledger/index.ts';
import { periodAt } from '../agent/settlement/engine.ts';
import { cashOf, makeMember } from '../agent/settlement/testkit.ts';
import { configVariant } from '../../test/harness.ts';
import { spawnServer } from '../../test/childServer.ts';
import { rebateSettings, vipSettings } from './config.ts';
import { autoPayAll, claimRebate } from './rebate.ts';
import { dayOf } from './vip.ts';
import { freshPostgres, type TempDb } from '../../../../../scripts/server-harness.mjs';

const AUTO_MEMBERS = 60;
const CLAIMERS = 20;
/** Vendor -> game type -> rebate category (the base config's `rebate.categories`). */
const VENDORS: Array<{ vendor: string; gameType: string; category: RebateCategory }> = [
  { vendor: 'BGS', gameType: 'BGS', category: 'slots' },
  { vendor: 'AG', gameType: 'LIVE', category: 'live' },
  { vendor: 'SBO', gameType: 'SPORTS', category: 'sports' },
];

let scratch: TempDb | undefined;
let db: Db;
let dataDir: string;
let cfg: ReturnType<typeof configVariant> | undefined;
let brands: BrandRegistry;
const children: ChildProcess[] = [];

interface Round {
  member: string;
  vendor: string;
  currency: string;
  stake: bigint;
  at: number;
}
const autoRounds: Round[] = [];
const manualRounds: Round[] = [];
const autoMembers: string[] = [];
const claimers: Array<{ id: string; token: string }> = [];
/** Deshplay's previous two brand days as of the setup (the test may cross a brand midnight). */
let autoDays: Array<{ start: number; end: number; day: string }> = [];

/** Starts one more real server on the test database (config variant, loyalty job every 200 ms). */
async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const s = await spawnServer({
    DATABASE_URL: scratch!.url,
    DATA_DIR: dataDir,
    CONFIG_DIR: cfg!.dir,
    PG_POOL_MAX: '4',
    LOYALTY_JOB_INTERVAL_MS: '200',
  });
  children.push(s.child);
  return s;
}

/** [start, end) of the brand day `back` days before the one of now. */
function dayBack(brand: Brand, back: number): { start: number; end: number; day: string } {
  let p = periodAt('daily', Date.now(), brand.timezone);
  for (let i = 0; i < back; i++) p = periodAt('daily', p.start - 1, brand.timezone);
  return { start: p.start, end: p.end, day: dayOf(p.start, brand.timezone) };
}

/** Random settled rounds of `member` on [start, end): one to three per vendor, random stakes. */
function roundsOn(member: string, currency: string, start: number, end: number): Round[] {
  const out: Round[] = [];
  for (const v of VENDORS)
    for (let k = 1 + Math.floor(Math.random() * 3); k > 0; k--)
      out.push({
        member,
        vendor: v.vendor,
        currency,
        stake: BigInt(1000 + Math.floor(Math.random() * 300_000)),
        at: start + Math.floor(Math.random() * Math.max(1, end - start - 1000)),
      });
  return out;
}

/** Writes `rounds` in ONE statement (a job never sees a day half written). */
async function insertRounds(rounds: Round[]) {
  const values = rounds.map((r) => {
    const at = new Date(r.at).toISOString();
    return sql`(${r.vendor}, ${`t-${randomBytes(8).toString('hex')}`}, ${r.member}::bigint, ${r.currency}, 'settled',
      1, 0, ${r.stake.toString()}::bigint, 0, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`;
  });
  await db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, updated_at, closed_at)
    VALUES ${sql.join(values, sql`, `)}`);
}

/** The payouts `rounds` must make: key `member@day@category` -> { turnover, amount } at the level-0 rate. */
function expectedPayouts(brand: Brand, rounds: Round[]): Map<string, { turnover: bigint; amount: bigint }> {
  const rates = vipSettings(brand).levels.find((l) => l.level === 0)!.rebateBp;
  const turnover = new Map<string, bigint>();
  for (const r of rounds) {
    const cat = VENDORS.find((v) => v.vendor === r.vendor)!.category;
    const key = `${r.member}@${dayOf(r.at, brand.timezone)}@${cat}`;
    turnover.set(key, (turnover.get(key) ?? 0n) + r.stake);
  }
  const out = new Map<string, { turnover: bigint; amount: bigint }>();
  for (const [key, t] of turnover) {
    const rate = BigInt(rates[key.split('@')[2] as RebateCategory]);
    out.set(key, { turnover: t, amount: (t * rate) / 10000n });
  }
  return out;
}

/** POST /wps/member/rebate/claim as nova (Host `nova.localhost`) on `port`: the status, or 0 when no answer came. */
function claimOver(port: number, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/wps/member/rebate/claim',
        headers: {
          host: `nova.localhost:${port}`,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve({ status: 0, body }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end('{}');
  });
}

async function payoutRows() {
  return db.query<{
    key: string;
    turnover: string;
    amount: string;
    rate_bp: number;
    bonus_id: string | null;
    brand: string;
    created_at: string;
  }>(sql`
    SELECT p.member_id::text || '@' || p.day::text || '@' || p.category AS key, p.turnover::text AS turnover,
      p.amount::text AS amount, p.rate_bp, p.bonus_id::text AS bonus_id, m.brand,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM rebate_payouts p JOIN members m ON m.id = p.member_id`);
}

async function countAutoOn(day: string): Promise<number> {
  const [r] = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM rebate_payouts p JOIN members m ON m.id = p.member_id
    WHERE m.brand = 'deshplay' AND p.day = ${day}::date`);
  return r!.n;
}

beforeAll(async () => {
  scratch = await freshPostgres('pd_rebate');
  db = openPostgres(scratch.url, 4);
  await migrate(db);
  dataDir = mkdtempSync(join(tmpdir(), 'pd-rebate-'));
  cfg = configVariant({ brands: { deshplay: { rebate: { mode: 'auto', autoPayHour: 0 } } } });
  brands = loadBrandRegistry(cfg.dir);
  // A database the server will not seed (content, demo member, game catalogue): only what this test needs. One game
  // type per vendor, so the records view maps each round to its category.
  await db.query(sql`INSERT INTO seeds (brand) VALUES ('deshplay'), ('nova')`);
  await db.query(sql`UPDATE game_catalogue_meta SET demo_seeded = true`);
  for (const v of VENDORS)
    await db.query(sql`INSERT INTO game_vendors (vassalage, game_type, display_name)
      VALUES (${v.vendor}, ${v.gameType}, ${v.vendor})`);
  const desh = brands.get('deshplay')!;
  const nova = brands.get('nova')!;
  // Deshplay (auto): rounds on the two previous brand days, written once the first server leads (in the test).
  autoDays = [dayBack(desh, 1), dayBack(desh, 2)];
  for (let i = 0; i < AUTO_MEMBERS; i++) {
    const { id } = await makeMember(db, 'deshplay', { agent: false });
    autoMembers.push(id);
    for (const d of autoDays) autoRounds.push(...roundsOn(id, desh.currency.code, d.start, d.end));
  }
  // Nova (manual): rounds yesterday and today (up to now), claimable through the API with a session each.
  const today = dayBack(nova, 0);
  const yesterday = dayBack(nova, 1);
  for (let i = 0; i < CLAIMERS; i++) {
    const { id } = await makeMember(db, 'nova', { agent: false });
    const token = randomBytes(24).toString('base64url');
    await db.query(sql`INSERT INTO sessions (token_hash, member_id, brand, expires_at)
      VALUES (${sha256(token)}, ${id}::bigint, 'nova', now() + interval '1 day')`);
    claimers.push({ id, token });
    manualRounds.push(...roundsOn(id, nova.currency.code, yesterday.start, yesterday.end));
    manualRounds.push(
      ...roundsOn(id, nova.currency.code, today.start, Math.max(today.start + 1, Date.now() - 1000)),
    );
  }
  await insertRounds(manualRounds);
}, 300_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await db?.close();
  await scratch?.drop();
  cfg?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('rebate on two server instances, two more pools and a SIGKILL', () => {
  it('pays each (member, day, category) exactly once, with the rate x turnover amount', async () => {
    const desh = brands.get('deshplay')!;
    const nova = brands.get('nova')!;
    expect(rebateSettings(desh)).toMatchObject({ mode: 'auto', autoPayHour: 0, turnoverMultiplier: 1 });
    expect(rebateSettings(nova).mode).toBe('manual');
    for (const v of VENDORS) expect(rebateSettings(desh).categories[v.category]).toContain(v.gameType);
    const testStart = Date.now();

    // Server A starts alone and takes the scheduler leadership (the advisory lock) before B exists.
    const a = await startServer();
    const leaders = async () => {
      const [l] = await db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
          AND objid = ${LEADER_LOCK_KEY}`);
      return l!.n;
    };
    for (let i = 0; i < 600 && (await leaders()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await leaders()).toBe(1);
    const b = await startServer();

    // The previous days' rounds appear at once; A's next tick pays them. The pools of this process run the job as
    // of yesterday noon, so they pay only the day before yesterday (racing A on it): yesterday's payouts can come from
    // the servers only, which proves they ran.
    const [yesterday, before] = autoDays as [(typeof autoDays)[0], (typeof autoDays)[0]];
    const want = expectedPayouts(desh, autoRounds);
    const wantYesterday = [...want.keys()].filter((k) => k.includes(`@${yesterday.day}@`)).length;
    const poolNow = yesterday.start + 12 * 3_600_000;
    const other = openPostgres(scratch!.url, 3);
    const third = openPostgres(scratch!.url, 3);
    let atKill = -1;
    const inFlight: Array<Promise<{ status: number; body: string }>> = [];
    try {
      await insertRounds(autoRounds);
      const killer = (async () => {
        for (let i = 0; i < 6000 && (await countAutoOn(yesterday.day)) < 3; i++)
          await new Promise((r) => setTimeout(r, 5));
        // Claims of the first half of the nova members in flight on A as it dies (their answers may be lost).
        for (const c of claimers.slice(0, CLAIMERS / 2)) inFlight.push(claimOver(a.port, c.token));
        await new Promise((r) => setTimeout(r, 20));
        atKill = await countAutoOn(yesterday.day);
        a.child.kill('SIGKILL');
      })();
      const retries = async (pool: Db) => {
        for (let i = 0; i < 4; i++) await autoPayAll(pool, brands, poolNow);
      };
      await Promise.all([retries(other), retries(third), killer]);
    } finally {
      await other.close();
      await third.close();
    }
    const fromA = await Promise.all(inFlight);
    const c = await startServer();

    // B (the leader now) and C finish; up to 2 minutes (the 200 ms ticks stretch on a loaded machine).
    const allAuto = async () => {
      const [r] = await db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM rebate_payouts p JOIN members m ON m.id = p.member_id
        WHERE m.brand = 'deshplay'`);
      return r!.n;
    };
    for (let i = 0; i < 1200 && (await allAuto()) < want.size; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await allAuto()).toBe(want.size);
    // A died mid-run: some of yesterday's payouts were made, not all.
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(wantYesterday);

    // Every nova member claims 3 times on B and 3 times on C and once from a pool, all at the same moment.
    const pool = openPostgres(scratch!.url, 4);
    let burst: Array<Array<{ status: number; body: string }>>;
    try {
      burst = await Promise.all(
        claimers.map((m) =>
          Promise.all([
            ...[b.port, b.port, b.port, c.port, c.port, c.port].map((p) => claimOver(p, m.token)),
            claimRebate(pool, nova, m.id, Date.now()).then(
              () => ({ status: 200, body: 'pool' }),
              (e: { errorCode?: string }) => ({
                status: e.errorCode === 'REBATE_NOTHING_TO_CLAIM' ? 409 : 500,
                body: e.errorCode ?? String(e),
              }),
            ),
          ]),
        ),
      );
    } finally {
      await pool.close();
    }
    claimers.forEach((_, i) => {
      const answers = burst[i]!;
      const paid = answers.filter((r) => r.status === 200).length;
      const answeredByA = i < CLAIMERS / 2 ? fromA[i]!.status === 200 : false;
      // A member whose claim A answered (or may have paid before dying) gets at most one more; the others exactly one.
      if (i < CLAIMERS / 2) expect(paid + (answeredByA ? 1 : 0)).toBeLessThanOrEqual(1);
      else expect(paid).toBe(1);
      for (const r of answers.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body).toContain('REBATE_NOTHING_TO_CLAIM');
      }
    });
    // A retry after all that pays nothing.
    for (const m of claimers) {
      const r = await claimOver(c.port, m.token);
      expect(r.status).toBe(409);
      expect(r.body).toContain('REBATE_NOTHING_TO_CLAIM');
    }

    for (const ch of children) ch.kill('SIGKILL');
    // Nothing left unpaid: one more job run finds nothing to do.
    expect(await autoPayAll(db, brands, Date.now())).toBe(0);

    // Exactly the expected payouts, each with the rate x turnover amount and its bonus.
    const wantAll = new Map([...want, ...expectedPayouts(nova, manualRounds)]);
    const rows = await payoutRows();
    expect(rows.length).toBe(wantAll.size);
    for (const r of rows) {
      const w = wantAll.get(r.key);
      expect(w, r.key).toBeDefined();
      expect({ key: r.key, turnover: BigInt(r.turnover), amount: BigInt(r.amount) }).toEqual({
        key: r.key,
        turnover: w!.turnover,
        amount: w!.amount,
      });
      expect(r.bonus_id).not.toBeNull();
    }
    // Yesterday's deshplay payouts were made by the servers (the pools pay as of yesterday noon).
    for (const r of rows.filter((x) => x.brand === 'deshplay' && x.key.includes(`@${yesterday.day}@`)))
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(testStart);
    expect(rows.some((x) => x.key.includes(`@${before.day}@`))).toBe(true);

    // One bonus and one ledger transfer per payout, no other; every member's cash is its rebates.
    const [bon] = await db.query<{ n: number; refs: number; sum: string }>(sql`
      SELECT count(*)::int AS n, count(DISTINCT reference)::int AS refs, coalesce(sum(amount), 0)::text AS sum
      FROM bonuses WHERE source = 'rebate'`);
    const [tr] = await db.query<{ n: number; keys: number; sum: string }>(sql`
      SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys, coalesce(sum(amount), 0)::text AS sum
      FROM ledger_transfers WHERE kind = 'bonus'`);
    const total = [...wantAll.values()].reduce((s, w) => s + w.amount, 0n);
    expect(bon).toEqual({ n: wantAll.size, refs: wantAll.size, sum: total.toString() });
    expect(tr).toEqual({ n: wantAll.size, keys: wantAll.size, sum: total.toString() });
    const perMember = new Map<string, bigint>();
    for (const [key, w] of wantAll)
      perMember.set(key.split('@')[0]!, (perMember.get(key.split('@')[0]!) ?? 0n) + w.amount);
    for (const id of autoMembers) expect(await cashOf(db, id, desh.currency.code)).toBe(perMember.get(id));
    for (const m of claimers) expect(await cashOf(db, m.id, nova.currency.code)).toBe(perMember.get(m.id));

    expect((await ledgerCheck(db)).problems).toEqual([]);
  }, 600_000);
});
