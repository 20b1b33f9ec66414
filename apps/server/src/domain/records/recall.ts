/**
 * Last game recall (GLI-19 2.5.9 "last game recall"): the member's last rounds with their outcome, and for the
 * provably fair in-house games the games server's verify page, so a player can see how a round ended and recompute
 * it. Read from the betting record (./service.ts); no round is left out for its game or vendor.
 */
import type { Db } from '../../infra/db/client.ts';
import { bettingRecord } from './service.ts';

/** How many rounds the recall shows (GLI-19 2.5.9: at least the last 10). */
export const RECALL_ROUNDS = 10;

/** Outcome of a round from the player's side (see @playdeck/api-client/player RecallOutcome). */
export type RecallOutcome = 'won' | 'lost' | 'even' | 'open' | 'cancelled';

/** Outcome of a round: open or cancelled by status; a settled one by its win against its stake (minor units). */
export function recallOutcome(
  status: 'open' | 'settled' | 'cancelled',
  stake: bigint,
  win: bigint,
): RecallOutcome {
  if (status !== 'settled') return status;
  return win > stake ? 'won' : win < stake ? 'lost' : 'even';
}

/** Parses a decimal string of {@link bettingRecord} back to minor units (exact: no float). */
function minor(s: string, exponent: number): bigint {
  const neg = s.startsWith('-');
  const [i = '0', f = ''] = (neg ? s.slice(1) : s).split('.');
  const v = BigInt(i) * 10n ** BigInt(exponent) + BigInt((f.padEnd(exponent, '0') || '0').slice(0, exponent));
  return neg ? -v : v;
}

/**
 * The member's last {@link RECALL_ROUNDS} rounds, newest first, as betting-record rows with their `outcome`.
 * `verifyUrl` resolves a round's verify page (null where the vendor offers none).
 */
export async function lastGameRecall(
  db: Db,
  o: {
    memberId: string;
    lang: string;
    exponent: number;
    verifyUrl: (vendor: string, gameCode: string | null, roundId: string) => string | null;
  },
) {
  const page = await bettingRecord(db, { ...o, pageNo: 1, pageSize: RECALL_ROUNDS });
  return page.rows.map((r) => ({
    ...r,
    outcome: recallOutcome(r.status, minor(r.stake, o.exponent), minor(r.win, o.exponent)),
  }));
}
