/**
 * Bonus money locked until its turnover is met (docs/decisions.md D17), over HTTP on the real server: a withdrawal
 * and a move into a vendor wallet refuse the locked part with BONUS_LOCKED, rounds settled through the signed vendor
 * protocol release it, and the member's forfeit gives it back and frees the rest. The ledger check stays clean.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusPage, BonusRow, OpsBonus } from '@playdeck/api-client/bonus';
import { refreshCatalogue } from '../games/catalogue.ts';
import { upsertVendors } from '../games/store.ts';
import { expect4xx, payKit, type PayKit } from '../payments/testkit.ts';
import { settledRound } from '../../test/vendorWallet.ts';

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
  await upsertVendors(k.t.db, [{ vassalage: 'BG', gameType: 'LIVE', displayName: 'BG Live' }]);
  await refreshCatalogue(k.t.db);
});
afterAll(() => k.close());

const WPW = 'wd-pass-2468';
let seq = 0;

/** Credits `amount` (decimal) of the member's own money: a manual bank deposit an operator confirms. */
async function deposit(token: string, amount: string) {
  const d = await k.t.req<{ id: string }>('POST', '/wps/payments/deposits', {
    token,
    body: { methodId: 'bank', amount },
  });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  expect((await k.ops('POST', `/ops/api/deposits/${d.body.value!.id}/confirm`)).status).toBe(200);
}

