/**
 * Loyalty costs in agent settlement (docs/architecture.md "Agents", contract rule; docs/decisions.md D34), on a real
 * database (PGlite; PostgreSQL with DATABASE_URL): the rebate and VIP bonuses paid to a team's members in the period
 * lower the team's result and so the dividend base; an operator's grant, points and payouts outside the period do
 * not; salaries (a rate on bets) are unchanged.
 *
 * Team of A: player p, one round of the period: stake 1000.00, win 0 -> P&L 1000.00. Paid to p in the period: rebate
 * 30.00 and VIP bonus 20.00 (costs 50.00), an operator grant 100.00 (no cost); a rebate of 40.00 the day after (another
 * period). Dividend 10 %: base 1000.00 - 50.00 = 950.00 -> 95.00 (without the cost: 100.00). Salary 1 % of bets: 10.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { payBonus, type BonusSource } from '../../bonus/service.ts';
import { grossOf, periodAt, type Terms } from './engine.ts';
import { teamActivity } from './service.ts';
import { addRound, makeMember } from './testkit.ts';

const TZ = 'Asia/Dhaka';
const AT = Date.parse('2026-03-10T04:01:30.000Z');
const DAY = 86_400_000;
let t: TestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => AT });
});
afterAll(() => t.close());

const pay = (memberId: string, source: BonusSource, amountMinor: bigint, at: number) =>
  payBonus(t.db, {
    brand: 'deshplay',
    memberId,
    currency: 'BDT',
    name: `${source} test`,
    amountMinor,
    turnoverMinor: 0n,
    reference: `@loyalty-cost-${++seq}`,
    by: source,
    source,
    at,
  });

describe('loyalty costs in settlement', () => {
  it('deducts the rebate and VIP bonuses paid to the team in the period from the dividend base, nothing else', async () => {
    const a = await makeMember(t.db, 'deshplay', { agent: true });
    const p = await makeMember(t.db, 'deshplay', { agent: false, uplineId: a.id });
    await addRound(t.db, p.id, { stake: 100_000n, win: 0n, closedAt: new Date(AT) });
    await pay(p.id, 'rebate', 3_000n, AT);
    await pay(p.id, 'vip', 2_000n, AT);
    await pay(p.id, 'grant', 10_000n, AT);
    await pay(p.id, 'rebate', 4_000n, AT + DAY);

    const period = periodAt('daily', AT, TZ);
    const act = (await teamActivity(t.db, [{ agentId: a.id, singleBetMin: 0n }], period, 'BDT')).get(a.id)!;
    expect(act.bonusCost).toBe(5_000n);

    const dividend: Terms = { singleBetMin: 0n, tiers: [{ minProfitLoss: 50_000n, rateBp: 1000 }] };
    const d = grossOf('dividend', dividend, act);
    expect(d.figures.profitLoss).toBe(100_000n);
    expect(d.figures.result).toBe(95_000n);
    expect(d.base).toBe(95_000n);
    expect(d.gross).toBe(9_500n);

    const salary: Terms = { singleBetMin: 0n, tiers: [{ minBets: 0n, rateBp: 100 }] };
    expect(grossOf('daily', salary, act).gross).toBe(1_000n);
  });

  it('never makes the dividend base negative when the costs pass the team’s profit', async () => {
    const a = await makeMember(t.db, 'deshplay', { agent: true });
    const p = await makeMember(t.db, 'deshplay', { agent: false, uplineId: a.id });
    await addRound(t.db, p.id, { stake: 1_000n, win: 0n, closedAt: new Date(AT) });
    await pay(p.id, 'rebate', 5_000n, AT);
    const act = (
      await teamActivity(t.db, [{ agentId: a.id, singleBetMin: 0n }], periodAt('daily', AT, TZ), 'BDT')
    ).get(a.id)!;
    const d = grossOf('dividend', { singleBetMin: 0n, tiers: [{ rateBp: 1000 }] }, act);
    expect(d.figures.result).toBe(-4_000n);
    expect(d.base).toBe(0n);
    expect(d.gross).toBe(0n);
  });
});
