/**
 * Agent team pages over HTTP (docs/architecture.md "Agents", access control): a 3-level tree
 *   A (agent) -> B (agent) -> P (player), A -> Q (player); outsider agent X -> Y (player)
 * with hand-computed overview figures, the downline list and lock, creation with a one-time password (D2), the
 * affiliate code attaching a registration, and the access-control table: for every agent call naming a member, a
 * member outside the caller's tree gets a 4xx whose body holds no name and no figure of that member.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AffiliateLinks,
  CreatedDownline,
  DownlinePage,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamTransactionPage,
} from '@playdeck/api-client/agentTeam';
import { transfer } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { directDownlines, isInTeam, uplineOf } from '../tree.ts';

let t: TestApp;
interface Who {
  id: string;
  username: string;
  token: string;
}
let A: Who, B: Who, P: Who, Q: Who, X: Who, Y: Who, plain: Who;

const idOf = async (token: string) =>
  (await t.req<{ id: string }>('GET', '/wps/member/info', { token })).body.value!.id;

/** A registered member made an agent (type 1) by the operator. */
async function registeredAgent(): Promise<Who> {
  const u = await t.register();
  const id = await idOf(u.token);
  await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${id}::bigint`);
  return { id, username: u.username, token: u.token };
}

async function login(username: string, password: string) {
  const r = await t.req<{ token: string; mustChangePassword: boolean }>('POST', '/wps/session/login', {
    body: { username, password },
    ip: t.ip(),
  });
  return r;
}

/** Creates a downline through the API, logs it in with its one-time password and replaces that password. */
async function created(parent: Who, kind: 'member' | 'agent', username: string): Promise<Who> {
  const r = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
    token: parent.token,
    body: { username, kind },
  });
  expect(r.status).toBe(200);
  const l = await login(username, r.body.value!.oneTimePassword);
  expect(l.status).toBe(200);
  // D2: the first session can only replace the one-time password, which it does here.
  const fresh = `Fresh-${username}-pass`;
  const changed = await t.req('POST', '/wps/member/password', {
    token: l.body.value!.token,
    body: { oldPassword: r.body.value!.oneTimePassword, newPassword: fresh, confirmNewPassword: fresh },
  });
  expect(changed.status).toBe(200);
  return { id: r.body.value!.id, username, token: l.body.value!.token };
}

const get = <T>(who: Who, url: string) => t.req<T>('GET', url, { token: who.token });

/** Dhaka is UTC+6: "2026-01-01T10:00" local = 04:00Z. */
const dhaka = (local: string) => new Date(`${local}+06:00`).toISOString();
const RANGE = `from=${encodeURIComponent(dhaka('2026-01-01T00:00:00'))}&to=${encodeURIComponent(dhaka('2026-01-04T00:00:00'))}`;

let roundNo = 0;
async function round(m: Who, local: string, status: string, bet: number, win: number) {
  await t.db.query(sql`
    INSERT INTO vendor_rounds (vendor, round_id, member_id, currency, status, bet_count, win_count, bet_total,
      win_total, created_at, closed_at)
    VALUES ('AG', ${`r${++roundNo}`}, ${m.id}::bigint, 'BDT', ${status}, 1, ${win > 0 ? 1 : 0}, ${bet}, ${win},
      ${dhaka(local)}::timestamptz, ${status === 'open' ? null : dhaka(local)}::timestamptz)`);
}
async function deposit(m: Who, status: string, amount: number, decidedLocal: string) {
  await t.db.query(sql`
    INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, status, expires_at,
      decided_at)
    VALUES ('deshplay', ${m.id}::bigint, 'bkash', 'bKash', 'manual', 'BDT', ${amount}, ${status},
      now() + interval '1 day', ${dhaka(decidedLocal)}::timestamptz)`);
}
async function withdrawal(m: Who, amount: number, paidLocal: string) {
  await t.db.query(sql`
    INSERT INTO withdrawals (brand, member_id, currency, amount, status, channel, account_no, holder_name, paid_at)
    VALUES ('deshplay', ${m.id}::bigint, 'BDT', ${amount}, 'paid', 'bkash', '01700000000', 'Test',
      ${dhaka(paidLocal)}::timestamptz)`);
}
async function fund(m: Who, minor: bigint) {
  await transfer(t.db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m.id },
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `team-test:${m.id}:${minor}:${Math.random()}`,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  A = await registeredAgent();
  X = await registeredAgent();
  B = await created(A, 'agent', 'teamb01');
  P = await created(B, 'member', 'teamp01');
  Q = await created(A, 'member', 'teamq01');
  Y = await created(X, 'member', 'outsidery');
  const p = await t.register();
  plain = { id: await idOf(p.token), username: p.username, token: p.token };

  // Hand-computed data (Asia/Dhaka days). In range 2026-01-01 .. 2026-01-03:
  await round(P, '2026-01-01T10:00:00', 'settled', 10000, 2500); // day 1: bet 100.00, P&L -75.00
  await round(P, '2026-01-02T23:30:00', 'settled', 5000, 15000); // day 2: bet 50.00, P&L +100.00
  await round(P, '2026-01-02T09:00:00', 'cancelled', 7000, 0); // left out
  await round(Q, '2026-01-03T00:30:00', 'open', 3000, 0); // day 3 (still Jan 2 in UTC): bet 30.00, no P&L yet
  await round(Q, '2025-12-31T23:00:00', 'settled', 99900, 0); // before the range
  await round(Y, '2026-01-02T10:00:00', 'settled', 123400, 0); // outside the tree
  await deposit(P, 'credited', 50000, '2026-01-02T12:00:00'); // day 2: 500.00
  await deposit(Q, 'pending', 1000, '2026-01-02T12:00:00'); // not credited
  await deposit(Y, 'credited', 777700, '2026-01-02T12:00:00'); // outside
  await withdrawal(Q, 20000, '2026-01-03T10:00:00'); // day 3: 200.00
  await t.db.query(
    sql`UPDATE members SET created_at = ${dhaka('2026-01-01T12:00:00')}::timestamptz WHERE id = ${P.id}::bigint`,
  );
});
afterAll(() => t.close());

describe('hierarchy', () => {
  it('attaches created downlines to their creator with closure rows at every depth', async () => {
    expect(await uplineOf(t.db, P.id)).toBe(B.id);
    expect(await uplineOf(t.db, B.id)).toBe(A.id);
    expect(await uplineOf(t.db, A.id)).toBeNull();
    expect(await isInTeam(t.db, A.id, P.id)).toBe(true);
    expect(await isInTeam(t.db, B.id, P.id)).toBe(true);
    expect(await isInTeam(t.db, B.id, A.id)).toBe(false);
    expect(await isInTeam(t.db, A.id, Y.id)).toBe(false);
    expect(await directDownlines(t.db, A.id)).toEqual([B.id, Q.id].sort((a, b) => Number(a) - Number(b)));
    const rows = await t.db.query<{ a: string; depth: number }>(
      sql`SELECT ancestor_id::text AS a, depth FROM member_tree WHERE descendant_id = ${P.id}::bigint ORDER BY depth`,
    );
    expect(rows).toEqual([
      { a: B.id, depth: 1 },
      { a: A.id, depth: 2 },
    ]);
  });

  it("attaches a registration with the agent's affiliate code to that agent", async () => {
    const links = await get<AffiliateLinks>(B, '/wps/agent/team/affiliate-links');
    expect(links.status).toBe(200);
    const [link] = links.body.value!.links;
    expect(link!.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(link!.path).toBe(`/?affiliateCode=${link!.code}`);
    // The same code on a second call.
    expect((await get<AffiliateLinks>(B, '/wps/agent/team/affiliate-links')).body.value!.links).toEqual([
      link,
    ]);
    const u = await t.register({ affiliateCode: link!.code });
    const id = await idOf(u.token);
    expect(await uplineOf(t.db, id)).toBe(B.id);
    expect(await isInTeam(t.db, A.id, id)).toBe(true);
    // A registration without a code has no upline.
    expect(await uplineOf(t.db, plain.id)).toBeNull();
    await t.db.query(sql`DELETE FROM member_tree WHERE descendant_id = ${id}::bigint`);
    await t.db.query(sql`UPDATE members SET upline_id = NULL WHERE id = ${id}::bigint`);
  });
});

describe('create downline (registerCenter; D2)', () => {
  it('gives a random one-time password that must be changed at first login', async () => {
    const r = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
      token: A.token,
      body: { username: 'otpcheck1', kind: 'member' },
    });
    expect(r.status).toBe(200);
    const v = r.body.value!;
    expect(v.mustChangePassword).toBe(true);
    expect(v.type).toBe(0);
    expect(v.oneTimePassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(v.oneTimePassword).not.toBe('123456');
    const l = await login('otpcheck1', v.oneTimePassword);
    expect(l.body.value!.mustChangePassword).toBe(true);
    const again = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
      token: A.token,
      body: { username: 'otpcheck2', kind: 'agent' },
    });
    expect(again.body.value!.type).toBe(1);
    expect(again.body.value!.oneTimePassword).not.toBe(v.oneTimePassword);
    const dup = await t.req('POST', '/wps/agent/team/downlines', {
      token: A.token,
      body: { username: 'otpcheck1', kind: 'member' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errorCode).toBe('USERNAME_TAKEN');
    const bad = await t.req('POST', '/wps/agent/team/downlines', {
      token: A.token,
      body: { username: 'x', kind: 'member' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('ACCOUNT_FORMAT');
    // Clean up so the overview's figures stay the hand-computed ones.
    for (const u of ['otpcheck1', 'otpcheck2'])
      await t.db.query(sql`DELETE FROM member_tree WHERE descendant_id =
        (SELECT id FROM members WHERE username = ${u})`);
  });
});

describe('team overview (agentTeamOverview)', () => {
  it('sums the team over the range, by Dhaka day, hand-computed', async () => {
    const r = await get<TeamOverview>(A, `/wps/agent/team/overview?${RANGE}`);
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      currency: 'BDT',
      timeZone: 'Asia/Dhaka',
      teamSize: 3,
      directSize: 2,
      newMembers: 1,
      activeMembers: 2,
      deposits: '500.00',
      withdrawals: '200.00',
      bets: '180.00',
      betCount: 3,
      profitLoss: '25.00',
      daily: [
        {
          date: '2026-01-01',
          newMembers: 1,
          activeMembers: 1,
          deposits: '0.00',
          withdrawals: '0.00',
          bets: '100.00',
          profitLoss: '-75.00',
        },
        {
          date: '2026-01-02',
          newMembers: 0,
          activeMembers: 1,
          deposits: '500.00',
          withdrawals: '0.00',
          bets: '50.00',
          profitLoss: '100.00',
        },
        {
          date: '2026-01-03',
          newMembers: 0,
          activeMembers: 1,
          deposits: '0.00',
          withdrawals: '200.00',
          bets: '30.00',
          profitLoss: '0.00',
        },
      ],
    });
  });

  it("gives the middle agent only its own team's figures", async () => {
    const r = await get<TeamOverview>(B, `/wps/agent/team/overview?${RANGE}`);
    const v = r.body.value!;
    expect([
      v.teamSize,
      v.directSize,
      v.activeMembers,
      v.bets,
      v.profitLoss,
      v.deposits,
      v.withdrawals,
    ]).toEqual([1, 1, 1, '150.00', '25.00', '500.00', '0.00']);
  });

  it('follows a round from open to settled to cancelled, and a deposit from pending to credited', async () => {
    const feb = `from=${encodeURIComponent(dhaka('2026-02-01T00:00:00'))}&to=${encodeURIComponent(dhaka('2026-02-02T00:00:00'))}`;
    const figures = async () => {
      const v = (await get<TeamOverview>(B, `/wps/agent/team/overview?${feb}`)).body.value!;
      return [v.bets, v.betCount, v.profitLoss, v.activeMembers, v.deposits];
    };
    expect(await figures()).toEqual(['0.00', 0, '0.00', 0, '0.00']);
    await round(P, '2026-02-01T10:00:00', 'open', 1000, 0);
    const id = `r${roundNo}`;
    expect(await figures()).toEqual(['10.00', 1, '0.00', 1, '0.00']);
    await t.db.query(
      sql`UPDATE vendor_rounds SET status = 'settled', win_total = 3000 WHERE round_id = ${id}`,
    );
    expect(await figures()).toEqual(['10.00', 1, '20.00', 1, '0.00']);
    await t.db.query(
      sql`UPDATE vendor_rounds SET status = 'cancelled', win_total = 0 WHERE round_id = ${id}`,
    );
    // A cancelled round leaves the sums; the member did bet that day, so it stays active.
    expect(await figures()).toEqual(['0.00', 0, '0.00', 1, '0.00']);
    await t.db.query(sql`
      INSERT INTO deposits (brand, member_id, method_id, method_name, provider, currency, amount, status, expires_at)
      VALUES ('deshplay', ${P.id}::bigint, 'bkash', 'bKash', 'manual', 'BDT', 4200, 'pending', now())`);
    expect((await figures())[4]).toBe('0.00');
    await t.db
      .query(sql`UPDATE deposits SET status = 'credited', decided_at = ${dhaka('2026-02-01T20:00:00')}::timestamptz
      WHERE member_id = ${P.id}::bigint AND amount = 4200`);
    expect((await figures())[4]).toBe('42.00');
  });

  it('gives the same figures to concurrent callers (each queued delta folded once)', async () => {
    for (let i = 0; i < 40; i++)
      await round(P, `2026-03-01T10:${String(i).padStart(2, '0')}:00`, 'settled', 100, 150);
    const march = `from=${encodeURIComponent(dhaka('2026-03-01T00:00:00'))}&to=${encodeURIComponent(dhaka('2026-03-02T00:00:00'))}`;
    const answers = await Promise.all(
      [A, B, A, B].map(
        async (who) => (await get<TeamOverview>(who, `/wps/agent/team/overview?${march}`)).body.value!,
      ),
    );
    for (const v of answers)
      expect([v.bets, v.betCount, v.profitLoss, v.activeMembers]).toEqual(['40.00', 40, '20.00', 1]);
    const [q] = await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM team_round_queue`);
    expect(q!.n).toBe('0');
  });

  it('refuses a bad or too long range', async () => {
    const long = `from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z`;
    expect((await get(A, `/wps/agent/team/overview?${long}`)).body.errorCode).toBe('VALIDATION');
    expect(
      (await get(A, `/wps/agent/team/overview?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`)).status,
    ).toBe(400);
  });
});