/** A member with `amount` (decimal) of their own money, a withdraw password and a payout account. */
async function funded(amount: string) {
  const m = await k.member();
  await deposit(m.token, amount);
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

const grant = (username: string, amount: string, turnover: string) =>
  k.ops<OpsBonus>('POST', '/ops/api/bonuses', {
    brand: 'deshplay',
    username,
    name: 'Welcome bonus',
    amount,
    turnover,
    reference: `lock-${++seq}`,
  });

const withdraw = (m: { token: string; accountId: string }, amount: string) =>
  k.t.req('POST', '/wps/payments/withdrawals', {
    token: m.token,
    body: { amount, payoutAccountId: m.accountId, withdrawPassword: WPW },
  });

const toVendor = (token: string, body: Record<string, unknown>) =>
  k.t.req('POST', '/wps/relay/GCS_walletTransfer', {
    token,
    body: { vassalage: 'BG', direction: 'in', ...body },
  });

const bonuses = async (token: string) =>
  (await k.t.req<BonusPage>('GET', '/wps/member/bonuses', { token })).body.value!.rows;

/** One settled round through the signed vendor protocol: stake then win, BDT minor units. */
const play = (playerId: string, stake: bigint, win: bigint) =>
  settledRound(k.t, playerId, `lock-r-${++seq}`, stake, win);

describe('bonus wagering lock', () => {
  it('refuses to withdraw a 1000.00 bonus with 20000.00 turnover until the turnover is met, then pays it', async () => {
    const m = await funded('1000');
    expect((await grant(m.username, '1000', '20000')).status).toBe(200);
    expect(await k.cash(m.id)).toBe(200_000n);

    const all = await withdraw(m, '2000');
    expect4xx(all, 'BONUS_LOCKED');
    expect(all.status).toBe(403);
    expect(all.body.value).toEqual({ locked: '1000.00', available: '1000.00' });
    expect(all.body.message).toBe(
      'Bonus money of 1000.00 stays locked until its turnover is met or you forfeit the bonus; you can move at most 1000.00 now',
    );
    expect(await k.cash(m.id)).toBe(200_000n); // nothing held
    expect4xx(await withdraw(m, '1000.01'), 'BONUS_LOCKED');
    expect((await withdraw(m, '1000')).status).toBe(200); // own money goes

    let [b] = await bonuses(m.token);
    expect(b).toMatchObject({ status: 'wagering', lockedAmount: '1000.00' });
    // The bonus plays: 1000.00 staked and won back per round.
    for (let i = 0; i < 10; i++) await play(m.id, 100_000n, 100_000n);
    expect4xx(await withdraw(m, '1000'), 'BONUS_LOCKED');
    for (let i = 0; i < 9; i++) await play(m.id, 100_000n, 100_000n);
    await play(m.id, 99_900n, 99_900n); // 19999.00
    expect4xx(await withdraw(m, '500'), 'BONUS_LOCKED');
    await play(m.id, 100n, 100n); // 20000.00: met
    [b] = await bonuses(m.token);
    expect(b).toMatchObject({ status: 'completed', lockedAmount: '0.00', turnoverAchieved: '20000.00' });
    expect((await withdraw(m, '1000')).status).toBe(200);
    expect(await k.cash(m.id)).toBe(0n);
    await k.expectLedgerClean();
  });

  it('lets bonus money play but keeps it out of vendor wallets; all-in moves only the unlocked part', async () => {
    const m = await funded('1000');
    await grant(m.username, '1000', '5000');
    const r = await toVendor(m.token, { amount: '1000.01' });
    expect4xx(r, 'BONUS_LOCKED');
    expect(r.body.value).toEqual({ locked: '1000.00', available: '1000.00' });
    expect((await toVendor(m.token, { all: true })).status).toBe(200);
    expect(await k.cash(m.id)).toBe(100_000n);
    expect4xx(await toVendor(m.token, { all: true }), 'BONUS_LOCKED');
    // Back out of the vendor wallet is always allowed: it returns to the main wallet.
    const out = await k.t.req('POST', '/wps/relay/GCS_walletTransfer', {
      token: m.token,
      body: { vassalage: 'BG', direction: 'out', amount: '1000' },
    });
    expect(out.status).toBe(200);
    // Bonus money plays through the seamless wallet; what is lost in play is bonus money first, and money deposited
    // afterwards is the member's own.
    await play(m.id, 30_000n, 0n); // 300.00 lost: 1700.00 left, 700.00 of the bonus
    let [b] = await bonuses(m.token);
    expect(b).toMatchObject({ status: 'wagering', lockedAmount: '700.00', turnoverAchieved: '300.00' });
    await deposit(m.token, '1000');
    [b] = await bonuses(m.token);
    expect(b!.lockedAmount).toBe('700.00');
    expect4xx(await withdraw(m, '2000.01'), 'BONUS_LOCKED');
    expect((await withdraw(m, '2000')).status).toBe(200);
    await k.expectLedgerClean();
  });

  it('forfeits on the member’s request: the locked part goes back, the rest is free, once only and only their own', async () => {
    const m = await funded('1000');
    const other = await k.member();
    const g = await grant(m.username, '1000', '20000');
    const id = g.body.value!.id;
    await play(m.id, 30_000n, 0n); // 300.00 lost: 1700.00 left, 700.00 of it bonus money
    expect4xx(await withdraw(m, '1000.01'), 'BONUS_LOCKED');

    const forfeit = (token: string, bonusId = id) =>
      k.t.req<BonusRow>('POST', `/wps/member/bonuses/${bonusId}/forfeit`, { token });
    expect4xx(await forfeit(other.token), 'BONUS_NOT_FOUND');
    expect(await k.cash(m.id)).toBe(170_000n);
    expect((await bonuses(m.token))[0]!.lockedAmount).toBe('700.00');
    const f = await forfeit(m.token);
    expect(f.status).toBe(200);
    expect(f.body.value).toMatchObject({ id, status: 'forfeited', lockedAmount: '0.00' });
    expect(await k.cash(m.id)).toBe(100_000n);
    expect4xx(await forfeit(m.token), 'BONUS_NOT_ACTIVE');
    expect4xx(await forfeit(m.token, 'abc'), 'VALIDATION');
    expect4xx(await forfeit(m.token, '999999999'), 'BONUS_NOT_FOUND');
    expect4xx(await k.t.req('POST', `/wps/member/bonuses/${id}/forfeit`), 'NOT_LOGGED_IN');
    expect(await k.cash(m.id)).toBe(100_000n);
    expect((await withdraw(m, '1000')).status).toBe(200);

    const rec = await k.t.req<{ rows: Array<{ kind: string; amount: string }> }>(
      'GET',
      '/wps/wallet/transactions?pageNo=1&pageSize=20',
      { token: m.token },
    );
    expect(rec.body.value!.rows.some((r) => r.kind === 'bonus.forfeit' && r.amount === '-700.00')).toBe(true);
    await k.expectLedgerClean();
  });

  it('holds under a burst: parallel withdrawals never take locked money', async () => {
    const m = await funded('1000');
    await grant(m.username, '1000', '20000');
    // Four at once (the withdraw password's own attempt budget refuses larger bursts before the lock is reached).
    const burst = await Promise.all(Array.from({ length: 4 }, () => withdraw(m, '500')));
    const codes = burst.map((r) => r.body.errorCode ?? 'OK').sort();
    expect(codes).toEqual(['BONUS_LOCKED', 'BONUS_LOCKED', 'OK', 'OK']);
    expect(await k.cash(m.id)).toBe(100_000n);
    await k.expectLedgerClean();
  });
});
