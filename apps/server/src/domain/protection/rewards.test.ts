/**
 * A timed-out or self-excluded member gets no rewards and no marketing messages (docs/decisions.md D26; MGA player
 * protection), on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): points do not accrue on their
 * settled rounds, the points mall refuses a redeem, a convert and an operator's approval, the rebate pays nothing
 * (claim refused, the automatic payout skips them), a VIP bonus claim and an operator's bonus grant are refused, and
 * promotion messages (addressed or broadcast) are hidden from the list and the unread count. A member who is not
 * protected, doing the same, gets each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { balanceOf, transfer } from '../ledger/index.ts';
import { upsertVendors } from '../games/store.ts';
import { cash, clearing } from '../payments/service.ts';
import { pointsAccount, pointsIssued } from '../points/accrual.ts';
import { convert, redeemVerified } from '../points/mall.ts';
import { autoPayBrand, claimRebate } from '../loyalty/rebate.ts';
import { claimVipBonus } from '../loyalty/vip.ts';
import { insertMessages } from '../messages/store.ts';
import { listPage, unreadCount } from '../messages/service.ts';
import type { Brand } from '../../infra/brands/index.ts';
import type { AuthMember } from '../member/types.ts';

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
  await upsertVendors(k.t.db, [{ vassalage: 'BGS', gameType: 'BGS', displayName: 'BGS' }]);
});
afterAll(() => k.close());

let seq = 0;
type M = Awaited<ReturnType<PayKit['member']>>;
const ctx = () => k.t.app.ctx;
const brand = () => ctx().brands.get('deshplay')!;
const points = (memberId: string) => balanceOf(k.t.db, pointsAccount('deshplay', memberId));
const blocked = { errorCode: 'TIMED_OUT' };

/** A credited deposit of `minor` (a `deposit` ledger transfer into the main wallet). */
async function deposit(memberId: string, minor: bigint) {
  await transfer(k.t.db, {
    debit: clearing('deshplay', 'BDT', 'deposits'),
    credit: cash('deshplay', 'BDT', memberId),
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `rewards-test-deposit-${++seq}`,
  });
}
const play = (memberId: string, stake: bigint) =>
  settledRound(k.t, memberId, `rewards-r-${++seq}`, stake, 0n);
const grantPoints = (memberId: string, n: bigint) =>
  transfer(k.t.db, {
    debit: pointsIssued('deshplay'),
    credit: pointsAccount('deshplay', memberId),
    amountMinor: n,
    kind: 'points.accrual',
    idempotencyKey: `rewards-test-points-${++seq}`,
    metadata: { category: 'slots' },
  });