describe('downline list and lock (downlineManagmentView)', () => {
  it('lists direct or all team members with balance, upline and status; searches by username prefix', async () => {
    await fund(Q, 12_345n);
    const direct = await get<DownlinePage>(A, '/wps/agent/team/downlines');
    expect(direct.body.value!.rows.map((r) => r.username).sort()).toEqual(['teamb01', 'teamq01']);
    const q = direct.body.value!.rows.find((r) => r.username === 'teamq01')!;
    expect(q).toMatchObject({
      depth: 1,
      upline: A.username,
      balance: '123.45',
      status: 'active',
      isAgent: false,
    });
    expect(q.lastLoginAt).not.toBeNull();
    const b = direct.body.value!.rows.find((r) => r.username === 'teamb01')!;
    expect(b.isAgent).toBe(true);
    const all = await get<DownlinePage>(A, '/wps/agent/team/downlines?scope=all&pageSize=50');
    expect(all.body.value!.rows.map((r) => r.username).sort()).toEqual(['teamb01', 'teamp01', 'teamq01']);
    expect(all.body.value!.rows.find((r) => r.username === 'teamp01')).toMatchObject({
      depth: 2,
      upline: 'teamb01',
    });
    const found = await get<DownlinePage>(A, '/wps/agent/team/downlines?scope=all&search=TEAMP');
    expect(found.body.value).toMatchObject({ total: 1, rows: [{ username: 'teamp01' }] });
    const paged = await get<DownlinePage>(A, '/wps/agent/team/downlines?scope=all&pageSize=2&pageNo=2');
    expect(paged.body.value!.total).toBe(3);
    expect(paged.body.value!.rows).toHaveLength(1);
    expect((await get<DownlinePage>(A, '/wps/agent/team/downlines?search=%25')).body.value!.total).toBe(0);
  });

  it('locks a team member out (no login, sessions revoked) and unlocks it', async () => {
    const pw = await t.req<CreatedDownline>('POST', '/wps/agent/team/downlines', {
      token: B.token,
      body: { username: 'lockme01', kind: 'member' },
    });
    const id = pw.body.value!.id;
    const first = await login('lockme01', pw.body.value!.oneTimePassword);
    const token = first.body.value!.token;
    const lock = await t.req<{ status: string }>('POST', `/wps/agent/team/downlines/${id}/lock`, {
      token: A.token,
      body: { locked: true },
    });
    expect(lock.status).toBe(200);
    expect(lock.body.value!.status).toBe('locked');
    expect((await t.req('GET', '/wps/member/info', { token })).status).toBe(401);
    const refused = await login('lockme01', pw.body.value!.oneTimePassword);
    expect(refused.body.errorCode).toBe('ACCOUNT_SUSPENDED');
    const unlock = await t.req<{ status: string }>('POST', `/wps/agent/team/downlines/${id}/lock`, {
      token: B.token,
      body: { locked: false },
    });
    expect(unlock.body.value!.status).toBe('active');
    expect((await login('lockme01', pw.body.value!.oneTimePassword)).status).toBe(200);
    await t.db.query(sql`DELETE FROM member_tree WHERE descendant_id = ${id}::bigint`);
  });
});

