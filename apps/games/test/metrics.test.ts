/**
 * The games server's Prometheus metrics (src/server/metrics.ts): `/metrics` on its operator listener only (the public
 * app answers 404), and after real rounds through the platform's wallet the request, wallet call and round series
 * have moved by what was played.
 */
import { parseExposition } from '@playdeck/db/metrics';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoundView } from '../src/server/play.ts';
import { listenGamesOps, type GamesOpsListener } from '../src/server/metrics.ts';
import {
  fundedPlayer,
  gamesCall,
  startGames,
  startPlatform,
  testSession,
  type GamesTestServer,
} from './helpers/games.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let games: GamesTestServer;
let ops: GamesOpsListener;
beforeAll(async () => {
  platform = await startPlatform();
  games = await startGames({ platformUrl: platform.url });
  ops = await listenGamesOps({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await ops?.close();
  await games?.close();
  await platform?.t.close();
});

/** Scrapes the operator listener: sample (name and labels as written) -> value. */
async function scrape(): Promise<Map<string, number>> {
  const r = await fetch(`${ops.url}/metrics`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
  return parseExposition(await r.text());
}

it('serves /metrics on the operator listener only', async () => {
  expect((await fetch(`${games.url}/metrics`)).status).toBe(404);
  expect((await fetch(`${ops.url}/play`)).status).toBe(404);
  const m = await scrape();
  expect(m.has('playdeck_games_process_cpu_user_seconds_total')).toBe(true);
  expect(m.get('playdeck_games_outbox_pending')).toBe(0);
});

it('counts play requests per route, wallet calls by outcome and the rounds settled', async () => {
  const before = await scrape();
  const p = await fundedPlayer(platform.url, '5000');
  const { id } = await testSession(games.deps, p);
  const play = (stake: string) =>
    gamesCall<{ round?: RoundView; code?: string }>(games.url, '/api/play', {
      body: { game: 'bgs-dice', stake, params: { direction: 'under', target: 50 } },
      session: id,
    });
  for (let i = 0; i < 4; i++) expect((await play('500')).body.round?.status).toBe('settled');
  // More than the balance: the platform refuses the bet (INSUFFICIENT_FUNDS), nothing moves.
  expect((await play('900000')).status).toBeGreaterThanOrEqual(400);
  const after = await scrape();
  const moved = (s: string) => (after.get(s) ?? 0) - (before.get(s) ?? 0);
  expect(
    moved('playdeck_games_http_request_duration_seconds_count{method="POST",route="/api/play",status="200"}'),
  ).toBe(4);
  expect(moved('playdeck_games_wallet_calls_total{op="bet",outcome="ok"}')).toBe(4);
  expect(moved('playdeck_games_wallet_calls_total{op="win",outcome="ok"}')).toBe(4);
  expect(moved('playdeck_games_wallet_calls_total{op="bet",outcome="INSUFFICIENT_FUNDS"}')).toBe(1);
  expect(moved('playdeck_games_rounds_closed_total{outcome="settled"}')).toBe(4);
});
