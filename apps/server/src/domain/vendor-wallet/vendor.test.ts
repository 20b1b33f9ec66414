/**
 * The vendor seamless wallet over HTTP (docs/vendor-protocol.md), on PGlite and on PostgreSQL when
 * DATABASE_URL is set. After each scenario the ledger invariants must hold (ledgerCheck).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../app.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { balanceOf, ledgerCheck, type AccountRef } from '../ledger/index.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../../test/harness.ts';
import { loadVendorConfig, parseVendorConfig, roundVerifyUrl, VendorConfigError } from './config.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest, signedHeaders } from './protocol.ts';
import { roundStatus } from './store.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  const report = await ledgerCheck(t.db);
  expect(report.problems).toEqual([]);
});

interface Answer {
  status: string;
  code?: string;
  balance?: string;
  roundStatus?: string;
  platformTransactionId?: string | null;
}

/** A signed call to the vendor wallet; `raw` wins over `body`; `headers` replace the signed ones. */
async function call(
  vendor: string,
  op: string,
  body: unknown,
  o: { headers?: Record<string, string>; nowMs?: number; secret?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const r = await t.app.inject({
    method: 'POST',
    url: `/vendor/${vendor}/wallet/${op}`,
    headers: o.headers ?? signedHeaders(o.secret ?? testVendorSecret(vendor), raw, o.nowMs),
    payload: raw,
  });
  return { status: r.statusCode, text: r.body, json: r.json<Answer>() };
}

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A new member funded with `balance` minor units through the test hook. */
async function player(balance = 100_000n, trial = false) {
  const r = await t.req<{ playerId: string; currency: string; balance: string }>(
    'POST',
    '/__test/vendor/players',
    {
      body: { balance: balance.toString(), ...(trial ? { trial: true } : {}) },
    },
  );
  expect(r.status).toBe(200);
  const v = r.body.value!;
  const wallet: AccountRef = trial
    ? { kind: 'trial', brand: 'deshplay', currency: 'TRIAL', memberId: v.playerId }
    : { kind: 'cash', brand: 'deshplay', currency: v.currency, memberId: v.playerId };
  return { ...v, wallet, balance: () => balanceOf(t.db, wallet) };
}
type P = Awaited<ReturnType<typeof player>>;

const bet = (p: P, transactionId: string, roundId: string, amount: bigint | string) => ({
  playerId: p.playerId,
  currency: p.currency,
  transactionId,
  roundId,
  amount: amount.toString(),
});
const rollback = (p: P, transactionId: string, referenceTransactionId: string) => ({
  playerId: p.playerId,
  currency: p.currency,
  transactionId,
  referenceTransactionId,
});
const clearing = (vendor: string, currency = 'BDT'): AccountRef => ({
  kind: 'clearing',
  brand: 'deshplay',
  currency,
  name: `vendor.${vendor}`,
});

describe('vendor wallet: money movements', () => {
  it('moves every bet and win between the member cash account and the vendor clearing account', async () => {
    const p = await player(50_000n);
    const before = await balanceOf(t.db, clearing('BGS'));
    const round = id('r');
    const b = await call('BGS', 'bet', bet(p, id('b'), round, 1_500n));
    expect(b.status).toBe(200);
    expect(b.json).toMatchObject({ status: 'OK', balance: '48500', roundStatus: 'open' });
    expect(b.json.platformTransactionId).toMatch(/^[0-9]+$/);
    const w = await call('BGS', 'win', { ...bet(p, id('w'), round, 4_000n), gameCode: 'slot-1' });
    expect(w.json).toMatchObject({ status: 'OK', balance: '52500', roundStatus: 'settled' });
    expect(await p.balance()).toBe(52_500n);
    expect((await balanceOf(t.db, clearing('BGS'))) - before).toBe(-2_500n);
    expect(await roundStatus(t.db, 'BGS', round)).toBe('settled');
    const bal = await call('BGS', 'balance', { playerId: p.playerId });
    expect(bal.json).toMatchObject({ status: 'OK', balance: '52500', currency: 'BDT' });
  });

  it('answers a bet and a zero win with the protocol JSON text: its keys in order, every value a string, no ledger id without money', async () => {
    const p = await player(10_000n);
    const round = id('r');
    const betId = id('b');
    const b = await call('BGS', 'bet', bet(p, betId, round, 250n));
    const ledgerId = (b.json as { platformTransactionId: string }).platformTransactionId;
    expect(b.text).toBe(
      JSON.stringify({
        status: 'OK',
        playerId: p.playerId,
        currency: 'BDT',
        balance: '9750',
        transactionId: betId,
        platformTransactionId: ledgerId,
        roundId: round,
        roundStatus: 'open',
      }),
    );
    const winId = id('w');
    const w = await call('BGS', 'win', bet(p, winId, round, 0n));
    expect(w.text).toBe(
      JSON.stringify({
        status: 'OK',
        playerId: p.playerId,
        currency: 'BDT',
        balance: '9750',
        transactionId: winId,
        platformTransactionId: null,
        roundId: round,
        roundStatus: 'settled',
      }),
    );
  });

  it('answers a repeated transaction id with the stored answer, and a changed one with TRANSACTION_CONFLICT', async () => {
    const p = await player(10_000n);
    const body = bet(p, id('b'), id('r'), 1_000n);
    const first = await call('BGS', 'bet', body);
    await call('BGS', 'bet', bet(p, id('b'), id('r'), 2_000n));
    const again = await call('BGS', 'bet', body);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.json.balance).toBe('9000');
    const changed = await call('BGS', 'bet', { ...body, amount: '999' });
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe('TRANSACTION_CONFLICT');
    const otherRound = await call('BGS', 'bet', { ...body, roundId: id('r') });
    expect(otherRound.json.code).toBe('TRANSACTION_CONFLICT');
    expect(await p.balance()).toBe(7_000n);
  });

  it('refuses a bet above the balance with INSUFFICIENT_FUNDS and the balance, writing nothing', async () => {
    const p = await player(500n);
    const before = await t.count('vendor_transactions');
    const r = await call('BGS', 'bet', bet(p, id('b'), id('r'), 501n));
    expect(r.status).toBe(402);
    expect(r.json).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: '500' });
    expect(await t.count('vendor_transactions')).toBe(before);
    expect(await p.balance()).toBe(500n);
  });

  it('never lets concurrent bets take the balance below zero', async () => {
    const p = await player(1_000n);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call('BGS', 'bet', bet(p, id('b'), id('r'), 300n))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.json.code === 'INSUFFICIENT_FUNDS')).toHaveLength(7);
    expect(await p.balance()).toBe(100n);
  });

  it('applies the same bet sent concurrently once', async () => {
    const p = await player(1_000n);
    const body = bet(p, id('b'), id('r'), 100n);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call('BGS', 'bet', body)));
    expect(new Set(replies.map((r) => `${r.status} ${r.text}`)).size).toBe(1);
    expect(await p.balance()).toBe(900n);
  });
});

