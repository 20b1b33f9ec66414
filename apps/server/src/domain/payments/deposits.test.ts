/**
 * Deposits through HTTP (docs/architecture.md "Payments"; bad input in docs/architecture.md "Targets"): methods per brand, the sandbox gateway's real
 * asynchronous webhook, operator confirmation and rejection, expiry, and refused amounts with no ledger change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTransfers } from '../ledger/index.ts';
import { eventually, expect4xx, payKit, type PayKit } from './testkit.ts';
import { PENDING_DEPOSITS_MAX } from './service.ts';

interface Dep {
  id: string;
  status: string;
  amount: string;
  fee: string;
  creditAmount: string;
  provider: string;
  reference?: string;
}

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.close());

describe('deposit methods', () => {
  it("lists the default brand's methods with limits and fees as decimal strings", async () => {
    const m = await k.member();
    const r = await k.t.req<{ currency: string; exponent: number; methods: Array<Record<string, string>> }>(
      'GET',
      '/wps/payments/deposit/methods',
      { token: m.token },
    );
    expect(r.status).toBe(200);
    expect(r.body.value!.currency).toBe('BDT');
    expect(r.body.value!.exponent).toBe(2);
    expect(r.body.value!.methods.map((x) => x.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Bank transfer']);
    expect(r.body.value!.methods[0]).toEqual({
      id: 'bkash',
      name: 'bKash',
      provider: 'sandbox',
      min: '200.00',
      max: '25000.00',
      fee: '0.00',
      payoutAccount: { type: 'mobile', country: 'BD' },
    });
  });

  it('needs a session', async () => {
    expect4xx(await k.t.req('GET', '/wps/payments/deposit/methods'), 'NOT_LOGGED_IN');
  });
});

describe('sandbox gateway', () => {
  it('credits a sandbox deposit after the signed webhook arrives over HTTP, exactly once', async () => {
    const m = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bkash', amount: '500.00' },
    });
    expect(r.status).toBe(200);
    expect(r.body.value!.status).toBe('pending');
    expect(r.body.value!.reference).toMatch(/^SBX[0-9A-F]{20}$/);
    const id = r.body.value!.id;
    const done = await eventually(async () => {
      const d = await k.t.req<Dep>('GET', `/wps/payments/deposits/${id}`, { token: m.token });
      return d.body.value!.status === 'credited' && d.body.value!;
    }, 'sandbox deposit credited');
    expect(done.creditAmount).toBe('500.00');
    expect(await k.cash(m.id)).toBe(50_000n);
    const record = await memberTransfers(k.t.db, { memberId: m.id, pageNo: 1, pageSize: 10 });
    expect(record.rows.map((x) => [x.kind, x.amountMinor])).toEqual([['deposit', 50_000n]]);
    const bal = await k.t.req<{ balance: string }>('GET', '/wps/v2/wallets/balance', { token: m.token });
    expect(bal.body.value!.balance).toBe('500.00');
    await k.expectLedgerClean();
  });
});

describe('manual deposits and the operator', () => {
  it('stays pending until an operator confirms; credits amount minus fee; a second confirm changes nothing', async () => {
    const m = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'rocket', amount: '300' },
    });
    expect(r.body.value).toMatchObject({
      status: 'pending',
      amount: '300.00',
      fee: '10.00',
      creditAmount: '290.00',
    });
    const id = r.body.value!.id;
    expect(await k.cash(m.id)).toBe(0n);
    const c = await k.ops<Dep>('POST', `/ops/api/deposits/${id}/confirm`);
    expect(c.status).toBe(200);
    expect(c.body.value!.status).toBe('credited');
    expect(await k.cash(m.id)).toBe(29_000n);
    const again = await k.ops<Dep>('POST', `/ops/api/deposits/${id}/confirm`);
    expect(again.status).toBe(200);
    expect(await k.cash(m.id)).toBe(29_000n);
    expect4xx(await k.ops('POST', `/ops/api/deposits/${id}/reject`, { reason: 'late' }), 'DEPOSIT_STATE');
    const mine = await k.t.req<{ total: number; rows: Dep[] }>('GET', '/wps/payments/deposits', {
      token: m.token,
    });
    expect(mine.body.value!.rows.map((d) => [d.id, d.status])).toEqual([[id, 'credited']]);
    expect(mine.body.value!.total).toBe(1);
    // A page past the end has no row to carry the window count: the total still counts the member's deposits.
    const past = await k.t.req<{ total: number; rows: Dep[] }>('GET', '/wps/payments/deposits?pageNo=5', {
      token: m.token,
    });
    expect(past.body.value).toEqual({ total: 1, rows: [] });
    await k.expectLedgerClean();
  });

  it('a rejected deposit moves no money and cannot be confirmed afterwards', async () => {
    const m = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bank', amount: '1000.50' },
    });
    const id = r.body.value!.id;
    const before = await k.snapshot([m.id]);
    const rej = await k.ops<Dep & { reason: string }>('POST', `/ops/api/deposits/${id}/reject`, {
      reason: 'no money arrived',
    });
    expect(rej.body.value).toMatchObject({ status: 'rejected', reason: 'no money arrived' });
    expect4xx(await k.ops('POST', `/ops/api/deposits/${id}/confirm`), 'DEPOSIT_STATE');
    expect(await k.snapshot([m.id])).toBe(before);
  });

  it('expires a deposit left pending past the brand minutes; it can no longer be credited', async () => {
    const m = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'rocket', amount: '250' },
    });
    const id = r.body.value!.id;
    k.setOffset(31 * 60_000);
    try {
      const list = await k.ops<{ rows: Dep[] }>('GET', '/ops/api/deposits?status=expired');
      expect(list.body.value!.rows.map((d) => d.id)).toContain(id);
      expect4xx(await k.ops('POST', `/ops/api/deposits/${id}/confirm`), 'DEPOSIT_STATE');
    } finally {
      k.setOffset(0);
    }
    const d = await k.t.req<Dep>('GET', `/wps/payments/deposits/${id}`, { token: m.token });
    expect(d.body.value!.status).toBe('expired');
    expect(await k.cash(m.id)).toBe(0n);
  });
});

describe('exactly once', () => {
  it('caps unfinished deposits per member and method, also under 50 parallel requests', async () => {
    const m = await k.member();
    const deposit = (methodId: string) =>
      k.t.req<Dep>('POST', '/wps/payments/deposits', {
        token: m.token,
        body: { methodId, amount: '1000.00' },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit('bank')));
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(PENDING_DEPOSITS_MAX);
    const refused = answers.filter((a) => a.status !== 200);
    for (const r of refused) expect4xx(r, 'DEPOSIT_PENDING_LIMIT');
    expect(refused[0]!.status).toBe(429);
    expect(refused[0]!.body.message).toContain(String(PENDING_DEPOSITS_MAX));
    // Another method has its own room; a finished deposit frees a place.
    expect((await deposit('nagad')).status).toBe(200);
    await k.ops('POST', `/ops/api/deposits/${made[0]!.body.value!.id}/reject`, { reason: 'test' });
    expect((await deposit('bank')).status).toBe(200);
    expect4xx(await deposit('bank'), 'DEPOSIT_PENDING_LIMIT');
  });

  it('credits once when many confirmations race on the same deposit', async () => {
    const m = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bank', amount: '1234.56' },
    });
    const id = r.body.value!.id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => k.ops<Dep>('POST', `/ops/api/deposits/${id}/confirm`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.every((a) => a.body.value!.status === 'credited')).toBe(true);
    expect(await k.cash(m.id)).toBe(123_456n);
    await k.expectLedgerClean();
  });
});

describe('trial members (docs/decisions.md D10)', () => {
  it('cannot see deposit methods, deposit, or set up withdrawals', async () => {
    const trial = await k.t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    const token = trial.body.value!.token;
    expect4xx(await k.t.req('GET', '/wps/payments/deposit/methods', { token }), 'TRIAL_FORBIDDEN');
    expect4xx(
      await k.t.req('POST', '/wps/payments/deposits', { token, body: { methodId: 'bkash', amount: '500' } }),
      'TRIAL_FORBIDDEN',
    );
    expect4xx(
      await k.t.req('PUT', '/wps/payments/withdraw/password', {
        token,
        body: { password: 'x', newWithdrawPassword: 'abcdef12', confirmWithdrawPassword: 'abcdef12' },
      }),
      'TRIAL_FORBIDDEN',
    );
    expect4xx(
      await k.t.req('POST', '/wps/payments/withdrawals', {
        token,
        body: { amount: '500', payoutAccountId: '1', withdrawPassword: 'abcdef12' },
      }),
      'TRIAL_FORBIDDEN',
    );
  });
});

describe('bad input', () => {
  it('refuses negative, zero, over-precise, huge, out-of-range and non-numeric amounts with no row and no ledger change', async () => {
    const m = await k.member();
    const before = await k.snapshot([m.id]);
    const cases: Array<[unknown, string]> = [
      ['-500', 'AMOUNT_INVALID'],
      ['0', 'AMOUNT_INVALID'],
      ['0.00', 'AMOUNT_INVALID'],
      ['500.001', 'AMOUNT_PRECISION'],
      ['500.000', 'AMOUNT_PRECISION'],
      ['99999999999999999999999999999999', 'AMOUNT_OUT_OF_RANGE'],
      ['25000.01', 'AMOUNT_OUT_OF_RANGE'],
      ['199.99', 'AMOUNT_OUT_OF_RANGE'],
      ['abc', 'AMOUNT_INVALID'],
      ['', 'AMOUNT_INVALID'],
      [' 500', 'AMOUNT_INVALID'],
      ['5e2', 'AMOUNT_INVALID'],
      ['500,00', 'AMOUNT_INVALID'],
      ['0x1F4', 'AMOUNT_INVALID'],
      ['NaN', 'AMOUNT_INVALID'],
      ['Infinity', 'AMOUNT_INVALID'],
      ['+500', 'AMOUNT_INVALID'],
      ['৫০০', 'AMOUNT_INVALID'],
      [500, 'VALIDATION'],
      [null, 'VALIDATION'],
      ['1'.repeat(41), 'VALIDATION'],
    ];
    for (const [amount, code] of cases) {
      const r = await k.t.req('POST', '/wps/payments/deposits', {
        token: m.token,
        body: { methodId: 'bkash', amount },
      });
      expect4xx(r, code, JSON.stringify(amount));
    }
    expect4xx(
      await k.t.req('POST', '/wps/payments/deposits', {
        token: m.token,
        body: { methodId: 'paypal', amount: '500' },
      }),
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    const bn = await k.t.req('POST', '/wps/payments/deposits', {
      token: m.token,
      body: { methodId: 'bkash', amount: '1' },
      headers: { language: 'bn' },
    });
    // The limits in the catalogue's digits (Bengali digits in bn), exactly as the brand's decimals (spec 5 min/max filled in).
    expect(bn.body.message).toBe('অনুগ্রহ করে ২০০.০০ থেকে ২৫০০০.০০ এর মধ্যে পরিমাণ লিখুন');
    const mine = await k.t.req<{ total: number }>('GET', '/wps/payments/deposits', { token: m.token });
    expect(mine.body.value!.total).toBe(0);
    expect(await k.snapshot([m.id])).toBe(before);
  });

  it("answers 404 for another member's deposit and for ids that are not ids", async () => {
    const a = await k.member();
    const b = await k.member();
    const r = await k.t.req<Dep>('POST', '/wps/payments/deposits', {
      token: a.token,
      body: { methodId: 'rocket', amount: '300' },
    });
    expect4xx(
      await k.t.req('GET', `/wps/payments/deposits/${r.body.value!.id}`, { token: b.token }),
      'DEPOSIT_NOT_FOUND',
    );
    expect4xx(
      await k.t.req('GET', `/wps/payments/deposits/1%27%20OR%201=1`, { token: b.token }),
      'VALIDATION',
    );
    expect4xx(await k.ops('POST', '/ops/api/deposits/999999999/confirm'), 'DEPOSIT_NOT_FOUND');
  });
});
