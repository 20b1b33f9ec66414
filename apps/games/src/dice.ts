/**
 * Dice, over/under (docs/architecture.md "Games server"). Rules:
 * - The roll is `int(10000)` of the round's fair stream (fair.ts), shown as roll / 100: 0.00 .. 99.99, each of the
 *   10,000 values equally likely.
 * - The player picks a direction and an integer target 1..98. `under T` wins when roll < T (0.00 .. T-0.01: win
 *   chance T %); `over T` wins when roll >= T (T.00 .. 99.99: win chance (100 - T) %). The two bets on one target
 *   split the 10,000 rolls exactly.
 * - House edge 1 %: a win pays stake * 99 / (win chance in %), rounded down to the minor unit (so `under 50` pays
 *   1.98x, `under 1` pays 99x, `over 1` pays 1x); a loss pays 0. The pay includes the stake.
 * - RTP = chance * (99 / chance) = 99 % exactly for every target and direction, before the rounding down to a whole
 *   minor unit (which costs the player less than 1 minor unit per winning bet).
 */
import { GameInputError, type FairStream } from './fair.ts';

/** House edge in percent of the fair payout. */
export const DICE_HOUSE_EDGE_PERCENT = 1;
/** Theoretical RTP (percent) of every dice bet. */
export const DICE_RTP_PERCENT = 100 - DICE_HOUSE_EDGE_PERCENT;

export interface DiceParams {
  direction: 'over' | 'under';
  /** Integer 1..98. */
  target: number;
}

export interface DiceOutcome {
  /** 0..9999 (shown as roll / 100). */
  roll: number;
  win: boolean;
  /** Win chance in whole percent (1..99). */
  chancePercent: number;
}

/** Checks dice parameters. @throws GameInputError BAD_DICE_BET */
export function diceParams(input: unknown): DiceParams {
  const p = input as Partial<DiceParams> | null;
  if (
    !p ||
    (p.direction !== 'over' && p.direction !== 'under') ||
    !Number.isInteger(p.target) ||
    (p.target as number) < 1 ||
    (p.target as number) > 98
  )
    throw new GameInputError('BAD_DICE_BET', 'dice needs direction over|under and an integer target 1-98');
  return { direction: p.direction, target: p.target as number };
}

/** Win chance of a dice bet in whole percent. */
export function diceChancePercent(p: DiceParams): number {
  return p.direction === 'under' ? p.target : 100 - p.target;
}

/** Plays one dice round from the stream (one `int(10000)` read). */
export function playDice(stream: FairStream, p: DiceParams): DiceOutcome {
  const roll = stream.int(10_000);
  const chancePercent = diceChancePercent(p);
  const win = p.direction === 'under' ? roll < p.target * 100 : roll >= p.target * 100;
  return { roll, win, chancePercent };
}

/** Pay of a dice round in minor units (stake included): floor(stake * 99 / chance%) on a win, else 0. */
export function dicePayout(stake: bigint, outcome: DiceOutcome): bigint {
  if (!outcome.win) return 0n;
  return (stake * BigInt(DICE_RTP_PERCENT)) / BigInt(outcome.chancePercent);
}
