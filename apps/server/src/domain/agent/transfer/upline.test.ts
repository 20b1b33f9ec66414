/**
 * The member-center transfer to the upline over HTTP (spec 2 page transferUpline under AGENTTRANSFER3; docs/decisions.md
 * D12): a member with an agent upline sends money up with its login password; the agent transfers' daily limits
 * (here 300.00 up, 4 transfers a day), audit row and idempotency key apply; the balance never goes negative, even
 * under a parallel burst. Tree: agent A -> member P; member Q with no upline.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentTransferResult,
  CreatedDownline,
  UplineTransferView,
} from '@playdeck/api-client/agentTeam';
import type { Brand } from '../../../infra/brands/index.ts';
import { balanceOf, transfer } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

interface Who {
  id: string;
  username: string;
  password: string;
  token: string;
}

const limited =
  (up: string, count: number) =>
  (b: Brand): Partial<Brand> => ({
    config: {
      ...b.config!,
      config: {
        ...b.config!.config,
        server: {
          ...b.config!.config.server,
          agentTransfer: { downDailyMinor: '100000', upDailyMinor: up, dailyCount: count },
        },
      },
    },
  });

const idOf = async (t: TestApp, token: string) =>
  (await t.req<{ id: string }>('GET', '/wps/member/info', { token })).body.value!.id;

async function agentWithMember(t: TestApp, username: string) {
  const u = await t.register();
  const id = await idOf(t, u.token);
  await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${id}::bigint`);
  const A: Who = { id, username: u.username, password: u.password, token: u.token };
  const r = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
    token: A.token,
    body: { username, kind: 'member' },
  });
  const otp = r.body.value!.oneTimePassword;
  const l = await t.req<{ token: string }>('POST', '/wps/session/login', {
    body: { username, password: otp },
    ip: t.ip(),
  });
  // D2: the first session can only replace the one-time password, which it does here.
  const password = `Fresh-${username}-pass`;
  await t.req('POST', '/wps/member/password', {
    token: l.body.value!.token,
    body: { oldPassword: otp, newPassword: password, confirmNewPassword: password },
  });
  const P: Who = { id: r.body.value!.id, username, password, token: l.body.value!.token };
  return { A, P };
}

async function fund(t: TestApp, id: string, minor: bigint) {
  await transfer(t.db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: id },
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `upline-test:${id}:${minor}:${Math.random()}`,
  });
}

const cashOf = (t: TestApp, id: string) =>
  balanceOf(t.db, { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: id });

let keyNo = 0;
const key = () => `upline-key-${++keyNo}-${Date.now()}`;

const send = (t: TestApp, from: Who, body: Record<string, unknown>) =>
  t.req<AgentTransferResult>('POST', '/wps/member/transfer/upline', {
    token: from.token,
    body: { password: from.password, idempotencyKey: key(), ...body },
    ip: '198.51.100.7',
  });

describe('member transfer to the agent upline', () => {
  let t: TestApp;
  let A: Who, P: Who;
  beforeAll(async () => {
    t = await createTestApp({ brandOverride: limited('30000', 4) });
    ({ A, P } = await agentWithMember(t, 'upmember01'));
    await fund(t, P.id, 50_000n); // 500.00
  });
  afterAll(() => t.close());

  it("shows the agent upline, today's limit and the balance", async () => {
    const r = await t.req<UplineTransferView>('GET', '/wps/member/transfer/upline', { token: P.token });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      currency: 'BDT',
      upline: { username: A.username },
      limit: '300.00',
      used: '0.00',
      count: { limit: 4, used: 0 },
      balance: '500.00',
    });
  });

  it('moves the money to the upline, with an audit row, and a retry with the same key moves nothing more', async () => {
    const idempotencyKey = key();
    const r = await send(t, P, { amount: '120.00', idempotencyKey });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ duplicate: false, amount: '120.00', balance: '380.00' });
    expect(await cashOf(t, A.id)).toBe(12_000n);
    const again = await send(t, P, { amount: '120.00', idempotencyKey });
    expect(again.body.value).toMatchObject({ duplicate: true, transferId: r.body.value!.transferId });
    expect(await cashOf(t, P.id)).toBe(38_000n);
    const audit = await t.db.query<Record<string, string>>(sql`
      SELECT from_member_id::text AS "from", to_member_id::text AS "to", direction, amount::text AS amount, ip
      FROM agent_transfers WHERE from_member_id = ${P.id}::bigint`);
    expect(audit).toEqual([{ from: P.id, to: A.id, direction: 'up', amount: '12000', ip: '198.51.100.7' }]);
    const view = await t.req<UplineTransferView>('GET', '/wps/member/transfer/upline', { token: P.token });
    expect(view.body.value).toMatchObject({ used: '120.00', count: { used: 1 }, balance: '380.00' });
  });

  it('refuses a wrong password and moves nothing', async () => {
    const r = await send(t, P, { amount: '10.00', password: 'not-the-password' });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('PASSWORD_INCORRECT');
    expect(await cashOf(t, P.id)).toBe(38_000n);
  });

  it('refuses what goes over the daily upline limit', async () => {
    const r = await send(t, P, { amount: '180.01' });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('AGENT_TRANSFER_LIMIT');
    expect(await cashOf(t, P.id)).toBe(38_000n);
  });

  it('refuses a member without an agent upline, and a member whose upline is not an agent', async () => {
    const q = await t.register();
    const r = await send(t, { ...q, id: await idOf(t, q.token) }, { amount: '1.00' });
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('NO_AGENT_UPLINE');
    const view = await t.req<UplineTransferView>('GET', '/wps/member/transfer/upline', { token: q.token });
    expect(view.body.value!.upline).toBeNull();
    // An upline demoted to a player is no longer an agent upline.
    await t.db.query(sql`UPDATE members SET type = 0 WHERE id = ${A.id}::bigint`);
    try {
      const s = await send(t, P, { amount: '1.00' });
      expect(s.body.errorCode).toBe('NO_AGENT_UPLINE');
    } finally {
      await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${A.id}::bigint`);
    }
  });

  it('needs a session', async () => {
    const r = await t.req('POST', '/wps/member/transfer/upline', {
      body: { amount: '1.00', password: 'x', idempotencyKey: key() },
    });
    expect(r.status).toBe(401);
  });
});

describe('member transfer to the upline under a parallel burst', () => {
  let t: TestApp;
  let A: Who, P: Who;
  beforeAll(async () => {
    t = await createTestApp({ brandOverride: limited('10000000', 50) });
    ({ A, P } = await agentWithMember(t, 'upburst01'));
    await fund(t, P.id, 10_000n); // 100.00
  });
  afterAll(() => t.close());

  it('five transfers of 30.00 at once from 100.00 move exactly three and never overdraw', async () => {
    // Five, not more: the password re-entry budget (five reservations) is shared by concurrent checks.
    const results = await Promise.all(Array.from({ length: 5 }, () => send(t, P, { amount: '30.00' })));
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBe(3);
    expect(results.filter((r) => r.body.errorCode === 'INSUFFICIENT_BALANCE')).toHaveLength(2);
    expect(await cashOf(t, P.id)).toBe(1_000n);
    expect(await cashOf(t, A.id)).toBe(9_000n);
    const [n] = await t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM agent_transfers WHERE from_member_id = ${P.id}::bigint`,
    );
    expect(n!.n).toBe('3');
  });
});

describe('member transfer to the upline with the flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      brandOverride: (b) => ({ ...limited('30000', 4)(b), flags: { ...b.flags, transferUpline: false } }),
    });
  });
  afterAll(() => t.close());

  it('answers FEATURE_DISABLED', async () => {
    const { P } = await agentWithMember(t, 'upoff01');
    await fund(t, P.id, 10_000n);
    const r = await send(t, P, { amount: '1.00' });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FEATURE_DISABLED');
    const view = await t.req('GET', '/wps/member/transfer/upline', { token: P.token });
    expect(view.body.errorCode).toBe('FEATURE_DISABLED');
    expect(await cashOf(t, P.id)).toBe(10_000n);
  });
});
