/**
 * The in-house jackpot (docs/architecture.md "Games server": "a jackpot pool fed by slot bets drives the hot tile counter";
 * docs/decisions.md D9: the counter shows a real pool). Storage: migrations/0510_jackpot.sql.
 *
 * RULES
 * - Contribution: every accepted slot (`bgs-slot`) bet adds `stake * contributionBp / 10000` to the pool of the bet's
 *   currency, exactly: the pool is kept in 1/10000 of a minor unit (`pool_scaled`), so no fraction is ever lost. The
 *   shown and awarded amount is `floor(pool_scaled / 10000)` minor units. Default 100 bp = 1 % of each stake.
 *   Trial money (currency TRIAL) has its own pool and never touches a real one (docs/decisions.md D10).
 * - Award: after the slot outcome, the same round's fair stream (fair.ts, read on from where the slot stopped) gives
 *   `x = int(triggerDivisor)`; the round wins the jackpot when `x < stake` (so the chance is stake / triggerDivisor,
 *   proportional to the stake, 1 when stake >= triggerDivisor). Default divisor 5,000,000: a 1.00 stake has a
 *   1 in 50,000 chance. The award is the whole shown pool, taken in the same database transaction as the round's own
 *   contribution (which is added first); the pool keeps only the sub-unit fraction.
 * - RTP: the contribution comes out of the house's margin, not the paytable: the slot still pays its documented
 *   96.611 %, and the pool returns the contributions to players, so the long-run RTP of the slot with the jackpot is
 *   96.611 % + contributionBp / 100 (97.611 % by default), less the pool standing at any time.
 * - Verification: anyone with the round's revealed server seed recomputes the slot outcome, then the next
 *   `int(triggerDivisor)` of the same stream ({@link jackpotHit}), and checks `x < stake`.
 * - House seed (demo profile only, {@link seedPool}): a pool may start from an amount the house puts in, recorded once
 *   per currency as its own journal row (`round_id` `seed:<currency>`, player `house`, stake 0), so the pool is still
 *   exactly the sum of its journal's contributions less its awards; the awards it funds are paid as the round's win
 *   like any other (out of the vendor's clearing account on the platform).
 */
import type { FairStream } from '../fair.ts';
import type { GamesDb } from '../server/db.ts';

export interface JackpotConfig {
  /** Share of each slot stake fed to the pool, basis points (0..10000). */
  contributionBp: bigint;
  /** Award chance per round = stake / triggerDivisor (minor units; 1..2^32). */
  triggerDivisor: number;
}

export const DEFAULT_JACKPOT: JackpotConfig = { contributionBp: 100n, triggerDivisor: 5_000_000 };

/** Scale of `pool_scaled`: 1/10000 of a minor unit (one basis point of one minor unit). */
export const POOL_SCALE = 10_000n;

/** A round's contribution in pool units (1/10000 minor unit): exact. */
export function contributionScaled(stake: bigint, contributionBp: bigint): bigint {
  if (stake < 0n || contributionBp < 0n || contributionBp > POOL_SCALE)
    throw new RangeError('bad contribution');
  return stake * contributionBp;
}

/** The shown (and awardable) amount of a pool, minor units. */
export const poolAmount = (poolScaled: bigint) => poolScaled / POOL_SCALE;

/**
 * The award draw of a round: reads `int(triggerDivisor)` from `stream` (positioned after the slot's reads) and wins
 * when it is below the stake. Deterministic; the verify page recomputes it.
 */
export function jackpotHit(
  stream: Pick<FairStream, 'int'>,
  stake: bigint,
  triggerDivisor: number,
): { draw: number; hit: boolean } {
  const draw = stream.int(triggerDivisor);
  return { draw, hit: BigInt(draw) < stake };
}

export interface SpinEntry {
  roundId: string;
  currency: string;
  playerId: string;
  stake: bigint;
  /** From {@link jackpotHit}. */
  hit: boolean;
}

/**
 * Records a slot round's contribution and, on a hit, takes the award, in one transaction. Idempotent on `roundId`:
 * a repeat (retry after a restart) changes nothing and returns the first call's award.
 * @returns the award (minor units, 0 without a hit) and the pool after it
 */
