/**
 * Bounded password hashing (src/infra/pool.ts) and process load shedding (src/http/pressure.ts): jobs run `concurrency` at a time, at most `queueLimit` wait, the next
 * is refused at once; through the login route a full pool answers 503 SERVER_BUSY with Retry-After and counts no
 * failed attempt.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { passwordPool, passwordPoolLimits, WorkPool } from './pool.ts';
import { guardedCheck } from './limiter/index.ts';
import { pressureLimits } from '../http/pressure.ts';

/** A job that runs until `release()` is called. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { job: () => done, release };
}

describe('WorkPool', () => {
  it('runs at most `concurrency` jobs at once, queues `queueLimit` more and refuses the next with SERVER_BUSY', async () => {
    const pool = new WorkPool({ concurrency: 2, queueLimit: 1, retryAfterSeconds: 3 });
    let running = 0;
    let most = 0;
    const gates = [held(), held(), held()];
    const jobs = gates.map((g) =>
      pool.run(async () => {
        running++;
        most = Math.max(most, running);
        await g.job();
        running--;
      }),
    );
    expect(pool.load).toEqual({ active: 2, waiting: 1 });
    await expect(pool.run(async () => 'never')).rejects.toMatchObject({
      errorCode: 'SERVER_BUSY',
      status: 503,
      retryAfterSeconds: 3,
    });
    expect(pool.refused).toBe(1);
    for (const g of gates) g.release();
    await Promise.all(jobs);
    expect(most).toBe(2);
    expect(pool.load).toEqual({ active: 0, waiting: 0 });
    await expect(pool.run(async () => 'again')).resolves.toBe('again');
  });

  it('reads its limits from the environment, with defaults for bad values', () => {
    expect(
      passwordPoolLimits({
        PASSWORD_HASH_CONCURRENCY: '3',
        PASSWORD_HASH_QUEUE: '0',
        PASSWORD_HASH_RETRY_AFTER_S: '5',
      }),
    ).toEqual({ concurrency: 3, queueLimit: 0, retryAfterSeconds: 5 });
    const d = passwordPoolLimits({ PASSWORD_HASH_CONCURRENCY: '0', PASSWORD_HASH_QUEUE: 'x' });
    expect(d.concurrency).toBeGreaterThanOrEqual(1);
    expect(d.queueLimit).toBe(64);
  });
});

describe('login while the password pool is full', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 SERVER_BUSY with Retry-After at once, records no failed attempt, and logs in once there is room', async () => {
    const u = await t.register();
    const saved = { ...passwordPool.limits };
    Object.assign(passwordPool.limits, { concurrency: 1, queueLimit: 0, retryAfterSeconds: 2 });
    const g = held();
    const blocker = passwordPool.run(g.job);
    try {
      const started = Date.now();
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json', language: 'en' },
        payload: JSON.stringify({ username: u.username, password: u.password }),
      });
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('2');
      expect(r.json()).toMatchObject({ success: false, errorCode: 'SERVER_BUSY' });
      expect(Date.now() - started).toBeLessThan(1000);
      const failures = await t.db.query<{ n: string }>(
        sql`SELECT coalesce(sum(attempts), 0)::text AS n FROM attempt_limits WHERE scope = 'login'`,
      );
      expect(failures[0]?.n ?? '0').toBe('0');
    } finally {
      g.release();
      await blocker;
      Object.assign(passwordPool.limits, saved);
    }
    const ok = await t.req<{ token: string }>('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
    });
    expect(ok.status).toBe(200);
  });

  it('gives the attempt back when the pool fills between the door and the hash: shed logins never lock the member', async () => {
    const u = await t.register();
    const run = passwordPool.run;
    // The race the door cannot see: the pool is not full when the call comes in, and full when its hash would start.
    passwordPool.run = () => Promise.reject(passwordPool.busy());
    try {
      for (let i = 0; i < 5; i++) {
        const r = await t.req('POST', '/wps/session/login', {
          body: { username: u.username, password: u.password },
        });
        expect(r.status).toBe(503);
        expect(r.body.errorCode).toBe('SERVER_BUSY');
      }
    } finally {
      passwordPool.run = run;
    }
    const ok = await t.req<{ token: string }>('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
    });
    expect(ok.status).toBe(200);
  });

  it('guardedCheck gives back an attempt whose check was shed (SERVER_BUSY) and keeps any other failure (fail closed)', async () => {
    const rule = { scope: 'test-shed', max: 2, windowMs: 60_000 };
    const ctx = t.app.ctx;
    for (let i = 0; i < 5; i++)
      await expect(
        guardedCheck(ctx, rule, 'someone', () => Promise.reject(passwordPool.busy())),
      ).rejects.toMatchObject({ errorCode: 'SERVER_BUSY' });
    expect(await guardedCheck(ctx, rule, 'someone', async () => false)).toMatchObject({
      ok: false,
      locked: false,
      left: 1,
    });
    await expect(
      guardedCheck(ctx, rule, 'someone', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await guardedCheck(ctx, rule, 'someone', async () => true)).toMatchObject({
      ok: false,
      locked: true,
    });
  });
});

describe('process load shedding (http/pressure.ts)', () => {
  it('answers 503 SERVER_BUSY with Retry-After while over a limit, in the Language header, and still the probes', async () => {
    // A heap limit of 1 byte: over it from the first sample on.
    const t = await createTestApp({
      loadShedding: true,
      pressure: {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0,
        maxHeapBytes: 1,
        maxRssBytes: 0,
        retryAfterSeconds: 7,
      },
    });
    try {
      await new Promise((r) => setTimeout(r, 1500)); // the plugin samples memory every second
      const r = await t.app.inject({ url: '/wps/system/status', headers: { language: 'bn' } });
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('7');
      expect(r.json()).toEqual({
        success: false,
        errorCode: 'SERVER_BUSY',
        message: 'সার্ভার এখন ব্যস্ত, একটু পরে আবার চেষ্টা করুন।',
      });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reads its limits from the environment', () => {
    expect(pressureLimits({})).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxHeapBytes: 0,
      maxRssBytes: 0,
      retryAfterSeconds: 10,
    });
    expect(
      pressureLimits({ PRESSURE_MAX_RSS_BYTES: '500000000', PRESSURE_RETRY_AFTER_S: '3' }),
    ).toMatchObject({
      maxRssBytes: 500_000_000,
      retryAfterSeconds: 3,
    });
  });
});

describe('the door of the password routes', () => {
  it('refuses a login before reading it while the pool is saturated, in the request language', async () => {
    const t = await createTestApp();
    const saved = { ...passwordPool.limits };
    Object.assign(passwordPool.limits, { concurrency: 1, queueLimit: 0, retryAfterSeconds: 4 });
    const g = held();
    const blocker = passwordPool.run(g.job);
    try {
      expect(passwordPool.saturated).toBe(true);
      // Not even valid JSON: refused at the door, before the body is parsed.
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json', language: 'bn' },
        payload: '{not json',
      });
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('4');
      expect(r.json()).toMatchObject({
        errorCode: 'SERVER_BUSY',
        message: 'সার্ভার এখন ব্যস্ত, একটু পরে আবার চেষ্টা করুন।',
      });
      // Other calls are served.
      expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      g.release();
      await blocker;
      Object.assign(passwordPool.limits, saved);
      await t.close();
    }
  });
});
