/**
 * The settlement engine's rules as pure functions (docs/architecture.md "Targets": tier boundaries, the difference model, the
 * "never above its own terms" check, periods in the brand timezone). Expected figures are computed by hand in the
 * comments; money in minor units (BDT, 2 decimals).
 */
import { describe, expect, it } from 'vitest';
import {
  computeStatement,
  figuresOf,
  matchTier,
  periodAt,
  previousPeriod,
  settleTree,
  withinTerms,
  type TeamActivity,
  type Terms,
} from './engine.ts';

const act = (p: Partial<TeamActivity>): TeamActivity => ({
  bets: 0n,
  wins: 0n,
  rounds: 0,
  roundsWon: 0,
  activeMembers: 0,
  ...p,
});

const salary: Terms = {
  singleBetMin: 10000n,
  tiers: [
    { minBets: 100000n, minActiveMembers: 2, rateBp: 100 },
    { minBets: 300000n, minActiveMembers: 3, rateBp: 200 },
  ],
};

describe('tier matching', () => {
  it('matches a tier exactly at its thresholds and not one minor unit below', () => {
    expect(matchTier(salary.tiers, figuresOf(act({ bets: 300000n, activeMembers: 3 })))).toEqual({
      index: 1,
      rateBp: 200,
    });
    expect(matchTier(salary.tiers, figuresOf(act({ bets: 299999n, activeMembers: 3 })))).toEqual({
      index: 0,
      rateBp: 100,
    });
    expect(matchTier(salary.tiers, figuresOf(act({ bets: 300000n, activeMembers: 2 })))).toEqual({
      index: 0,
      rateBp: 100,
    });
    expect(matchTier(salary.tiers, figuresOf(act({ bets: 99999n, activeMembers: 9 })))).toBeNull();
  });

  it('applies win-rate ceilings and loss-rate floors at their boundaries', () => {
    const t = [{ maxWinRateBp: 5000, minLossRateBp: 1000, rateBp: 50 }];
    // 4 rounds, 2 won -> win rate 50.00 %; bets 1000, wins 900 -> loss rate 10.00 %: both at the boundary.
    const at = figuresOf(act({ bets: 100000n, wins: 90000n, rounds: 4, roundsWon: 2 }));
    expect(at.winRateBp).toBe(5000);
    expect(at.lossRateBp).toBe(1000);
    expect(matchTier(t, at)).toEqual({ index: 0, rateBp: 50 });
    // wins 900.01 -> loss rate 9.99 % (truncated): one below.
    expect(matchTier(t, figuresOf(act({ bets: 100000n, wins: 90001n, rounds: 4, roundsWon: 2 })))).toBeNull();
    // 3 of 4 won -> 75 %: above the ceiling.
    expect(matchTier(t, figuresOf(act({ bets: 100000n, wins: 90000n, rounds: 4, roundsWon: 3 })))).toBeNull();
  });

  it('takes the highest matched rate when several tiers match', () => {
    const t = [
      { minBets: 0n, rateBp: 30 },
      { minActiveMembers: 1, rateBp: 70 },
      { minBets: 50n, rateBp: 40 },
    ];
    expect(matchTier(t, figuresOf(act({ bets: 100n, activeMembers: 1 })))).toEqual({ index: 1, rateBp: 70 });
  });
});

describe('amounts and the difference model', () => {
  it('pays a salary as floor(team bets x rate) and a dividend on positive profit and loss only', () => {
    // 3600.00 bets at 2.00 % = 72.00; 1234.57 at 1.00 % = 12.3457 -> 12.34 (floored).
    expect(computeStatement('daily', salary, act({ bets: 360000n, activeMembers: 4 }), []).amount).toBe(
      7200n,
    );
    expect(computeStatement('daily', salary, act({ bets: 123457n, activeMembers: 2 }), []).amount).toBe(
      1234n,
    );
    const div: Terms = { singleBetMin: 0n, tiers: [{ rateBp: 2000 }] };
    // Team won (bets 100.00, wins 150.00): profit and loss -50.00 -> base 0.
    const s = computeStatement('dividend', div, act({ bets: 10000n, wins: 15000n }), []);
    expect(s.base).toBe(0n);
    expect(s.amount).toBe(0n);
    expect(computeStatement('dividend', div, act({ bets: 15000n, wins: 10000n }), []).amount).toBe(1000n);
  });

  it('deducts each direct downline cost and conserves the top gross down a 3-level chain', () => {
    // A 2.00 % on 3600.00 = 72.00; B 0.80 % on 2600.00 = 20.80; C 0.50 % on 2100.00 = 10.50.
    const tree = settleTree('daily', [
      {
        contractId: 'a',
        agentId: 'A',
        uplineId: null,
        terms: salary,
        activity: act({ bets: 360000n, activeMembers: 4 }),
      },
      {
        contractId: 'b',
        agentId: 'B',
        uplineId: 'A',
        terms: { singleBetMin: 10000n, tiers: [{ minBets: 100000n, minActiveMembers: 2, rateBp: 80 }] },
        activity: act({ bets: 260000n, activeMembers: 3 }),
      },
      {
        contractId: 'c',
        agentId: 'C',
        uplineId: 'B',
        terms: { singleBetMin: 10000n, tiers: [{ minBets: 200000n, minActiveMembers: 2, rateBp: 50 }] },
        activity: act({ bets: 210000n, activeMembers: 2 }),
      },
    ]);
    expect(tree.get('c')!.amount).toBe(1050n);
    expect(tree.get('b')!.amount).toBe(2080n - 1050n);
    expect(tree.get('a')!.amount).toBe(7200n - 2080n);
    expect(tree.get('a')!.deductions.map((d) => [d.contractId, d.cost])).toEqual([['b', 2080n]]);
    expect([...tree.values()].reduce((s, x) => s + x.amount, 0n)).toBe(7200n);
  });

  it('never pays a negative amount: a downline earning more than its upline costs the upline its downline total', () => {
    // B matches no tier (gross 0) while C earns 55.00: B gets 0, and A deducts 55.00 (B's cost), not 0.
    const tree = settleTree('dividend', [
      {
        contractId: 'a',
        agentId: 'A',
        uplineId: null,
        terms: { singleBetMin: 0n, tiers: [{ rateBp: 2000 }] },
        activity: act({ bets: 360000n, wins: 170000n }),
      },
      {
        contractId: 'b',
        agentId: 'B',
        uplineId: 'A',
        terms: { singleBetMin: 0n, tiers: [{ minProfitLoss: 100000n, rateBp: 800 }] },
        activity: act({ bets: 260000n, wins: 170000n }),
      },
      {
        contractId: 'c',
        agentId: 'C',
        uplineId: 'B',
        terms: { singleBetMin: 0n, tiers: [{ minProfitLoss: 100000n, rateBp: 500 }] },
        activity: act({ bets: 210000n, wins: 100000n }),
      },
    ]);
    expect(tree.get('c')!.amount).toBe(5500n);
    expect(tree.get('b')!.gross).toBe(0n);
    expect(tree.get('b')!.amount).toBe(0n);
    expect(tree.get('b')!.cost).toBe(5500n);
    // A: 20 % of 1900.00 = 380.00 - 55.00.
    expect(tree.get('a')!.amount).toBe(38000n - 5500n);
  });
});