describe('vendor wallet: rounds and rollbacks', () => {
  it('refuses a win before its bet, then credits it once after the bet', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const win = bet(p, id('w'), round, 700n);
    const early = await call('BGS', 'win', win);
    expect(early.status).toBe(404);
    expect(early.json.code).toBe('ROUND_NOT_FOUND');
    expect(await roundStatus(t.db, 'BGS', round)).toBeUndefined();
    await call('BGS', 'bet', bet(p, id('b'), round, 100n));
    expect((await call('BGS', 'win', win)).status).toBe(200);
    expect((await call('BGS', 'win', win)).status).toBe(200);
    expect(await p.balance()).toBe(1_600n);
  });

  it('records a rollback of an unknown transaction so the late bet is refused', async () => {
    const p = await player(1_000n);
    const late = id('b');
    const rb = await call('BGS', 'rollback', rollback(p, id('x'), late));
    expect(rb.json).toMatchObject({ status: 'OK', balance: '1000', platformTransactionId: null });
    const bet1 = await call('BGS', 'bet', bet(p, late, id('r'), 100n));
    expect(bet1.status).toBe(409);
    expect(bet1.json.code).toBe('TRANSACTION_ROLLED_BACK');
    const win1 = await call('BGS', 'win', bet(p, late, id('r'), 100n));
    expect(win1.json.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await p.balance()).toBe(1_000n);
  });

  it('refunds a rolled-back bet once and cancels its round', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const b = id('b');
    await call('BGS', 'bet', bet(p, b, round, 400n));
    const body = rollback(p, id('x'), b);
    const first = await call('BGS', 'rollback', body);
    expect(first.json).toMatchObject({ status: 'OK', balance: '1000', roundStatus: 'cancelled' });
    expect((await call('BGS', 'rollback', body)).text).toBe(first.text);
    const second = await call('BGS', 'rollback', rollback(p, id('x'), b));
    expect(second.json).toMatchObject({ status: 'OK', platformTransactionId: null });
    const rbOfRb = await call('BGS', 'rollback', rollback(p, id('x'), body.transactionId));
    expect(rbOfRb.json.code).toBe('ROLLBACK_NOT_ALLOWED');
    expect((await call('BGS', 'bet', bet(p, id('b'), round, 1n))).json.code).toBe('ROUND_CLOSED');
    expect(await roundStatus(t.db, 'BGS', round)).toBe('cancelled');
    expect(await p.balance()).toBe(1_000n);
  });

  it('follows each vendor rollback policy for a bet rolled back after its win (config/vendors.json)', async () => {
    const p = await player(1_000n);
    // BGS: open-round-only.
    const r1 = id('r');
    const b1 = id('b');
    await call('BGS', 'bet', bet(p, b1, r1, 100n));
    await call('BGS', 'win', bet(p, id('w'), r1, 300n));
    const refusedRb = await call('BGS', 'rollback', rollback(p, id('x'), b1));
    expect(refusedRb.status).toBe(409);
    expect(refusedRb.json.code).toBe('ROLLBACK_NOT_ALLOWED');
    expect(await p.balance()).toBe(1_200n);
    // PT: bets-any-time -> the stake comes back, the win stays.
    const r2 = id('r');
    const b2 = id('b');
    await call('PT', 'bet', bet(p, b2, r2, 100n));
    const w2 = id('w');
    await call('PT', 'win', bet(p, w2, r2, 300n));
    expect((await call('PT', 'rollback', rollback(p, id('x'), b2))).json).toMatchObject({
      status: 'OK',
      balance: '1500',
      roundStatus: 'settled',
    });
    expect((await call('PT', 'rollback', rollback(p, id('x'), w2))).json.code).toBe('ROLLBACK_NOT_ALLOWED');
    // CQ9: bets-and-wins -> a win can be taken back, reopening the round; refused when already spent.
    const r3 = id('r');
    await call('CQ9', 'bet', bet(p, id('b'), r3, 100n));
    const w3 = id('w');
    await call('CQ9', 'win', bet(p, w3, r3, 600n));
    expect(await p.balance()).toBe(2_000n);
    await call('BGS', 'bet', bet(p, id('b'), id('r'), 1_800n));
    const spent = await call('CQ9', 'rollback', rollback(p, id('x'), w3));
    expect(spent.json).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: '200' });
    await call('BGS', 'win', bet(p, id('w'), id('r'), 1n)).then((r) =>
      expect(r.json.code).toBe('ROUND_NOT_FOUND'),
    );
    const p2 = await player(10_000n);
    const r4 = id('r');
    await call('CQ9', 'bet', bet(p2, id('b'), r4, 100n));
    const w4 = id('w');
    await call('CQ9', 'win', bet(p2, w4, r4, 600n));
    expect((await call('CQ9', 'rollback', rollback(p2, id('x'), w4))).json).toMatchObject({
      status: 'OK',
      balance: '9900',
      roundStatus: 'open',
    });
    expect((await call('CQ9', 'win', bet(p2, id('w'), r4, 50n))).json).toMatchObject({
      roundStatus: 'settled',
    });
    expect(await p2.balance()).toBe(9_950n);
  });

  it('keeps a round open after a partial win and refuses calls into a settled round', async () => {
    const p = await player(1_000n);
    const round = id('r');
    await call('BGS', 'bet', bet(p, id('b'), round, 100n));
    const partial = await call('BGS', 'win', { ...bet(p, id('w'), round, 50n), roundClosed: false });
    expect(partial.json.roundStatus).toBe('open');
    await call('BGS', 'bet', bet(p, id('b'), round, 100n));
    const zero = await call('BGS', 'win', bet(p, id('w'), round, 0n));
    expect(zero.json).toMatchObject({ status: 'OK', platformTransactionId: null, roundStatus: 'settled' });
    expect((await call('BGS', 'bet', bet(p, id('b'), round, 1n))).json.code).toBe('ROUND_CLOSED');
    const other = await player(1_000n);
    const foreign = await call('BGS', 'bet', bet(other, id('b'), round, 1n));
    expect(foreign.json.code).toBe('ROUND_CONFLICT');
    expect(await p.balance()).toBe(850n);
  });
});

