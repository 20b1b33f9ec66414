/**
 * Last game recall over HTTP (GLI-19 2.5.9; @playdeck/api-client/player): the member's last 10 rounds, newest first,
 * each with its outcome, and the games server's verify page for the in-house games. PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecallValue } from '@playdeck/api-client/player';
import { transfer } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';
import { recallOutcome } from './recall.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const id = (p: string) => `recall-${p}-${++seq}`;

async function member() {
  const m = await t.register();
  const playerId = (await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token })).body.value!
    .id;
  await transfer(t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: playerId },
    amountMinor: 100_000n,
    kind: 'test.fund',
    idempotencyKey: `test:recall:${playerId}`,
  });
  return { ...m, playerId };
}

describe('last game recall', () => {
  it('lists the last 10 rounds newest first with their outcome and the in-house verify page', async () => {
    const m = await member();
    const other = await member();
    const played: string[] = [];
    // 12 rounds: the two oldest fall out. Stakes 100; wins cycle 0 (lost), 100 (even), 250 (won).
    for (let i = 0; i < 12; i++) {
      const roundId = id('r');
      played.push(roundId);
      const base = { playerId: m.playerId, currency: 'BDT', roundId, gameCode: 'bgs-dice' };
      await vendorWalletCall(t, 'BGS', 'bet', { ...base, transactionId: id('b'), amount: '100' });
      if (i < 11)
        await vendorWalletCall(t, 'BGS', 'win', {
          ...base,
          transactionId: id('w'),
          amount: String([0, 100, 250][i % 3]),
        });
    }
    await vendorWalletCall(t, 'BGS', 'bet', {
      playerId: other.playerId,
      currency: 'BDT',
      roundId: id('o'),
      transactionId: id('b'),
      amount: '100',
    });
    const saved = process.env.GAMES_URL;
    process.env.GAMES_URL = 'https://games.example/';
    const r = await t.req<GameRecallValue>('GET', '/wps/player/recall', { token: m.token });
    if (saved === undefined) delete process.env.GAMES_URL;
    else process.env.GAMES_URL = saved;
    expect(r.status).toBe(200);
    const rows = r.body.value!.rows;
    expect(rows.map((x) => x.roundId)).toEqual(played.slice(2).reverse());
    expect(rows[0]).toMatchObject({ outcome: 'open', status: 'open', stake: '1.00', win: '0.00' });
    // i = 10 -> 100 even, 9 -> 0 lost, 8 -> 250 won
    expect(rows.slice(1, 4).map((x) => x.outcome)).toEqual(['even', 'lost', 'won']);
    expect(rows[3]).toMatchObject({ win: '2.50', profit: '1.50' });
    // BGS is the in-house games server: its rounds link to its verify page (config/vendors.json `verify`).
    expect(rows[1]!.verifyUrl).toBe(
      `https://games.example/verify/${encodeURIComponent(rows[1]!.roundId)}?lang=en`,
    );
    expect((await t.req('GET', '/wps/player/recall')).status).toBe(401);
  });

  it('calls a round with its stakes returned cancelled, and a win equal to the stake even', () => {
    expect(recallOutcome('cancelled', 100n, 0n)).toBe('cancelled');
    expect(recallOutcome('settled', 100n, 100n)).toBe('even');
    expect(recallOutcome('settled', 100n, 99n)).toBe('lost');
    expect(recallOutcome('settled', 100n, 101n)).toBe('won');
  });
});
