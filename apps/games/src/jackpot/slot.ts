/**
 * The jackpot hook of a slot round (jackpot.ts RULES): called by the slot round of the games server for every
 * accepted `bgs-slot` bet, after the slot's outcome was read from the round's fair stream.
 */
import type { FairStream } from '../fair.ts';
import type { GamesDeps } from '../server/deps.ts';
import { DEFAULT_JACKPOT, jackpotHit, recordSpin, type JackpotConfig } from './jackpot.ts';

/** The jackpot config from the environment: JACKPOT_CONTRIBUTION_BP (default 100), JACKPOT_TRIGGER_DIVISOR. */
export function jackpotConfigFromEnv(env: NodeJS.ProcessEnv = process.env): JackpotConfig {
  const bp = env.JACKPOT_CONTRIBUTION_BP
    ? BigInt(env.JACKPOT_CONTRIBUTION_BP)
    : DEFAULT_JACKPOT.contributionBp;
  const div = env.JACKPOT_TRIGGER_DIVISOR
    ? Number(env.JACKPOT_TRIGGER_DIVISOR)
    : DEFAULT_JACKPOT.triggerDivisor;
  if (bp < 0n || bp > 10_000n) throw new RangeError('JACKPOT_CONTRIBUTION_BP must be 0..10000');
  if (!Number.isSafeInteger(div) || div < 1 || div > 2 ** 32)
    throw new RangeError('JACKPOT_TRIGGER_DIVISOR must be 1..2^32');
  return { contributionBp: bp, triggerDivisor: div };
}

/**
 * Feeds the pool with the round's contribution and draws the award (idempotent on `roundId`).
 * @returns `award` minor units (add it to the round's win), the pool left, and the draw for the verify page
 */
export async function slotJackpot(
  deps: Pick<GamesDeps, 'db' | 'now'>,
  r: { roundId: string; playerId: string; currency: string; stake: bigint; stream: Pick<FairStream, 'int'> },
  config: JackpotConfig = jackpotConfigFromEnv(),
): Promise<{ award: bigint; pool: bigint; draw: number; hit: boolean; triggerDivisor: number }> {
  const { draw, hit } = jackpotHit(r.stream, r.stake, config.triggerDivisor);
  const { award, pool } = await recordSpin(
    deps.db,
    config,
    { roundId: r.roundId, currency: r.currency, playerId: r.playerId, stake: r.stake, hit },
    deps.now(),
  );
  return { award, pool, draw, hit, triggerDivisor: config.triggerDivisor };
}