describe('vendor wallet: races and restarts', () => {
  it('settles a rollback racing its own bet either way with the stake back (20 races)', async () => {
    const p = await player(100_000n);
    for (let i = 0; i < 20; i++) {
      const b = id('b');
      const [rb, bt] = await Promise.all([
        call('BGS', 'rollback', rollback(p, id('x'), b)),
        call('BGS', 'bet', bet(p, b, id('r'), 100n)),
      ]);
      expect(rb.json.status).toBe('OK');
      // Either the bet came first (accepted, then refunded) or the rollback did (the late bet refused).
      if (bt.status !== 200) expect(bt.json.code).toBe('TRANSACTION_ROLLED_BACK');
      expect(await p.balance()).toBe(100_000n);
    }
  });

  it('keeps answering stored answers after a server restart (idempotent forever)', async () => {
    const p = await player(1_000n);
    const body = bet(p, id('b'), id('r'), 250n);
    const first = await call('BGS', 'bet', body);
    const late = id('b');
    await call('BGS', 'rollback', rollback(p, id('x'), late));
    await t.restart();
    expect((await call('BGS', 'bet', body)).text).toBe(first.text);
    expect((await call('BGS', 'bet', bet(p, late, id('r'), 1n))).json.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await p.balance()).toBe(750n);
  });

  it('answers a repeat with the stored text of a transaction recorded before answers were kept as fields', async () => {
    const p = await player(1_000n);
    const body = bet(p, id('b'), id('r'), 250n);
    const first = await call('BGS', 'bet', body);
    expect(first.text).toBe(
      JSON.stringify({
        status: 'OK',
        playerId: p.playerId,
        currency: p.currency,
        balance: '750',
        transactionId: body.transactionId,
        platformTransactionId: first.json.platformTransactionId,
        roundId: body.roundId,
        roundStatus: 'open',
      }),
    );
    // A row as an older database holds it: the answer text stored, no fields.
    const stored = first.text.replace('"status":"OK"', '"status": "OK"');
    await t.db.query(
      'UPDATE vendor_transactions SET answer = $1, balance_after = NULL, round_status = NULL WHERE transaction_id = $2',
      [stored, body.transactionId],
    );
    expect((await call('BGS', 'bet', body)).text).toBe(stored);
  });
});

