/**
 * Provably fair lottery draws (docs/architecture.md "Games server"; fair.ts for the byte stream).
 *
 * - Each draw gets its own fresh server seed (32 CSPRNG bytes) when the draw is first created, which is before its
 *   betting opens; its commitment `serverSeedHash` (SHA-256 of the raw seed bytes) is public from then on, with every
 *   view of the draw.
 * - The client seed is public and fixed by the draw id: `vnlotto.<drawId>`; the nonce is 0. Nobody chooses it after
 *   the commitment, so the numbers are fixed the moment the hash is published.
 * - The 27 numbers are `int(100)` read 27 times from that stream (rules.ts `drawNumbers`).
 * - After the draw the server seed is revealed with the numbers: anyone can check SHA-256(seed) against the
 *   commitment and recompute the numbers with {@link verifyDraw}.
 */
import { commitServerSeed, FairStream, newServerSeed } from '../fair.ts';
import { drawNumbers } from './rules.ts';

/** The public client seed of draw `drawId`. */
export const drawClientSeed = (drawId: string) => `vnlotto.${drawId}`;

/** A new draw's secret seed and its public commitment. */
export function newDrawSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: commitServerSeed(serverSeed) };
}

/** The numbers of draw `drawId` from its server seed. @throws GameInputError BAD_SERVER_SEED */
export function numbersOf(drawId: string, serverSeed: string): number[] {
  return drawNumbers(new FairStream(serverSeed, drawClientSeed(drawId), 0));
}

/**
 * Recomputes a draw from its revealed seed: `hashMatches` tells whether the seed is the one committed to, and
 * `numbers` what the draw must have opened. @throws GameInputError BAD_SERVER_SEED
 */
export function verifyDraw(input: { drawId: string; serverSeed: string; serverSeedHash: string }): {
  hashMatches: boolean;
  numbers: number[];
} {
  return {
    hashMatches: commitServerSeed(input.serverSeed) === input.serverSeedHash.toLowerCase(),
    numbers: numbersOf(input.drawId, input.serverSeed),
  };
}
