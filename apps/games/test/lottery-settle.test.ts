/**
 * Lottery money through the signed wallet protocol against a real platform (docs/architecture.md "Games server"; docs/vendor-protocol.md):
 * bets debited before the close, refused after it, settled at the draw with hand-computed pays, answers lost and
 * retried, bets in doubt refunded, and the platform ledger clean. Clock injected; games DB fresh (PGlite or PG).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { commitServerSeed } from '../src/fair.ts';
import { numbersOf } from '../src/lottery/draw.ts';
import { hits } from '../src/lottery/rules.ts';
import {
  currentDraw,
  getDraw,
  lotteryTick,
  placeBet,
  playerBets,
  recentDraws,
  type LotteryConfig,
  type LotteryCtx,
} from '../src/lottery/service.ts';
import type { GamesDb } from '../src/server/db.ts';
import { migrateGames } from '../src/server/migrate.ts';
import { WalletClient, type WalletClientOptions } from '../src/wallet-client.ts';
import { testVendorSecret } from '../../server/src/test/harness.ts';
import { freshGamesDb, fundedPlayer, startPlatform } from './helpers/games.ts';

const SECRET = testVendorSecret('BGS');
const CONFIG: LotteryConfig = {
  intervalMs: 300_000,
  closeBeforeMs: 15_000,
  minStake: 100n,
  maxStake: 1_000_000n,
};

let platform: Awaited<ReturnType<typeof startPlatform>>;
let db: GamesDb;
let drop: () => Promise<void>;
let clock = Date.parse('2026-11-21T19:21:00Z');
beforeAll(async () => {
  platform = await startPlatform();
  ({ db, drop } = await freshGamesDb());
  await migrateGames(db);
});
afterAll(async () => {
  await db.close();
  await drop();
  await platform.t.close();
});

/**
 * A wallet `intercept` under which the platform processes every call but the answers of the `op` calls are lost
 * (`lost.count` counts them).
 */
function losingAnswers(op: 'bet' | 'win') {
  const lost = { count: 0 };
  const intercept: WalletClientOptions['intercept'] = async (url, send) => {
    const reply = await send();
    if (!url.endsWith(`/${op}`)) return reply;
    lost.count++;
    throw new TypeError('answer lost after the platform processed it');
  };
  return { lost, intercept };
}

function ctx(intercept?: WalletClientOptions['intercept']): LotteryCtx {
  return {
    db,
    wallet: new WalletClient({
      baseUrl: platform.url,
      secret: SECRET,
      backoffMs: 5,
      attempts: 3,
      ...(intercept ? { intercept } : {}),
    }),
    vendor: 'BGS',
    now: () => clock,
    config: CONFIG,
  };
}

async function seedOf(drawId: string) {
  const [r] = await db.query<{ server_seed: string }>(
    `SELECT server_seed FROM lottery_draws WHERE draw_id = $1`,
    [drawId],
  );
  return r!.server_seed;
}

