/**
 * Player protection on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): each limit refuses the
 * deposit or vendor bet that would pass it and allows the one that fits, across the 24 h / 7 d / 30 d window edges
 * (the app clock moved forward); an increase waits 24 h and a confirmation; a time-out or exclusion blocks login,
 * launch, deposits, the vendor bet (PLAYER_BLOCKED) and agent transfers, and leaves settlement figures out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as opsCli } from '../../../scripts/ops.ts';
import { sql } from 'drizzle-orm';
import { transfer } from '../ledger/index.ts';
import { signedHeaders } from '../vendor-wallet/protocol.ts';
import { testVendorSecret } from '../../test/harness.ts';
import { BOOTSTRAP, expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { addRound, makeMember } from '../agent/settlement/testkit.ts';
import { teamActivity } from '../agent/settlement/service.ts';
import { isProtected, takeBlock } from './service.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let k: PayKit;
let offset = 0;
/**
 * Moves the app clock forward. Sessions record their last use in database time, so the live ones are carried along
 * (their idle and absolute timeouts are not what these tests are about).
 */
async function move(ms: number) {
  offset += ms;
  k.setOffset(offset);
  await carrySessions();
}
async function carrySessions() {
  const now = new Date(Date.now() + offset);
  await k.t.db.query(sql`
    UPDATE sessions SET last_seen_at = ${now.toISOString()}::timestamptz,
      expires_at = ${new Date(now.getTime() + DAY).toISOString()}::timestamptz WHERE revoked_at IS NULL`);
}
/** A registered member with a session (registered on the real clock, its session carried to the moved one). */
async function member() {
  k.setOffset(0);
  const m = await k.member();
  k.setOffset(offset);
  await carrySessions();
  return m;
}
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.close());

type M = Awaited<ReturnType<PayKit['member']>>;

const setLimit = (m: M, key: string, value: string | null) =>
  k.t.req<{ applied: boolean; confirmableAt?: string }>('POST', '/wps/protection/limits', {
    token: m.token,
    body: { key, value },
  });

const deposit = (m: M, amount: string) =>
  k.t.req<{ status: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'rocket', amount },
  });

async function fund(memberId: string, minor: bigint) {
  await transfer(k.t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId },
    amountMinor: minor,
    kind: 'test.fund',
    idempotencyKey: `test:protection:${memberId}:${minor}:${Math.random()}`,
  });
}

let seq = 0;
async function vendor(op: 'bet' | 'win', playerId: string, amount: bigint, roundId?: string) {
  const body = JSON.stringify({
    playerId,
    currency: 'BDT',
    transactionId: `pt-${op}-${++seq}`,
    roundId: roundId ?? `pr-${seq}`,
    amount: amount.toString(),
  });
  const r = await k.t.app.inject({
    method: 'POST',
    url: `/vendor/BGS/wallet/${op}`,
    headers: signedHeaders(testVendorSecret('BGS'), body, Date.now() + offset),
    payload: body,
  });
  return { status: r.statusCode, json: r.json<{ status: string; code?: string; message?: string }>() };
}

/** Expires every pending deposit of the test so the per-method pending cap never interferes. */
async function settleDeposits() {
  await k.t.db.query(
    sql`UPDATE deposits SET status = 'credited', decided_at = created_at WHERE status = 'pending'`,
  );
}

