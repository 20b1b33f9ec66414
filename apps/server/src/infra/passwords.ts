/** Password hashing: argon2id in the bounded password pool (infra/pool.ts), so a login flood cannot starve the event loop. */
import { hash, verify } from '@node-rs/argon2';
import { passwordPool } from './pool.ts';

/** argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1; ASVS V6.5). Algorithm 2 = Argon2id. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The argon2id hash of `password`, computed in the bounded password pool (infra/pool.ts).
 * @throws AppError SERVER_BUSY (503 with Retry-After) when the pool's queue is full
 */
export const hashPassword = (password: string) => passwordPool.run(() => hash(password, ARGON));

/**
 * Whether `password` matches the argon2 hash `hashed` (false for a malformed hash), computed in the bounded password
 * pool (infra/pool.ts).
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
