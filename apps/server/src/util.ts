/** Small shared helpers: hashing, random tokens, money formatting, passwords. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordPool } from './system/pool.ts';

/** SHA-256 hex digest. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A strong HTTP ETag of `bytes` (RFC 9110 8.8.3): the first 22 base64url characters (132 bits) of their SHA-256,
 * quoted, e.g. `"q1w2..."`. Used for answers held in memory (hashed assets, icons, content images).
 */
export const strongEtag = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/**
 * `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the signature of our signed server-to-server calls
 * (vendor wallet protocol, docs/vendor-protocol.md; payment gateway webhooks, payments/sandbox.ts).
 */
export function timestampedSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1; ASVS V6.5). Algorithm 2 = Argon2id. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The argon2id hash of `password`, computed in the bounded password pool (system/pool.ts).
 * @throws AppError SERVER_BUSY (503 with Retry-After) when the pool's queue is full
 */
export const hashPassword = (password: string) => passwordPool.run(() => hash(password, ARGON));

/**
 * Whether `password` matches the argon2 hash `hashed` (false for a malformed hash), computed in the bounded password
 * pool (system/pool.ts).
 * @throws AppError SERVER_BUSY (503 with Retry-After) when the pool's queue is full: not a failed attempt, so callers
 *   count no login failure for it
 */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return passwordPool.run(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  });
}

/**
 * Formats integer minor units as a decimal string: (1250n, 2) -> "12.50". Never goes through a float.
 */
export function formatMinor(minor: bigint | string | number, exponent: number): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = (neg ? -v : v).toString().padStart(exponent + 1, '0');
  const int = abs.slice(0, abs.length - exponent) || '0';
  const frac = exponent > 0 ? '.' + abs.slice(abs.length - exponent) : '';
  return (neg ? '-' : '') + int + frac;
}

/** Counts Unicode code points (what the registration length rules count). */
export const codePoints = (s: string) => [...s].length;