describe('team reports', () => {
  it('a login ticket minted before the lock exchanges for no session', async () => {
    const m = await created(B, 'member', 'lockticket1');
    const ticket = await t.req<{ ticket: string }>('POST', '/wps/session/ticket', { token: m.token });
    expect(ticket.status).toBe(200);
    const lock = await t.req('POST', `/wps/agent/team/downlines/${m.id}/lock`, {
      token: B.token,
      body: { locked: true },
    });
    expect(lock.status).toBe(200);
    const ex = await t.req('POST', '/wps/session/ticket/exchange', {
      body: { ticket: ticket.body.value!.ticket },
    });
    expect(ex.status).toBe(403);
    expect(ex.body.errorCode).toBe('ACCOUNT_SUSPENDED');
    expect(ex.body.token).toBeUndefined();
  });

  it("lists the team's rounds (personalHistoryCopy), one member's on request", async () => {
    const all = await get<TeamBetPage>(A, `/wps/agent/team/bets?${RANGE}`);
    expect(all.body.value!.total).toBe(4);
    expect(all.body.value!.rows.map((r) => [r.username, r.stake, r.profit, r.status])).toEqual([
      ['teamq01', '30.00', '-30.00', 'open'],
      ['teamp01', '50.00', '100.00', 'settled'],
      ['teamp01', '70.00', '0.00', 'cancelled'],
      ['teamp01', '100.00', '-75.00', 'settled'],
    ]);
    const one = await get<TeamBetPage>(A, `/wps/agent/team/bets?${RANGE}&memberId=${Q.id}`);
    expect(one.body.value!.total).toBe(1);
  });

  it('gives the loss per member, biggest loss first (palStatementsAgentCopy)', async () => {
    await round(Q, '2026-01-03T12:00:00', 'settled', 40000, 0); // Q loses 400.00
    const r = await get<TeamLossPage>(A, `/wps/agent/team/loss?${RANGE}`);
    expect(r.body.value).toEqual({
      total: 2,
      totals: { stake: '550.00', win: '175.00', profit: '-375.00' },
      rows: [
        {
          id: Q.id,
          username: 'teamq01',
          depth: 1,
          rounds: 1,
          stake: '400.00',
          win: '0.00',
          profit: '-400.00',
        },
        {
          id: P.id,
          username: 'teamp01',
          depth: 2,
          rounds: 2,
          stake: '150.00',
          win: '175.00',
          profit: '25.00',
        },
      ],
    });
    await t.db.query(sql`DELETE FROM vendor_rounds WHERE member_id = ${Q.id}::bigint AND bet_total = 40000`);
  });

  it("shows a team member's ledger transfers (agentDownlineTransactionDetailsCopy)", async () => {
    await fund(P, 2_000n);
    const r = await get<TeamTransactionPage>(A, `/wps/agent/team/transactions?memberId=${P.id}`);
    expect(r.status).toBe(200);
    expect(r.body.value!.username).toBe('teamp01');
    expect(r.body.value!.rows[0]).toMatchObject({ kind: 'deposit', amount: '20.00', balanceAfter: '20.00' });
  });
});

