/**
 * The lottery and jackpot plugins over HTTP on the games server, against a real platform (docs/architecture.md "Games server"):
 * the page (strict CSP), state with the committed draw, a bet with a game session, settlement by the tick, the
 * opened-number feed for the platform, draw verification, and the jackpot pool endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryTick, type BetView, type DrawView } from '../src/lottery/service.ts';
import { lotteryConfigFromEnv } from '../src/lottery/routes.ts';
import { recordSpin } from '../src/jackpot/jackpot.ts';
import {
  fundedPlayer,
  gamesCall,
  pageScripts,
  startGames,
  startPlatform,
  testSession,
  type GamesTestServer,
} from './helpers/games.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let games: GamesTestServer;
let clock = Date.parse('2026-11-21T10:00:01Z');

beforeAll(async () => {
  platform = await startPlatform();
  games = await startGames({ platformUrl: platform.url, now: () => clock });
}, 120_000);
afterAll(async () => {
  await games?.close();
  await platform?.t.close();
});

describe('lottery over HTTP', () => {
  it('serves the page without inline script or style', async () => {
    const res = await fetch(`${games.url}/lottery/vn?token=x`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('/lottery/assets/lottery.js');
    expect(pageScripts(html).blocks['pd-i18n']).toMatchObject({ lang: 'en' });
    expect((await fetch(`${games.url}/lottery/assets/lottery.js`)).status).toBe(200);
    expect((await fetch(`${games.url}/lottery/assets/nope.js`)).status).toBe(404);
  });

  it('takes a bet on the open draw, settles it at the draw, and publishes the opened numbers', async () => {
    const player = await fundedPlayer(platform.url, '50000');
    const { id } = await testSession(games.deps, player);
    const state = await gamesCall<{ draw: DrawView; now: string }>(games.url, '/lottery/api/state');
    expect(state.status).toBe(200);
    expect(state.body.draw).toMatchObject({
      drawId: '20261121100500',
      status: 'scheduled',
      serverSeed: null,
    });
    expect(state.body.draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const unauth = await gamesCall(games.url, '/lottery/api/bets', {
      body: { drawId: state.body.draw.drawId, type: 'lo', number: 7, stake: '1000' },
    });
    expect(unauth).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    const bad = await gamesCall(games.url, '/lottery/api/bets', {
      session: id,
      body: { drawId: state.body.draw.drawId, type: 'lo', number: 100, stake: '1000' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_LOTTERY_BET' } });
    const placed = await gamesCall<{ bet: BetView; balance: string }>(games.url, '/lottery/api/bets', {
      session: id,
      body: {
        drawId: state.body.draw.drawId,
        type: 'lo',
        number: 7,
        stake: '1000',
        requestId: 'click-000001',
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      balance: '49000',
      bet: { status: 'placed', stake: '1000', number: 7 },
    });

    clock = Date.parse('2026-11-21T10:04:45Z');
    const late = await gamesCall(games.url, '/lottery/api/bets', {
      session: id,
      body: { drawId: state.body.draw.drawId, type: 'lo', number: 7, stake: '1000' },
    });
    expect(late).toMatchObject({ status: 409, body: { code: 'DRAW_CLOSED' } });

    clock = Date.parse('2026-11-21T10:05:00Z');
    const ctx = {
      db: games.deps.db,
      wallet: games.deps.wallet,
      vendor: 'BGS',
      now: () => clock,
      config: lotteryConfigFromEnv({}),
    };
    expect(await lotteryTick(ctx)).toMatchObject({ drawn: ['20261121100500'], settled: 1 });
    const mine = await gamesCall<{ balance: string; bets: BetView[] }>(games.url, '/lottery/api/bets', {
      session: id,
    });
    const bet = mine.body.bets[0]!;
    expect(bet.status).toBe('settled');
    const hits = bet.numbers!.filter((n) => n === 7).length;
    expect(bet.win).toBe(String((1000 * hits * 7) / 2));
    expect(mine.body.balance).toBe(String(49_000 + Number(bet.win)));

    const opened = await gamesCall<{ draws: Array<{ drawId: string; numbers: string[]; special: string }> }>(
      games.url,
      '/lottery/opened?limit=3',
    );
    expect(opened.body.draws[0]).toMatchObject({
      drawId: '20261121100500',
      special: opened.body.draws[0]!.numbers[0],
    });
    expect(opened.body.draws[0]!.numbers).toHaveLength(27);
    expect(opened.body.draws[0]!.numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
    const v = await gamesCall<{ hashMatches: boolean; draw: DrawView }>(
      games.url,
      '/lottery/api/draws/20261121100500',
    );
    expect(v.body.hashMatches).toBe(true);
    expect(v.body.draw.numbers).toEqual(bet.numbers);
    // The next draws are committed ahead; their seed stays secret until drawn.
    expect((await gamesCall(games.url, '/lottery/api/draws/20261121101000')).body).toMatchObject({
      hashMatches: null,
      draw: { status: 'scheduled', serverSeed: null, numbers: null },
    });
    expect((await gamesCall(games.url, '/lottery/api/draws/20261121110000')).status).toBe(404);
  });
});

describe('jackpot pool endpoint', () => {
  it('answers the pool of a currency in minor units', async () => {
    expect(await gamesCall(games.url, '/jackpot/pool?currency=BDT')).toMatchObject({
      status: 200,
      body: { status: 'OK', currency: 'BDT', amount: '0', updatedAt: null, lastAward: null },
    });
    await recordSpin(
      games.deps.db,
      { contributionBp: 100n, triggerDivisor: 5_000_000 },
      { roundId: 'bgs-x', currency: 'BDT', playerId: '1', stake: 123_456n, hit: false },
      clock,
    );
    expect((await gamesCall(games.url, '/jackpot/pool?currency=BDT')).body).toMatchObject({ amount: '1234' });
    expect((await gamesCall(games.url, '/jackpot/pool?currency=bd')).status).toBe(400);
  });
});
