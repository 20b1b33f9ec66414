/**
 * Reality check and idle warning over HTTP (UKGC RTS 13; GLI-19 2.5.4; @playdeck/api-client/player): the session
 * summary counts the rounds of this session only, the interval is the member's choice among the brand's, the summary
 * is passive (it never keeps an idle session alive), every member answer tells how long the session has left, and
 * "stay signed in" restarts the idle window. The clock is moved, never waited for. PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealityCheckValue } from '@playdeck/api-client/player';
import { SESSION_LAPSE_HEADER } from '@playdeck/api-client/routes';
import { transfer } from '../ledger/index.ts';
import { sha256 } from '../../infra/tokens.ts';
import { IDLE_MS } from '../session/service.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let seq = 0;
const id = (p: string) => `rc-${p}-${++seq}`;

/** A registered, funded member (on the real clock). */
async function member() {
  clock = Date.now();
  const m = await t.register();
  const playerId = (await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token })).body.value!
    .id;
  await transfer(t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: playerId },
    amountMinor: 100_000n,
    kind: 'test.fund',
    idempotencyKey: `test:rc:${playerId}`,
  });
  return { ...m, playerId };
}

/** One round on BGS: a bet, then a win unless `win` is null. */
async function round(playerId: string, stake: number, win: number | null) {
  const roundId = id('r');
  const base = { playerId, currency: 'BDT', roundId };
  await vendorWalletCall(t, 'BGS', 'bet', { ...base, transactionId: id('b'), amount: String(stake) });
  if (win !== null)
    await vendorWalletCall(t, 'BGS', 'win', { ...base, transactionId: id('w'), amount: String(win) });
}

const summary = (token: string) => t.req<RealityCheckValue>('GET', '/wps/player/realityCheck', { token });

/** The session row's start and last activity, ms. */
async function sessionTimes(token: string) {
  const [row] = await t.db.query<{ created_at: string | Date; last_seen_at: string | Date }>(
    sql`SELECT created_at, last_seen_at FROM sessions WHERE token_hash = ${sha256(token)}`,
  );
  return { created: new Date(row!.created_at).getTime(), lastSeen: new Date(row!.last_seen_at).getTime() };
}

describe('reality check', () => {
  it("shows this session's length, stakes and net result, not those of earlier sessions", async () => {
    const m = await member();
    await round(m.playerId, 1_000, 0); // before the new session: left out
    const login = await t.req<{ token: string }>('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    const token = login.body.value!.token;
    await round(m.playerId, 500, 1_200); // +7.00
    await round(m.playerId, 300, null); // open: -3.00 so far
    const { created } = await sessionTimes(token);
    clock = created + 20 * 60_000;
    const r = await summary(token);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      sessionMs: 20 * 60_000,
      sessionStartedAt: new Date(created).toISOString(),
      rounds: 2,
      wagered: '8.00',
      net: '4.00',
      currency: 'BDT',
      intervalMinutes: 60,
      intervalsMinutes: [15, 30, 60, 120],
      idleWarningSeconds: 60,
    });
    // The first session saw all three rounds.
    expect((await summary(m.token)).body.value).toMatchObject({ rounds: 3, wagered: '18.00', net: '-6.00' });
  });

  it("keeps the member's interval among the brand's choices and refuses others with a stable code", async () => {
    const m = await member();
    const set = await t.req<RealityCheckValue>('PUT', '/wps/player/realityCheck', {
      token: m.token,
      body: { intervalMinutes: 15 },
    });
    expect(set.body.value).toMatchObject({ intervalMinutes: 15 });
    expect((await summary(m.token)).body.value!.intervalMinutes).toBe(15);
    const bad = await t.req('PUT', '/wps/player/realityCheck', {
      token: m.token,
      body: { intervalMinutes: 45 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errorCode: 'REALITY_CHECK_INTERVAL',
      message: 'Please choose one of the offered reminder intervals',
      value: { field: 'intervalMinutes', options: [15, 30, 60, 120] },
    });
    expect((await summary(m.token)).body.value!.intervalMinutes).toBe(15);
    expect((await t.req('GET', '/wps/player/realityCheck')).status).toBe(401);
  });

  it('never keeps an idle session alive: the summary is passive, the lapse header counts down to the logout', async () => {
    const m = await member();
    const { lastSeen } = await sessionTimes(m.token);
    // 29 minutes idle: the summary still answers, says one minute is left, and moves nothing.
    clock = lastSeen + IDLE_MS - 60_000;
    const r = await summary(m.token);
    expect(r.status).toBe(200);
    expect(r.headers[SESSION_LAPSE_HEADER]).toBe('60000');
    expect((await sessionTimes(m.token)).lastSeen).toBe(lastSeen);
    // The idle limit passes: the session is gone, for the summary as for everything else.
    clock = lastSeen + IDLE_MS;
    expect((await summary(m.token)).status).toBe(401);
    expect((await t.req('GET', '/wps/player/recall', { token: m.token })).body).toMatchObject({
      errorCode: 'NOT_LOGGED_IN',
    });
  });

  it('"stay signed in" restarts the idle window a minute before the logout', async () => {
    const m = await member();
    const { lastSeen } = await sessionTimes(m.token);
    clock = lastSeen + IDLE_MS - 59_000;
    const stay = await t.req<{ lapsesInMs: number }>('POST', '/wps/player/staySignedIn', { token: m.token });
    expect(stay.status).toBe(200);
    expect(stay.body.value!.lapsesInMs).toBe(IDLE_MS);
    expect(stay.headers[SESSION_LAPSE_HEADER]).toBe(String(IDLE_MS));
    // Past the first window, the session lives on.
    clock = lastSeen + IDLE_MS + 60_000;
    expect((await summary(m.token)).status).toBe(200);
  });
});