describe('access control (docs/architecture.md "Targets")', () => {
  const secretValues = () => [Y.username, Y.id, X.username, '1234.00', '7777.00'];
  /** Every call of ours that names a member, as a function of the member id. */
  const naming: Array<[string, (who: Who, id: string) => Promise<{ status: number; body: unknown }>]> = [
    [
      'lock',
      (w, id) =>
        t.req('POST', `/wps/agent/team/downlines/${id}/lock`, { token: w.token, body: { locked: true } }),
    ],
    ['bets', (w, id) => get(w, `/wps/agent/team/bets?${RANGE}&memberId=${id}`)],
    ['loss', (w, id) => get(w, `/wps/agent/team/loss?${RANGE}&memberId=${id}`)],
    ['transactions', (w, id) => get(w, `/wps/agent/team/transactions?memberId=${id}`)],
    [
      'transfer',
      (w, id) =>
        t.req('POST', '/wps/agent/transfer', {
          token: w.token,
          body: {
            direction: 'down',
            memberId: id,
            amount: '1.00',
            password: 'whatever',
            idempotencyKey: `acctl-${id}-key`,
          },
        }),
    ],
  ];

  it.each(naming)('%s: a member outside the tree gets 404 and sees nothing of it', async (_name, call) => {
    const cases: Array<[Who, string]> = [
      [A, Y.id], // another agent's player
      [A, X.id], // another agent
      [A, A.id], // itself
      [B, A.id], // its own upline
      [B, Q.id], // a sibling branch
      [A, '999999999'], // nobody
    ];
    for (const [who, id] of cases) {
      const r = await call(who, id);
      expect(r.status, `${who.username} -> ${id}`).toBe(404);
      const body = r.body as Record<string, unknown>;
      expect(body.errorCode).toBe('AGENT_MEMBER_NOT_FOUND');
      expect(body.value ?? null).toBeNull();
      const text = JSON.stringify(body);
      for (const s of secretValues()) expect(text).not.toContain(s);
      expect(text).not.toMatch(/"(total|teamSize|count|rows)"/);
    }
    // Nothing changed for the outsider.
    const [y] = await t.db.query<{ locked: boolean }>(
      sql`SELECT agent_locked_at IS NOT NULL AS locked FROM members WHERE id = ${Y.id}::bigint`,
    );
    expect(y!.locked).toBe(false);
  });

  it('calls without a member never include members outside the tree', async () => {
    for (const url of [
      `/wps/agent/team/overview?${RANGE}`,
      '/wps/agent/team/downlines?scope=all&pageSize=50',
      `/wps/agent/team/bets?${RANGE}&pageSize=50`,
      `/wps/agent/team/loss?${RANGE}&pageSize=50`,
    ]) {
      const text = JSON.stringify((await get(A, url)).body);
      for (const s of [Y.username, X.username, '1234.00', '7777.00']) expect(text, url).not.toContain(s);
    }
  });

  const every: Array<[string, string, unknown?]> = [
    ['GET', `/wps/agent/team/overview?${RANGE}`],
    ['GET', '/wps/agent/team/downlines'],
    ['POST', '/wps/agent/team/downlines', { username: 'nonagent1', kind: 'member' }],
    ['POST', '/wps/agent/team/downlines/1/lock', { locked: true }],
    ['GET', '/wps/agent/team/affiliate-links'],
    ['GET', `/wps/agent/team/bets?${RANGE}`],
    ['GET', `/wps/agent/team/loss?${RANGE}`],
    ['GET', '/wps/agent/team/transactions?memberId=1'],
    ['GET', '/wps/agent/transfer/limits'],
    [
      'POST',
      '/wps/agent/transfer',
      { direction: 'up', amount: '1.00', password: 'x', idempotencyKey: 'nonagent-key1' },
    ],
  ];

  it.each(every)('%s %s: 401 without a token, 403 AGENT_ONLY for a player', async (method, url, body) => {
    expect((await t.req(method, url, { body })).status).toBe(401);
    const r = await t.req(method, url, { token: plain.token, body });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('AGENT_ONLY');
    expect(r.body.value ?? null).toBeNull();
  });
});
