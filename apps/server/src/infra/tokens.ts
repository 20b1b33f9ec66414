/**
 * Secrets and tokens: random tokens (session, captcha, reset), the SHA-256 digest that is stored in their place, and a
 * constant-time comparison for secrets.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex digest. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
