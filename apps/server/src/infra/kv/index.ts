/**
 * Short-lived state: captcha answers, OTP codes and counters, login tickets, failure counters. In process by default;
 * in Redis when `REDIS_URL` is set, so several instances share it. Durations in milliseconds.
 */
import type { Redis } from 'ioredis';
import { redisAttemptStore, type AttemptStore } from '../limiter/index.ts';

export interface Kv {
  get(key: string): Promise<string | null>;
  /** Sets `key` with a time to live. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomically reads and deletes (single use). */
  take(key: string): Promise<string | null>;
  /** Increments a counter, starting its time to live on the first increment; returns the new value. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Remaining time to live in ms, or 0 when absent. */
  ttl(key: string): Promise<number>;
  /**
   * Attempt reservations kept beside this store's keys, when it is shared between instances (Redis); absent in
   * process, where they live in the database instead (src/infra/limiter).
   */
  readonly attempts?: AttemptStore;
  close(): Promise<void>;
}

/** In-process store with lazy expiry plus a periodic sweep. */
export function memoryKv(now: () => number = Date.now): Kv {
  const map = new Map<string, { v: string; exp: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (!e) return undefined;
    if (e.exp <= now()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of map) if (e.exp <= t) map.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    get: async (key) => live(key)?.v ?? null,
    set: async (key, v, ttlMs) => {
      map.set(key, { v, exp: now() + ttlMs });
    },
    del: async (key) => {
      map.delete(key);
    },
    take: async (key) => {
      const e = live(key);
      map.delete(key);
      return e?.v ?? null;
    },
    incr: async (key, ttlMs) => {
      const e = live(key);
      const n = (e ? Number(e.v) : 0) + 1;
      map.set(key, { v: String(n), exp: e ? e.exp : now() + ttlMs });
      return n;
    },
    ttl: async (key) => {
      const e = live(key);
      return e ? e.exp - now() : 0;
    },
    close: async () => clearInterval(sweep),
  };
}

/** Redis-backed store; keys are prefixed so one Redis can serve several deployments. */
export function redisKv(redis: Redis, prefix = 'pd:'): Kv {
  const k = (key: string) => prefix + key;
  return {
    get: (key) => redis.get(k(key)),
    set: async (key, v, ttlMs) => {
      await redis.set(k(key), v, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    del: async (key) => {
      await redis.del(k(key));
    },
    take: (key) => redis.getdel(k(key)),
    incr: async (key, ttlMs) => {
      const res = await redis.multi().incr(k(key)).pexpire(k(key), Math.round(ttlMs), 'NX').exec();
      return Number(res?.[0]?.[1] ?? 0);
    },
    ttl: async (key) => Math.max(0, await redis.pttl(k(key))),
    attempts: redisAttemptStore(redis, prefix),
    close: async () => {
      redis.disconnect();
    },
  };
}
