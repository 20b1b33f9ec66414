/**
 * Leaderboard competitions over the real stack (spec sections 1 "leaderboard", 7; docs/decisions.md D38, D34): bets
 * played through the signed vendor wallet rank members by turnover or by best win multiple in the window; names are
 * masked; a protected member is left out; the close pays each prize rank once, under 20 parallel close runs, and after
 * a close that died half-way a second run pays only the ranks left. The ledger stays clean. PGlite, and PostgreSQL
 * when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LeaderboardCompetitionConfig } from '@playdeck/config-schema';
import type { LeaderboardPage } from '@playdeck/api-client/leaderboard';
import type { Brand } from '../../infra/brands/index.ts';
import { upsertVendors } from '../games/store.ts';
import { transfer } from '../ledger/index.ts';
import { cash, clearing } from '../payments/service.ts';
import { payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { closeCompetition, competitionsView, runLeaderboardJob } from './service.ts';

const HOUR = 3_600_000;
const started = Date.now();
const comp = (
  id: string,
  extra: Partial<LeaderboardCompetitionConfig> = {},
): LeaderboardCompetitionConfig => ({
  id,
  title: { en: `Race ${id}`, bn: `রেস ${id}` },
  start: new Date(started - HOUR).toISOString(),
  end: new Date(started + HOUR).toISOString(),
  metric: 'turnover',
  minTurnoverMinor: '1000',
  prizes: [
    { fromRank: 1, toRank: 1, amountMinor: '50000', turnoverMultiplier: 2 },
    { fromRank: 2, toRank: 3, amountMinor: '20000', turnoverMultiplier: 0 },
  ],
  enabled: true,
  ...extra,
});
const COMPETITIONS = [
  comp('turnover'),
  comp('multiplier', { metric: 'winMultiplier', title: { en: 'Big win' } }),
  comp('live-only', { gameTypes: ['LIVE'] }),
  comp('slots-only', { gameTypes: ['BGS', 'RNG'] }),
  comp('burst'),
  comp('interrupted'),
  comp('later', {
    start: new Date(started + 2 * HOUR).toISOString(),
    end: new Date(started + 3 * HOUR).toISOString(),
  }),
];

let k: PayKit;
let brand: Brand;
beforeAll(async () => {
  k = await payKit({}, (b) => {
    brand = {
      ...b,
      config: {
        ...b.config!,
        config: { ...b.config!.config, leaderboard: { showTop: 3, competitions: COMPETITIONS } },
      },
    };
    return brand;
  });
  await upsertVendors(k.t.db, [{ vassalage: 'BGS', gameType: 'BGS', displayName: 'BGS' }]);
});
afterAll(() => k.close());

type Member = Awaited<ReturnType<PayKit['member']>>;
let seq = 0;

/** A member with 10,000.00 in the main wallet (a deposit transfer), ready to play. */
async function funded(): Promise<Member> {
  const m = await k.member();
  await transfer(k.t.db, {
    debit: clearing('deshplay', 'BDT', 'deposits'),
    credit: cash('deshplay', 'BDT', m.id),
    amountMinor: 1_000_000n,
    kind: 'deposit',
    idempotencyKey: `leaderboard-test-deposit-${m.id}`,
  });
  return m;
}
/** One settled BGS round through the signed vendor wallet: stake and win in minor units. */
const play = (m: Member, stake: bigint, win = 0n) => settledRound(k.t, m.id, `lb-r-${++seq}`, stake, win);

