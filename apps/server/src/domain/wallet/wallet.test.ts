/** Wallet calls over HTTP (spec section 7 "Wallet"; docs/architecture.md "Wallet"): balance, merchant wallet, wallet transfer, trial rules. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecordPage } from '@playdeck/api-client/accountRecord';
import type { MerchantWalletValue, WalletTransferValue } from '@playdeck/api-client/wallet';
import { refreshCatalogue } from '../games/catalogue.ts';
import { upsertVendors } from '../games/store.ts';
import { importCatalogue } from '../games/service.ts';
import type { Vendor } from '@playdeck/api-client/games';
import { ledgerCheck, memberBalances, memberTransfers, transfer } from '../ledger/index.ts';
import { seed } from '../seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { parseAmount } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertVendors(t.db, [
    { vassalage: 'DG', gameType: 'LIVE', displayName: 'DG Live' },
    { vassalage: 'EA', gameType: 'LIVE', displayName: 'EA Live' },
    { vassalage: 'AG', gameType: 'RNG', displayName: 'AG Slots' },
    { vassalage: 'CQ9', gameType: 'RNG', displayName: 'CQ9' },
  ]);
  await refreshCatalogue(t.db);
});
afterAll(() => t.close());

const idOf = async (token: string) =>
  (await t.req<{ id: string }>('GET', '/wps/member/info', { token })).body.value!.id;
async function fund(token: string, minor: bigint) {
  const memberId = await idOf(token);
  await transfer(t.db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId },
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `wallet-test:${memberId}:${minor}:${Math.random()}`,
  });
}
const wallet = (token: string, q = '') =>
  t.req<MerchantWalletValue>('GET', `/wps/relay/GCS_merchantWallet${q}`, { token });
const move = (token: string, body: Record<string, unknown>) =>
  t.req<WalletTransferValue>('POST', '/wps/relay/GCS_walletTransfer', { token, body });
const transfers = async () =>
  Number((await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM ledger_transfers`))[0]!.n);

describe('balance', () => {
  it('reads the main wallet from the ledger, in the header call and member info alike', async () => {
    const u = await t.register();
    const bal = () =>
      t.req<{ balance: string; currency: string }>('GET', '/wps/v2/wallets/balance', { token: u.token });
    expect((await bal()).body.value).toEqual({ balance: '0.00', currency: 'BDT', trialBalance: '0.00' });
    await fund(u.token, 123_456n);
    expect((await bal()).body.value!.balance).toBe('1234.56');
    const info = await t.req<{ balance: string }>('GET', '/wps/member/info', { token: u.token });
    expect(info.body.value!.balance).toBe('1234.56');
    expect((await t.req('GET', '/wps/v2/wallets/balance')).status).toBe(401);
  });
});

describe('merchant wallet and wallet transfer', () => {
  it('lists the main wallet and the transfer-mode vendors only; isSingle gives the main wallet alone', async () => {
    const u = await t.register();
    await fund(u.token, 5_000n);
    const w = await wallet(u.token);
    expect(w.status).toBe(200);
    expect(w.body.value).toEqual({
      currency: 'BDT',
      mainBalance: '50.00',
      totalBalance: '50.00',
      wallets: [
        { vassalage: 'DG', displayName: 'DG Live', balance: '0.00', maintenance: false },
        { vassalage: 'EA', displayName: 'EA Live', balance: '0.00', maintenance: false },
      ],
    });
    const single = await wallet(u.token, '?isSingle=true');
    expect(single.body.value!.wallets).toEqual([]);
    const post = await t.req<MerchantWalletValue>('POST', '/wps/relay/GCS_merchantWallet?isSingle=false', {
      token: u.token,
      body: {},
    });
    expect(post.body.value!.wallets).toHaveLength(2);
  });

  it('moves in and out (amount, all-in, all-out), each step a ledger transfer', async () => {
    const u = await t.register();
    await fund(u.token, 10_000n);
    const a = await move(u.token, { direction: 'in', vassalage: 'DG', amount: '25.5' });
    expect(a.status).toBe(200);
    expect(a.body.value!.transfers).toEqual([
      expect.objectContaining({ vassalage: 'DG', direction: 'in', amount: '25.50', duplicate: false }),
    ]);
    expect(a.body.value!.wallet).toMatchObject({ mainBalance: '74.50', totalBalance: '100.00' });
    const b = await move(u.token, { direction: 'in', vassalage: 'EA', all: true });
    expect(b.body.value!.transfers[0]).toMatchObject({ vassalage: 'EA', amount: '74.50' });
    expect(b.body.value!.wallet.mainBalance).toBe('0.00');
    const c = await move(u.token, { direction: 'out', vassalage: 'DG', amount: '0.50' });
    expect(c.body.value!.wallet).toMatchObject({
      mainBalance: '0.50',
      wallets: [
        expect.objectContaining({ vassalage: 'DG', balance: '25.00' }),
        expect.objectContaining({ balance: '74.50' }),
      ],
    });
    const d1 = await move(u.token, { direction: 'out', vassalage: 'DG', all: true });
    const d2 = await move(u.token, { direction: 'out', vassalage: 'EA', all: true });
    expect(
      [d1, d2].map((d) => [d.body.value!.transfers[0]!.vassalage, d.body.value!.transfers[0]!.amount]),
    ).toEqual([
      ['DG', '25.00'],
      ['EA', '74.50'],
    ]);
    expect(d2.body.value!.wallet).toMatchObject({ mainBalance: '100.00', totalBalance: '100.00' });
    // Nothing left in the sub-wallet: all-out again is refused, and moves nothing.
    const empty = await move(u.token, { direction: 'out', vassalage: 'EA', all: true });
    expect([empty.status, empty.body.errorCode]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    const [n] = await t.db.query<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE t.kind = 'wallet.transfer' AND a.member_id = ${await idOf(u.token)}::bigint`);
    expect(n!.n).toBe('5'); // in 25.50, in 74.50, out 0.50, out 25.00, out 74.50: all from the member's own accounts
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it('is idempotent on requestId: a repeat returns the original, a different request with it is a conflict', async () => {
    const u = await t.register();
    await fund(u.token, 1_000n);
    const first = await move(u.token, { direction: 'in', vassalage: 'DG', amount: '3.00', requestId: 'r-1' });
    const again = await move(u.token, { direction: 'in', vassalage: 'DG', amount: '3.00', requestId: 'r-1' });
    expect(again.body.value!.transfers[0]).toEqual({ ...first.body.value!.transfers[0], duplicate: true });
    expect(again.body.value!.wallet.mainBalance).toBe('7.00');
    const other = await move(u.token, { direction: 'in', vassalage: 'DG', amount: '4.00', requestId: 'r-1' });
    expect([other.status, other.body.errorCode]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const allIn = await move(u.token, { direction: 'in', vassalage: 'EA', all: true, requestId: 'r-2' });
    const allAgain = await move(u.token, { direction: 'in', vassalage: 'EA', all: true, requestId: 'r-2' });
    expect(allAgain.body.value!.transfers[0]).toEqual({ ...allIn.body.value!.transfers[0], duplicate: true });
    // The same requestId of another member is another key.
    const v = await t.register();
    await fund(v.token, 100n);
    expect(
      (await move(v.token, { direction: 'in', vassalage: 'DG', amount: '1', requestId: 'r-1' })).status,
    ).toBe(200);
  });

  it('refuses bad amounts, vendors and shapes with a 4xx envelope and no ledger change', async () => {
    const u = await t.register();
    await fund(u.token, 1_000n);
    const before = await transfers();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ direction: 'in', vassalage: 'DG', amount: '-1' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: '0' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: '0.00' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: '1.001' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: '99999999999999999999.99' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: '1e3' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: 'abc' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: 'NaN' }, 400, 'AMOUNT_INVALID'],
      [{ direction: 'in', vassalage: 'DG', amount: 5 }, 400, 'VALIDATION'],
      [{ direction: 'in', vassalage: 'DG', amount: '10.01' }, 400, 'INSUFFICIENT_BALANCE'],
      [{ direction: 'in', vassalage: 'CQ9', amount: '1' }, 400, 'VENDOR_NOT_TRANSFERABLE'],
      // AG is seamless in config/vendors.json: its rows take no transfers.
      [{ direction: 'in', vassalage: 'AG', amount: '1' }, 400, 'VENDOR_NOT_TRANSFERABLE'],
      [{ direction: 'in', vassalage: 'NOPE', amount: '1' }, 400, 'VENDOR_NOT_TRANSFERABLE'],
      [{ direction: 'in', amount: '1' }, 400, 'VALIDATION'],
      [{ direction: 'out', all: true }, 400, 'VALIDATION'],
      [{ direction: 'in', vassalage: 'DG', amount: '1', all: true }, 400, 'VALIDATION'],
      [{ direction: 'sideways', vassalage: 'DG', amount: '1' }, 400, 'VALIDATION'],
      [{ direction: 'in', vassalage: 'DG', amount: '1', requestId: 'has space' }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const r = await move(u.token, body);
      expect([JSON.stringify(body), r.status, r.body.success, r.body.errorCode]).toEqual([
        JSON.stringify(body),
        status,
        false,
        code,
      ]);
      expect(r.body.message).toBeTruthy();
    }
    const bn = await t.req('POST', '/wps/relay/GCS_walletTransfer', {
      token: u.token,
      headers: { language: 'bn' },
      body: { direction: 'in', vassalage: 'DG', amount: '-1' },
    });
    expect(bn.body.message).toBe('অনুগ্রহ করে একটি সঠিক পরিমাণ লিখুন');
    expect(await transfers()).toBe(before);
    expect((await wallet(u.token)).body.value!.mainBalance).toBe('10.00');
  });

  it('parses decimal amounts exactly, never through a float', () => {
    expect(parseAmount('0.1', 2)).toBe(10n);
    expect(parseAmount('92233720368547758.07', 2)).toBe(9223372036854775807n);
    expect(() => parseAmount('92233720368547758.08', 2)).toThrow('AMOUNT_INVALID');
    expect(parseAmount('7', 0)).toBe(7n);
    expect(() => parseAmount('7.0', 0)).toThrow('AMOUNT_INVALID');
  });
});

describe('trial members (D10)', () => {
  it('get trial funds from the brand trial-funding account and cannot move real money', async () => {
    const r = await t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    const token = r.body.value!.token;
    const bal = await t.req<{ balance: string; trialBalance: string }>('GET', '/wps/v2/wallets/balance', {
      token,
    });
    expect(bal.body.value).toMatchObject({ balance: '0.00', trialBalance: '2000.00' });
    const [grant] = await t.db.query<{ name: string; kind: string }>(sql`
      SELECT d.name, t.kind FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
      JOIN ledger_accounts c ON c.id = t.credit_account_id WHERE c.member_id = ${await idOf(token)}::bigint`);
    expect(grant).toEqual({ name: 'trial-funding', kind: 'trial.grant' });
    const before = await transfers();
    expect((await wallet(token)).body.errorCode).toBe('TRIAL_FORBIDDEN');
    const m = await move(token, { direction: 'in', vassalage: 'DG', amount: '1' });
    expect([m.status, m.body.errorCode]).toEqual([403, 'TRIAL_FORBIDDEN']);
    expect(await transfers()).toBe(before);
  });
});

describe('consolidated funds and unread count', () => {
  it('answers both for a member and refuses the consolidated call for a trial member', async () => {
    const u = await t.register();
    const cons = await t.req<Record<string, number>>('GET', '/wps/member/info/funds/consolidated', {
      token: u.token,
    });
    expect(Object.keys(cons.body.value!).sort()).toEqual([
      'contracthoursalreqtype',
      'dailysalreqtype',
      'divtypereq',
      'realtimesalreqtype',
    ]);
    const unread = await t.req<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', { token: u.token });
    expect(unread.body.value!.count).toBeGreaterThanOrEqual(0);
  });
});

describe('demo seed', () => {
  it('gives the demo member its balance by a ledger transfer from the brand opening account', async () => {
    await t.db.query(sql`DELETE FROM seeds WHERE brand = 'nova'`);
    const brands = t.app.ctx.brands;
    await seed(t.db, brands, t.app.log, true);
    const [demo] = await t.db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM members WHERE brand = 'nova' AND username = 'demo'`,
    );
    const currency = brands.brands.get('nova')!.currency.code;
    expect(await memberBalances(t.db, demo!.id)).toEqual([
      { kind: 'cash', currency, balanceMinor: 100_000n },
    ]);
    const rec = await memberTransfers(t.db, { memberId: demo!.id, pageNo: 1, pageSize: 5 });
    expect(rec.rows.map((r) => [r.kind, r.amountMinor])).toEqual([['opening', 100_000n]]);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });
});

describe('account record (GET /wps/wallet/transactions)', () => {
  const record = (token: string, q = '') =>
    t.req<AccountRecordPage>('GET', `/wps/wallet/transactions${q}`, { token });

  it('lists every movement of the member newest first, signed from their side, filtered by group and paged', async () => {
    const u = await t.register();
    await fund(u.token, 100_000n);
    expect((await move(u.token, { direction: 'in', vassalage: 'DG', amount: '300' })).status).toBe(200);
    expect((await move(u.token, { direction: 'out', vassalage: 'DG', all: true })).status).toBe(200);
    const all = await record(u.token);
    expect(all.status).toBe(200);
    // deposit (1 row) + two transfers seen from both the main wallet and the DG sub-wallet (4 rows)
    expect(all.body.value!.total).toBe(5);
    const rows = all.body.value!.rows;
    expect(rows.at(-1)).toMatchObject({
      kind: 'deposit',
      amount: '1000.00',
      accountKind: 'cash',
      balanceAfter: '1000.00',
    });
    expect(
      rows
        .filter((r) => r.kind === 'wallet.transfer')
        .map((r) => `${r.accountKind}:${r.amount}`)
        .sort(),
    ).toEqual(['cash:-300.00', 'cash:300.00', 'vendor:-300.00', 'vendor:300.00'].sort());
    expect(rows.find((r) => r.accountKind === 'vendor')!.vendor).toBe('DG');
    const deposits = await record(u.token, '?kind=deposit');
    expect(deposits.body.value!.rows.map((r) => r.kind)).toEqual(['deposit']);
    const page2 = await record(u.token, '?pageNo=2&pageSize=2');
    expect(page2.body.value!.total).toBe(5);
    expect(page2.body.value!.rows.map((r) => r.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await record(u.token, `?from=${encodeURIComponent(future)}`)).body.value).toEqual({
      total: 0,
      rows: [],
    });
  });

  it("never shows another member's movements", async () => {
    const a = await t.register();
    const b = await t.register();
    await fund(a.token, 5_000n);
    expect((await record(b.token)).body.value).toEqual({ total: 0, rows: [] });
  });

  it('refuses bad filters with a 4xx envelope, visitors with 401 and trial members with 403', async () => {
    const u = await t.register();
    for (const q of [
      '?kind=bonus',
      '?from=yesterday',
      '?pageNo=0',
      '?pageSize=500',
      '?pageSize=x',
      `?from=${encodeURIComponent('2026-01-02T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`,
    ]) {
      const r = await record(u.token, q);
      expect([r.status, r.body.success, r.body.errorCode], q).toEqual([400, false, 'VALIDATION']);
    }
    expect((await t.req('GET', '/wps/wallet/transactions')).status).toBe(401);
    const trial = await t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    expect((await record(trial.body.value!.token)).body.errorCode).toBe('TRIAL_FORBIDDEN');
  });
});

// Last: the import adds vendors that the tests above do not expect in the lists.
describe('launch modes', () => {
  it("takes each vendor's launch mode from config/vendors.json, whatever made its catalogue row", async () => {
    // A catalogue import creates the rows of vendors it does not know (no mode of their own): PT is seamless in the
    // vendor wallet config, so it is neither listed nor accepted as a transfer wallet; BG is a transfer vendor.
    await importCatalogue(t.db, [
      { vassalage: 'PT', gameType: 'LIVE', gameCode: 'pt-import-1', names: { en: 'PT Table' } },
      { vassalage: 'BG', gameType: 'LIVE', gameCode: 'bg-import-1', names: { en: 'BG Table' } },
    ]);
    const live = await t.req<Vendor[]>('GET', '/wps/relay/GCS_vendors?platform=html5-desktop&gameType=LIVE');
    const modes = Object.fromEntries(live.body.value!.map((v) => [v.vassalage, v.launchMode]));
    expect(modes).toMatchObject({ PT: 'seamless', BG: 'transfer', DG: 'transfer', EA: 'transfer' });
    const u = await t.register();
    await fund(u.token, 5_000n);
    expect((await wallet(u.token)).body.value!.wallets.map((w) => w.vassalage)).toEqual(['BG', 'DG', 'EA']);
    const r = await move(u.token, { vassalage: 'PT', direction: 'in', amount: '10' });
    expect([r.status, r.body.errorCode]).toEqual([400, 'VENDOR_NOT_TRANSFERABLE']);
    const bg = await move(u.token, { vassalage: 'BG', direction: 'in', amount: '10' });
    expect(bg.status).toBe(200);
  });
});
