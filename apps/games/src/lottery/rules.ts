/**
 * The in-house VN-style lottery ("BGS VN Lotto", game code `bgs-vnlotto`; docs/architecture.md "Games server": "a VN-style lottery
 * with scheduled draws, bets on numbers, opened-number results and settlement at each draw").
 *
 * RULES
 * - A draw opens 27 two-digit numbers 00..99, like the 27 prizes of the northern Vietnamese lottery (XSMB), each read
 *   from the draw's fair stream with `int(100)` (fair.ts; draw.ts says which seeds). Numbers may repeat. The first one
 *   is the special prize ("giải đặc biệt", the "đề" number).
 * - A bet is one number 00..99, a bet type and a stake (minor units, between the configured min and max):
 *   - `de` (đề): wins when the special number equals the pick. Pays {@link DE_PAY_MULTIPLIER}x the stake (stake
 *     included). Win chance 1/100, so RTP = 96/100 = **96.00 %** exactly.
 *   - `lo` (lô): wins once per occurrence of the pick among all 27 numbers. Each occurrence pays
 *     {@link LO_PAY_PER_HIT} (7/2 = 3.5x) the stake, stake included, rounded down to the minor unit once per bet
 *     (`floor(stake * hits * 7 / 2)`). Expected occurrences 27/100 = 0.27, so RTP = 0.27 * 3.5 = **94.50 %** exactly
 *     before rounding (an even stake is never rounded).
 * - A bet with no win pays 0. Every bet is its own round in the wallet protocol; it is settled (or refunded, see
 *   settle.ts) at its draw.
 */
import { GameInputError, type FairStream } from '../fair.ts';

/** Game code sent as `gameCode` in the wallet protocol. */
export const LOTTERY_GAME_CODE = 'bgs-vnlotto';
/** Numbers opened per draw (the 27 prizes of XSMB). */
export const NUMBERS_PER_DRAW = 27;
/** Numbers are 00..99. */
export const NUMBER_RANGE = 100;
/** Bet types. */
export const BET_TYPES = ['de', 'lo'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** `de` pays this multiple of the stake (stake included). */
export const DE_PAY_MULTIPLIER = 96n;
/** `lo` pays numerator/denominator of the stake per occurrence (stake included): 7/2 = 3.5x. */
export const LO_PAY_PER_HIT = { numerator: 7n, denominator: 2n } as const;
/** Theoretical RTP per bet type, percent (see RULES). */
export const LOTTERY_RTP_PERCENT: Readonly<Record<BetType, number>> = { de: 96, lo: 94.5 };

/** One bet's choice. */
export interface LotteryPick {
  type: BetType;
  /** 0..99 (shown with two digits). */
  number: number;
}

/** Opens the 27 numbers of a draw from its fair stream (in order; the first is the special number). */
export function drawNumbers(stream: Pick<FairStream, 'int'>): number[] {
  const out: number[] = [];
  for (let i = 0; i < NUMBERS_PER_DRAW; i++) out.push(stream.int(NUMBER_RANGE));
  return out;
}

/** Checks a pick. @throws GameInputError BAD_LOTTERY_BET for an unknown type or a number outside 0..99 */
export function lotteryPick(input: unknown): LotteryPick {
  const p = input as Partial<LotteryPick> | null;
  if (
    !p ||
    !(BET_TYPES as readonly unknown[]).includes(p.type) ||
    !Number.isInteger(p.number) ||
    (p.number as number) < 0 ||
    (p.number as number) >= NUMBER_RANGE
  )
    throw new GameInputError('BAD_LOTTERY_BET', 'a lottery bet is { type: "de" | "lo", number: 0..99 }');
  return { type: p.type as BetType, number: p.number as number };
}

/** Occurrences of `n` among the drawn numbers. */
export function hits(numbers: readonly number[], n: number): number {
  return numbers.reduce((a, x) => a + (x === n ? 1 : 0), 0);
}

/** The pay of a bet (minor units, stake included; 0 for a loss) given the draw's 27 numbers. See RULES. */
export function lotteryPayout(stake: bigint, pick: LotteryPick, numbers: readonly number[]): bigint {
  if (numbers.length !== NUMBERS_PER_DRAW) throw new RangeError('a draw has 27 numbers');
  if (pick.type === 'de') return numbers[0] === pick.number ? stake * DE_PAY_MULTIPLIER : 0n;
  const k = BigInt(hits(numbers, pick.number));
  return (stake * k * LO_PAY_PER_HIT.numerator) / LO_PAY_PER_HIT.denominator;
}

/** Two-digit display of a number ("07"). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