describe('lottery settlement through the wallet protocol', () => {
  it('debits bets before the close, refuses late ones, and pays hand-computed wins at the draw', async () => {
    const c = ctx();
    const { playerId, currency } = await fundedPlayer(platform.url, '100000');
    const draw = await currentDraw(c);
    expect(draw).toMatchObject({
      drawId: '20261121192500',
      status: 'scheduled',
      numbers: null,
      serverSeed: null,
    });
    // The test peeks at the committed seed (the games DB) to choose sure winners; players only see the hash.
    const nums = numbersOf(draw.drawId, await seedOf(draw.drawId));
    expect(draw.serverSeedHash).toBe(commitServerSeed(await seedOf(draw.drawId)));
    const special = nums[0]!;
    const loser = [...Array(100).keys()].find((n) => !nums.includes(n))!;
    const bets = [
      { type: 'de', number: special, stake: 1000n }, // 96x -> 96,000
      { type: 'de', number: loser, stake: 500n }, // 0
      { type: 'lo', number: special, stake: 201n }, // floor(201 * k * 3.5)
      { type: 'lo', number: loser, stake: 300n }, // 0
    ] as const;
    const k = hits(nums, special);
    const expectedWins = [96_000n, 0n, (201n * BigInt(k) * 7n) / 2n, 0n];
    for (const b of bets) {
      const r = await placeBet(c, { playerId, currency, drawId: draw.drawId, ...b });
      expect(r.bet.status).toBe('placed');
    }
    const stakes = 1000n + 500n + 201n + 300n;
    expect((await c.wallet.balance(playerId)).balance).toBe(100_000n - stakes);

    // Refusals before any money moves: too much, too little, funds, and after the close.
    await expect(
      placeBet(c, { playerId, currency, drawId: draw.drawId, type: 'de', number: 1, stake: 99n }),
    ).rejects.toMatchObject({ code: 'BAD_STAKE' });
    await expect(
      placeBet(c, { playerId, currency, drawId: draw.drawId, type: 'de', number: 1, stake: 1_000_000n }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    clock = Date.parse('2026-11-21T19:24:45Z');
    await expect(
      placeBet(c, { playerId, currency, drawId: draw.drawId, type: 'de', number: 1, stake: 100n }),
    ).rejects.toMatchObject({ code: 'DRAW_CLOSED' });
    expect((await c.wallet.balance(playerId)).balance).toBe(100_000n - stakes);

    // Before the draw time nothing is opened or paid.
    clock = Date.parse('2026-11-21T19:24:59.999Z');
    expect((await lotteryTick(c)).drawn).toEqual([]);
    expect((await getDraw(db, draw.drawId))!.serverSeed).toBeNull();

    clock = Date.parse('2026-11-21T19:25:00Z');
    const t = await lotteryTick(c);
    expect(t).toMatchObject({ drawn: [draw.drawId], settled: 4, failed: 0, retry: 0 });
    const opened = await getDraw(db, draw.drawId);
    expect(opened).toMatchObject({ status: 'drawn', numbers: nums, serverSeed: await seedOf(draw.drawId) });
    expect((await recentDraws(db, 5))[0]!.drawId).toBe(draw.drawId);
    const mine = await playerBets(db, 'BGS', playerId);
    expect(mine).toHaveLength(5); // 4 settled + the refused one
    const settled = mine.filter((b) => b.status === 'settled');
    // Each bet has its own stake: match them up.
    expect(bets.map((b) => settled.find((s) => s.stake === String(b.stake))?.win)).toEqual(
      expectedWins.map(String),
    );
    expect(settled.every((b) => b.numbers?.length === 27)).toBe(true);
    const total = expectedWins.reduce((a, b) => a + b, 0n);
    expect((await c.wallet.balance(playerId)).balance).toBe(100_000n - stakes + total);

    // A second pass pays nothing again.
    expect(await lotteryTick(c)).toMatchObject({ drawn: [], settled: 0 });
    expect((await c.wallet.balance(playerId)).balance).toBe(100_000n - stakes + total);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  });

  it('retries a win whose answers were lost on the next pass, paying once', async () => {
    clock = Date.parse('2026-11-21T19:26:00Z');
    const { playerId, currency } = await fundedPlayer(platform.url, '10000');
    const draw = await currentDraw(ctx());
    const special = numbersOf(draw.drawId, await seedOf(draw.drawId))[0]!;
    await placeBet(ctx(), {
      playerId,
      currency,
      drawId: draw.drawId,
      type: 'de',
      number: special,
      stake: 100n,
    });
    const { lost, intercept } = losingAnswers('win');
    clock = Date.parse('2026-11-21T19:30:00Z');
    expect(await lotteryTick(ctx(intercept))).toMatchObject({ drawn: [draw.drawId], settled: 0, retry: 1 });
    expect(lost.count).toBe(3);
    expect((await playerBets(db, 'BGS', playerId))[0]!.status).toBe('placed');
    expect(await lotteryTick(ctx())).toMatchObject({ settled: 1, retry: 0 });
    expect((await ctx().wallet.balance(playerId)).balance).toBe(10_000n - 100n + 9600n);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  });

  it('refunds a bet whose debit is in doubt (every answer lost) and blocks nothing else', async () => {
    clock = Date.parse('2026-11-21T19:31:00Z');
    const { playerId, currency } = await fundedPlayer(platform.url, '10000');
    const draw = await currentDraw(ctx());
    const bet = { playerId, currency, drawId: draw.drawId, type: 'lo', number: 5, stake: 700n } as const;
    await expect(placeBet(ctx(losingAnswers('bet').intercept), bet)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect((await ctx().wallet.balance(playerId)).balance).toBe(10_000n - 700n); // it did go through
    expect((await playerBets(db, 'BGS', playerId))[0]!.status).toBe('voiding');
    expect(await lotteryTick(ctx())).toMatchObject({ voided: 1 });
    expect((await playerBets(db, 'BGS', playerId))[0]!.status).toBe('void');
    expect((await ctx().wallet.balance(playerId)).balance).toBe(10_000n);
    // The player can bet again at once.
    const again = await placeBet(ctx(), bet);
    expect(again.balance).toBe(9300n);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  });

  it('answers a repeated request id with the same bet, debiting once', async () => {
    clock = Date.parse('2026-11-21T19:32:00Z');
    const { playerId, currency } = await fundedPlayer(platform.url, '10000');
    const draw = await currentDraw(ctx());
    const input = {
      playerId,
      currency,
      drawId: draw.drawId,
      type: 'de',
      number: 12,
      stake: 400n,
      requestId: 'req-0001',
    };
    const a = await placeBet(ctx(), input);
    const b = await placeBet(ctx(), input);
    expect(b.bet.betId).toBe(a.bet.betId);
    expect((await ctx().wallet.balance(playerId)).balance).toBe(9600n);
  });
});