describe('never above the upline terms', () => {
  it('accepts lower rates at the same or stricter thresholds and refuses a tier the upline pays less on', () => {
    expect(
      withinTerms(
        { singleBetMin: 10000n, tiers: [{ minBets: 100000n, minActiveMembers: 2, rateBp: 100 }] },
        salary,
      ),
    ).toEqual([]);
    expect(
      withinTerms(
        { singleBetMin: 10000n, tiers: [{ minBets: 300000n, minActiveMembers: 3, rateBp: 150 }] },
        salary,
      ),
    ).toEqual([]);
    // At (2550.00, 2 active) the upline pays 1.00 %: 1.50 % is above it.
    expect(
      withinTerms(
        { singleBetMin: 10000n, tiers: [{ minBets: 255000n, minActiveMembers: 2, rateBp: 150 }] },
        salary,
      ),
    ).toEqual([{ tier: 0, offeredRateBp: 150, allowedRateBp: 100 }]);
    // A lower threshold than any upline tier: the upline pays nothing there.
    expect(withinTerms({ singleBetMin: 10000n, tiers: [{ minBets: 1n, rateBp: 1 }] }, salary)).toHaveLength(
      1,
    );
    // A looser active-member definition counts more members active than the upline's contract would.
    expect(
      withinTerms(
        { singleBetMin: 9999n, tiers: [{ minBets: 300000n, minActiveMembers: 3, rateBp: 100 }] },
        salary,
      ),
    ).toEqual([{ tier: -1, offeredRateBp: 0, allowedRateBp: 0 }]);
  });
});

describe('periods in the brand timezone', () => {
  const tz = 'Asia/Dhaka'; // GMT+6, no DST
  const t = Date.parse('2026-03-10T04:01:30Z'); // 10:01:30 in Dhaka, a Tuesday

  it('cuts 5-minute, hourly, daily, weekly, semimonthly and monthly periods at local boundaries', () => {
    const iso = (kind: Parameters<typeof periodAt>[0]) => {
      const p = periodAt(kind, t, tz);
      return [new Date(p.start).toISOString(), new Date(p.end).toISOString()];
    };
    expect(iso('5min')).toEqual(['2026-03-10T04:00:00.000Z', '2026-03-10T04:05:00.000Z']);
    expect(iso('hourly')).toEqual(['2026-03-10T04:00:00.000Z', '2026-03-10T05:00:00.000Z']);
    expect(iso('daily')).toEqual(['2026-03-09T18:00:00.000Z', '2026-03-10T18:00:00.000Z']);
    expect(iso('weekly')).toEqual(['2026-03-08T18:00:00.000Z', '2026-03-15T18:00:00.000Z']);
    expect(iso('semimonthly')).toEqual(['2026-02-28T18:00:00.000Z', '2026-03-15T18:00:00.000Z']);
    expect(iso('monthly')).toEqual(['2026-02-28T18:00:00.000Z', '2026-03-31T18:00:00.000Z']);
    const second = periodAt('semimonthly', Date.parse('2026-02-20T00:00:00Z'), tz);
    expect(new Date(second.start).toISOString()).toBe('2026-02-15T18:00:00.000Z');
    expect(new Date(second.end).toISOString()).toBe('2026-02-28T18:00:00.000Z');
    expect(new Date(previousPeriod(periodAt('monthly', t, tz), tz).start).toISOString()).toBe(
      '2026-01-31T18:00:00.000Z',
    );
  });

  it('follows daylight saving time where the zone has it', () => {
    // Europe/London: 2026-03-29 is 23 hours long.
    const d = periodAt('daily', Date.parse('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(new Date(d.start).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(d.end).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});
