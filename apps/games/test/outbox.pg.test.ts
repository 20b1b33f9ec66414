/**
 * The wallet outbox under parallel workers on real PostgreSQL: two games processes drain the same table, so a due row
 * must be leased by one worker only (FOR UPDATE SKIP LOCKED) and its wallet call sent once per lease. Collected only
 * when DATABASE_URL is set (vitest.config.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drainOutbox } from '../src/server/play.ts';
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
/** Win calls the games server tried to send; while `winsDown`, each is dropped (the platform is unreachable). */
let winsDown = false;
let sends = 0;

beforeAll(async () => {
  expect(process.env.DATABASE_URL, 'this test needs PostgreSQL').toBeTruthy();
  platform = await startPlatform();
  games = await startGames({
    platformUrl: platform.url,
    config: {
      walletOptions: {
        attempts: 1,
        backoffMs: 1,
        timeoutMs: 5000,
        intercept: async (url, send) => {
          if (!url.endsWith('/win')) return send();
          sends++;
          if (winsDown) throw new TypeError('injected: platform unreachable');
          return send();
        },
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await games?.close();
  await platform?.t.close();
});

it('eight workers draining at once send each due row once', async () => {
  // One real round whose win is queued, copied into ROWS rounds with a due win each (the rows the workers share).
  const ROWS = 400;
  const player = await fundedPlayer(platform.url, '1000000');
  const session = (await testSession(games.deps, player)).id;
  const r = await gamesCall<{ round: { roundId: string } }>(games.url, '/api/play', {
    body: { game: 'bgs-dice', stake: '100', params: { direction: 'under', target: 60 } },
    session,
  });
  expect(r.status).toBe(200);
  const roundId = r.body.round.roundId;
  await games.deps.db.query(
    `INSERT INTO rounds
       SELECT (jsonb_populate_record(r, jsonb_build_object('round_id', r.round_id || '-' || g, 'nonce', r.nonce + g))).*
       FROM rounds r, generate_series(1, $2::int) g WHERE r.round_id = $1`,
    [roundId, ROWS],
  );
  await games.deps.db.query(
    `INSERT INTO wallet_outbox (vendor, round_id, op, body, next_at, created_at)
       SELECT o.vendor, o.round_id || '-' || g, 'win', o.body, now() - interval '1 minute', now()
       FROM wallet_outbox o, generate_series(1, $2::int) g WHERE o.round_id = $1 AND o.op = 'win'`,
    [roundId, ROWS],
  );
  await games.deps.db.query(`UPDATE wallet_outbox SET done_at = now() WHERE round_id = $1`, [roundId]);

  winsDown = true;
  // Every send fails (counted first), so each worker leases rows and backs them off without settling anything.
  sends = 0;
  const passes = await Promise.all(Array.from({ length: 8 }, () => drainOutbox(games.deps, 100)));

  expect(sends).toBe(ROWS);
  expect(passes.reduce((n, p) => n + p.delivered, 0)).toBe(0);
  const [attempted] = await games.deps.db.query<{ n: string; max: number }>(
    `SELECT count(*)::text AS n, max(attempts) AS max FROM wallet_outbox WHERE done_at IS NULL`,
  );
  expect(Number(attempted!.n)).toBe(ROWS);
  expect(attempted!.max).toBe(1);
}, 120_000);