describe('vendor wallet: trial members (docs/decisions.md D10)', () => {
  it('plays trial members in the trial currency only, never touching cash', async () => {
    const p = await player(5_000n, true);
    expect(p.currency).toBe('TRIAL');
    const cash: AccountRef = { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: p.playerId };
    const real = await call('BGS', 'bet', { ...bet(p, id('b'), id('r'), 100n), currency: 'BDT' });
    expect(real.status).toBe(400);
    expect(real.json.code).toBe('CURRENCY_MISMATCH');
    const round = id('r');
    expect((await call('BGS', 'bet', bet(p, id('b'), round, 1_000n))).json.balance).toBe('4000');
    await call('BGS', 'win', bet(p, id('w'), round, 2_500n));
    expect(await p.balance()).toBe(6_500n);
    expect(await balanceOf(t.db, cash)).toBe(0n);
    expect(await balanceOf(t.db, clearing('BGS', 'TRIAL'))).toBeLessThan(0n);
    const cashPlayer = await player(1_000n);
    const trialBet = await call('BGS', 'bet', {
      ...bet(cashPlayer, id('b'), id('r'), 100n),
      currency: 'TRIAL',
    });
    expect(trialBet.json.code).toBe('CURRENCY_MISMATCH');
  });
});

describe('vendor wallet: signatures, vendors and bad input', () => {
  it('refuses bad signatures and stale timestamps before anything is recorded', async () => {
    const p = await player(1_000n);
    const body = bet(p, id('b'), id('r'), 100n);
    const raw = JSON.stringify(body);
    const wrong = await call('BGS', 'bet', raw, { secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('INVALID_SIGNATURE');
    const none = await call('BGS', 'bet', raw, { headers: { 'content-type': 'application/json' } });
    expect(none.json.code).toBe('INVALID_SIGNATURE');
    const ts = String(Math.floor(Date.now() / 1000));
    const garbled = await call('BGS', 'bet', raw, {
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: ts,
        [SIGNATURE_HEADER]: 'sha256=zz',
      },
    });
    expect(garbled.json.code).toBe('INVALID_SIGNATURE');
    const stale = await call('BGS', 'bet', raw, { nowMs: Date.now() - 301_000 });
    expect(stale.status).toBe(401);
    expect(stale.json.code).toBe('STALE_REQUEST');
    expect(await p.balance()).toBe(1_000n);
    expect((await call('BGS', 'bet', raw)).status).toBe(200);
  });

  it('uses each vendor replay window from config (CQ9 120 s, BGS the 300 s default)', async () => {
    const p = await player(1_000n);
    const old = Date.now() - 200_000;
    expect((await call('CQ9', 'balance', { playerId: p.playerId }, { nowMs: old })).json.code).toBe(
      'STALE_REQUEST',
    );
    expect((await call('BGS', 'balance', { playerId: p.playerId }, { nowMs: old })).json.status).toBe('OK');
  });

  it('answers unknown vendors, transfer-mode vendors from their sub-wallet, unknown operations and bad bodies with protocol codes', async () => {
    const p = await player(1_000n);
    const unknown = await call('NOPE', 'balance', { playerId: p.playerId });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'UNKNOWN_VENDOR']);
    // A transfer-mode vendor reads (and moves) the player's sub-wallet of that vendor: empty, beside 10.00 main.
    const transfer = await call('IBC', 'balance', { playerId: p.playerId });
    expect([transfer.status, transfer.json.status, transfer.json.balance]).toEqual([200, 'OK', '0']);
    const broke = await call('IBC', 'bet', bet(p, id('tb'), id('tr'), '100'));
    expect([broke.status, broke.json.code, broke.json.balance]).toEqual([402, 'INSUFFICIENT_FUNDS', '0']);
    const op = await call('BGS', 'steal', { playerId: p.playerId });
    expect([op.status, op.json.code]).toEqual([400, 'BAD_REQUEST']);
    for (const body of ['[1]', '{"playerId":', '{"playerId":"1","currency":"BDT","transactionId":"a b"}'])
      expect((await call('BGS', 'bet', body)).json).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    const big = await call('BGS', 'bet', bet(p, id('b'), id('r'), '9223372036854775808'));
    expect(big.json.code).toBe('BAD_REQUEST');
    const nul = await call('BGS', 'bet', { ...bet(p, id('b'), id('r'), 1n), gameCode: 'a\u0000b' });
    expect([nul.status, nul.json.code]).toEqual([400, 'BAD_REQUEST']);
    const missing = await call('BGS', 'balance', { playerId: '999999999' });
    expect([missing.status, missing.json.code]).toEqual([404, 'PLAYER_NOT_FOUND']);
    const form = await t.app.inject({
      method: 'POST',
      url: '/vendor/BGS/wallet/balance',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    expect(await p.balance()).toBe(1_000n);
  });

  it('answers every malformed body of every operation with a 4xx protocol error, writing nothing', async () => {
    const p = await player(1_000n);
    const round = id('r');
    const good: Record<string, Record<string, unknown>> = {
      balance: { playerId: p.playerId, currency: p.currency },
      bet: { ...bet(p, id('b'), round, 10n), gameCode: 'g1' },
      win: { ...bet(p, id('w'), round, 10n), gameCode: 'g1', roundClosed: true },
      rollback: { ...rollback(p, id('x'), id('b')), roundId: round },
    };
    const values = [null, 1, true, '', ' ', 'a'.repeat(200), { a: 1 }, ['1'], 'a\u0000', '-5'];
    const before = await t.count('vendor_transactions');
    for (const [op, body] of Object.entries(good)) {
      const bodies: unknown[] = ['', 'null', '"x"', '1', '[]', '{}', 'x'.repeat(40_000)];
      for (const key of Object.keys(body))
        for (const v of values) if (!(key === 'gameCode' && v === '-5')) bodies.push({ ...body, [key]: v });
      for (const b of bodies) {
        const r = await call('BGS', op, b);
        const what = `${op} ${JSON.stringify(b).slice(0, 100)} -> ${r.status} ${r.text}`;
        expect(r.status >= 400 && r.status < 500 && r.json.status === 'ERROR', what).toBe(true);
      }
    }
    expect(await p.balance()).toBe(1_000n);
    expect(await t.count('vendor_transactions')).toBe(before);
  });

  it('signs with HMAC-SHA256 over "<timestamp>.<raw body>"', () => {
    // Reference value from `printf '1700000000.{}' | openssl dgst -sha256 -hmac key`.
    expect(signRequest('key', '1700000000', '{}')).toBe(
      'sha256=9d713ed406bb7076d4123f0dc2c39d2df5c654ed4b0cd56b52c8b4c940bd63ae',
    );
  });
});

describe('config/vendors.json', () => {
  const valid = {
    defaults: { rollbackPolicy: 'open-round-only', replayWindowSeconds: 300 },
    vendors: { AB: { wallet: 'seamless' }, CD: { wallet: 'transfer', rollbackPolicy: 'bets-and-wins' } },
  };

  it('resolves defaults and takes a missing secret from the fallback (the demo per-install secret)', () => {
    const m = parseVendorConfig(valid, { NODE_ENV: 'test' }, (code) => `generated-${code}`);
    expect(m.get('AB')).toMatchObject({
      wallet: 'seamless',
      rollbackPolicy: 'open-round-only',
      replayWindowSeconds: 300,
      secret: 'generated-AB',
      generatedSecret: true,
    });
    expect(m.get('CD')?.rollbackPolicy).toBe('bets-and-wins');
  });

  it('takes secrets from VENDOR_SECRET_<CODE> and disables a vendor without one and without a fallback', () => {
    const m = parseVendorConfig(valid, { VENDOR_SECRET_AB: 'x'.repeat(40) }, () => 'unused');
    expect(m.get('AB')).toMatchObject({ secret: 'x'.repeat(40), generatedSecret: false });
    // No public development secret: without the environment and a fallback there is no secret at all.
    const bare = parseVendorConfig(valid, { NODE_ENV: 'test' });
    expect(bare.get('AB')?.secret).toBeUndefined();
    expect(bare.get('CD')?.secret).toBeUndefined();
  });

  it('loads the repository file: BGS seamless with the default policy, the sports vendors on transfers', () => {
    const m = loadVendorConfig(join(repoRoot, 'config'), { NODE_ENV: 'test' });
    expect(m.get('BGS')).toMatchObject({ wallet: 'seamless', rollbackPolicy: 'open-round-only' });
    expect(m.get('IBC')?.wallet).toBe('transfer');
  });

  it('resolves a round verify page only for the configured games, from https or our games server', () => {
    const m = parseVendorConfig(
      {
        ...valid,
        vendors: {
          AB: { wallet: 'seamless', verify: { url: '{gamesUrl}/verify/{roundId}', games: ['ab-dice'] } },
          EF: { wallet: 'seamless', verify: { url: 'https://ef.example/{lang}/proof/{roundId}' } },
          CD: {
            wallet: 'seamless',
            verify: { url: 'https://cd.example/rounds/{roundId}/proof', exceptGames: ['cd-lotto'] },
          },
        },
      },
      {},
    );
    const games = 'http://127.0.0.1:3100';
    expect(roundVerifyUrl(m.get('AB'), 'ab-dice', 'r 1/2', games)).toBe(`${games}/verify/r%201%2F2`);
    expect(roundVerifyUrl(m.get('AB'), 'ab-slot', 'r1', games)).toBeNull();
    expect(roundVerifyUrl(m.get('AB'), null, 'r1', games)).toBeNull();
    expect(roundVerifyUrl(m.get('AB'), 'ab-dice', 'r1', undefined)).toBeNull();
    expect(roundVerifyUrl(m.get('CD'), null, 'r9', undefined)).toBe('https://cd.example/rounds/r9/proof');
    expect(roundVerifyUrl(m.get('CD'), 'cd-lotto', 'r9', undefined)).toBeNull();
    expect(roundVerifyUrl(undefined, 'x', 'r1', games)).toBeNull();
    // {lang}: the site's language, URL-encoded; English when the caller has none.
    expect(roundVerifyUrl(m.get('EF'), 'ef-1', 'r1', undefined, 'bn')).toBe('https://ef.example/bn/proof/r1');
    expect(roundVerifyUrl(m.get('EF'), 'ef-1', 'r1', undefined, 'zh-tw')).toBe(
      'https://ef.example/zh-tw/proof/r1',
    );
    expect(roundVerifyUrl(m.get('EF'), 'ef-1', 'r1', undefined, 'a/b')).toBe(
      'https://ef.example/a%2Fb/proof/r1',
    );
    expect(roundVerifyUrl(m.get('EF'), 'ef-1', 'r1', undefined)).toBe('https://ef.example/en/proof/r1');
    // The repository's BGS: every in-house round (catalogue game codes) but the VN lottery's bets.
    const bgs = loadVendorConfig(join(repoRoot, 'config'), {}).get('BGS');
    expect(roundVerifyUrl(bgs, 'BGS-RNG-0001', 'b1', games, 'bn')).toBe(`${games}/verify/b1?lang=bn`);
    expect(roundVerifyUrl(bgs, 'BGS-RNG-0001', 'b1', games, 'en')).toBe(`${games}/verify/b1?lang=en`);
    expect(roundVerifyUrl(bgs, 'bgs-vnlotto', 'b2', games, 'bn')).toBeNull();
    for (const url of ['http://cd.example/{roundId}', 'javascript:{roundId}', 'https://cd.example/proof'])
      expect(() =>
        parseVendorConfig({ ...valid, vendors: { CD: { wallet: 'seamless', verify: { url } } } }, {}),
      ).toThrow(/\/vendors\/CD\/verify\/url/);
  });

  it('stops the start on a broken file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-vendors-'));
    try {
      writeFileSync(join(dir, 'vendors.json'), '{"defaults": {}, "vendors": {}}');
      expect(() => loadVendorConfig(dir, {})).toThrow(/\/defaults/);
      writeFileSync(join(dir, 'vendors.json'), '{');
      expect(() => loadVendorConfig(dir, {})).toThrow(VendorConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid file with the offending pointer', () => {
    const bad = { ...valid, vendors: { AB: { wallet: 'seamless', rollbackPolicy: 'whenever' } } };
    expect(() => parseVendorConfig(bad, {})).toThrow(VendorConfigError);
    expect(() => parseVendorConfig(bad, {})).toThrow(/\/vendors\/AB/);
    expect(() =>
      parseVendorConfig({ ...valid, vendors: { 'bad code': { wallet: 'seamless' } } }, {}),
    ).toThrow(VendorConfigError);
  });
});

