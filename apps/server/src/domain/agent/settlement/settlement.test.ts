/**
 * Settlement with hand-computed statements (docs/architecture.md "Targets"): a 3-level agent tree A -> B -> C with players at
 * every level, under each contract type and each dividend period, through the real endpoints (operator grant, offer,
 * accept) and the real settlement job on a real database (PGlite; PostgreSQL with DATABASE_URL).
 *
 * The tree and its settled rounds of 2026-03-10 10:01 Dhaka time (04:01 UTC), minor units of BDT:
 *   A (agent) -> pA1 (stake 1000.00, win 0), B
 *   B (agent) -> pB1 (stake 500.00, win 700.00), C
 *   C (agent) -> pC1 (stake 2000.00, win 1000.00), pC2 (stake 100.00, win 0: exactly the single-bet minimum)
 * Not counted: a TRIAL round, an open round, an outsider's round.
 * Teams: C = {pC1, pC2}: bets 2100.00, wins 1000.00, P&L 1100.00, 2 active;
 *        B = C + {pB1, C}: bets 2600.00, wins 1700.00, P&L 900.00, 3 active;
 *        A = B + {pA1, B}: bets 3600.00, wins 1700.00, P&L 1900.00, 4 active.
 * Salary terms (all three salary types alike):
 *   A: [bets >= 1000, active >= 2: 1.00 %], [bets >= 3000, active >= 3: 2.00 %]
 *   B: [bets >= 1000, active >= 2: 0.80 %], [bets >= 3000, active >= 3: 1.50 %]
 *   C: [bets >= 2000, active >= 2: 0.50 %]
 *   -> C: 0.50 % x 2100.00 = 10.50; B: 0.80 % x 2600.00 = 20.80 - 10.50 = 10.30;
 *      A: 2.00 % x 3600.00 = 72.00 - 20.80 = 51.20. Sum 72.00 = A's gross.
 * Dividend terms: A [P&L >= 1000: 10 %], [P&L >= 1900 and active >= 4: 20 %]; B [P&L >= 1000: 8 %];
 *   C [P&L >= 1000: 5 %]
 *   -> C: 5 % x 1100.00 = 55.00; B: P&L 900.00 matches no tier: gross 0, but its team costs 55.00 -> amount 0;
 *      A: P&L exactly 1900.00 -> 20 % = 380.00 - 55.00 = 325.00.
 *   One below (2026-04-20, pA1 stakes 999.99): A P&L 1899.99 -> 10 % = 189.999 -> 189.99 - 55.00 = 134.99.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contract,
  Statement,
  StatementPage,
  RevenueReport,
  Terms,
} from '@playdeck/api-client/agentContracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSession } from '../../session/service.ts';
import type { ContractPeriod, ContractType } from '@playdeck/domain/contracts';
import { periodAt } from './engine.ts';
import { settleDue, settlePeriod } from './service.ts';
import { addRound, cashOf, makeMember } from './testkit.ts';

const TZ = 'Asia/Dhaka';
const AT = '2026-03-10T04:01:30.000Z';
const BOOT = randomBytes(24).toString('base64url');
const clock = Date.parse('2026-03-10T03:00:00.000Z');
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const names: Record<string, string> = {};

const salaryTerms: Record<'A' | 'B' | 'C', Terms> = {
  A: {
    singleBetMin: '100.00',
    tiers: [
      { minBets: '1000.00', minActiveMembers: 2, rate: '1.00' },
      { minBets: '3000.00', minActiveMembers: 3, rate: '2.00' },
    ],
  },
  B: {
    singleBetMin: '100.00',
    tiers: [
      { minBets: '1000.00', minActiveMembers: 2, rate: '0.80' },
      { minBets: '3000.00', minActiveMembers: 3, rate: '1.50' },
    ],
  },
  C: { singleBetMin: '100.00', tiers: [{ minBets: '2000.00', minActiveMembers: 2, rate: '0.50' }] },
};
const dividendTerms: Record<'A' | 'B' | 'C', Terms> = {
  A: {
    singleBetMin: '100.00',
    tiers: [
      { minProfitLoss: '1000.00', rate: '10.00' },
      { minProfitLoss: '1900.00', minActiveMembers: 4, rate: '20.00' },
    ],
  },
  B: { singleBetMin: '100.00', tiers: [{ minProfitLoss: '1000.00', rate: '8.00' }] },
  C: { singleBetMin: '100.00', tiers: [{ minProfitLoss: '1000.00', rate: '5.00' }] },
};

const brand = () => t.app.ctx.brands.defaultBrand;

async function grant(username: string, type: ContractType, terms: Terms, period?: ContractPeriod) {
  const r = await t.req<{ contract: Contract }>('POST', '/ops/api/agent-contracts/grant', {
    headers: { authorization: `Bootstrap ${BOOT}` },
    body: { username, type, terms, ...(period ? { period } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value!.contract;
}

async function offerAccept(from: string, to: string, type: ContractType, terms: Terms) {
  const o = await t.req<Contract>('POST', '/wps/agent/contracts/offer', {
    token: tokens[from],
    body: { agentId: ids[to], type, terms },
  });
  expect(o.status, JSON.stringify(o.body)).toBe(200);
  const a = await t.req<Contract>('POST', `/wps/agent/contracts/${o.body.value!.id}/accept`, {
    token: tokens[to],
    body: { confirmTerminations: true },
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect(a.body.value!.status).toBe('active');
  return a.body.value!;
}

/** The statement of `who` for `type` over the period starting at `start` (ms). */
async function statementAt(who: string, type: ContractType, start: number) {
  const rows = await statements(who, type);
  const row = rows.find((r) => r.periodStart === new Date(start).toISOString());
  expect(row, `${who} ${type} ${new Date(start).toISOString()}`).toBeTruthy();
  return row!;
}

