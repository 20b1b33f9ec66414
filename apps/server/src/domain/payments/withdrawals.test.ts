/**
 * Withdrawals through HTTP (docs/architecture.md "Payments"; docs/decisions.md D6, D8; spec sections 4, 8): withdraw password, payout
 * accounts bound with the login password, held -> paid | failed as ledger transfers, the receipt confirmation with
 * proof images and disputes, and refused bad input with no ledger change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pstore from './store.ts';
import { expect4xx, JPEG_MIN, payKit, PNG_1X1, type PayKit } from './testkit.ts';

interface W {
  id: string;
  status: string;
  amount: string;
  payoutAccount: { accountNo: string };
  receipt?: { status: string; receivedAmount?: string; remainingAmount?: string; proofCount: number };
  dispute?: { id: string; status: string; outcome?: string };
}

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.close());

const WPW = 'wd-pass-2468';

/** A member with `amount` (decimal) credited by a confirmed manual deposit, a withdraw password and a payout account. */
async function funded(amount = '3000') {
  const m = await k.member();
  const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token: m.token,
    body: { methodId: 'bank', amount },
  });
  await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`);
  const pw = await k.t.req('PUT', '/wps/payments/withdraw/password', {
    token: m.token,
    body: { password: m.password, newWithdrawPassword: WPW, confirmWithdrawPassword: WPW },
  });
  expect(pw.status).toBe(200);
  const acc = await k.t.req<{ id: string }>('POST', '/wps/payments/payout-accounts', {
    token: m.token,
    body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: m.password },
  });
  expect(acc.status).toBe(200);
  return { ...m, accountId: acc.body.value!.id };
}

/** `withdrawPassword` null leaves the field out. */
async function withdraw(
  m: { token: string; accountId: string },
  amount: string,
  withdrawPassword: string | null = WPW,
) {
  return k.t.req<W>('POST', '/wps/payments/withdrawals', {
    token: m.token,
    body: {
      amount,
      payoutAccountId: m.accountId,
      ...(withdrawPassword !== null ? { withdrawPassword } : {}),
    },
  });
}

const upload = (token: string, id: string, bytes: Buffer, type = 'image/png') =>
  k.http('POST', `/wps/payments/withdrawals/${id}/proofs`, {
    body: bytes,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
  });

describe('withdraw password and payout accounts', () => {
  it('sets the withdraw password only with the login password, changes it only with the old one, and verifies it', async () => {
    const m = await k.member();
    let s = await k.t.req<{ isSet: boolean }>('GET', '/wps/payments/withdraw/password', { token: m.token });
    expect(s.body.value).toEqual({ isSet: false });
    expect4xx(
      await k.t.req('PUT', '/wps/payments/withdraw/password', {
        token: m.token,
        body: { password: 'wrong-login', newWithdrawPassword: WPW, confirmWithdrawPassword: WPW },
      }),
      'PASSWORD_INCORRECT',
    );
    expect4xx(
      await k.t.req('PUT', '/wps/payments/withdraw/password', {
        token: m.token,
        body: { password: m.password, newWithdrawPassword: '123', confirmWithdrawPassword: '123' },
      }),
      'WITHDRAW_PASSWORD_FORMAT',
    );
    expect4xx(
      await k.t.req('PUT', '/wps/payments/withdraw/password', {
        token: m.token,
        body: { password: m.password, newWithdrawPassword: WPW, confirmWithdrawPassword: 'other-one' },
      }),
      'CONFIRM_PASSWORD',
    );
    s = await k.t.req('PUT', '/wps/payments/withdraw/password', {
      token: m.token,
      body: { password: m.password, newWithdrawPassword: WPW, confirmWithdrawPassword: WPW },
    });
    expect(s.body.value).toEqual({ isSet: true });
    expect4xx(
      await k.t.req('PUT', '/wps/payments/withdraw/password', {
        token: m.token,
        body: {
          password: m.password,
          newWithdrawPassword: 'new-pass-1357',
          confirmWithdrawPassword: 'new-pass-1357',
        },
      }),
      'WITHDRAW_PASSWORD_REQUIRED',
    );
    const changed = await k.t.req('PUT', '/wps/payments/withdraw/password', {
      token: m.token,
      body: {
        password: m.password,
        oldWithdrawPassword: WPW,
        newWithdrawPassword: 'new-pass-1357',
        confirmWithdrawPassword: 'new-pass-1357',
      },
    });
    expect(changed.status).toBe(200);
    const v = await k.t.req('POST', '/wps/payments/withdraw/password/verify', {
      token: m.token,
      body: { withdrawPassword: 'new-pass-1357' },
    });
    expect(v.body.value).toEqual({ valid: true });
    const empty = await k.t.req('POST', '/wps/payments/withdraw/password/verify', {
      token: m.token,
      body: { withdrawPassword: '' },
    });
    expect4xx(empty, 'WITHDRAW_PASSWORD_REQUIRED');
    expect(empty.body.message).toBe('Please enter withdraw password');
  });

  it('binds payout accounts only with the login password and shows the number masked', async () => {
    const m = await k.member();
    expect4xx(
      await k.t.req('POST', '/wps/payments/payout-accounts', {
        token: m.token,
        body: { channel: 'nagad', accountNo: '01812345678', holderName: 'Karim', password: 'nope' },
      }),
      'PASSWORD_INCORRECT',
    );
    expect4xx(
      await k.t.req('POST', '/wps/payments/payout-accounts', {
        token: m.token,
        body: { channel: 'paypal', accountNo: '01812345678', holderName: 'Karim', password: m.password },
      }),
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    expect4xx(
      await k.t.req('POST', '/wps/payments/payout-accounts', {
        token: m.token,
        body: { channel: 'nagad', accountNo: "1' OR '1'='1", holderName: 'Karim', password: m.password },
      }),
      'PAYOUT_MOBILE_INVALID',
    );
    const ok = await k.t.req<{ id: string; accountNo: string }>('POST', '/wps/payments/payout-accounts', {
      token: m.token,
      body: { channel: 'nagad', accountNo: '01812345678', holderName: 'করিম উদ্দিন', password: m.password },
    });
    expect(ok.body.value!.accountNo).toBe('*******5678');
    const list = await k.t.req<Array<{ id: string }>>('GET', '/wps/payments/payout-accounts', {
      token: m.token,
    });
    expect(list.body.value!.map((a) => a.id)).toEqual([ok.body.value!.id]);
    expect4xx(
      await k.t.req('POST', `/wps/payments/payout-accounts/${ok.body.value!.id}/remove`, {
        token: m.token,
        body: { password: 'nope' },
      }),
      'PASSWORD_INCORRECT',
    );
  });
});

describe('withdrawal flow', () => {
  it('holds on request, pays via the operator, and takes a "received" confirmation', async () => {
    const m = await funded('3000');
    expect(await k.cash(m.id)).toBe(300_000n);
    const r = await withdraw(m, '1000.00');
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ status: 'held', amount: '1000.00' });
    expect(r.body.value!.payoutAccount.accountNo).toBe('*******5678');
    expect(await k.cash(m.id)).toBe(200_000n);
    const id = r.body.value!.id;
    const held = await k.clearing('withdrawals-held');
    const paid = await k.ops<W & { payoutAccount: { accountNo: string } }>(
      'POST',
      `/ops/api/withdrawals/${id}/pay`,
      {
        reference: 'BKASH-TX-1',
      },
    );
    expect(paid.body.value!.status).toBe('paid');
    expect(paid.body.value!.payoutAccount.accountNo).toBe('01712345678');
    expect(await k.clearing('withdrawals-held')).toBe(held - 100_000n);
    expect(await k.cash(m.id)).toBe(200_000n);
    expect4xx(await k.ops('POST', `/ops/api/withdrawals/${id}/fail`, {}), 'WITHDRAWAL_STATE');
    const w = await k.t.req<W>('GET', `/wps/payments/withdrawals/${id}`, { token: m.token });
    expect(w.body.value!.receipt).toMatchObject({ status: 'awaiting', proofCount: 0 });
    const c = await k.t.req<W>('POST', `/wps/payments/withdrawals/${id}/receipt`, {
      token: m.token,
      body: { result: 'received' },
    });
    expect(c.body.value!.receipt!.status).toBe('received');
    expect(c.body.value!.dispute).toBeUndefined();
    expect4xx(
      await k.t.req('POST', `/wps/payments/withdrawals/${id}/receipt`, {
        token: m.token,
        body: { result: 'received' },
      }),
      'RECEIPT_NOT_OPEN',
    );
    // D8: a paid withdrawal cannot be cancelled (only a held one no operator took: payoutRules.test.ts).
    expect4xx(
      await k.t.req('POST', `/wps/payments/withdrawals/${id}/cancel`, { token: m.token, body: {} }),
      'WITHDRAWAL_NOT_CANCELLABLE',
    );
    await k.expectLedgerClean();
  });

  it('a failed withdrawal releases the hold back to the member', async () => {
    const m = await funded('1000');
    const r = await withdraw(m, '600');
    expect(await k.cash(m.id)).toBe(40_000n);
    const f = await k.ops<W & { reason: string }>('POST', `/ops/api/withdrawals/${r.body.value!.id}/fail`, {
      reason: 'account closed',
    });
    expect(f.body.value).toMatchObject({ status: 'failed', reason: 'account closed' });
    expect(await k.cash(m.id)).toBe(100_000n);
    expect4xx(await k.ops('POST', `/ops/api/withdrawals/${r.body.value!.id}/pay`, {}), 'WITHDRAWAL_STATE');
    await k.expectLedgerClean();
  });

  it('"not received" needs proof images, opens a dispute, and a refund returns the money', async () => {
    const m = await funded('2000');
    const r = await withdraw(m, '1500');
    const id = r.body.value!.id;
    await k.ops('POST', `/ops/api/withdrawals/${id}/pay`, {});
    expect(await k.cash(m.id)).toBe(50_000n);

    expect4xx(
      await k.t.req('POST', `/wps/payments/withdrawals/${id}/receipt`, {
        token: m.token,
        body: { result: 'not_received' },
      }),
      'RECEIPT_PROOF_REQUIRED',
    );
    expect4xx(await upload(m.token, id, Buffer.from('just some text, not a picture')), 'PROOF_NOT_IMAGE');
    expect4xx(await upload(m.token, id, PNG_1X1, 'image/jpeg'), 'PROOF_NOT_IMAGE', 'type mismatch');
    expect4xx(await upload(m.token, id, PNG_1X1, 'application/pdf'), 'UNSUPPORTED_MEDIA_TYPE');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(m.token, id, big);
    expect4xx(tooBig, 'BODY_TOO_LARGE');
    expect(tooBig.status).toBe(413);
    const other = await k.member();
    expect4xx(await upload(other.token, id, PNG_1X1), 'WITHDRAWAL_NOT_FOUND', "someone else's withdrawal");

    const ids: string[] = [];
    for (const img of [PNG_1X1, JPEG_MIN, PNG_1X1]) {
      const u = await upload(m.token, id, img, img === JPEG_MIN ? 'image/jpeg' : 'image/png');
      expect(u.status, JSON.stringify(u.body)).toBe(200);
      ids.push((u.body.value as { id: string }).id);
    }
    expect4xx(await upload(m.token, id, PNG_1X1), 'PROOF_LIMIT');

    const c = await k.t.req<W>('POST', `/wps/payments/withdrawals/${id}/receipt`, {
      token: m.token,
      body: { result: 'not_received', proofIds: ids },
    });
    expect(c.status).toBe(200);
    expect(c.body.value!.receipt).toMatchObject({ status: 'not_received', proofCount: 3 });
    expect(c.body.value!.dispute!.status).toBe('open');

    const disputes = await k.ops<{
      rows: Array<{ id: string; withdrawalId: string; claimedAmount: string }>;
    }>('GET', '/ops/api/disputes?status=open');
    const dispute = disputes.body.value!.rows.find((x) => x.withdrawalId === id)!;
    expect(dispute.claimedAmount).toBe('1500.00');
    const img = await k.http('GET', `/ops/api/withdrawals/${id}/proofs/${ids[0]}`, {
      headers: { authorization: 'Bootstrap test-bootstrap-token-0123456789abcdef' },
    });
    expect(img.status).toBe(200);

    const res = await k.ops<{ status: string; outcome: string }>(
      'POST',
      `/ops/api/disputes/${dispute.id}/resolve`,
      {
        outcome: 'refund',
        note: 'gateway confirmed failure',
      },
    );
    expect(res.body.value).toMatchObject({ status: 'resolved', outcome: 'refund' });
    expect(await k.cash(m.id)).toBe(200_000n);
    expect4xx(
      await k.ops('POST', `/ops/api/disputes/${dispute.id}/resolve`, { outcome: 'refund' }),
      'DISPUTE_STATE',
    );
    expect(await k.cash(m.id)).toBe(200_000n);
    await k.expectLedgerClean();
  });

  it('stores a proof re-encoded: a polyglot loses its payload, a broken image is refused', async () => {
    const m = await funded('1000');
    const id = (await withdraw(m, '500')).body.value!.id;
    await k.ops('POST', `/ops/api/withdrawals/${id}/pay`, {});

    const broken = Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('not an image at all')]);
    const r = await upload(m.token, id, broken);
    expect4xx(r, 'PROOF_UNREADABLE');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('This image cannot be read. Please upload another png or jpg image');

    const payload = '<html><body><script>fetch("/ops/api/me")</script></body></html>';
    const polyglot = Buffer.concat([PNG_1X1, Buffer.from(payload)]);
    const u = await upload(m.token, id, polyglot);
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const proof = u.body.value as { id: string; mime: string; size: number };
    expect(proof.mime).toBe('image/png');
    const stored = (await pstore.proofImage(k.t.db, id, proof.id))!;
    expect(stored.bytes.length).toBe(proof.size);
    expect(stored.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.bytes.subarray(0, 8).equals(PNG_1X1.subarray(0, 8))).toBe(true);
  });

  it('"partly received" needs amounts that add up and opens a dispute for the remainder', async () => {
    const m = await funded('1000');
    const r = await withdraw(m, '800');
    const id = r.body.value!.id;
    await k.ops('POST', `/ops/api/withdrawals/${id}/pay`, {});
    for (const [receivedAmount, remainingAmount, code] of [
      ['500', '200', 'RECEIPT_AMOUNTS'],
      ['800', '0', 'AMOUNT_OUT_OF_RANGE'],
      ['-100', '900', 'AMOUNT_INVALID'],
      ['500.001', '299.999', 'AMOUNT_PRECISION'],
    ] as const) {
      expect4xx(
        await k.t.req('POST', `/wps/payments/withdrawals/${id}/receipt`, {
          token: m.token,
          body: { result: 'partly_received', receivedAmount, remainingAmount },
        }),
        code,
        `${receivedAmount}+${remainingAmount}`,
      );
    }
    const c = await k.t.req<W>('POST', `/wps/payments/withdrawals/${id}/receipt`, {
      token: m.token,
      body: { result: 'partly_received', receivedAmount: '500.00', remainingAmount: '300' },
    });
    expect(c.body.value!.receipt).toMatchObject({
      status: 'partly_received',
      receivedAmount: '500.00',
      remainingAmount: '300.00',
    });
    const d = await k.ops<{ rows: Array<{ withdrawalId: string; claimedAmount: string; kind: string }> }>(
      'GET',
      '/ops/api/disputes',
    );
    expect(d.body.value!.rows.find((x) => x.withdrawalId === id)).toMatchObject({
      claimedAmount: '300.00',
      kind: 'partly_received',
    });
  });

  it('counts a receipt unconfirmed within the brand minutes as received', async () => {
    const m = await funded('1000');
    const r = await withdraw(m, '500');
    const id = r.body.value!.id;
    await k.ops('POST', `/ops/api/withdrawals/${id}/pay`, {});
    k.setOffset(31 * 60_000);
    try {
      const list = await k.ops<{ rows: W[] }>('GET', '/ops/api/withdrawals?status=paid');
      expect(list.body.value!.rows.find((w) => w.id === id)!.receipt!.status).toBe('auto_received');
    } finally {
      k.setOffset(0);
    }
    expect4xx(
      await k.t.req('POST', `/wps/payments/withdrawals/${id}/receipt`, {
        token: m.token,
        body: { result: 'partly_received', receivedAmount: '100', remainingAmount: '400' },
      }),
      'RECEIPT_NOT_OPEN',
    );
  });
});

describe('bad input on withdrawals', () => {
  it('refuses missing or wrong withdraw passwords, bad amounts, a short balance and foreign ids, with no ledger change', async () => {
    const m = await funded('1000');
    const other = await funded('1000');
    const before = await k.snapshot([m.id, other.id]);

    const missing = await withdraw(m, '500', null);
    expect4xx(missing, 'WITHDRAW_PASSWORD_REQUIRED');
    expect(missing.body.message).toBe('Please enter withdraw password');
    expect4xx(await withdraw(m, '500', ''), 'WITHDRAW_PASSWORD_REQUIRED');
    expect4xx(await withdraw(m, '500', 'not-the-password'), 'WITHDRAW_PASSWORD_INCORRECT');
    for (const [amount, code] of [
      ['-500', 'AMOUNT_INVALID'],
      ['0', 'AMOUNT_INVALID'],
      ['500.555', 'AMOUNT_PRECISION'],
      ['1e3', 'AMOUNT_INVALID'],
      ['five hundred', 'AMOUNT_INVALID'],
      ['123456789012345678901234567890', 'AMOUNT_OUT_OF_RANGE'],
      ['10', 'AMOUNT_OUT_OF_RANGE'],
    ] as const)
      expect4xx(await withdraw(m, amount), code, amount);
    expect4xx(await withdraw(m, '2000'), 'INSUFFICIENT_BALANCE');
    expect4xx(
      await withdraw({ token: m.token, accountId: other.accountId }, '500'),
      'PAYOUT_ACCOUNT_NOT_FOUND',
    );

    const theirs = await withdraw(other, '500');
    const wid = theirs.body.value!.id;
    const afterTheirs = await k.snapshot([m.id, other.id]);
    expect(afterTheirs).not.toBe(before);
    expect4xx(
      await k.t.req('GET', `/wps/payments/withdrawals/${wid}`, { token: m.token }),
      'WITHDRAWAL_NOT_FOUND',
    );
    await k.ops('POST', `/ops/api/withdrawals/${wid}/pay`, {});
    const afterPaid = await k.snapshot([m.id, other.id]);
    expect4xx(
      await k.t.req('POST', `/wps/payments/withdrawals/${wid}/receipt`, {
        token: m.token,
        body: { result: 'received' },
      }),
      'WITHDRAWAL_NOT_FOUND',
    );
    const mine = await k.t.req<{ total: number }>('GET', '/wps/payments/withdrawals', { token: m.token });
    expect(mine.body.value!.total).toBe(0);
    expect(await k.snapshot([m.id, other.id])).toBe(afterPaid);
    await k.expectLedgerClean();
  });

  it('locks the withdraw password after 5 wrong entries', async () => {
    const m = await funded('1000');
    for (let i = 0; i < 4; i++)
      expect4xx(await withdraw(m, '500', `wrong-${i}`), 'WITHDRAW_PASSWORD_INCORRECT');
    const locked = await withdraw(m, '500', 'wrong-5');
    expect4xx(locked, 'WITHDRAW_PASSWORD_LOCKED');
    expect(locked.status).toBe(423);
    expect4xx(await withdraw(m, '500'), 'WITHDRAW_PASSWORD_LOCKED', 'right password while locked');
    expect(await k.cash(m.id)).toBe(100_000n);
  });
});