async function timeOut(m: M) {
  const r = await k.t.req('POST', '/wps/protection/timeout', { token: m.token, body: { length: '24h' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
const auth = (m: M): AuthMember => ({ id: m.id, type: 1 }) as unknown as AuthMember;

describe('rewards of a protected member', () => {
  it('accrues no points on the rounds of a timed-out member; another member earns them', async () => {
    const [free, out] = [await k.member(), await k.member()];
    for (const m of [free, out]) {
      await deposit(m.id, 100_000n);
      await play(m.id, 50_000n);
    }
    await timeOut(out);
    expect((await k.ops('POST', '/ops/api/points/accrue')).status).toBe(200);
    expect(await points(free.id)).toBeGreaterThan(0n);
    expect(await points(out.id)).toBe(0n);
  });

  it('refuses a mall redeem, a convert and the approval of an earlier redemption', async () => {
    const m = await k.member();
    await grantPoints(m.id, 2_000n);
    const pw = 'wd-pass-1234';
    const set = await k.t.req('PUT', '/wps/payments/withdraw/password', {
      token: m.token,
      body: { password: m.password, newWithdrawPassword: pw, confirmWithdrawPassword: pw },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const before = await redeemVerified(ctx(), brand(), m.id, { itemId: 'cash-50' });
    await timeOut(m);
    await expect(redeemVerified(ctx(), brand(), m.id, { itemId: 'cash-50' })).rejects.toMatchObject(blocked);
    await expect(
      convert(ctx(), brand(), auth(m), { points: '1000', withdrawPassword: pw }),
    ).rejects.toMatchObject(blocked);
    expect(await points(m.id)).toBe(1_500n);
    const cashBefore = await k.cash(m.id);
    expect4xx(await k.ops('POST', `/ops/api/points/redemptions/${before.id}/approve`), 'TIMED_OUT');
    expect(await k.cash(m.id)).toBe(cashBefore);
    // The operator may still reject it: the points come back.
    const rej = await k.ops('POST', `/ops/api/points/redemptions/${before.id}/reject`, {
      remark: 'protected',
    });
    expect(rej.status, JSON.stringify(rej.body)).toBe(200);
    expect(await points(m.id)).toBe(2_000n);
  });

  it('pays no rebate: the claim is refused and the automatic payout skips the member', async () => {
    const [free, out] = [await k.member(), await k.member()];
    for (const m of [free, out]) {
      await deposit(m.id, 100_000n);
      await play(m.id, 50_000n);
    }
    await timeOut(out);
    const now = ctx().now();
    await expect(claimRebate(k.t.db, brand(), out.id, now)).rejects.toMatchObject(blocked);
    expect((await claimRebate(k.t.db, brand(), free.id, now)).payouts).toBe(1);

    // Automatic mode, the next day after the pay hour: yesterday's play of the protected member pays nothing.
    const b = brand();
    const c = b.config!;
    const auto = {
      ...b,
      config: {
        ...c,
        config: { ...c.config, rebate: { ...c.config.rebate!, mode: 'auto', autoPayHour: 0 } },
      },
    } as Brand;
    const [free2, out2] = [await k.member(), await k.member()];
    for (const m of [free2, out2]) {
      await deposit(m.id, 100_000n);
      await play(m.id, 50_000n);
    }
    await timeOut(out2);
    await autoPayBrand(k.t.db, auto, now + 86_400_000);
    const paid = await k.t.db.query<{ member_id: string }>(sql`
      SELECT member_id::text AS member_id FROM rebate_payouts
      WHERE member_id IN (${free2.id}::bigint, ${out2.id}::bigint)`);
    expect(paid.map((r) => r.member_id)).toEqual([free2.id]);
  });

  it('refuses a VIP bonus claim and an operator bonus grant', async () => {
    const m = await k.member();
    await deposit(m.id, 50_000n);
    await play(m.id, 1_000n);
    await timeOut(m);
    const before = await k.cash(m.id);
    await expect(
      claimVipBonus(k.t.db, brand(), m.id, { kind: 'levelup', level: 1 }, ctx().now()),
    ).rejects.toMatchObject(blocked);
    const grant = await k.ops('POST', '/ops/api/bonuses', {
      brand: 'deshplay',
      username: m.username,
      name: 'Welcome back',
      amount: '10',
      reference: `rewards-grant-${++seq}`,
    });
    expect4xx(grant, 'TIMED_OUT');
    expect(await k.cash(m.id)).toBe(before);
  });
});

describe('marketing messages of a protected member', () => {
  it('hides promotion messages, addressed or broadcast, from the list and the unread count', async () => {
    const [free, out] = [await k.member(), await k.member()];
    const promo = (memberId: string | null) => ({
      brand: 'deshplay',
      memberId,
      category: 'promotion' as const,
      title: { en: 'Double points today' },
      content: { en: 'Play now' },
      seedKey: `rewards-promo-${++seq}`,
    });
    await insertMessages(k.t.db, [promo(free.id), promo(out.id), promo(null)]);
    await timeOut(out);
    const now = ctx().now();
    const q = { pageSize: '50' };
    const freeList = await listPage(k.t.db, brand(), auth(free), 'en', q, now);
    const outList = await listPage(k.t.db, brand(), auth(out), 'en', q, now);
    expect(freeList.content.filter((x) => x.category === 'promotion')).toHaveLength(2);
    expect(outList.content.filter((x) => x.category === 'promotion')).toHaveLength(0);
    expect(outList.total).toBe(freeList.total - 2);
    expect(await unreadCount(k.t.db, brand(), auth(out), now)).toBe(
      (await unreadCount(k.t.db, brand(), auth(free), now)) - 2,
    );
  });
});
