/**
 * Bounded expensive work. Password hashing (argon2id, about 35 ms of CPU and 19 MiB each) runs at most
 * `concurrency` at a time with at most `queueLimit` waiting; beyond that a call fails fast with 503 SERVER_BUSY and
 * `Retry-After`, instead of queueing without bound and starving every other request (a login
 * flood inside the per-address limits made member info calls wait seconds). OWASP ASVS V2.4 / V6.5 keep the cost
 * per hash; this keeps its total bounded.
 *
 * Limits come from the environment, read once here (defaults for a small box):
 * - `PASSWORD_HASH_CONCURRENCY`: hashes at once, one hashing thread each (default: CPU cores - 1, at least 1, so
 *   one core stays with the event loop);
 * - `PASSWORD_HASH_QUEUE`: hashes waiting at most (default 64: about two seconds of waiting at one at a time; the
 *   waiting ones cost no CPU, the bound keeps login latency and memory finite);
 * - `PASSWORD_HASH_RETRY_AFTER_S`: the Retry-After of a refusal, seconds (default 1).
 */
import { passwordPoolEnv, type EnvSource } from '../env.ts';
import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Limits of a {@link WorkPool}. */
export interface PoolLimits {
  /** Jobs running at once (>= 1). */
  concurrency: number;
  /** Jobs waiting at most (>= 0); one more is refused. */
  queueLimit: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** A semaphore with a bounded queue: runs jobs `concurrency` at a time, refuses beyond `queueLimit` waiting. */
export class WorkPool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Jobs refused so far. */
  refused = 0;

  constructor(readonly limits: PoolLimits) {}

  /**
   * Runs `job` when a slot is free.
   * @throws AppError SERVER_BUSY (503, `retryAfterSeconds` set: the envelope sends Retry-After) when `queueLimit`
   *   jobs are already waiting; the job is not run
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.concurrency) this.active++;
    else {
      if (this.waiting.length >= this.limits.queueLimit) throw this.busy();
      // The finishing job hands its slot over (active stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Whether a job started now would be refused (every slot taken and the queue full). */
  get saturated(): boolean {
    return this.active >= this.limits.concurrency && this.waiting.length >= this.limits.queueLimit;
  }

  /** Counts a refusal and returns its error: SERVER_BUSY (503) with `retryAfterSeconds`. */
  busy(): AppError {
    this.refused++;
    const e = new AppError('SERVER_BUSY');
    e.retryAfterSeconds = this.limits.retryAfterSeconds;
    return e;
  }

  /** Jobs running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

/** The password hashing limits of `env` (see the module comment). */
export function passwordPoolLimits(env?: EnvSource): PoolLimits {
  return passwordPoolEnv(Math.max(1, availableParallelism() - 1), env);
}

/**
 * Jobs handed to each password hashing thread at once (passwords.ts): the hash it computes and the next one, waiting
 * in the thread's own queue so the thread starts it without a round trip through the event loop.
 */
export const HASH_THREAD_DEPTH = 2;

const passwordLimits = passwordPoolLimits();
/** Password hashing threads of this process (`PASSWORD_HASH_CONCURRENCY`, default CPU cores - 1; passwords.ts). */
export const PASSWORD_HASH_THREADS = passwordLimits.concurrency;
/**
 * The process's password hashing pool (passwords.ts hashPassword and verifyPassword run in it). `concurrency` here
 * counts the jobs handed to the hashing threads: `PASSWORD_HASH_CONCURRENCY` threads times {@link HASH_THREAD_DEPTH};
 * hashes computed at once stay one per thread.
 */
export const passwordPool = new WorkPool({
  ...passwordLimits,
  concurrency: PASSWORD_HASH_THREADS * HASH_THREAD_DEPTH,
});

/** Routes that hash or verify a password on every call (login, registration). */
const PASSWORD_ROUTES = new Set([
  '/wps/session/login',
  '/wps/member/register',
  '/wps/member/register/mobile',
]);

/**
 * Refuses the password routes at the door (503 SERVER_BUSY with Retry-After, before the body is read or the database
 * asked) while the password pool is saturated: under a flood the refusals themselves then cost next to nothing, so
 * the other calls keep the event loop.
 */
export function shedPasswordRoutes(app: FastifyInstance, pool: WorkPool = passwordPool) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (pool.saturated && req.routeOptions.url && PASSWORD_ROUTES.has(req.routeOptions.url))
      return done(pool.busy());
    done();
  });
}
