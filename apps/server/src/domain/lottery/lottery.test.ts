/**
 * Opened numbers and the jackpot counter on the platform (docs/architecture.md "Games server"; spec 7; docs/decisions.md D9), read from a
 * real games server (apps/games) running beside it: envelope shapes, the money format of the brand currency, the
 * cache and stale answers, and GAME_MAINTENANCE when the games server is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JackpotValue, OpenedGame, OpenedNumeroValue } from '@playdeck/api-client/lottery';
import { lotteryConfigFromEnv } from '../../../../games/src/lottery/routes.ts';
import { lotteryTick } from '../../../../games/src/lottery/service.ts';
import { recordSpin } from '../../../../games/src/jackpot/jackpot.ts';
import { startGames, startPlatform, type GamesTestServer } from '../../../../games/test/helpers/games.ts';
import { CACHE_MS, clearLotteryCache, gamesGet, STALE_MS } from './service.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let games: GamesTestServer;
let clock = Date.parse('2026-11-21T12:00:30Z');

beforeAll(async () => {
  platform = await startPlatform();
  games = await startGames({ platformUrl: platform.url, now: () => clock });
  process.env.GAMES_INTERNAL_URL = games.url;
  // Two draws opened: 12:05 and 12:10.
  const ctx = {
    db: games.deps.db,
    wallet: games.deps.wallet,
    vendor: 'BGS',
    now: () => clock,
    config: lotteryConfigFromEnv({}),
  };
  await lotteryTick(ctx);
  clock = Date.parse('2026-11-21T12:05:00Z');
  await lotteryTick(ctx);
  clock = Date.parse('2026-11-21T12:10:00Z');
  await lotteryTick(ctx);
}, 120_000);
afterAll(async () => {
  delete process.env.GAMES_INTERNAL_URL;
  await games?.close();
  await platform?.t.close();
});

describe('opened numbers', () => {
  it('lists the latest draw of the VN lottery game and its recent draws, newest first', async () => {
    clearLotteryCache();
    const g = await platform.t.req<OpenedGame[]>('GET', '/lgw/vn/numeros/opened/game');
    expect(g.status).toBe(200);
    const [game] = g.body.value!;
    expect(game).toMatchObject({ vassalage: 'BGS', gameCode: 'bgs-vnlotto' });
    expect(game!.lastDraw!.drawId).toBe('20261121121000');
    expect(game!.lastDraw!.numbers).toHaveLength(27);
    expect(game!.lastDraw!.special).toBe(game!.lastDraw!.numbers[0]);

    const n = await platform.t.req<OpenedNumeroValue>(
      'GET',
      '/lotto/lgw/games/opened/numero?gameCode=bgs-vnlotto&limit=5',
    );
    expect(n.status).toBe(200);
    expect(n.body.value!.draws.map((d) => d.drawId)).toEqual(['20261121121000', '20261121120500']);
    expect(n.body.value!.draws[1]!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses other game codes and bad limits', async () => {
    const other = await platform.t.req('GET', '/lotto/lgw/games/opened/numero?gameCode=TCG_LOTTO_VN');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, errorCode: 'GAME_NOT_FOUND' });
    const bad = await platform.t.req('GET', '/lotto/lgw/games/opened/numero?limit=51');
    expect(bad.status).toBe(400);
    const otherGame = await platform.t.req('GET', '/lgw/vn/numeros/opened/game?gameCode=TCG_LOTTO_VN');
    expect(otherGame.status).toBe(404);
    expect(otherGame.body).toMatchObject({ success: false, errorCode: 'GAME_NOT_FOUND' });
    const long = await platform.t.req('GET', `/lgw/vn/numeros/opened/game?gameCode=${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});

describe('jackpot counter', () => {
  it('answers the pool of the brand currency as money with 2 decimals and the 30 s refresh', async () => {
    clearLotteryCache();
    const first = await platform.t.req<JackpotValue>('GET', '/lgw/games/jackpot');
    expect(first.status).toBe(200);
    const currency = first.body.value!.currency;
    expect(first.body.value).toEqual({ currency, amount: '0.00', updatedAt: null, refreshMs: 30_000 });
    await recordSpin(
      games.deps.db,
      { contributionBp: 100n, triggerDivisor: 5_000_000 },
      { roundId: 'bgs-jp-1', currency, playerId: '1', stake: 1_234_567n, hit: false },
      clock,
    );
    // Cached for 5 s, then the new pool.
    expect((await platform.t.req<JackpotValue>('GET', '/lgw/games/jackpot')).body.value!.amount).toBe('0.00');
    clearLotteryCache();
    expect((await platform.t.req<JackpotValue>('GET', '/lgw/games/jackpot')).body.value!.amount).toBe(
      '123.45',
    );
  });

  it('serves the last answer while the games server is down, then GAME_MAINTENANCE without one', async () => {
    process.env.GAMES_INTERNAL_URL = 'http://127.0.0.1:9'; // nothing listens on the discard port
    // The cached answer is still served (here still fresh; the 5 s / 5 min rules are tested on gamesGet below).
    expect((await platform.t.req<JackpotValue>('GET', '/lgw/games/jackpot')).status).toBe(200);
    clearLotteryCache();
    const down = await platform.t.req('GET', '/lgw/games/jackpot');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, errorCode: 'GAME_MAINTENANCE' });
    process.env.GAMES_INTERNAL_URL = games.url;
  });
});

describe('the games server answer cache (gamesGet)', () => {
  it('calls once for concurrent misses, keeps an answer 5 s, serves it stale up to 5 min while calls fail, then GAME_MAINTENANCE', async () => {
    const path = '/test/cache-rules';
    let calls = 0;
    let up = true;
    const f = (async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      if (!up) throw new TypeError('fetch failed');
      return new Response(JSON.stringify({ status: 'OK', n: calls }));
    }) as typeof fetch;
    const t0 = 1_000_000;
    const first = await Promise.all([1, 2, 3].map(() => gamesGet<{ n: number }>(path, t0, f)));
    expect(first.map((b) => b.n)).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
    expect((await gamesGet<{ n: number }>(path, t0 + CACHE_MS - 1, f)).n).toBe(1);
    expect(calls).toBe(1);
    expect((await gamesGet<{ n: number }>(path, t0 + CACHE_MS, f)).n).toBe(2);
    expect(calls).toBe(2);
    up = false;
    const t1 = t0 + CACHE_MS;
    expect((await gamesGet<{ n: number }>(path, t1 + STALE_MS - 1, f)).n).toBe(2);
    expect(calls).toBe(3);
    await expect(gamesGet(path, t1 + STALE_MS, f)).rejects.toMatchObject({ errorCode: 'GAME_MAINTENANCE' });
  });
});
