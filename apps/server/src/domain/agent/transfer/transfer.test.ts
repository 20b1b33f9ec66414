/**
 * Agent transfers over HTTP (docs/architecture.md "Agents", transfers; docs/decisions.md D12): within the tree only, per-day limits from brand
 * config (here 1000.00 down, 300.00 up, 4 transfers a day), the login password re-entered, an audit row, an
 * idempotency key, never a negative balance, and both directions behind their whitelabel flags.
 * Tree: A (agent) -> B (agent) -> P (player); outsider agent X -> Y.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentTransferResult, CreatedDownline, TransferLimits } from '@playdeck/api-client/agentTeam';
import type { Brand } from '../../../infra/brands/index.ts';
import { grantBonus } from '../../bonus/service.ts';
import { balanceOf, transfer } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

interface Who {
  id: string;
  username: string;
  password: string;
  token: string;
}

const limited = (b: Brand): Partial<Brand> => ({
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

async function tree(t: TestApp) {
  const idOf = async (token: string) =>
    (await t.req<{ id: string }>('GET', '/wps/member/info', { token })).body.value!.id;
  const agent = async (): Promise<Who> => {
    const u = await t.register();
    const id = await idOf(u.token);
    await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${id}::bigint`);
    return { id, username: u.username, password: u.password, token: u.token };
  };
  const child = async (parent: Who, kind: 'member' | 'agent', username: string): Promise<Who> => {
    const r = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
      token: parent.token,
      body: { username, kind },
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
    return { id: r.body.value!.id, username, password, token: l.body.value!.token };
  };
  const A = await agent();
  const X = await agent();
  const B = await child(A, 'agent', 'trbagent01');
  const P = await child(B, 'member', 'trplayer01');
  const Y = await child(X, 'member', 'tryplayer01');
  return { A, B, P, X, Y };
}

async function fund(t: TestApp, m: Who, minor: bigint) {
  await transfer(t.db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m.id },
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `transfer-test:${m.id}:${minor}:${Math.random()}`,
  });
}

const cashOf = (t: TestApp, m: Who) =>
  balanceOf(t.db, { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m.id });

let keyNo = 0;
const key = () => `test-key-${++keyNo}-${Date.now()}`;

describe('agent transfers with limits configured', () => {
  let t: TestApp;
  let A: Who, B: Who, P: Who, Y: Who;
  beforeAll(async () => {
    t = await createTestApp({ brandOverride: limited });
    ({ A, B, P, Y } = await tree(t));
    await fund(t, A, 500_000n); // 5000.00
  });
  afterAll(() => t.close());

  const send = (from: Who, body: Record<string, unknown>) =>
    t.req<AgentTransferResult>('POST', '/wps/agent/transfer', {
      token: from.token,
      body: { password: from.password, idempotencyKey: key(), ...body },
      ip: '198.51.100.9',
    });
  const audits = async () =>
    Number((await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM agent_transfers`))[0]!.n);

  it('moves money down to any member of the tree, with an audit row and a ledger transfer', async () => {
    const r = await send(A, { direction: 'down', memberId: P.id, amount: '200.00' });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ duplicate: false, amount: '200.00', balance: '4800.00' });
    expect(await cashOf(t, A)).toBe(480_000n);
    expect(await cashOf(t, P)).toBe(20_000n);
    const [audit] = await t.db.query<Record<string, string>>(sql`
      SELECT from_member_id::text AS "from", to_member_id::text AS "to", direction, amount::text AS amount, ip,
        ledger_transfer_id::text AS ledger FROM agent_transfers`);
    expect(audit).toEqual({
      from: A.id,
      to: P.id,
      direction: 'down',
      amount: '20000',
      ip: '198.51.100.9',
      ledger: r.body.value!.transferId,
    });
    const [lt] = await t.db.query<{ kind: string }>(
      sql`SELECT kind FROM ledger_transfers WHERE id = ${r.body.value!.transferId}::bigint`,
    );
    expect(lt!.kind).toBe('agent.transfer');
  });

  it('answers a retry with the first result and refuses the same key for another transfer', async () => {
    const k = key();
    const first = await send(A, { direction: 'down', memberId: B.id, amount: '10.00', idempotencyKey: k });
    const again = await send(A, { direction: 'down', memberId: B.id, amount: '10.00', idempotencyKey: k });
    expect(again.body.value).toMatchObject({ duplicate: true, transferId: first.body.value!.transferId });
    expect(await cashOf(t, B)).toBe(1_000n);
    const other = await send(A, { direction: 'down', memberId: B.id, amount: '11.00', idempotencyKey: k });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_CONFLICT');
    expect(await cashOf(t, B)).toBe(1_000n);
  });

  it('refuses a wrong password and moves nothing', async () => {
    const before = await audits();
    const r = await send(A, { direction: 'down', memberId: P.id, amount: '1.00', password: 'not-it' });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('PASSWORD_INCORRECT');
    expect(await audits()).toBe(before);
    expect(await cashOf(t, P)).toBe(20_000n);
  });

  it('refuses a member outside the tree, and the upline as a "down" target, with 404 and nothing else', async () => {
    for (const [from, to] of [
      [A, Y],
      [B, A],
    ] as const) {
      const r = await send(from, { direction: 'down', memberId: to.id, amount: '1.00' });
      expect(r.status).toBe(404);
      expect(r.body.errorCode).toBe('AGENT_MEMBER_NOT_FOUND');
      expect(JSON.stringify(r.body)).not.toContain(to.username);
    }
    const top = await send(A, { direction: 'up', amount: '1.00' });
    expect(top.body.errorCode).toBe('AGENT_MEMBER_NOT_FOUND');
    expect(await cashOf(t, Y)).toBe(0n);
  });

  it('refuses an amount that is not a positive decimal of the currency', async () => {
    for (const amount of ['0', '-5', '1.234', 'abc'])
      expect((await send(A, { direction: 'down', memberId: P.id, amount })).body.errorCode).toBe(
        'AMOUNT_INVALID',
      );
  });

  it('never lets a balance go negative', async () => {
    const r = await send(B, { direction: 'down', memberId: P.id, amount: '10.01' });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await cashOf(t, B)).toBe(1_000n);
  });

  it('caps each direction per day and the number of transfers', async () => {
    // Down: 200.00 + 10.00 used of 1000.00.
    const over = await send(A, { direction: 'down', memberId: P.id, amount: '790.01' });
    expect(over.body.errorCode).toBe('AGENT_TRANSFER_LIMIT');
    expect((await send(A, { direction: 'down', memberId: P.id, amount: '790.00' })).status).toBe(200);
    expect((await send(A, { direction: 'down', memberId: P.id, amount: '0.01' })).body.errorCode).toBe(
      'AGENT_TRANSFER_LIMIT',
    );
    // Up: B -> A, 300.00 a day.
    await fund(t, B, 100_000n);
    expect((await send(B, { direction: 'up', amount: '300.01' })).body.errorCode).toBe(
      'AGENT_TRANSFER_LIMIT',
    );
    const up = await send(B, { direction: 'up', amount: '100.00' });
    expect(up.status).toBe(200);
    expect(await cashOf(t, A)).toBe(500_000n - 20_000n - 1_000n - 79_000n + 10_000n);
    // Count: B has made 1 of 4.
    for (let i = 0; i < 3; i++) expect((await send(B, { direction: 'up', amount: '1.00' })).status).toBe(200);
    expect((await send(B, { direction: 'up', amount: '1.00' })).body.errorCode).toBe('AGENT_TRANSFER_LIMIT');
    const limits = await t.req<TransferLimits>('GET', '/wps/agent/transfer/limits', { token: B.token });
    expect(limits.body.value).toEqual({
      currency: 'BDT',
      downline: { enabled: true, limit: '1000.00', used: '0.00' },
      upline: { enabled: true, limit: '300.00', used: '103.00', username: A.username },
      count: { limit: 4, used: 4 },
      balance: '907.00',
    });
  });
});

describe('agent transfers switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      brandOverride: (b) => ({
        ...limited(b),
        flags: { ...b.flags, transferDownline: false, transferUpline: false },
      }),
    });
  });
  afterAll(() => t.close());

  it('refuses both directions with FEATURE_DISABLED and moves nothing', async () => {
    const { A, B } = await tree(t);
    await fund(t, A, 10_000n);
    await fund(t, B, 10_000n);
    for (const [from, body] of [
      [A, { direction: 'down', memberId: B.id }],
      [B, { direction: 'up' }],
    ] as const) {
      const r = await t.req('POST', '/wps/agent/transfer', {
        token: from.token,
        body: { ...body, amount: '1.00', password: from.password, idempotencyKey: key() },
      });
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('FEATURE_DISABLED');
    }
    expect(await cashOf(t, A)).toBe(10_000n);
    expect(await cashOf(t, B)).toBe(10_000n);
  });
});

describe('agent transfers and locked bonus money', () => {
  let t: TestApp;
  let B: Who;
  beforeAll(async () => {
    t = await createTestApp({ brandOverride: limited });
    ({ B } = await tree(t));
    await fund(t, B, 10_000n); // 100.00 of its own
  });
  afterAll(() => t.close());

  it('refuses to send bonus money still locked by its turnover, and sends the rest (docs/decisions.md D17)', async () => {
    await grantBonus(
      t.app.ctx,
      {
        brand: 'deshplay',
        username: B.username,
        name: 'Welcome',
        amount: '200',
        turnover: '1000',
        reference: 'tr-lock-1',
      },
      'test',
    );
    const send = (amount: string) =>
      t.req<AgentTransferResult>('POST', '/wps/agent/transfer', {
        token: B.token,
        body: { password: B.password, idempotencyKey: key(), direction: 'up', amount },
      });
    const r = await send('100.01');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      errorCode: 'BONUS_LOCKED',
      value: { locked: '200.00', available: '100.00' },
    });
    expect(await cashOf(t, B)).toBe(30_000n);
    expect((await send('100.00')).status).toBe(200);
    expect(await cashOf(t, B)).toBe(20_000n);
  });
});
