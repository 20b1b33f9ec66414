/**
 * Attempt reservation (src/infra/limiter) on the real server: parallel bursts of guesses against every "N failures then lock"
 * control get at most N checks, and a right password sent inside the burst after the limit gets nothing. Runs on the
 * database of the harness (PGlite, or PostgreSQL when DATABASE_URL is set) and, when REDIS_URL is set, again with the
 * short-lived store (and so the reservations) in Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Brand } from '../brands/index.ts';
import { redisKv, type Kv } from '../kv/index.ts';
import { createTestApp, type Res, type TestApp } from '../../test/harness.ts';
import { pgAttemptStore, redisAttemptStore, type AttemptRule, type AttemptStore } from './index.ts';

const REDIS_URL = process.env.REDIS_URL;
const prefix = `pdtest:${randomBytes(4).toString('hex')}:`;
const clients: Redis[] = [];
const redis = () => {
  const r = new Redis(REDIS_URL!, { maxRetriesPerRequest: 2 });
  clients.push(r);
  return r;
};
afterAll(async () => {
  if (!REDIS_URL) return;
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
  for (const c of clients) c.disconnect();
});

const BURST = 100;
const codes = (rs: Res[]) => {
  const n: Record<string, number> = {};
  for (const r of rs) n[r.body.errorCode ?? 'OK'] = (n[r.body.errorCode ?? 'OK'] ?? 0) + 1;
  return n;
};

/** Agent transfers on (limits configured), so the transfer password can be tried. */
const transfersOn = (b: Brand): Partial<Brand> => ({
  config: {
    ...b.config!,
    config: {
      ...b.config!.config,
      server: {
        ...b.config!.config.server,
        agentTransfer: { downDailyMinor: '100000', upDailyMinor: '30000', dailyCount: 4 },
      },
    },
  },
});

const variants: Array<[string, (() => Kv) | undefined]> = [['database', undefined]];
if (REDIS_URL) variants.push(['redis', () => redisKv(redis(), prefix)]);