/** Statement rows of `who` for `type`, newest first. */
async function statements(who: string, type: ContractType) {
  const r = await t.req<StatementPage>('GET', `/wps/agent/contracts/statements?type=${type}&pageSize=50`, {
    token: tokens[who],
  });
  expect(r.status).toBe(200);
  return r.body.value!.rows;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: { opsBootstrapToken: BOOT } });
  const db = t.db;
  const b = 'deshplay';
  const mk = async (key: string, agent: boolean, upline?: string) => {
    const m = await makeMember(db, b, { agent, uplineId: upline ? ids[upline] : null });
    ids[key] = m.id;
    names[key] = m.username;
  };
  await mk('A', true);
  await mk('B', true, 'A');
  await mk('C', true, 'B');
  await mk('pA1', false, 'A');
  await mk('pB1', false, 'B');
  await mk('pC1', false, 'C');
  await mk('pC2', false, 'C');
  await mk('X', true);
  await mk('pX', false, 'X');
  await mk('XB', true, 'X');
  for (const k of ['A', 'B', 'C', 'X', 'pA1'])
    tokens[k] = (await createSession(t.app.ctx, ids[k]!, brand())).token;
  const r = (
    m: string,
    stake: bigint,
    win: bigint,
    o: { at?: string; currency?: string; status?: string } = {},
  ) => addRound(db, ids[m]!, { stake, win, closedAt: o.at ?? AT, currency: o.currency, status: o.status });
  await r('pA1', 100000n, 0n);
  await r('pB1', 50000n, 70000n);
  await r('pC1', 200000n, 100000n);
  await r('pC2', 10000n, 0n);
  await r('pC1', 5_000_000n, 0n, { currency: 'TRIAL' });
  await r('pC1', 7_000_000n, 0n, { status: 'open' });
  await r('pX', 999900n, 0n);
  // One-below dividend day (2026-04-20 in Dhaka): pA1 stakes 999.99.
  const apr = '2026-04-20T06:00:00.000Z';
  await r('pA1', 99999n, 0n, { at: apr });
  await r('pB1', 50000n, 70000n, { at: apr });
  await r('pC1', 200000n, 100000n, { at: apr });
  await r('pC2', 10000n, 0n, { at: apr });
});

