/**
 * Jackpot (apps/games/src/jackpot; docs/architecture.md "Games server"; docs/decisions.md D9): exact contributions in minor units, the
 * provably fair award, idempotency and per-currency pools, on the games database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairStream } from '../src/fair.ts';
import {
  contributionScaled,
  currentPool,
  jackpotHit,
  poolAmount,
  recordSpin,
  seedPool,
  seedRoundId,
  type JackpotConfig,
} from '../src/jackpot/jackpot.ts';
import { slotJackpot } from '../src/jackpot/slot.ts';
import { playSlot } from '../src/slot.ts';
import type { GamesDb } from '../src/server/db.ts';
import { migrateGames } from '../src/server/migrate.ts';
import { freshGamesDb } from './helpers/games.ts';

const CFG: JackpotConfig = { contributionBp: 100n, triggerDivisor: 5_000_000 };
let db: GamesDb;
let drop: () => Promise<void>;
beforeAll(async () => {
  // PGlite, or a fresh PostgreSQL database when DATABASE_URL is set (real concurrency for the race below).
  ({ db, drop } = await freshGamesDb());
  await migrateGames(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('jackpot contributions', () => {
  it('adds 1 % of each stake exactly, keeping fractions of a minor unit in the pool', async () => {
    expect(contributionScaled(1n, 100n)).toBe(100n); // 0.01 minor unit
    expect(poolAmount(9_999n)).toBe(0n);
    expect(poolAmount(10_000n)).toBe(1n);
    // 150 bets of 1 minor unit (0.01 each) and one of 12,345: 1.50 + 123.45 = 124.95 -> 124 shown, 0.95 kept.
    for (let i = 0; i < 150; i++)
      await recordSpin(
        db,
        CFG,
        { roundId: `c-${i}`, currency: 'XA', playerId: '1', stake: 1n, hit: false },
        0,
      );
    const last = await recordSpin(
      db,
      CFG,
      { roundId: 'c-big', currency: 'XA', playerId: '1', stake: 12_345n, hit: false },
      1000,
    );
    expect(last).toEqual({ award: 0n, pool: 124n });
    const [row] = await db.query<{ s: string }>(
      `SELECT pool_scaled::text AS s FROM jackpot_pools WHERE currency = 'XA'`,
    );
    expect(row!.s).toBe(String(150 * 100 + 12_345 * 100));
    expect(await currentPool(db, 'XA')).toMatchObject({ currency: 'XA', amount: 124n, lastAward: null });
  });

  it('awards the whole shown pool on a hit (own contribution included) and keeps the fraction', async () => {
    await recordSpin(
      db,
      CFG,
      { roundId: 'a-1', currency: 'XB', playerId: '1', stake: 50_050n, hit: false },
      0,
    );
    // pool: 500.50 (50,050 * 100 = 5,005,000 scaled). A hit with stake 75: + 0.75 -> 501.25 awarded, 0 left.
    const hit = await recordSpin(
      db,
      CFG,
      { roundId: 'a-2', currency: 'XB', playerId: '2', stake: 75n, hit: true },
      0,
    );
    expect(hit).toEqual({ award: 501n, pool: 0n });
    const [row] = await db.query<{ s: string }>(
      `SELECT pool_scaled::text AS s FROM jackpot_pools WHERE currency = 'XB'`,
    );
    expect(row!.s).toBe('2500'); // 5,005,000 + 7,500 - 501 * 10,000
    expect(await currentPool(db, 'XB')).toMatchObject({ amount: 0n, lastAward: 501n });
  });

  it('counts a repeated round once and returns its first award', async () => {
    const e = { roundId: 'r-1', currency: 'XC', playerId: '1', stake: 10_000n, hit: false };
    await recordSpin(db, CFG, e, 0);
    await recordSpin(db, CFG, e, 0);
    expect((await currentPool(db, 'XC')).amount).toBe(100n);
    const h = { ...e, roundId: 'r-2', hit: true };
    expect(await recordSpin(db, CFG, h, 0)).toEqual({ award: 200n, pool: 0n });
    expect(await recordSpin(db, CFG, h, 0)).toEqual({ award: 200n, pool: 0n });
    expect((await currentPool(db, 'XC')).amount).toBe(0n);
  });

  it('keeps one pool per currency, so trial play never feeds the real pool', async () => {
    await recordSpin(
      db,
      CFG,
      { roundId: 't-1', currency: 'TRIAL', playerId: '9', stake: 1_000_000n, hit: false },
      0,
    );
    expect((await currentPool(db, 'TRIAL')).amount).toBe(10_000n);
    expect((await currentPool(db, 'XD')).amount).toBe(0n);
  });

  it('sums concurrent contributions exactly', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        recordSpin(db, CFG, { roundId: `p-${i}`, currency: 'XE', playerId: '1', stake: 250n, hit: false }, 0),
      ),
    );
    expect((await currentPool(db, 'XE')).amount).toBe(100n); // 40 * 2.50
  });
});

describe('jackpot award draw', () => {
  it('reads int(triggerDivisor) after the slot from the same stream and hits when it is below the stake', () => {
    const seed = 'c'.repeat(64);
    const s = new FairStream(seed, 'player', 3);
    playSlot(s);
    const x = s.int(5_000_000);
    const again = new FairStream(seed, 'player', 3);
    playSlot(again);
    expect(jackpotHit(again, BigInt(x), 5_000_000)).toEqual({ draw: x, hit: false });
    const again2 = new FairStream(seed, 'player', 3);
    playSlot(again2);
    expect(jackpotHit(again2, BigInt(x) + 1n, 5_000_000)).toEqual({ draw: x, hit: true });
    const always = { int: () => 4_999_999 };
    expect(jackpotHit(always, 5_000_000n, 5_000_000).hit).toBe(true);
  });

  it('hits with chance stake / divisor (seeded 100,000 rounds at 1 in 500)', () => {
    let hits = 0;
    for (let i = 0; i < 100_000; i++)
      if (jackpotHit(new FairStream('d'.repeat(64), 'x', i), 10n, 5000).hit) hits++;
    // expected 200; sd about 14.1: allow 4 sd
    expect(hits).toBeGreaterThan(200 - 57);
    expect(hits).toBeLessThan(200 + 57);
  });

  it('slotJackpot feeds the pool and reports the draw for the verify page', async () => {
    const stream = { int: () => 10 };
    const r = await slotJackpot(
      { db, now: () => 0 },
      { roundId: 's-1', playerId: '1', currency: 'XF', stake: 2000n, stream },
      CFG,
    );
    expect(r).toEqual({ award: 20n, pool: 0n, draw: 10, hit: true, triggerDivisor: 5_000_000 });
  });
});

describe('jackpot house seed (demo profile)', () => {
  it('starts a pool from the house seed once, as a journal row, and slot rounds grow and win it', async () => {
    expect(await seedPool(db, 'SDX', 2_500_000n, 1_000)).toBe(true);
    expect(await seedPool(db, 'SDX', 9_000_000n, 2_000)).toBe(false);
    expect((await currentPool(db, 'SDX')).amount).toBe(2_500_000n);
    const [row] = await db.query<{ player_id: string; stake: string; contribution_scaled: string }>(
      `SELECT player_id, stake::text AS stake, contribution_scaled::text AS contribution_scaled
       FROM jackpot_entries WHERE round_id = $1`,
      [seedRoundId('SDX')],
    );
    expect(row).toEqual({ player_id: 'house', stake: '0', contribution_scaled: '25000000000' });
    // A slot round adds its 1 % on top; a hit takes the seed with it.
    await recordSpin(
      db,
      CFG,
      { roundId: 'sd-1', currency: 'SDX', playerId: '7', stake: 10_000n, hit: false },
      3_000,
    );
    expect((await currentPool(db, 'SDX')).amount).toBe(2_500_100n);
    const hit = await recordSpin(
      db,
      CFG,
      { roundId: 'sd-2', currency: 'SDX', playerId: '8', stake: 100n, hit: true },
      4_000,
    );
    expect(hit).toEqual({ award: 2_500_101n, pool: 0n });
    // Another currency's pool is untouched.
    expect((await currentPool(db, 'SDY')).amount).toBe(0n);
  });
});
