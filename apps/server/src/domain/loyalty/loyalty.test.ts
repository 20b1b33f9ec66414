/**
 * VIP ranks, VIP bonuses and rebate (docs/architecture.md "Loyalty"; brand config `vip` and `rebate` of _base: VIP 1
 * needs 500.00 deposited and 10.00 settled turnover over 30 days and keeps with 5.00 turnover; slots rebate 0.50 % at
 * the lowest level, 0.80 % at VIP 1). Deposits are ledger transfers of kind `deposit`; rounds are played through the
 * signed vendor protocol (BGS, a slots game type). PGlite, and PostgreSQL when DATABASE_URL is set (the parallel
 * bursts are real races there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  RebateClaimResult,
  RebateStatus,
  VipClaimResult,
  VipStatus,
} from '@playdeck/api-client/loyalty';
import type { BonusPage } from '@playdeck/api-client/bonus';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { testBrands } from '../../test/harness.ts';
import { transfer } from '../ledger/index.ts';
import { upsertVendors } from '../games/store.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';
import { cash, clearing } from '../payments/service.ts';
import { runLoyaltyJob } from './jobs.ts';
import { nextLevel, storedRank } from './vip.ts';
import { vipSettings } from './config.ts';

const DAY = 86_400_000;
let k: PayKit;
beforeAll(async () => {
  k = await payKit();
  // Game types of the rounds (the records view): BGS rounds are slots, AG rounds live.
  await upsertVendors(k.t.db, [
    { vassalage: 'BGS', gameType: 'BGS', displayName: 'BGS' },
    { vassalage: 'AG', gameType: 'LIVE', displayName: 'AG Live' },
  ]);
});
afterAll(() => k.close());

let seq = 0;
const brand = () => testBrands().get('deshplay')!;

/** A credited deposit of `minor` (a `deposit` ledger transfer into the main wallet). */
async function deposit(memberId: string, minor: bigint) {
  await transfer(k.t.db, {
    debit: clearing('deshplay', 'BDT', 'deposits'),
    credit: cash('deshplay', 'BDT', memberId),
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `loyalty-test-deposit-${++seq}`,
  });
}
const play = (memberId: string, stake: bigint, win = 0n) =>
  settledRound(k.t, memberId, `loyalty-r-${++seq}`, stake, win);
const vip = (token: string) => k.t.req<VipStatus>('GET', '/wps/member/vip', { token });
const info = (token: string) =>
  k.t.req<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }>('GET', '/wps/member/info', {
    token,
  });
/** The stored level (read from the database: a session does not outlive a clock moved by weeks). */
const rank = (memberId: string) => storedRank(k.t.db, memberId);
/** One settled live round (AG) of `stake`, lost. */
async function playLive(memberId: string, stake: bigint) {
  const roundId = `loyalty-live-${++seq}`;
  const base = { playerId: memberId, currency: 'BDT', roundId };
  await vendorWalletCall(k.t, 'AG', 'bet', {
    ...base,
    transactionId: `${roundId}-bet`,
    amount: stake.toString(),
  });
  await vendorWalletCall(k.t, 'AG', 'win', { ...base, transactionId: `${roundId}-win`, amount: '0' });
}
const job = () => runLoyaltyJob(k.t.db, testBrands(), Date.now() + offset);
let offset = 0;
const setOffset = (ms: number) => {
  offset = ms;
  k.setOffset(ms);
};

describe('VIP level rule', () => {
  it('reaches the highest qualifying level; the keep rule lowers at most to a kept level, only when applied', () => {
    const levels = vipSettings(brand()).levels;
    const f = (d: bigint, t: bigint) => ({ depositMinor: d, turnoverMinor: t });
    expect(nextLevel(levels, 0, f(50000n, 1000n), true)).toBe(1);
    expect(nextLevel(levels, 0, f(50000n, 999n), true)).toBe(0);
    expect(nextLevel(levels, 1, f(0n, 500n), true)).toBe(1); // kept by 5.00 turnover
    expect(nextLevel(levels, 1, f(0n, 499n), true)).toBe(0);
    expect(nextLevel(levels, 1, f(0n, 0n), false)).toBe(1); // keep rule not applied: never down
  });
});

