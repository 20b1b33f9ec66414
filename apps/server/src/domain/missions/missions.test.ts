/**
 * Missions over the real stack (spec sections 1 "missions", 4 statuses; docs/decisions.md D37, D34): progress follows
 * deposits credited through the deposit call and rounds settled through the signed seamless-wallet protocol; a claim
 * before completion is refused; a completed mission is paid once (bonus with its turnover, or points), even under 50
 * parallel claims; the next window starts fresh; a protected member gets nothing. The ledger stays clean. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MissionConfig } from '@playdeck/config-schema';
import type { BonusPage } from '@playdeck/api-client/bonus';
import type { MissionClaimed, MissionList } from '@playdeck/api-client/missions';
import type { RewardCenter } from '@playdeck/api-client/rewards';
import { payKit, type PayKit } from '../payments/testkit.ts';
import { upsertVendors } from '../games/store.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { balanceOf } from '../ledger/index.ts';
import { pointsAccount } from '../points/accrual.ts';
import { periodAt } from '../agent/settlement/engine.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { claimMission, claimableMissions, missionStates } from './service.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const mission = (id: string, extra: Partial<MissionConfig>): MissionConfig => ({
  id,
  title: { en: `Mission ${id}`, bn: `মিশন ${id}` },
  period: 'daily',
  kind: 'deposit',
  target: '150000',
  reward: { type: 'bonus', amountMinor: '2000', turnoverMultiplier: 2 },
  enabled: true,
  ...extra,
});
const MISSIONS: MissionConfig[] = [
  mission('deposit-1500', {}),
  mission('slots-3', {
    kind: 'rounds',
    target: '3',
    category: 'slots',
    reward: { type: 'points', points: 40 },
  }),
  mission('live-turnover', { period: 'weekly', kind: 'turnover', target: '10000', gameType: 'LIVE' }),
  mission('streak-3', {
    period: 'weekly',
    kind: 'loginStreak',
    target: '3',
    reward: { type: 'points', points: 10 },
  }),
  mission('off', { enabled: false }),
];

let k: PayKit;
let brand: Brand;
beforeAll(async () => {
  k = await payKit({}, (b) => {
    brand = {
      ...b,
      config: {
        ...b.config!,
        config: {
          ...b.config!.config,
          missions: { items: MISSIONS },
          points: { ...b.config!.config.points!, categories: { BGS: 'slots', LIVE: 'live' } },
        },
      },
    };
    return brand;
  });
  // Game types of the rounds (the records view): BGS rounds are slots.
  await upsertVendors(k.t.db, [{ vassalage: 'BGS', gameType: 'BGS', displayName: 'BGS' }]);
});
afterAll(() => k.close());

const list = async (m: { token: string }, lang = 'en') => {
  const r = await k.t.req<MissionList>('GET', '/wps/missions', {
    token: m.token,
    headers: { language: lang },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value!;
};
const claim = (m: { token: string }, missionId: string) =>
  k.t.req<MissionClaimed>('POST', '/wps/missions/claim', { token: m.token, body: { missionId } });

/** A credited deposit of `amount` (decimal string) through the member's deposit call and the operator's confirm. */
async function deposit(m: { token: string }, amount: string) {
  const r = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'bank', amount },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const c = await k.ops('POST', `/ops/api/deposits/${r.body.value!.id}/confirm`);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
}

let seq = 0;
const play = (id: string, stake: bigint) => settledRound(k.t, id, `mission-r-${++seq}`, stake, 0n);

const missionBonuses = async (m: { token: string }) =>
  (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token: m.token })).body.value!.rows.filter(
    (b) => b.source === 'mission',
  );

