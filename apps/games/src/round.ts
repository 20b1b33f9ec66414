/**
 * One in-house round through the wallet protocol (docs/architecture.md "Games server"): one bet, the outcome from the player's next
 * fair nonce, one win (amount 0 for a loss) that settles the round. Transaction ids are `<roundId>:bet` and
 * `<roundId>:win`, so a retry (here, by the client, or after a games-server restart) repeats the same call.
 */
import { randomUUID } from 'node:crypto';
import type { FairRef, FairSession } from './fair.ts';
import { checkBet, playGame, type GameCode, type GameOutcome } from './verify.ts';
import type { WalletClient } from './wallet-client.ts';

export interface RoundRequest {
  playerId: string;
  currency: string;
  game: GameCode;
  /** Minor units. */
  stake: bigint;
  params?: unknown;
  /** Default `bgs-<uuid>`. */
  roundId?: string;
}

export interface RoundRecord {
  roundId: string;
  game: GameCode;
  stake: bigint;
  win: bigint;
  outcome: GameOutcome;
  /** Seeds reference for the verify page (the server seed is revealed at rotation). */
  fair: FairRef;
  /** Player balance after the win, minor units. */
  balance: bigint;
}

/**
 * Plays a round. The bet goes first; the nonce is used only once the bet is accepted, so a refused bet (e.g.
 * INSUFFICIENT_FUNDS) costs no nonce. @throws GameInputError before any money moves for a bad bet; WalletError when
 * the platform refuses the bet, or when the win cannot be delivered after retries (the round is then left open for
 * recovery).
 */
export async function playRound(
  client: WalletClient,
  session: FairSession,
  r: RoundRequest,
): Promise<RoundRecord> {
  checkBet(r.game, r.stake, r.params);
  const roundId = r.roundId ?? `bgs-${randomUUID()}`;
  const base = { playerId: r.playerId, currency: r.currency, roundId, gameCode: r.game };
  await client.bet({ ...base, transactionId: `${roundId}:bet`, amount: r.stake });
  const { ref, stream } = session.nextRound();
  const { outcome, win } = playGame(r.game, stream, r.stake, r.params);
  const paid = await client.win({ ...base, transactionId: `${roundId}:win`, amount: win });
  return { roundId, game: r.game, stake: r.stake, win, outcome, fair: ref, balance: paid.balance };
}
