/**
 * FAULT test on real PostgreSQL (docs/architecture.md "Targets"): the games server retries bets and wins through dropped
 * answers (the platform processed the call, the answer is lost), dropped requests and a platform restart (the
 * platform app is stopped and started again on the same database and port while rounds are in flight). Afterwards
 * every round is settled or cancelled on both sides, balances reconcile round by round, and the ledger check is
 * clean. Collected only when DATABASE_URL is set (vitest.config.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { drainOutbox, type RoundView } from '../src/server/play.ts';
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
let port: number;
/** Deterministic fault pattern (mulberry32). */
let seed = 0x5eed;
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const injected = { before: 0, after: 0 };

beforeAll(async () => {
  expect(process.env.DATABASE_URL, 'this test needs PostgreSQL').toBeTruthy();
  platform = await startPlatform();
  port = Number(new URL(platform.url).port);
  games = await startGames({
    platformUrl: platform.url,
    config: {
      walletOptions: {
        attempts: 5,
        backoffMs: 25,
        timeoutMs: 2000,
        intercept: async (_url, send) => {
          const x = rand();
          if (x < 0.1) {
            injected.before++;
            throw new TypeError('injected: request dropped');
          }
          const reply = await send();
          if (x > 0.8) {
            injected.after++;
            throw new TypeError('injected: answer dropped');
          }
          return reply;
        },
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await games?.close();
  await platform?.t.close();
});

it('every round ends settled or cancelled through dropped answers and a platform restart; the ledger is clean', async () => {
  const PLAYERS = 6;
  const ROUNDS = 12;
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async () => {
      const p = await fundedPlayer(platform.url, '1000000');
      return { ...p, session: (await testSession(games.deps, p)).id };
    }),
  );
  const answers: { status: number; round?: RoundView }[] = [];
  const play = async (p: (typeof players)[number], i: number) => {
    const game = (['bgs-slot', 'bgs-dice', 'bgs-baccarat'] as const)[i % 3];
    const params =
      game === 'bgs-dice'
        ? { direction: 'under', target: 60 }
        : game === 'bgs-baccarat'
          ? { bet: 'player' }
          : undefined;
    const r = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
      body: { game, stake: '1000', params },
      session: p.session,
    });
    answers.push({ status: r.status, round: r.body.round });
  };
  const run = Promise.all(
    players.map(async (p) => {
      for (let i = 0; i < ROUNDS; i++) await play(p, i);
    }),
  );
  // Restart the platform while rounds are in flight (once a quarter of them are done): stop it, keep it down ~1.5 s
  // (longer than the wallet client's retries last), start it on the same database and port.
  while (answers.length < (PLAYERS * ROUNDS) / 4) await new Promise((r) => setTimeout(r, 20));
  await platform.t.app.close();
  await new Promise((r) => setTimeout(r, 1500));
  await platform.t.restart();
  await platform.t.app.listen({ port, host: '127.0.0.1' });
  await run;

  expect(answers).toHaveLength(PLAYERS * ROUNDS);
  expect(injected.before + injected.after).toBeGreaterThan(5);
  // Some rounds met the outage: their bet failed (cancelled) or their win was queued.
  expect(answers.some((a) => a.status !== 200 || a.round?.status !== 'settled')).toBe(true);

  // The outbox delivers what is left (no more injected faults needed to finish, but they stay on).
  for (let pass = 0; pass < 60; pass++) {
    await games.deps.db.query(
      `UPDATE wallet_outbox SET next_at = now() - interval '1 minute' WHERE done_at IS NULL`,
    );
    if ((await drainOutbox(games.deps)).pending === 0) break;
  }
  const rounds = await games.deps.db.query<{
    round_id: string;
    player_id: string;
    status: string;
    stake: string;
    win: string;
  }>(`SELECT round_id, player_id, status, stake::text AS stake, win::text AS win FROM rounds`);
  expect(rounds.length).toBe(PLAYERS * ROUNDS);
  expect(rounds.filter((r) => r.status !== 'settled' && r.status !== 'cancelled')).toEqual([]);
  expect(rounds.some((r) => r.status === 'settled')).toBe(true);
  // The outage cancelled bets (rolled back through the outbox) and pushed calls into retries from the outbox.
  expect(rounds.some((r) => r.status === 'cancelled')).toBe(true);
  const [retried] = await games.deps.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM wallet_outbox WHERE attempts > 1`,
  );
  expect(Number(retried!.n)).toBeGreaterThan(0);

  // The platform agrees round by round, and every balance reconciles.
  const platformRounds = await platform.t.db.query<{ round_id: string; status: string }>(
    sql`SELECT round_id, status FROM vendor_rounds WHERE vendor = 'BGS'`,
  );
  const byId = new Map(platformRounds.map((r) => [r.round_id, r.status]));
  for (const r of rounds) {
    const s = byId.get(r.round_id);
    // A bet that never reached the platform leaves no platform round (its id is voided by the rollback).
    if (r.status === 'settled') expect(s, r.round_id).toBe('settled');
    else expect(s === undefined || s === 'cancelled', `${r.round_id} ${s}`).toBe(true);
  }
  for (const p of players) {
    const mine = rounds.filter((r) => r.player_id === p.playerId && r.status === 'settled');
    const expected = mine.reduce((a, r) => a - BigInt(r.stake) + BigInt(r.win), 1_000_000n);
    const b = await games.deps.wallet.balance(p.playerId);
    expect(b.balance).toBe(expected);
  }
  expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
}, 240_000);