describe('VIP ranks', () => {
  it('reaches VIP 1 by deposit and turnover, shows it in member info, and drops after the window passes', async () => {
    setOffset(0);
    const m = await k.member();
    await deposit(m.id, 50000n);
    let s = (await vip(m.token)).body.value!;
    expect(s).toMatchObject({
      level: 0,
      deposit: '500.00',
      turnover: '0.00',
      next: { level: 1, percent: 0 },
    });
    await play(m.id, 600n);
    s = (await vip(m.token)).body.value!;
    expect(s.next).toMatchObject({ level: 1, turnover: '10.00', percent: 60 });
    await play(m.id, 400n, 100n);
    expect((await info(m.token)).body.value).toMatchObject({ hasVip: false, vipRankLevel: 0 });

    // The job recomputes every member with activity in the window.
    await job();
    expect((await info(m.token)).body.value).toMatchObject({
      hasVip: true,
      vipLabelName: 'VIP 1',
      vipRankLevel: 1,
    });
    s = (await vip(m.token)).body.value!;
    expect(s).toMatchObject({ level: 1, name: 'VIP 1', turnover: '10.00', next: { level: 2 } });
    expect(s.levels.map((l) => l.level)).toEqual([0, 1, 2, 3]);
    expect(s.bonuses.find((b) => b.kind === 'levelup')).toMatchObject({
      level: 1,
      amount: '50.00',
      claimed: false,
    });

    // 29 days on, the deposit and rounds are still inside the 30-day window.
    setOffset(29 * DAY);
    await job();
    expect(await rank(m.id)).toBe(1);

    // 31 days on they are outside it: the keep rule (5.00 turnover) fails at the day's first recompute.
    setOffset(31 * DAY);
    await job();
    expect(await rank(m.id)).toBe(0);
    setOffset(0);
    // Back at real time the member's session works again: member info is no VIP any more (the job ran "later").
    expect((await info(m.token)).body.value).toMatchObject({
      hasVip: false,
      vipLabelName: '',
      vipRankLevel: 0,
    });
  });

  it('keeps the level across the window edge when the keep turnover is met, and applies the keep rule once a day', async () => {
    setOffset(0);
    const m = await k.member();
    await deposit(m.id, 50000n);
    await play(m.id, 1000n);
    await job();
    expect(await rank(m.id)).toBe(1);
    // 5.00 more turnover, settled 31 days on (the rows are moved to that time).
    await play(m.id, 500n);
    await k.t.db.query(sql`
      UPDATE vendor_rounds SET closed_at = closed_at + interval '31 days', created_at = created_at + interval '31 days'
      WHERE round_id = ${`loyalty-r-${seq}`}`);
    setOffset(31 * DAY);
    await job();
    expect(await rank(m.id)).toBe(1);
    // The same day the keep rule is not applied again: removing that turnover does not lower the level today.
    await k.t.db.query(
      sql`UPDATE vendor_rounds SET status = 'cancelled' WHERE round_id = ${`loyalty-r-${seq}`}`,
    );
    await job();
    expect(await rank(m.id)).toBe(1);
    // The next day it is.
    setOffset(32 * DAY);
    await job();
    expect(await rank(m.id)).toBe(0);
    setOffset(0);
  });
});