export async function recordSpin(
  db: GamesDb,
  config: JackpotConfig,
  e: SpinEntry,
  now: number,
): Promise<{ award: bigint; pool: bigint }> {
  const at = new Date(now).toISOString();
  return db.tx(async (t) => {
    const c = contributionScaled(e.stake, config.contributionBp);
    const inserted = await t.query(
      `INSERT INTO jackpot_entries (round_id, currency, player_id, stake, contribution_scaled, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (round_id) DO NOTHING RETURNING round_id`,
      [e.roundId, e.currency, e.playerId, e.stake.toString(), c.toString(), at],
    );
    if (!inserted.length) {
      const [prev] = await t.query<{ award: string }>(
        `SELECT award::text AS award FROM jackpot_entries WHERE round_id = $1`,
        [e.roundId],
      );
      const [p] = await t.query<{ pool_scaled: string }>(
        `SELECT pool_scaled::text AS pool_scaled FROM jackpot_pools WHERE currency = $1`,
        [e.currency],
      );
      return { award: BigInt(prev!.award), pool: poolAmount(BigInt(p?.pool_scaled ?? '0')) };
    }
    const [row] = await t.query<{ pool_scaled: string }>(
      `INSERT INTO jackpot_pools (currency, pool_scaled, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (currency) DO UPDATE SET pool_scaled = jackpot_pools.pool_scaled + EXCLUDED.pool_scaled,
         updated_at = EXCLUDED.updated_at
       RETURNING pool_scaled::text AS pool_scaled`,
      [e.currency, c.toString(), at],
    );
    let scaled = BigInt(row!.pool_scaled);
    let award = 0n;
    if (e.hit) {
      award = poolAmount(scaled);
      scaled -= award * POOL_SCALE;
      await t.query(`UPDATE jackpot_pools SET pool_scaled = $2, updated_at = $3 WHERE currency = $1`, [
        e.currency,
        scaled.toString(),
        at,
      ]);
      await t.query(`UPDATE jackpot_entries SET award = $2 WHERE round_id = $1`, [
        e.roundId,
        award.toString(),
      ]);
    }
    return { award, pool: poolAmount(scaled) };
  });
}

/** Journal id of the house seed of `currency`'s pool (see RULES). */
export const seedRoundId = (currency: string) => `seed:${currency}`;

/**
 * Puts the house seed `amount` (minor units, > 0) into the pool of `currency`, once: the first call writes the journal
 * row and adds it to the pool in one transaction; later calls (any amount) change nothing.
 * @returns whether this call seeded the pool
 */
export async function seedPool(db: GamesDb, currency: string, amount: bigint, now: number): Promise<boolean> {
  if (amount <= 0n) throw new RangeError('seed amount must be positive');
  const at = new Date(now).toISOString();
  const c = amount * POOL_SCALE;
  return db.tx(async (t) => {
    const inserted = await t.query(
      `INSERT INTO jackpot_entries (round_id, currency, player_id, stake, contribution_scaled, created_at)
       VALUES ($1, $2, 'house', 0, $3, $4) ON CONFLICT (round_id) DO NOTHING RETURNING round_id`,
      [seedRoundId(currency), currency, c.toString(), at],
    );
    if (!inserted.length) return false;
    await t.query(
      `INSERT INTO jackpot_pools (currency, pool_scaled, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (currency) DO UPDATE SET pool_scaled = jackpot_pools.pool_scaled + EXCLUDED.pool_scaled,
         updated_at = EXCLUDED.updated_at`,
      [currency, c.toString(), at],
    );
    return true;
  });
}

/** The pool of `currency` now, and the last award. Money in minor units. */
export async function currentPool(
  db: GamesDb,
  currency: string,
): Promise<{ currency: string; amount: bigint; updatedAt: string | null; lastAward: bigint | null }> {
  const [p] = await db.query<{ pool_scaled: string; updated_at: string | Date }>(
    `SELECT pool_scaled::text AS pool_scaled, updated_at FROM jackpot_pools WHERE currency = $1`,
    [currency],
  );
  const [a] = await db.query<{ award: string }>(
    `SELECT award::text AS award FROM jackpot_entries WHERE currency = $1 AND award > 0
     ORDER BY created_at DESC LIMIT 1`,
    [currency],
  );
  return {
    currency,
    amount: poolAmount(BigInt(p?.pool_scaled ?? '0')),
    updatedAt: p ? new Date(p.updated_at).toISOString() : null,
    lastAward: a ? BigInt(a.award) : null,
  };
}