afterAll(async () => {
  await t?.close();
});

describe('salary settlement on a 3-level tree', () => {
  for (const type of ['realtime', 'hourly', 'daily'] as const) {
    it(`pays the hand-computed ${type} salary statements once, with every input`, async () => {
      await grant(names.A!, type, salaryTerms.A);
      await offerAccept('A', 'B', type, salaryTerms.B);
      await offerAccept('B', 'C', type, salaryTerms.C);
      const kind: ContractPeriod = type === 'realtime' ? '5min' : type;
      const period = periodAt(kind, Date.parse(AT), TZ);
      const before = {
        A: await cashOf(t.db, ids.A!),
        B: await cashOf(t.db, ids.B!),
        C: await cashOf(t.db, ids.C!),
      };
      const first = await settlePeriod(t.db, brand(), type, period);
      expect(first).toMatchObject({ written: 3, paid: 3, paidMinor: 7200n });
      // Run twice and concurrently: nothing more is written or paid.
      const again = await Promise.all([
        settlePeriod(t.db, brand(), type, period),
        settlePeriod(t.db, brand(), type, period),
      ]);
      expect(again.map((x) => x.written)).toEqual([0, 0]);
      expect((await cashOf(t.db, ids.A!)) - before.A).toBe(5120n);
      expect((await cashOf(t.db, ids.B!)) - before.B).toBe(1030n);
      expect((await cashOf(t.db, ids.C!)) - before.C).toBe(1050n);

      const [rowA] = await statements('A', type);
      expect(rowA).toMatchObject({
        period: kind,
        periodStart: new Date(period.start).toISOString(),
        teamBets: '3600.00',
        profitLoss: '1900.00',
        activeMembers: 4,
        tierIndex: 1,
        rate: '2.00',
        gross: '72.00',
        deductions: '20.80',
        amount: '51.20',
        paid: true,
      });
      const one = await t.req<Statement>('GET', `/wps/agent/contracts/statements/${rowA!.id}`, {
        token: tokens.A,
      });
      expect(one.status).toBe(200);
      const s = one.body.value!;
      expect(s.figures).toEqual({
        bets: '3600.00',
        wins: '1700.00',
        profitLoss: '1900.00',
        activeMembers: 4,
        rounds: 4,
        roundsWon: 1,
        lossRate: '52.77',
        winRate: '25.00',
      });
      expect(s.base).toBe('3600.00');
      expect(s.deductionLines).toEqual([
        expect.objectContaining({
          agent: { id: ids.B, username: names.B },
          tierIndex: 0,
          rate: '0.80',
          base: '2600.00',
          gross: '20.80',
          cost: '20.80',
        }),
      ]);
      expect(s.transferId).not.toBeNull();
      const [rowB] = await statements('B', type);
      expect(rowB).toMatchObject({
        teamBets: '2600.00',
        activeMembers: 3,
        tierIndex: 0,
        gross: '20.80',
        deductions: '10.50',
        amount: '10.30',
      });
      const [rowC] = await statements('C', type);
      expect(rowC).toMatchObject({
        teamBets: '2100.00',
        activeMembers: 2,
        tierIndex: 0,
        rate: '0.50',
        gross: '10.50',
        deductions: '0.00',
        amount: '10.50',
      });
    });
  }
});