const page = async (m: Member, lang = 'en') => {
  const r = await k.t.req<LeaderboardPage>('GET', '/wps/leaderboard', {
    token: m.token,
    headers: { language: lang },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value!;
};
const masked = (u: string) => `${u.slice(0, 2)}***${u.slice(-2)}`;
const compOf = (p: LeaderboardPage, id: string) => p.competitions.find((c) => c.id === id)!;
const after = () => started + 2 * HOUR;
const config = (id: string) => COMPETITIONS.find((c) => c.id === id)!;

/** The leaderboard bonuses paid for competition `id`: rank -> [member, amount] (one entry per bonus row). */
async function payouts(id: string) {
  return k.t.db.query<{ reference: string; member_id: string; amount: string }>(sql`
    SELECT reference, member_id::text AS member_id, amount::text AS amount FROM bonuses
    WHERE source = 'leaderboard' AND reference LIKE ${`leaderboard:${id}:%`} ORDER BY reference`);
}

let a: Member, b: Member, c: Member, d: Member, blocked: Member;

describe('leaderboard competitions', () => {
  it('ranks members by turnover and by best win multiple from settled rounds, names masked', async () => {
    expect((await k.t.req('GET', '/wps/leaderboard')).status).toBe(401);
    [a, b, c, d, blocked] = await Promise.all([funded(), funded(), funded(), funded(), funded()]);
    // Turnover: b 600.00 > a 350.00 > c 200.00; d 5.00 is below the minimum of 10.00.
    await play(a, 30_000n, 90_000n); // a's best multiple 3.00
    await play(a, 5_000n);
    await play(b, 60_000n, 6_000n); // 0.10
    await play(c, 10_000n, 125_000n); // 12.50
    await play(c, 10_000n);
    await play(d, 500n, 50_000n); // 100.00 but not qualified
    await play(blocked, 900_000n, 9_000_000n); // would lead both
    const t = await k.t.req('POST', '/wps/protection/timeout', {
      token: blocked.token,
      body: { length: '24h' },
    });
    expect(t.status, JSON.stringify(t.body)).toBe(200);

    const v = await page(a);
    expect(v.currency).toBe('BDT');
    expect(v.timezone).toBe(brand.timezone);
    const turnover = compOf(v, 'turnover');
    expect(turnover).toMatchObject({
      state: 'live',
      metric: 'turnover',
      title: 'Race turnover',
      minTurnover: '10.00',
    });
    expect(turnover.prizes[0]).toEqual({ fromRank: 1, toRank: 1, amount: '500.00', turnoverMultiplier: 2 });
    expect(turnover.top).toEqual([
      { rank: 1, name: masked(b.username), score: '600.00', mine: false },
      { rank: 2, name: masked(a.username), score: '350.00', mine: true },
      { rank: 3, name: masked(c.username), score: '200.00', mine: false },
    ]);
    expect(turnover.own).toEqual({ rank: 2, score: '350.00', turnover: '350.00' });

    const mult = compOf(v, 'multiplier');
    expect(mult.top.map((r) => [r.name, r.score])).toEqual([
      [masked(c.username), '12.50'],
      [masked(a.username), '3.00'],
      [masked(b.username), '0.10'],
    ]);
    // Game types: BGS rounds count where BGS is listed, not where only LIVE is.
    expect(compOf(v, 'slots-only').top.map((r) => r.score)).toEqual(['600.00', '350.00', '200.00']);
    expect(compOf(v, 'live-only').top).toEqual([]);
    expect(compOf(v, 'live-only').own).toEqual({ rank: null, score: '0.00', turnover: '0.00' });
    expect(compOf(v, 'later')).toMatchObject({ state: 'upcoming', top: [] });

    // Below the minimum: not ranked, its turnover shown; the protected member is nowhere.
    const dv = compOf(await page(d), 'turnover');
    expect(dv.own).toEqual({ rank: null, score: '0.00', turnover: '5.00' });
    expect(compOf(await page(d, 'bn'), 'turnover').title).toBe('রেস turnover');
    // A timeout ends the member's sessions: its own view is read from the service.
    const bv = await competitionsView(k.t.db, brand, blocked.id, Date.now());
    expect(bv.find((x) => x.competition.id === 'turnover')!.own.rank).toBeNull();
    expect(JSON.stringify(v)).not.toContain(masked(blocked.username));
  });

  it('pays the prizes once at the close, by rank, as bonuses with their turnover target', async () => {
    const before = await Promise.all([a, b, c].map((m) => k.cash(m.id)));
    // Not before the end.
    expect(await closeCompetition(k.t.db, brand, config('turnover'), started)).toEqual({
      froze: false,
      paid: [],
      closed: false,
    });
    const r = await closeCompetition(k.t.db, brand, config('turnover'), after());
    expect(r).toEqual({ froze: true, paid: [1, 2, 3], closed: true });
    expect(await payouts('turnover')).toEqual([
      { reference: 'leaderboard:turnover:1', member_id: b.id, amount: '50000' },
      { reference: 'leaderboard:turnover:2', member_id: a.id, amount: '20000' },
      { reference: 'leaderboard:turnover:3', member_id: c.id, amount: '20000' },
    ]);
    const afterCash = await Promise.all([a, b, c].map((m) => k.cash(m.id)));
    expect(afterCash.map((x, i) => x - before[i]!)).toEqual([20_000n, 50_000n, 20_000n]);
    const [lock] = await k.t.db.query<{ turnover: string }>(sql`
      SELECT turnover_required::text AS turnover FROM bonuses WHERE reference = 'leaderboard:turnover:1'`);
    expect(lock?.turnover).toBe('100000');
    // Again, and the job: nothing more.
    expect(await closeCompetition(k.t.db, brand, config('turnover'), after())).toMatchObject({ paid: [] });
    expect((await payouts('turnover')).length).toBe(3);
    // The member sees it closed with its prize.
    const v = (await competitionsView(k.t.db, brand, b.id, after())).find(
      (x) => x.competition.id === 'turnover',
    );
    expect(v).toMatchObject({ state: 'closed', prizeMinor: 50_000n, own: { rank: 1 } });
    await k.expectLedgerClean();
  });

  it('pays each rank once under 20 parallel close runs', async () => {
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => closeCompetition(k.t.db, brand, config('burst'), after())),
    );
    expect(runs.filter((r) => r.froze)).toHaveLength(1);
    expect(runs.flatMap((r) => r.paid).sort()).toEqual([1, 2, 3]);
    expect((await payouts('burst')).map((p) => p.member_id)).toEqual([b.id, a.id, c.id]);
    await k.expectLedgerClean();
  });

  it('resumes a close that died after paying some ranks: the next run pays only the rest, once', async () => {
    const dying = closeCompetition(k.t.db, brand, config('interrupted'), after(), {
      afterPaid: (rank) => {
        if (rank === 1) throw new Error('process died');
      },
    });
    await expect(dying).rejects.toThrow('process died');
    expect((await payouts('interrupted')).map((p) => p.reference)).toEqual(['leaderboard:interrupted:1']);
    // The "restarted" process: the scheduler's job (over a brand with this competition only) and a racing manual run
    // finish it.
    const only = {
      ...brand,
      config: {
        ...brand.config!,
        config: { ...brand.config!.config, leaderboard: { competitions: [config('interrupted')] } },
      },
    };
    const registry = { brands: new Map([['deshplay', only]]) } as unknown as Parameters<
      typeof runLeaderboardJob
    >[1];
    const [job, again] = await Promise.all([
      runLeaderboardJob(k.t.db, registry, after()),
      closeCompetition(k.t.db, brand, config('interrupted'), after()),
    ]);
    expect(job.paid + again.paid.length).toBe(2);
    expect((await payouts('interrupted')).map((p) => [p.reference, p.member_id])).toEqual([
      ['leaderboard:interrupted:1', b.id],
      ['leaderboard:interrupted:2', a.id],
      ['leaderboard:interrupted:3', c.id],
    ]);
    expect((await runLeaderboardJob(k.t.db, registry, after())).paid).toBe(0);
    await k.expectLedgerClean();
  });

  it('lets an operator close the ended competitions now', async () => {
    expect((await k.t.req('POST', '/ops/api/leaderboard/close', { body: {} })).status).toBe(401);
    // Nothing has ended by the app clock yet.
    const early = await k.ops<{ paid: number }>('POST', '/ops/api/leaderboard/close');
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body.value).toEqual({ paid: 0 });
    k.setOffset(2 * HOUR);
    try {
      // The ones not closed yet: multiplier and slots-only (3 ranks each), live-only (nobody ranked).
      const r = await k.ops<{ paid: number }>('POST', '/ops/api/leaderboard/close');
      expect(r.body.value).toEqual({ paid: 6 });
      expect((await payouts('multiplier')).map((p) => p.member_id)).toEqual([c.id, a.id, b.id]);
      expect((await k.ops<{ paid: number }>('POST', '/ops/api/leaderboard/close')).body.value).toEqual({
        paid: 0,
      });
    } finally {
      k.setOffset(0);
    }
    await k.expectLedgerClean();
  });
});
