/**
 * Recomputing any in-house round from its revealed seeds (docs/architecture.md "Games server", the verify page's engine;
 * docs/architecture.md "In-house games are provably fair"). The games and their documented rules: dice.ts, slot.ts,
 * baccarat.ts.
 */
import { commitServerSeed, FairStream, GameInputError } from './fair.ts';
import { diceParams, dicePayout, playDice, type DiceOutcome } from './dice.ts';
import { playSlot, slotPayout, slotStake, type SlotOutcome } from './slot.ts';
import { baccaratParams, baccaratPayout, playBaccarat, type BaccaratOutcome } from './baccarat.ts';

/** In-house game codes (sent as `gameCode` in the wallet protocol). */
export const GAME_CODES = ['bgs-dice', 'bgs-slot', 'bgs-baccarat'] as const;
export type GameCode = (typeof GAME_CODES)[number];

export type GameOutcome =
  | { game: 'bgs-dice'; dice: DiceOutcome }
  | { game: 'bgs-slot'; slot: SlotOutcome }
  | { game: 'bgs-baccarat'; baccarat: BaccaratOutcome };

/**
 * Validates a bet before any money moves: the game's parameters and the stake.
 * @throws GameInputError BAD_GAME | BAD_STAKE | BAD_DICE_BET | BAD_SLOT_STAKE | BAD_BACCARAT_BET
 */
export function checkBet(game: string, stake: bigint, params: unknown): void {
  if (typeof stake !== 'bigint' || stake <= 0n)
    throw new GameInputError('BAD_STAKE', 'stake must be > 0 minor units');
  if (game === 'bgs-dice') diceParams(params);
  else if (game === 'bgs-slot') slotStake(stake);
  else if (game === 'bgs-baccarat') baccaratParams(params);
  else throw new GameInputError('BAD_GAME', `unknown game ${String(game)}`);
}

/** Plays `game` from `stream`; returns the outcome and the pay in minor units (stake included; 0 for a loss). */
export function playGame(
  game: GameCode,
  stream: FairStream,
  stake: bigint,
  params: unknown,
): { outcome: GameOutcome; win: bigint } {
  checkBet(game, stake, params);
  if (game === 'bgs-dice') {
    const dice = playDice(stream, diceParams(params));
    return { outcome: { game, dice }, win: dicePayout(stake, dice) };
  }
  if (game === 'bgs-baccarat') {
    const p = baccaratParams(params);
    const baccarat = playBaccarat(stream);
    return { outcome: { game, baccarat }, win: baccaratPayout(stake, p, baccarat) };
  }
  const slot = playSlot(stream);
  return { outcome: { game, slot }, win: slotPayout(stake, slot) };
}

export interface VerifyInput {
  game: GameCode;
  /** The revealed server seed (64 hex). */
  serverSeed: string;
  /** The commitment shown before play; checked against the seed when given. */
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  /** Minor units, as a decimal string or bigint. */
  stake: string | bigint;
  /** The game's parameters (dice: { direction, target }; baccarat: { bet }; slot: none). */
  params?: unknown;
}

/**
 * Recomputes a round: `hashMatches` (null when no commitment was given) and the outcome and pay the games server must
 * have produced. @throws GameInputError for malformed input (BAD_SERVER_SEED, BAD_CLIENT_SEED, BAD_NONCE, BAD_STAKE,
 * BAD_GAME and the games' own codes)
 */
export function verifyRound(input: VerifyInput) {
  const hash = commitServerSeed(input.serverSeed);
  let stake: bigint;
  try {
    stake = typeof input.stake === 'bigint' ? input.stake : BigInt(input.stake);
  } catch {
    throw new GameInputError('BAD_STAKE', 'stake must be an integer of minor units');
  }
  const stream = new FairStream(input.serverSeed, input.clientSeed, input.nonce);
  const { outcome, win } = playGame(input.game, stream, stake, input.params);
  return {
    serverSeedHash: hash,
    hashMatches: input.serverSeedHash === undefined ? null : input.serverSeedHash === hash,
    outcome,
    win,
  };
}
