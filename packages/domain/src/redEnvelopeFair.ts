/**
 * The provably fair draw of a red envelope (spec section 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33),
 * on the byte stream of the in-house games (apps/games/src/fair.ts, docs/architecture.md "In-house games are provably
 * fair") so one verifier serves both:
 * - each window of a round has a server seed: 32 CSPRNG bytes as 64 lower-case hex characters. Before anyone opens
 *   an envelope the site shows its commitment `serverSeedHash` = hex SHA-256 of the 32 raw bytes; the seed itself is
 *   shown once the window has ended;
 * - the client seed of a member's envelope is the member's id (decimal digits), the nonce is 0;
 * - block `c` of the stream is HMAC-SHA256(key = the raw seed bytes, message = "<memberId>:0:<c>"); `int(n)` reads
 *   big-endian uint32s and rejects those at or above 2^32 - (2^32 mod n) (no modulo bias);
 * - the draw is `minMinor + int(maxMinor - minMinor + 1)` (minor units); the amount paid is the draw, or what was left
 *   of the pool when the envelope was opened if that is less (`remainingBeforeMinor`, shown with the envelope).
 * Uses Web Crypto (`crypto.subtle`), present in browsers and Node 20+: the site verifies with the same code.
 */

const TWO_32 = 0x1_0000_0000;
const SEED = /^[0-9a-f]{64}$/;

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

function seedBytes(serverSeed: string): Uint8Array<ArrayBuffer> {
  if (!SEED.test(serverSeed)) throw new Error('serverSeed must be 64 lower-case hex characters');
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(serverSeed.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** `serverSeedHash` of a seed: lower-case hex SHA-256 of its 32 raw bytes. @throws Error on a malformed seed */
export async function redEnvelopeSeedHash(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', seedBytes(serverSeed)));
}

/**
 * The drawn amount (minor units, bigint) of member `memberId`'s envelope under `serverSeed`, in
 * `[minMinor, maxMinor]` (both below 2^32 apart, schema/redEnvelope.ts). Deterministic.
 * @throws Error on a malformed seed or a range that is empty or too wide
 */
export async function redEnvelopeDraw(p: {
  serverSeed: string;
  memberId: string;
  minMinor: bigint;
  maxMinor: bigint;
}): Promise<bigint> {
  const span = p.maxMinor - p.minMinor + 1n;
  if (span < 1n || span > BigInt(TWO_32)) throw new Error('red envelope range must hold 1 to 2^32 amounts');
  const n = Number(span);
  const key = await crypto.subtle.importKey(
    'raw',
    seedBytes(p.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const limit = TWO_32 - (TWO_32 % n);
  for (let cursor = 0; ; cursor++) {
    const block = new DataView(
      await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${p.memberId}:0:${cursor}`)),
    );
    for (let i = 0; i < 32; i += 4) {
      const x = block.getUint32(i);
      if (x < limit) return p.minMinor + BigInt(x % n);
    }
  }
}

/** The amount an envelope pays: the draw, capped by what was left of the pool when it was opened. */
export function redEnvelopePaid(drawMinor: bigint, remainingBeforeMinor: bigint): bigint {
  return drawMinor < remainingBeforeMinor ? drawMinor : remainingBeforeMinor;
}