describe('dividend settlement per period', () => {
  for (const kind of ['daily', 'weekly', 'semimonthly', 'monthly'] as const) {
    it(`pays the hand-computed ${kind} dividend statements, the threshold matched exactly`, async () => {
      await grant(names.A!, 'dividend', dividendTerms.A, kind);
      const b = await offerAccept('A', 'B', 'dividend', dividendTerms.B);
      expect(b.period).toBe(kind);
      await offerAccept('B', 'C', 'dividend', dividendTerms.C);
      const period = periodAt(kind, Date.parse(AT), TZ);
      const r = await settlePeriod(t.db, brand(), 'dividend', period);
      expect(r).toMatchObject({ written: 3, paid: 2, paidMinor: 38000n });
      const a = await statementAt('A', 'dividend', period.start);
      expect(a).toMatchObject({
        period: kind,
        profitLoss: '1900.00',
        tierIndex: 1,
        rate: '20.00',
        gross: '380.00',
        deductions: '55.00',
        amount: '325.00',
      });
      const bRow = await statementAt('B', 'dividend', period.start);
      expect(bRow).toMatchObject({
        profitLoss: '900.00',
        tierIndex: null,
        gross: '0.00',
        deductions: '55.00',
        amount: '0.00',
        paid: false,
      });
      const c = await statementAt('C', 'dividend', period.start);
      expect(c).toMatchObject({
        profitLoss: '1100.00',
        tierIndex: 0,
        gross: '55.00',
        amount: '55.00',
        paid: true,
      });
      if (kind === 'daily') {
        // One minor unit below the threshold, on another day.
        const apr = periodAt('daily', Date.parse('2026-04-20T06:00:00.000Z'), TZ);
        await settlePeriod(t.db, brand(), 'dividend', apr);
        const low = await statementAt('A', 'dividend', apr.start);
        expect(low).toMatchObject({
          profitLoss: '1899.99',
          tierIndex: 0,
          rate: '10.00',
          gross: '189.99',
          amount: '134.99',
        });
      }
    });
  }
});

