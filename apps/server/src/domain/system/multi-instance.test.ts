/**
 * Several instances (docs/architecture.md "Beyond one machine"): two platform processes (src/main.ts, different ports)
 * on one PostgreSQL database and one Redis behave as one platform:
 * - a session made on one is valid on the other, and a logout on either revokes it on both;
 * - login lockouts (src/infra/limiter), the per-address failure count that demands a captcha, and captcha challenges (one
 *   install secret) and their used marks are shared;
 * - per-route rate limits (@fastify/rate-limit on Redis) count requests to both together;
 * - the SMS code resend cooldown of a number (src/domain/sms, on Redis) holds across both: a code requested on one cannot be
 *   requested again on the other within the cooldown, whatever the client address;
 * - the member's live stream (/wps/events) open on one receives the balance of a deposit credited on the other;
 * - the periodic jobs (agent settlement, payments sweeper, team rollup fold) run once per period for the pair, on the scheduler leader
 *   (src/infra/leader.ts), and the other instance takes over when the leader dies.
 *
 * Needs DATABASE_URL (a fresh database is created and dropped) and REDIS_URL (CI sets both: scripts/test-all.mjs
 * server-pg). Without them it prints that it did not run and is skipped; it never passes without running.
 * Both servers trust one proxy hop from 127.0.0.1 (a copy of config/ with platform.json trustedProxyHops 1, as behind
 * deploy/'s proxy), so each test's requests come from its own random client address and never share a rate-limit or
 * failure counter with another test or run on the same Redis.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, freshPostgres, type TempDb } from '../../../../../scripts/server-harness.mjs';
import { repoRoot } from '../../app.ts';
import { openPostgres, type Db } from '../../infra/db/client.ts';
import { LOCK_AFTER } from '../session/service.ts';
import { spawnNode, waitReady, type NodeProcess } from '../../test/processes.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { solveCaptcha } from '../../test/harness.ts';
import type { Challenge } from 'altcha-lib';

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((v) => !process.env[v]);
if (missing.length)
  console.warn(
    `multi-instance test NOT RUN: ${missing.join(' and ')} not set (it needs PostgreSQL and Redis; CI sets both)`,
  );

/** Period of the periodic jobs in this test, ms. */
const PERIOD_MS = 1_000;
/** The periodic jobs of the scheduler leader (src/infra/leader.ts everyPeriod names). */
const JOBS = ['agent-settlement', 'payments-sweep', 'team-rollup'];

interface Instance {
  name: string;
  url: string;
  proc: NodeProcess;
}
interface Answer {
  status: number;
  body: { success: boolean; errorCode?: string; value?: Record<string, unknown> | null };
  headers: Headers;
}

let pg: TempDb | undefined;
let db: Db | undefined;
let redis: Redis | undefined;
let dataDir = '';
let configDir = '';
let a: Instance;
let b: Instance;
/**
 * The current test's client address (X-Forwarded-For, believed from 127.0.0.1 with one trusted hop): a random one per
 * test, so the failures of one test do not demand a captcha in the next, nor do other runs on the same Redis count.
 */
