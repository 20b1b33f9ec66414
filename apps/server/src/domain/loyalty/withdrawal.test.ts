/**
 * VIP withdrawal limits on the real server (PGlite, and PostgreSQL when DATABASE_URL is set; docs/decisions.md D34):
 * the member's VIP level (brand config `vip.levels[].benefits.withdrawal`) caps the withdrawals per brand-timezone day
 * by count and by amount; the refusal names the limit and what is left; a parallel burst cannot pass the count.
 * deshplay: VIP 0 allows 3 a day and 25,000.00; VIP 1 allows 5 a day and 50,000.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';
import { upsertVendors } from '../games/store.ts';
import { recomputeMember } from './vip.ts';

const WPW = 'wd-pass-1357';
let k: PayKit;
let seq = 0;
beforeAll(async () => {
  k = await payKit();
  await upsertVendors(k.t.db, [{ vassalage: 'BGS', gameType: 'BGS', displayName: 'BGS' }]);
});
afterAll(() => k.close());

/** A member with `amount` (decimal) confirmed by an operator, a withdraw password and a payout account. */
async function funded(amount: string) {
  const m = await k.member();
  const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'bank', amount },
  });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  expect((await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`)).status).toBe(200);
  await k.t.req('PUT', '/wps/payments/withdraw/password', {
    token: m.token,
    body: { password: m.password, newWithdrawPassword: WPW, confirmWithdrawPassword: WPW },
  });
  const acc = await k.t.req<{ id: string }>('POST', '/wps/payments/payout-accounts', {
    token: m.token,
    body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: m.password },
  });
  expect(acc.status).toBe(200);
  return { ...m, accountId: acc.body.value!.id };
}

const withdraw = (m: { token: string; accountId: string }, amount: string) =>
  k.t.req('POST', '/wps/payments/withdrawals', {
    token: m.token,
    body: { amount, payoutAccountId: m.accountId, withdrawPassword: WPW },
  });

describe('VIP withdrawal limits', () => {
  it('allows the level’s withdrawals a day and refuses the next with the count; a higher level allows more', async () => {
    const m = await funded('5000');
    for (let i = 0; i < 3; i++) {
      const r = await withdraw(m, '500');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const over = await withdraw(m, '500');
    expect4xx(over, 'VIP_WITHDRAW_COUNT_LIMIT');
    expect(over.body.value).toEqual({ count: 3 });
    expect(over.body.message).toContain('3');

    // 3000.00 deposited and 10.00 played: VIP 1, five a day.
    const vip = await funded('3000');
    await settledRound(k.t, vip.id, `vipwd-${++seq}`, 1000n, 0n);
    const brand = k.t.app.ctx.brands.get('deshplay')!;
    expect((await recomputeMember(k.t.db, brand, vip.id, k.t.app.ctx.now())).level).toBe(1);
    for (let i = 0; i < 5; i++) expect((await withdraw(vip, '500')).status).toBe(200);
    expect4xx(await withdraw(vip, '500'), 'VIP_WITHDRAW_COUNT_LIMIT');
  });

  it('refuses a withdrawal over the daily amount with what is left, and allows the one that fits', async () => {
    const m = await funded('30000');
    expect((await withdraw(m, '20000')).status).toBe(200);
    const over = await withdraw(m, '6000');
    expect4xx(over, 'VIP_WITHDRAW_AMOUNT_LIMIT');
    expect(over.body.value).toEqual({ max: '25000.00', remaining: '5000.00' });
    expect(over.body.message).toContain('5000.00');
    expect((await withdraw(m, '5000')).status).toBe(200);
    expect(await k.cash(m.id)).toBe(500_000n);
    await k.expectLedgerClean();
  });

  it('holds the daily count under a parallel burst', async () => {
    const m = await funded('5000');
    const burst = await Promise.all(Array.from({ length: 10 }, () => withdraw(m, '500')));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    // The withdraw password check admits at most 5 parallel checks (the rest: WITHDRAW_PASSWORD_LOCKED); of those
    // that pass it, the VIP count lets 3 through.
    const codes = burst.filter((x) => x.status !== 200).map((r) => r.body.errorCode);
    expect(codes).toContain('VIP_WITHDRAW_COUNT_LIMIT');
    for (const c of codes) expect(['VIP_WITHDRAW_COUNT_LIMIT', 'WITHDRAW_PASSWORD_LOCKED']).toContain(c);
    expect(await k.cash(m.id)).toBe(350_000n);
    await k.expectLedgerClean();
  });
});