describe('missions', () => {
  it('lists the enabled missions, daily first, in the caller language, with progress from real deposits', async () => {
    expect((await k.t.req('GET', '/wps/missions')).status).toBe(401);
    const m = await k.member();
    let v = await list(m);
    expect(v.missions.map((x) => x.id)).toEqual(['deposit-1500', 'slots-3', 'live-turnover', 'streak-3']);
    expect(v.missions[0]).toMatchObject({
      title: 'Mission deposit-1500',
      period: 'daily',
      progress: '0.00',
      target: '1500.00',
      percent: 0,
      status: 'Process',
      reward: { type: 'bonus', amount: '20.00', turnoverMultiple: 2 },
    });
    expect(v.claimable).toBe(0);
    expect((await list(m, 'bn')).missions[0]!.title).toBe('মিশন deposit-1500');

    await deposit(m, '1200.00');
    v = await list(m);
    expect(v.missions[0]).toMatchObject({ progress: '1200.00', percent: 80, status: 'Process' });

    const early = await claim(m, 'deposit-1500');
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('MISSION_NOT_COMPLETE');
    expect(early.body.message).toBe('Complete this mission before claiming its reward');
    expect(await k.cash(m.id)).toBe(120000n);

    await deposit(m, '1000.00');
    v = await list(m);
    expect(v.missions[0]).toMatchObject({ progress: '1500.00', percent: 100, status: 'Claim' });
    expect(v.claimable).toBe(1);
    const centre = await claimableMissions(k.t.db, brand, m.id, 'en', Date.now());
    expect(centre).toEqual([
      expect.objectContaining({
        key: expect.stringMatching(/^mission:deposit-1500:D/),
        status: 'Claim',
        action: 'claim',
        amount: '20.00',
      }),
    ]);

    const r = await claim(m, 'deposit-1500');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value!.reward).toEqual({ type: 'bonus', amount: '20.00', turnoverMultiple: 2 });
    expect(await k.cash(m.id)).toBe(220000n + 2000n);
    const [b] = await missionBonuses(m);
    expect(b).toMatchObject({ amount: '20.00', turnoverRequired: '40.00' });
    v = await list(m);
    expect(v.missions[0]!.status).toBe('Claimed');
    expect(v.claimable).toBe(0);
    const again = await claim(m, 'deposit-1500');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('MISSION_ALREADY_CLAIMED');
    expect((await claim(m, 'off')).body.errorCode).toBe('MISSION_NOT_FOUND');
    await k.expectLedgerClean();
  });

  it('counts settled rounds of the category and game type, and pays points', async () => {
    const m = await k.member();
    await deposit(m, '1000.00');
    await play(m.id, 1000n);
    await play(m.id, 1000n);
    let v = await list(m);
    expect(v.missions[1]).toMatchObject({ id: 'slots-3', progress: '2', target: '3', status: 'Process' });
    // BGS is slots, not LIVE: the weekly live turnover does not move.
    expect(v.missions[2]).toMatchObject({ id: 'live-turnover', progress: '0.00' });
    await play(m.id, 1000n);
    v = await list(m);
    expect(v.missions[1]).toMatchObject({ progress: '3', status: 'Claim' });
    const r = await claim(m, 'slots-3');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value!.reward).toEqual({ type: 'points', points: 40 });
    expect(await balanceOf(k.t.db, pointsAccount('deshplay', m.id))).toBeGreaterThanOrEqual(40n);
    const [row] = await k.t.db.query<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`mission:deshplay:${m.id}:slots-3:%`}`);
    expect(row!.n).toBe('1');
    await k.expectLedgerClean();
  });

  it('shows a completed mission in the reward center as claimable, then its paid reward in the history', async () => {
    const m = await k.member();
    const center = async () => {
      const r = await k.t.req<RewardCenter>('GET', '/wps/rewards?lang=en', { token: m.token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.value!;
    };
    const before = await center();
    expect(before.items.filter((i) => i.kind === 'mission')).toEqual([]);
    await deposit(m, '1500.00');
    const ready = await center();
    const item = ready.items.find((i) => i.kind === 'mission')!;
    expect(item).toMatchObject({
      id: 'deposit-1500',
      title: 'Mission deposit-1500',
      status: 'Claim',
      action: 'claim',
      amount: '20.00',
      turnoverMultiple: 2,
    });
    // The badge counts every item with an action, the mission among them (a deposit also changes promotions' states).
    expect(ready.claimable).toBe(ready.items.filter((i) => i.action !== null).length);
    expect((await claim(m, item.id)).status).toBe(200);
    const after = await center();
    expect(after.items.some((i) => i.kind === 'mission')).toBe(false);
    expect(after.claimable).toBe(ready.claimable - 1);
    expect(after.history.find((h) => h.kind === 'mission')).toMatchObject({
      promotionId: 'deposit-1500',
      title: 'Mission deposit-1500',
      status: 'Claimed',
      amount: '20.00',
      turnover: '40.00',
    });
  });

  it('pays exactly once under 50 parallel claims', async () => {
    const m = await k.member();
    await deposit(m, '1500.00');
    const before = await k.cash(m.id);
    const burst = await Promise.all(Array.from({ length: 50 }, () => claim(m, 'deposit-1500')));
    const okCount = burst.filter((r) => r.status === 200).length;
    expect(okCount).toBe(1);
    for (const r of burst.filter((x) => x.status !== 200)) {
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body.errorCode).toBe('MISSION_ALREADY_CLAIMED');
    }
    expect(await k.cash(m.id)).toBe(before + 2000n);
    expect(await missionBonuses(m)).toHaveLength(1);
    await k.expectLedgerClean();
  });

  it('starts the next window fresh', async () => {
    const m = await k.member();
    await deposit(m, '1600.00');
    expect((await claim(m, 'deposit-1500')).status).toBe(200);
    const tomorrow = Date.now() + DAY;
    const [next] = await missionStates(k.t.db, brand, m.id, tomorrow);
    expect(next).toMatchObject({ progress: 0n, status: 'Process', claimed: null });
    expect(next!.window.start).toBeGreaterThan(Date.now());
    // The weekly mission of next week is fresh as well.
    const weekly = (await missionStates(k.t.db, brand, m.id, Date.now() + 7 * DAY)).find(
      (s) => s.mission.id === 'live-turnover',
    );
    expect(weekly!.progress).toBe(0n);
  });

  it('counts login days in a row inside the week (brand timezone), from the member sessions', async () => {
    const m = await k.member();
    const week = periodAt('weekly', Date.now() + 7 * DAY, 'Asia/Dhaka');
    const login = (at: number) =>
      k.t.db.query(sql`
        INSERT INTO sessions (token_hash, member_id, brand, created_at, last_seen_at, expires_at)
        VALUES (${`mission-${m.id}-${at}`}, ${m.id}::bigint, 'deshplay', ${new Date(at).toISOString()}::timestamptz,
          ${new Date(at).toISOString()}::timestamptz, ${new Date(at + HOUR).toISOString()}::timestamptz)`);
    const streak = async (at: number) =>
      (await missionStates(k.t.db, brand, m.id, at)).find((s) => s.mission.id === 'streak-3')!;
    // Monday and Wednesday (the read): no two days in a row yet.
    await login(week.start + 10 * HOUR);
    const wednesday = week.start + 2 * DAY + 12 * HOUR;
    expect(await streak(wednesday)).toMatchObject({ progress: 1n, status: 'Process' });
    // Tuesday too: Monday to Wednesday, 3 days in a row.
    await login(week.start + DAY + 10 * HOUR);
    expect(await streak(wednesday)).toMatchObject({ progress: 3n, status: 'Claim' });
    // Another member who logged in on the Sunday before and reads on Monday: Sunday belongs to the last week.
    const n = await k.member();
    await k.t.db.query(sql`
      INSERT INTO sessions (token_hash, member_id, brand, created_at, last_seen_at, expires_at)
      VALUES (${`mission-${n.id}-sunday`}, ${n.id}::bigint, 'deshplay',
        ${new Date(week.start - 10 * HOUR).toISOString()}::timestamptz,
        ${new Date(week.start - 10 * HOUR).toISOString()}::timestamptz,
        ${new Date(week.start - 9 * HOUR).toISOString()}::timestamptz)`);
    const monday = (await missionStates(k.t.db, brand, n.id, week.start + 12 * HOUR)).find(
      (s) => s.mission.id === 'streak-3',
    )!;
    expect(monday.progress).toBe(1n);
  });

  it('gives a protected member nothing', async () => {
    const m = await k.member();
    await deposit(m, '1500.00');
    expect((await list(m)).claimable).toBe(1);
    const t = await k.t.req('POST', '/wps/protection/timeout', { token: m.token, body: { length: '24h' } });
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    expect(await claimableMissions(k.t.db, brand, m.id, 'en', Date.now())).toEqual([]);
    await expect(claimMission(k.t.db, brand, m.id, 'deposit-1500', Date.now())).rejects.toMatchObject({
      errorCode: 'TIMED_OUT',
    });
    const [row] = await k.t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM bonuses WHERE member_id = ${m.id}::bigint AND source = 'mission'`,
    );
    expect(row!.n).toBe('0');
    await k.expectLedgerClean();
  });
});
