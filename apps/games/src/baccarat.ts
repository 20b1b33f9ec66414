/**
 * Baccarat, punto banco (docs/architecture.md "Games server"). Rules:
 * - Every round is dealt from a fresh 8-deck shoe (416 cards; suits play no part and are not dealt). Ranks in the
 *   canonical order A 2 3 4 5 6 7 8 9 10 J Q K, 32 of each. A card is drawn by `int(cards left)` from the round's
 *   fair stream (fair.ts): index i picks, walking the ranks in canonical order, the rank whose cumulative count of
 *   cards left first exceeds i; that card leaves the shoe. Cards are drawn in dealing order: player, banker, player,
 *   banker, then the player's third card (if drawn), then the banker's (if drawn).
 * - Values: A = 1, 2..9 face value, 10 J Q K = 0; a hand is worth the sum of its values mod 10.
 * - Third cards (standard tableau): a natural (8 or 9 in either first two-card hand) ends the deal. Otherwise the
 *   player draws on 0-5 and stands on 6-7. If the player stood, the banker draws on 0-5 and stands on 6-7. If the
 *   player drew a third card worth p, the banker draws on 0-2; on 3 unless p = 8; on 4 if p is 2-7; on 5 if p is
 *   4-7; on 6 if p is 6-7; stands on 7.
 * - Bets (one per round) and pays (stake included, rounded down to the minor unit): player 1:1 (pays 2x); banker
 *   1:1 less 5 % commission (pays 1.95x); player and banker bets are returned (1x) on a tie; tie 8:1 (pays 9x), lost
 *   otherwise.
 * - RTP: `baccaratTheoreticalRtp()` enumerates every deal without replacement exactly; BACCARAT_RTP holds the
 *   results (player 98.7649 %, banker 98.9421 %, tie 85.6404 %; player wins 44.6247 %, banker 45.8597 %,
 *   tie 9.5156 % of deals).
 */
import { FairStream, GameInputError } from './fair.ts';

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const DECKS = 8;
const VALUE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0];

/** Pays in percent of the stake (stake included), by result: [player wins, banker wins, tie]. */
export const BACCARAT_PAYS_PERCENT: Record<BaccaratBet, readonly [number, number, number]> = {
  player: [200, 0, 100],
  banker: [0, 195, 100],
  tie: [0, 0, 900],
};

/** Documented theoretical RTP (percent, 4 decimals) per bet, as `baccaratTheoreticalRtp()` derives it. */
export const BACCARAT_RTP = { player: 98.7649, banker: 98.9421, tie: 85.6404 } as const;

export interface BaccaratParams {
  bet: BaccaratBet;
}

export interface BaccaratOutcome {
  /** Ranks dealt to each hand, in order. */
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  result: 'player' | 'banker' | 'tie';
}

/** @throws GameInputError BAD_BACCARAT_BET */
export function baccaratParams(input: unknown): BaccaratParams {
  const bet = (input as { bet?: unknown } | null)?.bet;
  if (!BACCARAT_BETS.includes(bet as BaccaratBet))
    throw new GameInputError('BAD_BACCARAT_BET', 'baccarat needs bet player|banker|tie');
  return { bet: bet as BaccaratBet };
}

/** Whether the banker draws a third card, given its two-card total and the player's third card value (null: none). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Deals one round from the stream by the rules in the file header. */
export function playBaccarat(stream: FairStream): BaccaratOutcome {
  const left = new Array<number>(13).fill(4 * DECKS);
  let total = 52 * DECKS;
  const draw = (): number => {
    let i = stream.int(total);
    let r = 0;
    while (i >= left[r]!) i -= left[r++]!;
    left[r]!--;
    total--;
    return r;
  };
  const p = [draw()];
  const b = [draw()];
  p.push(draw());
  b.push(draw());
  const sum = (h: number[]) => h.reduce((a, r) => a + VALUE[r]!, 0) % 10;
  let pt = sum(p);
  let bt = sum(b);
  if (pt < 8 && bt < 8) {
    let third: number | null = null;
    if (pt <= 5) {
      const c = draw();
      p.push(c);
      third = VALUE[c]!;
      pt = sum(p);
    }
    if (bankerDraws(bt, third)) {
      b.push(draw());
      bt = sum(b);
    }
  }
  return {
    player: p.map((r) => RANKS[r]!),
    banker: b.map((r) => RANKS[r]!),
    playerTotal: pt,
    bankerTotal: bt,
    result: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
  };
}