describe('deposit limits', () => {
  it('refuses the deposit over the 24 h limit with what remains, allows the one that fits, and frees it after 24 h', async () => {
    const m = await member();
    expect((await setLimit(m, 'deposit:24h', '1000')).body.value).toEqual({ applied: true });
    expect((await deposit(m, '600')).status).toBe(200);
    const over = await deposit(m, '500');
    expect4xx(over, 'DEPOSIT_LIMIT_EXCEEDED');
    expect(over.body.value).toEqual({ period: '24h', remaining: '400.00' });
    expect(over.body.message).toContain('400.00');
    expect((await deposit(m, '400')).status).toBe(200);
    expect4xx(await deposit(m, '200'), 'DEPOSIT_LIMIT_EXCEEDED');
    await settleDeposits();
    await move(DAY - 60_000); // one minute before the first deposit leaves the window
    expect4xx(await deposit(m, '200'), 'DEPOSIT_LIMIT_EXCEEDED');
    await move(2 * 60_000); // one minute after
    expect((await deposit(m, '600')).status).toBe(200);
    await settleDeposits();
  });

  it('counts the 7 d and 30 d windows to their edges', async () => {
    const m = await member();
    await setLimit(m, 'deposit:7d', '1500');
    await setLimit(m, 'deposit:30d', '2000');
    expect((await deposit(m, '1000')).status).toBe(200);
    await settleDeposits();
    await move(6 * DAY);
    const week = await deposit(m, '600');
    expect4xx(week, 'DEPOSIT_LIMIT_EXCEEDED');
    expect(week.body.value).toEqual({ period: '7d', remaining: '500.00' });
    expect((await deposit(m, '500')).status).toBe(200);
    await settleDeposits();
    await move(DAY + 60_000); // the first deposit left the 7 d window, not the 30 d one
    const month = await deposit(m, '600');
    expect4xx(month, 'DEPOSIT_LIMIT_EXCEEDED');
    expect(month.body.value).toEqual({ period: '30d', remaining: '500.00' });
    expect((await deposit(m, '500')).status).toBe(200);
    await settleDeposits();
    await move(23 * DAY); // 30 d after the first deposit (+1 min): 1000.00 of the 30 d window is free again
    expect4xx(await deposit(m, '1100'), 'DEPOSIT_LIMIT_EXCEEDED');
    expect((await deposit(m, '1000')).status).toBe(200);
    await settleDeposits();
  });

  it('applies an increase only after 24 h and a confirmation; a decrease at once', async () => {
    const m = await member();
    await setLimit(m, 'deposit:24h', '500');
    const up = await setLimit(m, 'deposit:24h', '5000');
    expect(up.body.value!.applied).toBe(false);
    expect(Date.parse(up.body.value!.confirmableAt!) - (Date.now() + offset)).toBeGreaterThan(DAY - 60_000);
    expect4xx(await deposit(m, '600'), 'DEPOSIT_LIMIT_EXCEEDED');
    const early = await k.t.req('POST', '/wps/protection/limits/confirm', {
      token: m.token,
      body: { key: 'deposit:24h' },
    });
    expect4xx(early, 'PROTECTION_PENDING');
    await move(DAY + 60_000);
    // Still the old limit until the member confirms.
    const view = await k.t.req<{
      limits: Array<{ key: string; value: string; pending: { confirmable: boolean } }>;
    }>('GET', '/wps/protection', { token: m.token });
    const row = view.body.value!.limits.find((l) => l.key === 'deposit:24h')!;
    expect(row.value).toBe('500.00');
    expect(row.pending.confirmable).toBe(true);
    expect4xx(await deposit(m, '600'), 'DEPOSIT_LIMIT_EXCEEDED');
    const confirmed = await k.t.req('POST', '/wps/protection/limits/confirm', {
      token: m.token,
      body: { key: 'deposit:24h' },
    });
    expect(confirmed.status).toBe(200);
    expect((await deposit(m, '600')).status).toBe(200);
    await settleDeposits();
    // A decrease applies at once, and so does a removal only after 24 h.
    expect((await setLimit(m, 'deposit:24h', '100')).body.value).toEqual({ applied: true });
    expect4xx(await deposit(m, '200'), 'DEPOSIT_LIMIT_EXCEEDED');
    expect((await setLimit(m, 'deposit:24h', null)).body.value!.applied).toBe(false);
    expect4xx(await deposit(m, '200'), 'DEPOSIT_LIMIT_EXCEEDED');
    const hist = await k.ops<{ rows: Array<{ action: string }> }>(
      'GET',
      `/ops/api/protection/${m.id}/history`,
    );
    expect(hist.body.value!.rows.map((r) => r.action)).toEqual([
      'limit.increase.requested',
      'limit.decreased',
      'limit.increase.confirmed',
      'limit.increase.requested',
      'limit.decreased',
    ]);
  });

  it('refuses a limit above the brand maximum or of an unknown key', async () => {
    const m = await member();
    expect4xx(await setLimit(m, 'deposit:24h', '2000000'), 'AMOUNT_OUT_OF_RANGE');
    expect4xx(await setLimit(m, 'deposit:1y', '10'), 'VALIDATION');
  });

  it('holds the limit under a parallel burst of deposits', async () => {
    const m = await member();
    await setLimit(m, 'deposit:24h', '1000');
    const methods = ['rocket', 'bkash', 'rocket', 'bkash', 'rocket', 'bkash'];
    const rs = await Promise.all(
      methods.map((methodId) =>
        k.t.req('POST', '/wps/payments/deposits', { token: m.token, body: { methodId, amount: '300' } }),
      ),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(3);
    expect(rs.filter((r) => r.body.errorCode === 'DEPOSIT_LIMIT_EXCEEDED')).toHaveLength(3);
    await settleDeposits();
  });
});

describe('wager and loss limits on the vendor bet', () => {
  it('refuses the bet over the 24 h wager limit with PLAYER_BLOCKED, allows the one that fits, frees it after the window', async () => {
    const m = await member();
    await fund(m.id, 1_000_000n);
    await setLimit(m, 'wager:24h', '100');
    expect((await vendor('bet', m.id, 6_000n)).status).toBe(200);
    const over = await vendor('bet', m.id, 5_000n);
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED' });
    expect(over.json.message).toContain('wager:24h');
    expect((await vendor('bet', m.id, 4_000n)).status).toBe(200);
    expect((await vendor('bet', m.id, 1n)).status).toBe(403);
    expect(await k.cash(m.id)).toBe(990_000n);
    await move(DAY - 2 * HOUR);
    expect((await vendor('bet', m.id, 1n)).status).toBe(403);
    await move(3 * HOUR + 60_000); // past the window and its hour
    expect((await vendor('bet', m.id, 10_000n)).status).toBe(200);
  });

  it('counts wins against the loss limit (net of wins) over 7 d', async () => {
    const m = await member();
    await fund(m.id, 1_000_000n);
    await setLimit(m, 'loss:7d', '100');
    expect((await vendor('bet', m.id, 8_000n, `lr-${m.id}`)).status).toBe(200);
    expect((await vendor('bet', m.id, 3_000n)).status).toBe(403);
    expect((await vendor('win', m.id, 5_000n, `lr-${m.id}`)).status).toBe(200);
    // Net loss 30.00: a stake of 70.00 fits, 70.01 does not.
    expect((await vendor('bet', m.id, 7_001n)).status).toBe(403);
    expect((await vendor('bet', m.id, 7_000n)).status).toBe(200);
    await move(6 * DAY);
    expect((await vendor('bet', m.id, 1n)).status).toBe(403);
    await move(DAY + 2 * HOUR);
    expect((await vendor('bet', m.id, 10_000n)).status).toBe(200);
  });

  it('refuses bets once the live session is older than the session-length limit; a new login plays again', async () => {
    const m = await member();
    await fund(m.id, 1_000_000n);
    expect((await setLimit(m, 'session', '30')).status).toBe(200);
    // The session began now on the moved app clock (the database stamped it on the real one).
    await k.t.db
      .query(sql`UPDATE sessions SET created_at = ${new Date(Date.now() + offset).toISOString()}::timestamptz
      WHERE member_id = ${m.id}::bigint`);
    expect((await vendor('bet', m.id, 1_000n)).status).toBe(200);
    await move(29 * 60_000);
    expect((await vendor('bet', m.id, 1_000n)).status).toBe(200);
    await move(2 * 60_000);
    const over = await vendor('bet', m.id, 1_000n);
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED' });
    expect(over.json.message).toContain('session');
    expect(await k.cash(m.id)).toBe(998_000n);
    const again = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(again.status).toBe(200);
    // The new session began now on the moved app clock (the database stamps it on the real one).
    await k.t.db
      .query(sql`UPDATE sessions SET created_at = ${new Date(Date.now() + offset).toISOString()}::timestamptz
      WHERE token_hash = (SELECT token_hash FROM sessions WHERE member_id = ${m.id}::bigint
        ORDER BY created_at DESC LIMIT 1)`);
    expect((await vendor('bet', m.id, 1_000n)).status).toBe(200);
  });

  it('keeps the wager limit under a parallel burst of bets', async () => {
    const m = await member();
    await fund(m.id, 1_000_000n);
    await setLimit(m, 'wager:30d', '100');
    const rs = await Promise.all(Array.from({ length: 8 }, () => vendor('bet', m.id, 3_000n)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await k.cash(m.id)).toBe(991_000n);
  });

  it('refuses the bet of a member its agent locked, and takes it again once unlocked', async () => {
    const m = await member();
    await fund(m.id, 100_000n);
    await k.t.db.query(sql`UPDATE members SET agent_locked_at = now() WHERE id = ${m.id}::bigint`);
    const r = await vendor('bet', m.id, 1_000n);
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('PLAYER_BLOCKED');
    expect(await k.cash(m.id)).toBe(100_000n);
    await k.t.db.query(sql`UPDATE members SET agent_locked_at = NULL WHERE id = ${m.id}::bigint`);
    expect((await vendor('bet', m.id, 1_000n)).status).toBe(200);
  });

  it('refuses the launch once a wager limit is used up', async () => {
    const m = await member();
    await fund(m.id, 100_000n);
    await setLimit(m, 'wager:24h', '10');
    expect((await vendor('bet', m.id, 1_000n)).status).toBe(200);
    const r = await k.t.req('POST', '/wps/game/launchGame', {
      token: m.token,
      body: { vassalage: 'BGS', gameType: 'SLOT', nodeId: 1 },
    });
    expect4xx(r, 'PLAY_LIMIT_REACHED');
  });
});

describe('time-out and self-exclusion', () => {
  it('a 24 h time-out ends the session, refuses login with its end, deposits and bets; it cannot be shortened', async () => {
    const m = await member();
    await fund(m.id, 100_000n);
    // A login ticket minted before the time-out (D1 hand-off to another site) gives no session after it.
    const ticket = await k.t.req<{ ticket: string }>('POST', '/wps/session/ticket', { token: m.token });
    expect(ticket.status).toBe(200);
    const t = await k.t.req<{ kind: string; until: string }>('POST', '/wps/protection/timeout', {
      token: m.token,
      body: { length: '24h' },
    });
    expect(t.status).toBe(200);
    expect(Date.parse(t.body.value!.until) - (Date.now() + offset)).toBeGreaterThan(DAY - 60_000);
    expect4xx(await k.t.req('GET', '/wps/protection', { token: m.token }), 'NOT_LOGGED_IN');
    const login = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.errorCode).toBe('TIMED_OUT');
    expect((login.body.value as { until: string }).until).toBe(t.body.value!.until);
    const exchange = await k.t.req('POST', '/wps/session/ticket/exchange', {
      body: { ticket: ticket.body.value!.ticket },
    });
    expect([exchange.status, exchange.body.errorCode]).toEqual([403, 'TIMED_OUT']);
    const bet = await vendor('bet', m.id, 100n);
    expect(bet.json.code).toBe('PLAYER_BLOCKED');
    expect(await isProtected(k.t.db, m.id, Date.now() + offset)).toBe(true);
    const list = await k.ops<{ rows: Array<{ memberId: string }> }>(
      'GET',
      '/ops/api/protection?brand=deshplay&state=timeout',
    );
    expect(list.body.value!.rows.map((r) => r.memberId)).toContain(m.id);
    await move(DAY + 60_000);
    const again = await k.t.req<{ token: string }>('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(again.status).toBe(200);
    expect((await vendor('bet', m.id, 100n)).status).toBe(200);
    expect(await isProtected(k.t.db, m.id, Date.now() + offset)).toBe(false);
  });

  it('a permanent exclusion ends only through an operator, after the cooling-off', async () => {
    const m = await member();
    const x = await k.t.req('POST', '/wps/protection/exclusion', {
      token: m.token,
      body: { length: 'permanent' },
    });
    expect(x.body.value).toEqual({ kind: 'exclusion', until: null });
    const login = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(login.body.errorCode).toBe('SELF_EXCLUDED_PERMANENT');
    const listed = await k.ops<{ rows: Array<{ memberId: string }> }>(
      'GET',
      '/ops/api/protection?brand=deshplay&state=excluded',
    );
    expect(listed.body.value!.rows.map((r) => r.memberId)).toContain(m.id);
    const end = await k.ops<{ until: string }>('POST', `/ops/api/protection/${m.id}/end-exclusion`, {
      reason: 'member request with counselling letter',
    });
    expect(end.status).toBe(200);
    const coolingEnd = Date.parse(end.body.value!.until);
    expect(coolingEnd - (Date.now() + offset)).toBeGreaterThan(168 * HOUR - 60_000);
    const during = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(during.body.errorCode).toBe('SELF_EXCLUDED');
    expect4xx(
      await k.ops('POST', `/ops/api/protection/${m.id}/end-exclusion`, {}),
      'PROTECTION_NOT_PERMANENT',
    );
    await move(coolingEnd - (Date.now() + offset) + 60_000);
    const after = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(after.status).toBe(200);
  });

  it('the ops CLI lists excluded members and prints the history', async () => {
    const m = await member();
    await k.t.req('POST', '/wps/protection/exclusion', { token: m.token, body: { length: '1y' } });
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    const env = process.env.OPS_BOOTSTRAP_TOKEN;
    process.env.OPS_BOOTSTRAP_TOKEN = BOOTSTRAP;
    try {
      expect(
        await opsCli(['protection', '--brand', 'deshplay', '--state', 'excluded', '--url', k.baseUrl]),
      ).toBe(0);
      expect(out.some((l) => l.startsWith(`${m.id}\t${m.username}\texclusion\t`))).toBe(true);
      out.length = 0;
      expect(await opsCli(['protection-history', m.id, '--url', k.baseUrl])).toBe(0);
      expect(out.some((l) => l.includes('\tmember\texclusion\t'))).toBe(true);
    } finally {
      log.mockRestore();
      process.env.OPS_BOOTSTRAP_TOKEN = env;
    }
  });

  it('refuses a shorter block while a longer one is in force, and takes a longer one', async () => {
    const m = await member();
    await k.t.req('POST', '/wps/protection/timeout', { token: m.token, body: { length: '7d' } });
    const ctx = k.t.app.ctx;
    const brand = ctx.brands.get('deshplay')!;
    await expect(takeBlock(ctx, brand, m.id, 'timeout', '24h')).rejects.toMatchObject({
      errorCode: 'PROTECTION_BLOCKED',
    });
    const longer = await takeBlock(ctx, brand, m.id, 'exclusion', '6m');
    expect(longer.kind).toBe('exclusion');
    const login = await k.t.req('POST', '/wps/session/login', {
      body: { username: m.username, password: m.password },
    });
    expect(login.body.errorCode).toBe('SELF_EXCLUDED');
    expect((login.body.value as { until: string }).until).toBe(longer.until);
    expect(login.body.message).toContain(longer.until!);
  });

  it('settlement leaves a self-excluded member out of the team figures', async () => {
    const agent = await makeMember(k.t.db, 'deshplay', { agent: true });
    const a = await makeMember(k.t.db, 'deshplay', { agent: false, uplineId: agent.id });
    const b = await makeMember(k.t.db, 'deshplay', { agent: false, uplineId: agent.id });
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    const period = { start, end: start + DAY };
    await addRound(k.t.db, a.id, { stake: 10_000n, win: 0n, closedAt: new Date(start + HOUR) });
    await addRound(k.t.db, b.id, { stake: 30_000n, win: 5_000n, closedAt: new Date(start + 2 * HOUR) });
    const before = await teamActivity(k.t.db, [{ agentId: agent.id, singleBetMin: 1n }], period, 'BDT');
    expect(before.get(agent.id)).toMatchObject({ bets: 40_000n, wins: 5_000n, activeMembers: 2 });
    await k.t.db.query(sql`
      INSERT INTO member_protection (member_id, brand, block, block_until, updated_at)
      VALUES (${b.id}::bigint, 'deshplay', 'exclusion', NULL, now())`);
    const after = await teamActivity(k.t.db, [{ agentId: agent.id, singleBetMin: 1n }], period, 'BDT');
    expect(after.get(agent.id)).toMatchObject({ bets: 10_000n, wins: 0n, activeMembers: 1 });
  });
});
