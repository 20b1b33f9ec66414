/**
 * Payout accounts checked per channel by the rule in brand config (payments.depositMethods[].payoutAccount): bKash,
 * Nagad, Rocket take a Bangladeshi mobile number, nova's UPI a VPA, IMPS an account number and an IFSC; and a member
 * cancels a held withdrawal before an operator takes it (docs/decisions.md D8: the reserve is released), never after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrands } from '../../test/harness.ts';
import { paymentSettings } from './config.ts';
import { checkPayoutAccount } from './payoutRules.ts';
import { expect4xx, payKit, type PayKit } from './testkit.ts';

const rule = (brand: string, channel: string) =>
  paymentSettings(testBrands().get(brand)!).depositMethods.find((m) => m.id === channel)!.payoutAccount;
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { errorCode?: string }).errorCode;
  }
  return undefined;
};

describe('payout account rules from brand config', () => {
  it('takes a Bangladeshi mobile number for bKash, Nagad and Rocket, kept as its national digits', () => {
    for (const channel of ['bkash', 'nagad', 'rocket']) {
      const r = rule('deshplay', channel);
      expect(checkPayoutAccount(r, { accountNo: '01712345678' })).toEqual({
        accountNo: '01712345678',
        ifsc: null,
      });
      expect(checkPayoutAccount(r, { accountNo: '+880 1712-345678' }).accountNo).toBe('01712345678');
      for (const bad of ['12ab', '0171234567', '01212345678', '+919876543210', '0291234567'])
        expect(
          errorOf(() => checkPayoutAccount(r, { accountNo: bad })),
          bad,
        ).toBe('PAYOUT_MOBILE_INVALID');
    }
  });

  it('takes a UPI VPA for nova UPI and an account number with IFSC for IMPS', () => {
    const upi = rule('nova', 'upi');
    expect(checkPayoutAccount(upi, { accountNo: 'Ravi.Kumar@okaxis' }).accountNo).toBe('ravi.kumar@okaxis');
    for (const bad of ['9876543210', 'ravi@', '@okaxis', 'ravi kumar@okaxis'])
      expect(
        errorOf(() => checkPayoutAccount(upi, { accountNo: bad })),
        bad,
      ).toBe('PAYOUT_VPA_INVALID');
    const imps = rule('nova', 'imps');
    expect(checkPayoutAccount(imps, { accountNo: '1234 5678 9012', ifsc: 'sbin0001234' })).toEqual({
      accountNo: '123456789012',
      ifsc: 'SBIN0001234',
    });
    expect(errorOf(() => checkPayoutAccount(imps, { accountNo: '123456789012' }))).toBe(
      'PAYOUT_IFSC_INVALID',
    );
    expect(errorOf(() => checkPayoutAccount(imps, { accountNo: '123456789012', ifsc: 'SBIN1001234' }))).toBe(
      'PAYOUT_IFSC_INVALID',
    );
    expect(errorOf(() => checkPayoutAccount(imps, { accountNo: '12345678', ifsc: 'SBIN0001234' }))).toBe(
      'PAYOUT_ACCOUNT_DIGITS',
    );
  });
});

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k?.close());

const WPW = 'wd-pass-2468';

async function funded() {
  const m = await k.member();
  const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'bank', amount: '3000' },
  });
  await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`);
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

interface W {
  id: string;
  status: string;
  cancellable: boolean;
}
const withdraw = (m: { token: string; accountId: string }, amount = '600.00') =>
  k.t.req<W>('POST', '/wps/payments/withdrawals', {
    token: m.token,
    body: { amount, payoutAccountId: m.accountId, withdrawPassword: WPW },
  });
const cancel = (token: string, id: string, lang = 'en') =>
  k.t.req<W>('POST', `/wps/payments/withdrawals/${id}/cancel`, { token, headers: { language: lang } });

describe('binding payout accounts over HTTP', () => {
  it('refuses a bKash number "12ab" with a localised 400 and binds a valid one', async () => {
    const m = await k.member();
    const before = await k.t.count('payout_accounts');
    for (const [lang, text] of [
      ['en', 'Please enter correct mobile number'],
      ['bn', 'অনুগ্রহ করে সঠিক মোবাইল নম্বর লিখুন'],
    ] as const) {
      const r = await k.t.req('POST', '/wps/payments/payout-accounts', {
        token: m.token,
        headers: { language: lang },
        body: { channel: 'bkash', accountNo: '12ab', holderName: 'Md Rahim', password: m.password },
      });
      expect4xx(r, 'PAYOUT_MOBILE_INVALID');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(text);
      expect(r.body.value).toEqual({ field: 'accountNo' });
    }
    expect(await k.t.count('payout_accounts')).toBe(before);
    const ok = await k.t.req<{ accountNo: string }>('POST', '/wps/payments/payout-accounts', {
      token: m.token,
      body: { channel: 'nagad', accountNo: '+8801812345678', holderName: 'Md Rahim', password: m.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value!.accountNo).toBe('*******5678');
  });

  it('lists each deposit method with its payout account rule for the form', async () => {
    const m = await k.member();
    const r = await k.t.req<{ methods: Array<{ id: string; payoutAccount?: unknown }> }>(
      'GET',
      '/wps/payments/deposit/methods',
      { token: m.token },
    );
    const byId = Object.fromEntries(r.body.value!.methods.map((x) => [x.id, x.payoutAccount]));
    expect(byId.bkash).toEqual({ type: 'mobile', country: 'BD' });
    expect(byId.bank).toEqual({ type: 'bank', accountDigits: { min: 10, max: 17 } });
  });
});

describe('cancelling a withdrawal (D8)', () => {
  it('cancels a held withdrawal no operator took: status cancelled, the reserve back in cash, the ledger clean', async () => {
    const m = await funded();
    const w = await withdraw(m);
    expect(w.body.value).toMatchObject({ status: 'held', cancellable: true });
    expect(await k.cash(m.id)).toBe(240_000n);
    const c = await cancel(m.token, w.body.value!.id);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.value).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await k.cash(m.id)).toBe(300_000n);
    // A second cancel, and the operator afterwards, change nothing.
    expect4xx(await cancel(m.token, w.body.value!.id), 'WITHDRAWAL_NOT_CANCELLABLE');
    expect4xx(await k.ops('POST', `/ops/api/withdrawals/${w.body.value!.id}/pay`), 'WITHDRAWAL_STATE');
    expect(await k.cash(m.id)).toBe(300_000n);
    await k.expectLedgerClean();
  });

  it('refuses once an operator took it or paid it, and for another member', async () => {
    const m = await funded();
    const taken = await withdraw(m, '500.00');
    const t = await k.ops<W>('POST', `/ops/api/withdrawals/${taken.body.value!.id}/take`);
    expect(t.status).toBe(200);
    expect(t.body.value!.cancellable).toBe(false);
    const refused = await cancel(m.token, taken.body.value!.id, 'bn');
    expect4xx(refused, 'WITHDRAWAL_NOT_CANCELLABLE');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('এই উত্তোলন প্রক্রিয়াধীন, তাই আর বাতিল করা যাবে না');
    const paid = await withdraw(m, '500.00');
    await k.ops('POST', `/ops/api/withdrawals/${paid.body.value!.id}/pay`);
    expect4xx(await cancel(m.token, paid.body.value!.id), 'WITHDRAWAL_NOT_CANCELLABLE');
    const other = await k.member();
    const mine = await withdraw(m, '500.00');
    expect4xx(await cancel(other.token, mine.body.value!.id), 'WITHDRAWAL_NOT_FOUND');
    expect(await k.cash(m.id)).toBe(150_000n);
    await k.expectLedgerClean();
  });
});