const RESULT_INDEX = { player: 0, banker: 1, tie: 2 } as const;

/** Pay of a round in minor units (stake included): floor(stake * pay% / 100). */
export function baccaratPayout(stake: bigint, p: BaccaratParams, o: Pick<BaccaratOutcome, 'result'>): bigint {
  return (stake * BigInt(BACCARAT_PAYS_PERCENT[p.bet][RESULT_INDEX[o.result]])) / 100n;
}

/**
 * Simulated RTP (percent) of each bet over the deals of nonces 0..n-1 of `serverSeed` / `clientSeed`: the
 * 1,000,000-deal check of test/baccarat.test.ts and bench/rtp.bench.ts.
 */
export function simulateBaccaratRtp(
  serverSeed: string,
  clientSeed: string,
  n: number,
): Record<BaccaratBet, number> {
  const results = [0, 0, 0];
  for (let nonce = 0; nonce < n; nonce++)
    results[RESULT_INDEX[playBaccarat(new FairStream(serverSeed, clientSeed, nonce)).result]]! += 1;
  const rtp = (bet: BaccaratBet) =>
    BACCARAT_PAYS_PERCENT[bet].reduce((a, pay, i) => a + pay * results[i]!, 0) / n;
  return { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie') };
}

/**
 * Exact probabilities of player win, banker win and tie for a fresh 8-deck shoe, by enumerating every deal by card
 * value without replacement (each path weighted by the number of card sequences it stands for, completed to 6
 * cards so all paths share one denominator), and the RTP of each bet in percent.
 */
export function baccaratTheoreticalRtp() {
  const left = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)]; // by value 0..9
  const N = 52 * DECKS;
  // Number of ways to deal the remaining cards up to 6 after k were dealt: (N-k)(N-k-1)...(N-5).
  const tail = (k: number) => {
    let w = 1n;
    for (let j = k; j < 6; j++) w *= BigInt(N - j);
    return w;
  };
  const wins = [0n, 0n, 0n];
  const settle = (pt: number, bt: number, weight: bigint, k: number) => {
    wins[pt > bt ? 0 : bt > pt ? 1 : 2]! += weight * tail(k);
  };
  const take = (v: number) => BigInt(left[v]!--);
  const put = (v: number) => left[v]!++;
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) settle(pt, bt, w4, 4);
          else if (pt <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * take(p3);
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) {
                for (let b3 = 0; b3 < 10; b3++) {
                  settle(pt3, (bt + b3) % 10, w5 * take(b3), 6);
                  put(b3);
                }
              } else settle(pt3, bt, w5, 5);
              put(p3);
            }
          } else if (bankerDraws(bt, null)) {
            for (let b3 = 0; b3 < 10; b3++) {
              settle(pt, (bt + b3) % 10, w4 * take(b3), 5);
              put(b3);
            }
          } else settle(pt, bt, w4, 4);
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  const denom = tail(0);
  const prob = wins.map((w) => Number((w * 10n ** 15n) / denom) / 1e15) as [number, number, number];
  const rtp = (bet: BaccaratBet) =>
    Number(
      (wins.reduce((a, w, i) => a + w * BigInt(BACCARAT_PAYS_PERCENT[bet][i]!), 0n) * 10n ** 8n) / denom,
    ) / 1e8;
  return {
    probabilities: { player: prob[0], banker: prob[1], tie: prob[2] },
    rtpPercent: { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie') },
    counts: { player: wins[0]!, banker: wins[1]!, tie: wins[2]!, total: denom },
  };
}