describe('VIP bonuses', () => {
  it('pays the level-up bonus once under a parallel burst, as a bonus with turnover', async () => {
    setOffset(0);
    const m = await k.member();
    await deposit(m.id, 50000n);
    await play(m.id, 1000n);
    const before = await k.cash(m.id);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        k.t.req<VipClaimResult>('POST', '/wps/member/vip/bonuses/claim', {
          token: m.token,
          body: { kind: 'levelup', level: 1 },
        }),
      ),
    );
    const paid = burst.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    for (const r of burst.filter((x) => x.status !== 200)) expect4xx(r, 'VIP_BONUS_CLAIMED');
    expect(paid[0]!.body.value!.bonus).toMatchObject({
      kind: 'levelup',
      amount: '50.00',
      turnover: '150.00',
    });
    expect(await k.cash(m.id)).toBe(before + 5000n);
    const bonuses = (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token: m.token })).body.value!;
    expect(bonuses.rows).toHaveLength(1);
    expect(bonuses.rows[0]).toMatchObject({ source: 'vip', amount: '50.00', status: 'wagering' });
    // The weekly bonus of VIP 1 is its own period; a level not reached is refused.
    const weekly = await k.t.req<VipClaimResult>('POST', '/wps/member/vip/bonuses/claim', {
      token: m.token,
      body: { kind: 'weekly' },
    });
    expect(weekly.status).toBe(200);
    expect4xx(
      await k.t.req('POST', '/wps/member/vip/bonuses/claim', {
        token: m.token,
        body: { kind: 'levelup', level: 2 },
      }),
      'VIP_BONUS_UNAVAILABLE',
    );
    expect4xx(
      await k.t.req('POST', '/wps/member/vip/bonuses/claim', { token: m.token, body: { kind: 'monthly' } }),
      'VIP_BONUS_UNAVAILABLE',
    );
    expect(await k.cash(m.id)).toBe(before + 5000n + 2000n);
    await k.expectLedgerClean();
  });
});

describe('rebate', () => {
  it('accrues per category on settled turnover and pays the day once under parallel claims', async () => {
    setOffset(0);
    const m = await k.member();
    await deposit(m.id, 100000n);
    await play(m.id, 30000n, 10000n);
    await play(m.id, 20000n);
    await playLive(m.id, 10000n);
    const s = (await k.t.req<RebateStatus>('GET', '/wps/member/rebate', { token: m.token })).body.value!;
    expect(s.mode).toBe('manual');
    // 1000.00 deposited and 600.00 staked: VIP 1 at the next recompute; until then the lowest level's rates
    // (live 0.30 %, slots 0.50 %).
    expect(s.todayAccruals).toEqual([
      { day: s.today, category: 'live', turnover: '100.00', rateBp: 30, amount: '0.30', paid: false },
      { day: s.today, category: 'slots', turnover: '500.00', rateBp: 50, amount: '2.50', paid: false },
    ]);
    expect(s.claimableAmount).toBe('2.80');
    await job(); // now VIP 1: live 0.50 %, slots 0.80 %
    const before = await k.cash(m.id);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        k.t.req<RebateClaimResult>('POST', '/wps/member/rebate/claim', { token: m.token }),
      ),
    );
    const paid = burst.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.value).toEqual({ paid: '4.50', payouts: 2 });
    for (const r of burst.filter((x) => x.status !== 200)) expect4xx(r, 'REBATE_NOTHING_TO_CLAIM');
    expect(await k.cash(m.id)).toBe(before + 450n);

    // Claimed: today's accrual shows paid; more play today earns no second payout of the day.
    await play(m.id, 10000n);
    const after = (await k.t.req<RebateStatus>('GET', '/wps/member/rebate', { token: m.token })).body.value!;
    expect(after.todayAccruals).toEqual([
      { day: s.today, category: 'live', turnover: '100.00', rateBp: 50, amount: '0.50', paid: true },
      { day: s.today, category: 'slots', turnover: '500.00', rateBp: 80, amount: '4.00', paid: true },
    ]);
    expect4xx(
      await k.t.req('POST', '/wps/member/rebate/claim', { token: m.token }),
      'REBATE_NOTHING_TO_CLAIM',
    );
    const bonuses = (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token: m.token })).body.value!;
    expect(
      bonuses.rows
        .filter((b) => b.source === 'rebate')
        .map((b) => [b.amount, b.turnoverRequired])
        .sort(),
    ).toEqual([
      ['0.50', '0.50'],
      ['4.00', '4.00'],
    ]);
    await k.expectLedgerClean();
  });

  it('refuses a claim with nothing accrued', async () => {
    const m = await k.member();
    expect4xx(
      await k.t.req('POST', '/wps/member/rebate/claim', { token: m.token }),
      'REBATE_NOTHING_TO_CLAIM',
    );
  });
});