describe('vendor wallet: only the brands a vendor serves', () => {
  it("refuses a vendor's calls for a player of a brand that does not offer it, moving nothing", async () => {
    const withoutCq9 = (b: Brand): Partial<Brand> => {
      const cfg = b.config!.config;
      const gameTypes = Object.fromEntries(
        Object.entries(cfg.vendors.gameTypes).map(([k, g]) => [
          k,
          g && { ...g, vendors: g.vendors.filter((v) => v !== 'CQ9') },
        ]),
      );
      return {
        config: { ...b.config!, config: { ...cfg, vendors: { ...cfg.vendors, gameTypes } } },
      };
    };
    const m = await createTestApp({ brandOverride: withoutCq9 });
    try {
      const r = await m.req<{ playerId: string; currency: string }>('POST', '/__test/vendor/players', {
        body: { balance: '10000' },
      });
      const p = r.body.value!;
      const wallet: AccountRef = {
        kind: 'cash',
        brand: 'deshplay',
        currency: p.currency,
        memberId: p.playerId,
      };
      const signed = async (vendor: string, op: string, body: unknown) => {
        const raw = JSON.stringify(body);
        const res = await m.app.inject({
          method: 'POST',
          url: `/vendor/${vendor}/wallet/${op}`,
          headers: signedHeaders(testVendorSecret(vendor), raw),
          payload: raw,
        });
        return res.json<Answer>();
      };
      const betBody = {
        playerId: p.playerId,
        currency: p.currency,
        transactionId: id('x'),
        roundId: id('r'),
        amount: '500',
      };
      expect(await signed('CQ9', 'bet', betBody)).toMatchObject({
        status: 'ERROR',
        code: 'PLAYER_NOT_FOUND',
      });
      expect(await signed('CQ9', 'balance', { playerId: p.playerId })).toMatchObject({
        code: 'PLAYER_NOT_FOUND',
      });
      expect(await balanceOf(m.db, wallet)).toBe(10_000n);
      // A vendor the brand offers still works for the same player.
      expect(await signed('AG', 'bet', { ...betBody, transactionId: id('y') })).toMatchObject({
        status: 'OK',
      });
      expect(await balanceOf(m.db, wallet)).toBe(9_500n);
    } finally {
      await m.close();
    }
  });
});
