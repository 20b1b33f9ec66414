/**
 * Provably fair core of the in-house games (docs/architecture.md "Games server"; docs/architecture.md "In-house games are provably fair").
 *
 * Seeds:
 * - server seed: 32 bytes from the OS CSPRNG, written as 64 lower-case hex characters. Before any round is played
 *   with it, the player is shown its commitment `serverSeedHash` = lower-case hex SHA-256 of the 32 raw bytes (not of
 *   the hex text).
 * - client seed: chosen by the player, 1..64 characters of `[A-Za-z0-9_.-]` (no `:`, so the HMAC message below is
 *   unambiguous). Changing it rotates the server seed (below).
 * - nonce: 0 for the first round of a seed pair, +1 per round played.
 *
 * Byte stream of one round: block `c` (cursor c = 0, 1, 2, ...) is
 * `HMAC-SHA256(key = the 32 raw server seed bytes, message = UTF-8 of "<clientSeed>:<nonce>:<cursor>")`, nonce and
 * cursor in decimal without leading zeros; the stream is block 0 || block 1 || ... (32 bytes each, a block computed
 * only when reached). Numbers are read from it in order:
 * - `uint32()`: the next 4 bytes, big-endian unsigned.
 * - `int(n)` (uniform on 0..n-1, 1 <= n <= 2^32), by rejection so there is no modulo bias: `limit = 2^32 - (2^32 mod
 *   n)`; read x = uint32(); if x < limit the answer is x mod n, else discard x and read the next uint32. (Every
 *   residue then has exactly limit / n preimages; a rejection happens with probability < n / 2^32.)
 * - `float()` (uniform on [0, 1), 53 bits): a = uint32() >>> 11 (top 21 bits), b = uint32(); answer
 *   (a * 2^32 + b) / 2^53, exact in a double.
 *
 * Rotation: `rotate()` (also called by `setClientSeed`) reveals the current server seed (anyone can check its SHA-256
 * against the commitment shown before play and recompute every round with `verifyRound` in verify.ts), then commits a
 * fresh one and resets the nonce to 0.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Client seed rule (see the file header). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** Server seed rule: 32 bytes as lower-case hex. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Thrown for malformed fairness or game input (the HTTP layer maps it to a 400 with `code`). */
export class GameInputError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = 'GameInputError';
  }
}

/** A fresh server seed: 32 CSPRNG bytes as 64 lower-case hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** `serverSeedHash`: lower-case hex SHA-256 of the server seed's 32 raw bytes. @throws GameInputError BAD_SERVER_SEED */
export function commitServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeedBytes(serverSeed)).digest('hex');
}

function serverSeedBytes(serverSeed: string): Buffer {
  if (!SERVER_SEED_PATTERN.test(serverSeed))
    throw new GameInputError('BAD_SERVER_SEED', 'serverSeed must be 64 lower-case hex characters');
  return Buffer.from(serverSeed, 'hex');
}

/** @throws GameInputError BAD_CLIENT_SEED unless the client seed matches CLIENT_SEED_PATTERN */
export function checkClientSeed(clientSeed: string): string {
  if (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed))
    throw new GameInputError('BAD_CLIENT_SEED', 'clientSeed must be 1-64 characters of A-Z a-z 0-9 _ . -');
  return clientSeed;
}

function checkNonce(nonce: number): number {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new GameInputError('BAD_NONCE', 'nonce must be a non-negative integer');
  return nonce;
}

const TWO_32 = 0x1_0000_0000;

/**
 * The byte stream of one round (file header) and the numbers read from it. Deterministic in (serverSeed, clientSeed,
 * nonce); read numbers in the order the game's documented rules say.
 */
export class FairStream {
  private readonly key: Buffer;
  private readonly prefix: string;
  private block: Buffer = Buffer.alloc(0);
  private pos = 32;
  private cursor = 0;