describe('scheduler entry point', () => {
  it('settles only ended periods and finds them all settled on a second run', async () => {
    // 2026-04-01 00:10 Dhaka: the March monthly dividend period has ended; nothing new is due but what exists.
    const r1 = await settleDue(t.db, t.app.ctx.brands, Date.parse('2026-03-31T18:10:00.000Z'), ['dividend']);
    const r2 = await settleDue(t.db, t.app.ctx.brands, Date.parse('2026-03-31T18:10:00.000Z'), ['dividend']);
    expect(r2.written).toBe(0);
    expect(r2.skipped).toBeGreaterThanOrEqual(r1.written);
    const [dupStatements] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT contract_id, period_start FROM agent_settlements
        GROUP BY 1, 2 HAVING count(*) > 1) d`);
    expect(dupStatements!.n).toBe(0);
    const [maxPerKey] = await t.db.query<{ dup: number }>(sql`
      SELECT count(*)::int AS dup FROM ledger_transfers WHERE idempotency_key LIKE 'agent-settle:%'
        GROUP BY idempotency_key ORDER BY 1 DESC LIMIT 1`);
    expect(maxPerKey!.dup).toBe(1);
  });
});

describe('income report', () => {
  it('sums my income per day and per source', async () => {
    const r = await t.req<RevenueReport>(
      'GET',
      '/wps/agent/contracts/revenue?from=2026-02-28T18:00:00.000Z&to=2026-03-31T18:00:00.000Z&groupBy=month',
      { token: tokens.C },
    );
    expect(r.status).toBe(200);
    // C: 10.50 per salary type, 55.00 per dividend period (4 periods in March).
    expect(r.body.value!.totals).toEqual({
      dividend: '220.00',
      daily: '10.50',
      hourly: '10.50',
      realtime: '10.50',
      total: '251.50',
    });
    expect(r.body.value!.rows.map((x) => x.period)).toEqual(['2026-03-01']);
  });
});

describe('automatic downline termination', () => {
  it('lists the downline contracts a lower new contract would end, and ends them only when confirmed', async () => {
    const lower: Terms = {
      singleBetMin: '100.00',
      tiers: [{ minBets: '1000.00', minActiveMembers: 2, rate: '0.40' }],
    };
    const o = await t.req<Contract>('POST', '/wps/agent/contracts/offer', {
      token: tokens.A,
      body: { agentId: ids.B, type: 'daily', terms: lower },
    });
    expect(o.status).toBe(200);
    const asked = await t.req('POST', `/wps/agent/contracts/${o.body.value!.id}/accept`, {
      token: tokens.B,
      body: {},
    });
    expect(asked.status).toBe(409);
    expect(asked.body.errorCode).toBe('CONTRACT_TERMINATIONS_REQUIRED');
    const listed = (asked.body.value as { contracts: Contract[] }).contracts;
    expect(listed.map((c) => [c.agent.username, c.type, c.status])).toEqual([[names.C, 'daily', 'active']]);
    // Nothing changed yet.
    const mine = await t.req<{ received: Contract[] }>('GET', '/wps/agent/contracts', { token: tokens.C });
    expect(mine.body.value!.received.find((c) => c.type === 'daily' && c.status === 'active')).toBeTruthy();

    const ok = await t.req<Contract>('POST', `/wps/agent/contracts/${o.body.value!.id}/accept`, {
      token: tokens.B,
      body: { confirmTerminations: true },
    });
    expect(ok.status).toBe(200);
    const after = await t.req<{ received: Contract[] }>('GET', '/wps/agent/contracts', { token: tokens.C });
    const ended = after.body.value!.received.find((c) => c.id === listed[0]!.id)!;
    expect(ended.status).toBe('terminated');
    expect(ended.endReason).toBe('upline-terms-lowered');
    const b = await t.req<{ received: Contract[] }>('GET', '/wps/agent/contracts', { token: tokens.B });
    expect(b.body.value!.received.filter((c) => c.type === 'daily').map((c) => c.status)).toEqual([
      'active',
      'replaced',
    ]);
  });

  it('refuses an offer above the upline terms and an offer without own terms', async () => {
    const above = await t.req('POST', '/wps/agent/contracts/offer', {
      token: tokens.A,
      body: {
        agentId: ids.B,
        type: 'hourly',
        terms: { singleBetMin: '100.00', tiers: [{ minBets: '2550.00', minActiveMembers: 2, rate: '1.50' }] },
      },
    });
    expect(above.status).toBe(400);
    expect(above.body.errorCode).toBe('CONTRACT_ABOVE_TERMS');
    const none = await t.req('POST', '/wps/agent/contracts/offer', {
      token: tokens.X,
      body: { agentId: ids.XB, type: 'daily', terms: salaryTerms.C },
    });
    expect([none.status, none.body.errorCode]).toEqual([409, 'CONTRACT_NO_OWN_TERMS']);
    // A player is not a downline agent to offer to.
    const player = await t.req('POST', '/wps/agent/contracts/offer', {
      token: tokens.X,
      body: { agentId: ids.pX, type: 'daily', terms: salaryTerms.C },
    });
    expect([player.status, player.body.errorCode]).toEqual([404, 'AGENT_MEMBER_NOT_FOUND']);
  });

  it('terminates by request and confirmation of the other side', async () => {
    const list = await t.req<{ received: Contract[] }>('GET', '/wps/agent/contracts', { token: tokens.C });
    const c = list.body.value!.received.find((x) => x.type === 'hourly' && x.status === 'active')!;
    const req1 = await t.req<Contract>('POST', `/wps/agent/contracts/${c.id}/terminate`, { token: tokens.C });
    expect(req1.body.value).toMatchObject({ status: 'active', terminationRequestedBy: 'agent' });
    const twice = await t.req('POST', `/wps/agent/contracts/${c.id}/terminate`, { token: tokens.C });
    expect(twice.body.errorCode).toBe('CONTRACT_STATE');
    const conf = await t.req<Contract>('POST', `/wps/agent/contracts/${c.id}/terminate`, { token: tokens.B });
    expect(conf.body.value).toMatchObject({
      status: 'terminated',
      endReason: 'terminated-by-agreement',
      role: 'given',
    });
  });
});

describe('access control: nothing outside my tree', () => {
  const notFound = (r: { status: number; body: Record<string, unknown> }, code: string) => {
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe(code);
    expect(r.body.value).toBeUndefined();
  };

  it('answers 404 with nothing revealed for contracts, statements, income and offers outside the tree', async () => {
    const aList = await t.req<{ received: Contract[]; given: Contract[] }>('GET', '/wps/agent/contracts', {
      token: tokens.A,
    });
    const foreign = aList.body.value!.given[0]!.id;
    const xList = await t.req<{ received: Contract[]; given: Contract[] }>('GET', '/wps/agent/contracts', {
      token: tokens.X,
    });
    expect(xList.status).toBe(200);
    expect([...xList.body.value!.received, ...xList.body.value!.given]).toEqual([]);
    for (const op of ['accept', 'reject', 'terminate'])
      notFound(
        await t.req('POST', `/wps/agent/contracts/${foreign}/${op}`, { token: tokens.X, body: {} }),
        'CONTRACT_NOT_FOUND',
      );
    // An id that does not exist answers the same.
    notFound(
      await t.req('POST', '/wps/agent/contracts/999999999/accept', { token: tokens.X, body: {} }),
      'CONTRACT_NOT_FOUND',
    );

    const [aStatement] = await statements('A', 'daily');
    notFound(
      await t.req('GET', `/wps/agent/contracts/statements/${aStatement!.id}`, { token: tokens.X }),
      'STATEMENT_NOT_FOUND',
    );
    // Up the tree is outside my team too: C cannot read A's statement, A can read C's.
    notFound(
      await t.req('GET', `/wps/agent/contracts/statements/${aStatement!.id}`, { token: tokens.C }),
      'STATEMENT_NOT_FOUND',
    );
    const [cStatement] = await statements('C', 'daily');
    expect(
      (await t.req('GET', `/wps/agent/contracts/statements/${cStatement!.id}`, { token: tokens.A })).status,
    ).toBe(200);
    notFound(
      await t.req('GET', `/wps/agent/contracts/statements?agentId=${ids.A}`, { token: tokens.X }),
      'AGENT_MEMBER_NOT_FOUND',
    );
    notFound(
      await t.req('GET', `/wps/agent/contracts/statements?agentId=${ids.A}`, { token: tokens.C }),
      'AGENT_MEMBER_NOT_FOUND',
    );
    const inTeam = await t.req<StatementPage>('GET', `/wps/agent/contracts/statements?agentId=${ids.C}`, {
      token: tokens.A,
    });
    expect(inTeam.body.value!.total).toBeGreaterThan(0);
    notFound(
      await t.req(
        'GET',
        `/wps/agent/contracts/revenue?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z&agentId=${ids.A}`,
        { token: tokens.X },
      ),
      'AGENT_MEMBER_NOT_FOUND',
    );
    // Offers: only to a direct downline agent (C is in A's team, but not direct; X's is another tree).
    for (const [who, target] of [
      ['X', 'B'],
      ['A', 'C'],
      ['X', 'A'],
    ] as const)
      notFound(
        await t.req('POST', '/wps/agent/contracts/offer', {
          token: tokens[who],
          body: { agentId: ids[target], type: 'daily', terms: salaryTerms.C },
        }),
        'AGENT_MEMBER_NOT_FOUND',
      );
  });

  it('keeps non-agents out (info all false) and needs a session', async () => {
    const info = await t.req('GET', '/wps/agent/contracts/info', { token: tokens.pA1 });
    expect(info.body.value).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreqtype: false,
      realtimesalreqtype: false,
    });
    const agentInfo = await t.req('GET', '/wps/agent/contracts/info', { token: tokens.C });
    expect(agentInfo.body.value).toEqual({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqtype: true,
      realtimesalreqtype: true,
    });
    for (const [m, u] of [
      ['GET', '/wps/agent/contracts'],
      ['GET', '/wps/agent/contracts/statements'],
      ['GET', '/wps/agent/contracts/revenue?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z'],
      ['POST', '/wps/agent/contracts/offer'],
      ['GET', '/wps/agent/contracts/events'],
    ] as const) {
      const body = m === 'POST' ? { agentId: ids.B, type: 'daily', terms: salaryTerms.C } : undefined;
      const r = await t.req(m, u, { token: tokens.pA1, body });
      expect([u, r.status, r.body.errorCode]).toEqual([u, 403, 'AGENT_ONLY']);
      expect((await t.req(m, u, { body })).status).toBe(401);
    }
  });
});