let clientIp = '';
beforeEach(() => {
  clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
});
const PASSWORD = 'Multi-instance-pass-9731';

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const proc = spawnNode(
    join(repoRoot, 'apps/server/src/main.ts'),
    {
      NODE_ENV: 'development',
      DEMO_SEED: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      OPS_PORT: String(await freePort()),
      DATABASE_URL: pg!.url,
      REDIS_URL: process.env.REDIS_URL,
      DATA_DIR: dataDir,
      CONFIG_DIR: configDir,
      CONFIG_WATCH_MS: '0',
      LOG_LEVEL: 'debug',
      AGENT_SETTLEMENT_INTERVAL_MS: String(PERIOD_MS),
      PAYMENTS_SWEEP_MS: String(PERIOD_MS),
      TEAM_ROLLUP_FOLD_MS: String(PERIOD_MS),
      PAYMENTS_SANDBOX_DELAY_MS: '200',
      // Load shedding is tested in pool.test.ts; on a loaded CI box the lag right after start would shed requests.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PG_POOL_MAX: '4',
    },
    { tsx: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitReady(proc, `${url}/readyz`, 240_000);
  return { name, url, proc };
}

/** A JSON request to `inst` from this run's client address. */
async function req(
  inst: Instance,
  method: string,
  path: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const r = await fetch(`${inst.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
  });
  const text = await r.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { success: false, errorCode: `non-JSON ${r.status}` };
  }
  return { status: r.status, body, headers: r.headers };
}

/** A member of the default brand with PASSWORD (inserted directly: registration is tested elsewhere). */
async function member(): Promise<string> {
  const name = `mi${randomBytes(4).toString('hex')}`;
  await db!.query(sql`INSERT INTO members (brand, username, username_key, password_hash)
    VALUES ('deshplay', ${name}, ${name}, ${await hashPassword(PASSWORD)})`);
  return name;
}

const login = (inst: Instance, username: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  req(inst, 'POST', '/wps/session/login', { body: { username, password, ...extra } });

beforeAll(async () => {
  if (missing.length) return;
  pg = await freshPostgres('pd_multi');
  db = openPostgres(pg.url, 2);
  redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
  dataDir = mkdtempSync(join(tmpdir(), 'pd-multi-'));
  configDir = mkdtempSync(join(tmpdir(), 'pd-multi-config-'));
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true, dereference: true });
  const platform = JSON.parse(readFileSync(join(configDir, 'platform.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(configDir, 'platform.json'),
    JSON.stringify({ ...platform, trustedProxyHops: 1, trustedProxies: ['127.0.0.1', '::1'] }),
  );
  // One after the other, as a rolling start does (the first applies the migrations).
  a = await startInstance('A');
  b = await startInstance('B');
}, 600_000);

afterAll(async () => {
  await Promise.all([a?.proc.stop(), b?.proc.stop()]);
  redis?.disconnect();
  await db?.close();
  await pg?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

describe.skipIf(missing.length > 0)('two platform instances on one PostgreSQL and one Redis', () => {
  it('a session made on one works on the other; a logout on either revokes it on both', async () => {
    const name = await member();
    const made = await login(a, name);
    expect(made.status).toBe(200);
    const token = made.body.value!.token as string;
    for (const inst of [a, b]) {
      const info = await req(inst, 'GET', '/wps/member/info', { token });
      expect(info.status, inst.name).toBe(200);
      expect(info.body.value?.account, inst.name).toBe(name);
    }
    expect((await req(b, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    for (const inst of [a, b])
      expect((await req(inst, 'GET', '/wps/member/info', { token })).status, inst.name).toBe(401);
  });

  it('shares login lockouts, the failure count that demands a captcha, and captcha challenges and their use', async () => {
    const locked = await member();
    // Wrong passwords alternating between the instances: the LOCK_AFTER-th locks the name on both.
    for (let i = 0; i < LOCK_AFTER; i++) {
      const r = await login(i % 2 ? b : a, locked, 'not-the-password');
      expect(r.status, `failure ${i + 1}`).toBeGreaterThanOrEqual(400);
      expect(r.body.errorCode, `failure ${i + 1}`).toBe(
        i === LOCK_AFTER - 1 ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED',
      );
    }
    for (const inst of [a, b])
      expect((await login(inst, locked)).body.errorCode, `right password on ${inst.name}`).toBe(
        'ACCOUNT_LOCKED',
      );

    // The same address's failures demand a captcha for any name, on both; a challenge issued by A and solved is
    // accepted on B (one install secret), and its replay is refused on A (the used mark is shared).
    const other = await member();
    expect((await login(b, other)).body.errorCode).toBe('CAPTCHA_REQUIRED');
    const issued = await req(a, 'GET', '/wps/captcha');
    expect(issued.status).toBe(200);
    const answer = await solveCaptcha(issued.body.value as unknown as Challenge);
    const solved = await req(b, 'POST', '/wps/session/login', {
      body: { username: other, password: PASSWORD, captcha: answer },
    });
    expect(solved.status).toBe(200);
    expect(solved.body.value?.token).toBeTruthy();
    const replay = await req(a, 'POST', '/wps/session/login', {
      body: { username: other, password: PASSWORD, captcha: answer },
    });
    expect(replay.body.errorCode).toBe('CAPTCHA_REPLAYED');
  });

  it('counts a route rate limit over both instances together', async () => {
    // GET /wps/captcha: 30 per minute and client address (src/http/routes/captcha.ts). 15 on each instance use it up:
    // each alone saw half the limit, yet the next request is refused by both.
    const get = async (inst: Instance) => {
      const r = await fetch(`${inst.url}/wps/captcha`, { headers: { 'x-forwarded-for': clientIp } });
      await r.body?.cancel();
      return r.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push(await get(i % 2 ? b : a));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(await get(a)).toBe(429);
    expect(await get(b)).toBe(429);
  });

  it('shares the SMS code resend cooldown of a number: a request on A, then on B from another address, is refused', async () => {
    const mobileNo = `17${randomInt(10_000_000, 100_000_000)}`;
    const body = { mobileNo, countryDialingCode: '+880' };
    const first = await req(a, 'POST', '/wps/verification/sms/register', { body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const second = await req(b, 'POST', '/wps/verification/sms/register', { body });
    expect(second.status).toBe(429);
    expect(second.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    // Nor on A again.
    expect((await req(a, 'POST', '/wps/verification/sms/register', { body })).body.errorCode).toBe(
      'SMS_RESEND_TOO_SOON',
    );
  });

  it('the live stream on one receives the balance of a deposit credited on the other', async () => {
    const name = await member();
    const token = (await login(a, name)).body.value!.token as string;
    const controller = new AbortController();
    const stream = await fetch(`${a.url}/wps/events`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientIp },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads the stream until `pattern` appears (or 20 s pass). */
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 20_000;
      while (!pattern.test(text) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<undefined>((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
        ]);
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return pattern.test(text);
    };
    try {
      expect(await until(/event: balance\ndata: \{[^\n]*"balance":"0\.00"/), 'the balance on connect').toBe(
        true,
      );
      // A sandbox deposit on B: its gateway calls B's webhook, B credits the member and publishes the transfer.
      const dep = await req(b, 'POST', '/wps/payments/deposits', {
        token,
        body: { methodId: 'bkash', amount: '500.00' },
      });
      expect(dep.status, JSON.stringify(dep.body)).toBe(200);
      expect(await until(/event: balance\ndata: \{[^\n]*"balance":"500\.00"/), text).toBe(true);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });

  it('runs each periodic job once per period for the pair, and the other takes over when the leader dies', async () => {
    const runs = (inst: Instance) =>
      inst.proc
        .records()
        .filter((r) => r.msg === 'periodic job run')
        .map((r) => ({ job: String(r.job), period: Number(r.period), inst: inst.name }));
    // Let a few periods pass with both up.
    await new Promise((r) => setTimeout(r, 6 * PERIOD_MS));
    const both = [...runs(a), ...runs(b)];
    for (const job of JOBS) {
      const mine = both.filter((r) => r.job === job);
      const periods = mine.map((r) => r.period);
      expect(new Set(periods).size, `${job}: no period twice`).toBe(periods.length);
      expect(periods.length, `${job}: runs`).toBeGreaterThanOrEqual(4);
      expect(new Set(mine.map((r) => r.inst)).size, `${job}: one instance runs it`).toBe(1);
    }
    // Kill the leader outright (its connection, and so its lock, go with it): the other runs the next periods.
    const leader = both[0]!.inst === 'A' ? a : b;
    const follower = leader === a ? b : a;
    const before = runs(follower).length;
    const lastLeaderPeriod = Math.max(...runs(leader).map((r) => r.period));
    leader.proc.child.kill('SIGKILL');
    await leader.proc.exited;
    await new Promise((r) => setTimeout(r, 6 * PERIOD_MS));
    const taken = runs(follower).slice(before);
    for (const job of JOBS) {
      const periods = taken.filter((r) => r.job === job).map((r) => r.period);
      expect(periods.length, `${job} runs after the leader died`).toBeGreaterThanOrEqual(2);
      expect(Math.min(...periods), `${job}: no period of the dead leader again`).toBeGreaterThan(
        lastLeaderPeriod,
      );
    }
  });
});