  /** @throws GameInputError for a malformed seed or nonce */
  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    this.key = serverSeedBytes(serverSeed);
    this.prefix = `${checkClientSeed(clientSeed)}:${checkNonce(nonce)}:`;
  }

  /** Next 4 bytes, big-endian unsigned (0 .. 2^32-1). */
  uint32(): number {
    if (this.pos + 4 > 32) {
      this.block = createHmac('sha256', this.key)
        .update(this.prefix + String(this.cursor++))
        .digest();
      this.pos = 0;
    }
    const x = this.block.readUInt32BE(this.pos);
    this.pos += 4;
    return x;
  }

  /** Uniform integer on 0..n-1 without modulo bias (rejection, file header). 1 <= n <= 2^32. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n): bad n ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform float on [0, 1) with 53 random bits (file header). */
  float(): number {
    const a = this.uint32() >>> 11;
    const b = this.uint32();
    return (a * TWO_32 + b) / 2 ** 53;
  }
}

/** What the player sees before a round: the commitment, their client seed and the round's nonce. */
export interface FairRef {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A finished seed pair, revealed: everything needed to recompute its rounds 0..nonce-1. */
export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with this pair (nonces 0..roundsPlayed-1). */
  roundsPlayed: number;
}

/**
 * One player's seed state for the in-house games: the current server seed (secret until rotated), its commitment,
 * the client seed and the next nonce. Persisting it is the caller's business (`snapshot()` / `FairSession.restore`).
 */
export class FairSession {
  private serverSeed: string;
  private clientSeedValue: string;
  private nonceValue: number;
  private hash: string;

  /** @param clientSeed the player's seed; default a random 16-hex one. @throws GameInputError BAD_CLIENT_SEED */
  constructor(
    clientSeed: string = randomBytes(8).toString('hex'),
    serverSeed: string = newServerSeed(),
    nonce = 0,
  ) {
    this.serverSeed = serverSeed;
    this.hash = commitServerSeed(serverSeed);
    this.clientSeedValue = checkClientSeed(clientSeed);
    this.nonceValue = checkNonce(nonce);
  }

  /** Rebuilds a session from `snapshot()` output. */
  static restore(s: { serverSeed: string; clientSeed: string; nonce: number }): FairSession {
    return new FairSession(s.clientSeed, s.serverSeed, s.nonce);
  }

  /** The secret state, for the games server's own storage only (never sent to the player before rotation). */
  snapshot() {
    return { serverSeed: this.serverSeed, clientSeed: this.clientSeedValue, nonce: this.nonceValue };
  }

  /** What the player may see now: commitment, client seed, the nonce the next round will use. */
  get current(): FairRef {
    return { serverSeedHash: this.hash, clientSeed: this.clientSeedValue, nonce: this.nonceValue };
  }

  /** Takes the next nonce: returns the round's public reference and its byte stream. */
  nextRound(): { ref: FairRef; stream: FairStream } {
    const ref = this.current;
    const stream = new FairStream(this.serverSeed, this.clientSeedValue, this.nonceValue);
    this.nonceValue += 1;
    return { ref, stream };
  }

  /** Reveals the current server seed, commits a new one and resets the nonce. */
  rotate(): { revealed: RevealedSeed; next: FairRef } {
    const revealed: RevealedSeed = {
      serverSeed: this.serverSeed,
      serverSeedHash: this.hash,
      clientSeed: this.clientSeedValue,
      roundsPlayed: this.nonceValue,
    };
    this.serverSeed = newServerSeed();
    this.hash = commitServerSeed(this.serverSeed);
    this.nonceValue = 0;
    return { revealed, next: this.current };
  }

  /** The player changes their client seed: rotates (reveals the old server seed) and starts the new pair at nonce 0. */
  setClientSeed(clientSeed: string): { revealed: RevealedSeed; next: FairRef } {
    checkClientSeed(clientSeed);
    const out = this.rotate();
    this.clientSeedValue = clientSeed;
    return { revealed: out.revealed, next: this.current };
  }
}
