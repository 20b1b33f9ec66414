/**
 * Password hashing: argon2id on dedicated hashing threads (argon2-thread.mjs), admitted through the bounded password
 * pool (infra/pool.ts), so a login flood can neither starve the event loop nor queue without bound.
 *
 * Each thread computes one hash at a time and holds the next job ready in its own message queue
 * (pool.ts `HASH_THREAD_DEPTH` jobs handed to it at once), so it goes from one hash to the next without waiting for the main
 * event loop to hand it work: on a busy server the hashing core no longer idles between two logins while the loop
 * parses requests and talks to the database (login throughput against a bare verify loop, `bench/http.bench.ts`).
 */
import { Worker } from 'node:worker_threads';
import { PASSWORD_HASH_THREADS, passwordPool } from './pool.ts';

/** argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1; ASVS V6.5). Algorithm 2 = Argon2id. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

type Job = { op: 'hash'; password: string } | { op: 'verify'; hashed: string; password: string };
interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * A fixed set of argon2 threads, started on first use. A job goes to the thread with the fewest jobs; a thread holds
 * the process open only while it has jobs (a script that hashes and ends exits normally). A thread that dies fails
 * its jobs and is replaced on the next job.
 */
class HashThreads {
  private readonly threads: Array<Thread | undefined> = [];
  private nextId = 0;

  /** @param size threads (the pool's hashes at once: PASSWORD_HASH_CONCURRENCY, default CPU cores - 1) */
  constructor(private readonly size: number) {}

  /**
   * Runs `job` on a thread: the hash string, or whether the password matched (false for a malformed hash).
   * @throws Error when the hash fails or the thread dies (an internal error, never counted as a wrong password)
   */
  run(job: Job): Promise<string | boolean> {
    const thread = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, ...job });
    });
  }

  private pick(): Thread {
    let best: Thread | undefined;
    for (let i = 0; i < this.size; i++) {
      const t = (this.threads[i] ??= this.spawn(i));
      if (!best || t.pending.size < best.pending.size) best = t;
    }
    return best!;
  }

  private spawn(slot: number): Thread {
    const worker = new Worker(new URL('./argon2-thread.mjs', import.meta.url), { workerData: ARGON });
    const thread: Thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (m: { id: number; value?: string | boolean; error?: string }) => {
      const p = thread.pending.get(m.id);
      if (!p) return;
      thread.pending.delete(m.id);
      if (thread.pending.size === 0) worker.unref();
      if (m.error !== undefined) p.reject(new Error(`argon2: ${m.error}`));
      else p.resolve(m.value!);
    });
    const fail = (error: Error) => {
      if (this.threads[slot] === thread) this.threads[slot] = undefined;
      for (const p of thread.pending.values()) p.reject(error);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`argon2 thread exited with ${code}`)));
    return thread;
  }
}

const threads = new HashThreads(PASSWORD_HASH_THREADS);

/**
 * The argon2id hash of `password`, computed on a hashing thread once the bounded password pool (infra/pool.ts)
 * admits it.
 * @throws AppError SERVER_BUSY (503 with Retry-After) when the pool's queue is full
 */
export const hashPassword = (password: string): Promise<string> =>
  passwordPool.run(() => threads.run({ op: 'hash', password }) as Promise<string>);

/**
 * Whether `password` matches the argon2 hash `hashed` (false for a malformed hash), computed on a hashing thread once
 * the bounded password pool (infra/pool.ts) admits it.
 * @throws AppError SERVER_BUSY (503 with Retry-After) when the pool's queue is full: not a failed attempt, so callers
 *   count no login failure for it
 */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return passwordPool.run(() => threads.run({ op: 'verify', hashed, password }) as Promise<boolean>);
}