describe.each(variants)('attempt reservation, reservations in the %s', (_name, makeKv) => {
  let t: TestApp;
  const open = async () => {
    t = await createTestApp({ ...(makeKv ? { kv: makeKv() } : {}), brandOverride: transfersOn });
  };
  afterAll(async () => {
    await t?.close();
  });

  it('100 parallel login guesses: at most 3 checked, and the right password inside the burst gets no token', async () => {
    await open();
    const u = await t.register();
    const login = (password: string) =>
      t.req<{ token: string }>('POST', '/wps/session/login', {
        body: { username: u.username, password },
        ip: t.ip(),
      });
    // The right password sits at position 60 of the burst, long after the limit of 3.
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login(i === 60 ? u.password : `wrong-${i}-pass`)),
    );
    const n = codes(answers);
    expect(n.OK ?? 0, JSON.stringify(n)).toBe(0);
    // Two failures answered as such, the third locks; everything else is refused without a check.
    expect(n.LOGIN_FAILED ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(2);
    expect(n.ACCOUNT_LOCKED, JSON.stringify(n)).toBeGreaterThanOrEqual(BURST - 2);
    expect(answers.every((a) => a.status === 401 || a.status === 423)).toBe(true);
    // And afterwards the name stays locked, right password or not.
    const after = await login(u.password);
    expect(after.status).toBe(423);
    expect(after.body.errorCode).toBe('ACCOUNT_LOCKED');
  });

  it('100 parallel change-password guesses: at most 5 checked, the right old password in the burst changes nothing', async () => {
    const u = await t.register();
    const change = (oldPassword: string, newPassword: string) =>
      t.req('POST', '/wps/member/password', {
        token: u.token,
        body: { oldPassword, newPassword, confirmNewPassword: newPassword },
      });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i === 60 ? change(u.password, 'Taken-over-pass-60') : change(`wrong-${i}-pass`, 'New-pass-x1y2'),
      ),
    );
    const n = codes(answers);
    expect(n.OK ?? 0, JSON.stringify(n)).toBe(0);
    expect(n.PASSWORD_INCORRECT ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(4);
    expect(n.PASSWORD_LOCKED, JSON.stringify(n)).toBeGreaterThanOrEqual(BURST - 4);
    // The password is unchanged: the old one still logs in elsewhere.
    const l = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
      ip: t.ip(),
    });
    expect(l.status).toBe(200);
  });

  it('the re-entered login password is one budget: a lock from change-password also stops agent transfers and payout binding', async () => {
    const agent = await t.register();
    const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: agent.token });
    await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${info.body.value!.id}::bigint`);
    const child = await t.req<{ id: string }>('POST', '/wps/agent/team/downlines', {
      token: agent.token,
      body: { username: `ltd${randomBytes(3).toString('hex')}`, kind: 'member' },
    });
    expect(child.status).toBe(200);
    const transfer = (password: string, i: number) =>
      t.req('POST', '/wps/agent/transfer', {
        token: agent.token,
        body: {
          direction: 'down',
          memberId: child.body.value!.id,
          amount: '1.00',
          password,
          idempotencyKey: `limiter-${i}-${randomBytes(4).toString('hex')}`,
        },
      });
    // 100 parallel wrong transfer passwords: at most 5 checked.
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => transfer(`wrong-${i}`, i)));
    const n = codes(answers);
    expect(n.PASSWORD_INCORRECT ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(4);
    expect(n.PASSWORD_LOCKED, JSON.stringify(n)).toBeGreaterThanOrEqual(BURST - 4);
    // The right password is refused on every re-entry while the lock runs.
    const right = await transfer(agent.password, 999);
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('PASSWORD_LOCKED');
    expect(right.body.message).toContain('30 minutes');
    const payout = await t.req('POST', '/wps/payments/payout-accounts', {
      token: agent.token,
      body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: agent.password },
    });
    expect(payout.body.errorCode).toBe('PASSWORD_LOCKED');
    const change = await t.req('POST', '/wps/member/password', {
      token: agent.token,
      body: {
        oldPassword: agent.password,
        newPassword: 'New-pass-x1y2',
        confirmNewPassword: 'New-pass-x1y2',
      },
    });
    expect(change.body.errorCode).toBe('PASSWORD_LOCKED');
  });

  it('100 parallel withdraw-password guesses: at most 5 checked, the right one in the burst is refused', async () => {
    const u = await t.register();
    const WPW = 'wd-pass-2468';
    const set = await t.req('PUT', '/wps/payments/withdraw/password', {
      token: u.token,
      body: { password: u.password, newWithdrawPassword: WPW, confirmWithdrawPassword: WPW },
    });
    expect(set.status).toBe(200);
    const verify = (withdrawPassword: string) =>
      t.req('POST', '/wps/payments/withdraw/password/verify', {
        token: u.token,
        body: { withdrawPassword },
      });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => verify(i === 60 ? WPW : `wrong-${i}-wd`)),
    );
    const n = codes(answers);
    expect(n.OK ?? 0, JSON.stringify(n)).toBe(0);
    expect(n.WITHDRAW_PASSWORD_INCORRECT ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(4);
    expect(n.WITHDRAW_PASSWORD_LOCKED, JSON.stringify(n)).toBeGreaterThanOrEqual(BURST - 4);
    const state = await t.req<{ isSet: boolean; lockedUntil?: string }>(
      'GET',
      '/wps/payments/withdraw/password',
      { token: u.token },
    );
    expect(state.body.value!.isSet).toBe(true);
    expect(Date.parse(state.body.value!.lockedUntil!)).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe.each([
  ['database', undefined],
  ...(REDIS_URL ? ([['redis', () => redisAttemptStore(redis(), prefix)]] as const) : []),
] as Array<[string, (() => AttemptStore) | undefined]>)('AttemptStore contract (%s)', (_name, make) => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });
  const store = async () => {
    if (make) return make();
    t ??= await createTestApp();
    return pgAttemptStore(t.db);
  };
  const rule: AttemptRule = { scope: 'test', max: 3, windowMs: 60_000, lockMs: 120_000 };

  it('grants exactly max of 100 concurrent reservations; the one reaching max starts the lock', async () => {
    const s = await store();
    const now = Date.now();
    const subject = `s-${randomBytes(4).toString('hex')}`;
    const rs = await Promise.all(Array.from({ length: BURST }, () => s.reserve(rule, subject, now)));
    const granted = rs.filter((r) => r.granted);
    expect(granted.map((r) => r.attempts).sort()).toEqual([1, 2, 3]);
    expect(granted.find((r) => r.attempts === 3)!.lockedUntil).toBe(now + 120_000);
    expect(rs.filter((r) => !r.granted).every((r) => r.lockedUntil === now + 120_000)).toBe(true);
    expect(await s.peek(rule, subject, now)).toEqual({ attempts: 3, lockedUntil: now + 120_000 });
    // The lock runs out: a fresh window.
    expect(await s.reserve(rule, subject, now + 120_001)).toEqual({
      granted: true,
      attempts: 1,
      lockedUntil: null,
    });
  });

  it('release gives an attempt back and lifts the lock it started; clear forgets; a window ends', async () => {
    const s = await store();
    const now = Date.now();
    const subject = `r-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) await s.reserve(rule, subject, now);
    await s.release(rule, subject, now);
    expect(await s.peek(rule, subject, now)).toEqual({ attempts: 2, lockedUntil: null });
    expect((await s.reserve(rule, subject, now)).granted).toBe(true);
    await s.clear(rule, subject);
    expect(await s.peek(rule, subject, now)).toEqual({ attempts: 0, lockedUntil: null });
    await s.reserve(rule, subject, now);
    expect(await s.peek(rule, subject, now + 60_001)).toEqual({ attempts: 0, lockedUntil: null });
    expect((await s.reserve(rule, subject, now + 60_001)).attempts).toBe(1);
  });

  it('a budget without lockMs refuses until its window ends', async () => {
    const s = await store();
    const budget: AttemptRule = { scope: 'test-budget', max: 2, windowMs: 60_000 };
    const now = Date.now();
    const subject = `b-${randomBytes(4).toString('hex')}`;
    await s.reserve(budget, subject, now);
    const second = await s.reserve(budget, subject, now + 10_000);
    expect(second).toEqual({ granted: true, attempts: 2, lockedUntil: now + 60_000 });
    expect(await s.reserve(budget, subject, now + 59_000)).toMatchObject({
      granted: false,
      lockedUntil: now + 60_000,
    });
    expect(await s.reserve(budget, subject, now + 60_000)).toMatchObject({ granted: true, attempts: 1 });
  });
});
