/**
 * Attempt reservation: the one mechanism behind every "N failures then lock" control and every send budget (login,
 * withdraw password, a re-entered login password, SMS countdown and caps).
 *
 * The rule (OWASP ASVS 5.0 V6.3.1, anti-automation; GLI-19 2.5.3(b) lock after repeated failures): an attempt is
 * reserved atomically BEFORE the costly or sensitive check (an argon2 verify, an SMS send), in one statement that reads,
 * checks and counts together; a check-then-act sequence (read the counter, verify, then record) lets a parallel burst
 * through, since every request reads the counter before any records its failure. So at most `max` checks run per
 * subject and window, whatever the concurrency: reservation n (1-based) is granted while n <= max, and the n-th
 * reservation that reaches `max` starts the lock, so later ones are refused without evaluating anything. A check that
 * succeeds clears the subject (`clear`), as a right password always did.
 *
 * Storage: a PostgreSQL row per (scope, subject) in `attempt_limits` (INSERT .. ON CONFLICT DO UPDATE .. WHERE ..
 * RETURNING: atomic on PGlite and under PostgreSQL's row locks; a lock survives a restart without Redis), or, when the
 * short-lived store is Redis (`REDIS_URL`), one Redis hash per subject updated by a Lua script (atomic in Redis), so
 * several instances share it. Times are the caller's clock in ms (`ctx.now`), durations in ms.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { Kv } from '../kv/index.ts';
import { AppError } from '../errors.ts';

/** The stores an attempt store is chosen from (a `Ctx` has them): the database and the short-lived store. */
export interface AttemptStores {
  db: Db;
  kv: Pick<Kv, 'attempts'>;
}

/**
 * A limit: at most `max` reservations per `windowMs` (the window opens at the first one); reaching `max` locks the
 * subject for `lockMs` from then, or, when `lockMs` is absent, until the window ends (a budget: "n per hour").
 */
export interface AttemptRule {
  /** What is limited: rows and keys of different scopes never mix (e.g. 'login', 'withdraw-pw'). */
  scope: string;
  max: number;
  windowMs: number;
  lockMs?: number;
}

/** The answer to a reservation. */
export type Reservation =
  | {
      granted: true;
      /** Reservations counted in the window, this one included (1..max). */
      attempts: number;
      /** Set when this reservation reached `max`: the subject is locked until then (ms), whatever the check says. */
      lockedUntil: number | null;
    }
  | { granted: false; attempts: number; lockedUntil: number };

/** The state of a subject, for display and soft decisions (a captcha after failures); never for the limit itself. */
export interface AttemptState {
  attempts: number;
  lockedUntil: number | null;
}

/** Where reservations are kept. */
export interface AttemptStore {
  /** Reserves one attempt atomically (see the module comment). */
  reserve(rule: AttemptRule, subject: string, now: number): Promise<Reservation>;
  /**
   * Gives back a granted reservation whose check never ran (e.g. refused for a missing captcha first): one attempt
   * less, and the lock this reservation started, if any, is lifted. Never below zero.
   */
  release(rule: AttemptRule, subject: string, now: number): Promise<void>;
  /** The current state (attempts in the open window, a running lock). */
  peek(rule: AttemptRule, subject: string, now: number): Promise<AttemptState>;
  /** Forgets the subject (after a successful check). */
  clear(rule: AttemptRule, subject: string): Promise<void>;
}

const ts = (ms: number) => new Date(ms).toISOString();
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** A new window starts when the old one is over or its lock has run out ($3 now, $4 start of the window). */
const FRESH = `(a.window_start <= $4::timestamptz OR (a.locked_until IS NOT NULL AND a.locked_until <= $3::timestamptz))`;
const WINDOW_START = `CASE WHEN ${FRESH} THEN $3::timestamptz ELSE a.window_start END`;
const NEXT = `CASE WHEN ${FRESH} THEN 1 ELSE a.attempts + 1 END`;
/**
 * The reservation statement: $1 scope, $2 subject, $3 now, $4 start of the window, $5 max, $6 the lock end of a first
 * reservation that reaches max, $7 the lock end: a time (`fixedLock`, rules with `lockMs`) or the window in ms (the
 * lock ends with the window). Prepared (parsed and planned once per connection): every login runs it.
 */
const reserveSql = (fixedLock: boolean) => `
  INSERT INTO attempt_limits AS a (scope, subject, window_start, attempts, locked_until)
  VALUES ($1, $2, $3::timestamptz, 1, CASE WHEN 1 >= $5::int THEN $6::timestamptz END)
  ON CONFLICT (scope, subject) DO UPDATE SET
    window_start = ${WINDOW_START},
    attempts = ${NEXT},
    locked_until = CASE WHEN ${NEXT} >= $5::int
      THEN ${fixedLock ? '$7::timestamptz' : `(${WINDOW_START} + $7::int * interval '1 millisecond')`} END
  WHERE a.locked_until IS NULL OR a.locked_until <= $3::timestamptz
  RETURNING attempts, locked_until`;
const RESERVE_FIXED_LOCK = reserveSql(true);
const RESERVE_WINDOW_LOCK = reserveSql(false);

/** Reservations in PostgreSQL / PGlite (`attempt_limits`, migration 0960). */
export function pgAttemptStore(db: Db): AttemptStore {
  return {
    async reserve(rule, subject, now) {
      const at = ts(now);
      const windowFrom = ts(now - rule.windowMs);
      const fixed = rule.lockMs !== undefined;
      const firstLock = fixed ? ts(now + rule.lockMs!) : ts(now + rule.windowMs);
      const [row] = await db.queryPrepared<{ attempts: number; locked_until: Date | string | null }>(
        fixed ? 'pd_attempt_reserve_fixed' : 'pd_attempt_reserve_window',
        fixed ? RESERVE_FIXED_LOCK : RESERVE_WINDOW_LOCK,
        [
          rule.scope,
          subject,
          at,
          windowFrom,
          String(rule.max),
          firstLock,
          fixed ? firstLock : String(rule.windowMs),
        ],
      );
      // Keep the table small now and then: rows whose window and lock are both over carry no state.
      if (Math.random() < 0.01)
        await db.query(sql`DELETE FROM attempt_limits WHERE scope = ${rule.scope}
          AND window_start <= ${windowFrom}::timestamptz AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)`);
      if (row) return { granted: true, attempts: Number(row.attempts), lockedUntil: ms(row.locked_until) };
      // No row returned: the update's WHERE refused it, so a lock runs.
      const s = await this.peek(rule, subject, now);
      return { granted: false, attempts: s.attempts, lockedUntil: s.lockedUntil ?? now };
    },
    async release(rule, subject, now) {
      await db.query(sql`
        UPDATE attempt_limits SET attempts = greatest(attempts - 1, 0),
          locked_until = CASE WHEN attempts - 1 < ${rule.max}::int THEN NULL ELSE locked_until END
        WHERE scope = ${rule.scope} AND subject = ${subject} AND attempts > 0
          AND window_start > ${ts(now - rule.windowMs)}::timestamptz`);
    },
    async peek(rule, subject, now) {
      const [row] = await db.queryPrepared<{
        window_start: Date | string;
        attempts: number;
        locked_until: Date | string | null;
      }>(
        'pd_attempt_peek',
        'SELECT window_start, attempts, locked_until FROM attempt_limits WHERE scope = $1 AND subject = $2',
        [rule.scope, subject],
      );
      if (!row) return { attempts: 0, lockedUntil: null };
      const locked = ms(row.locked_until);
      if (locked !== null && locked > now) return { attempts: Number(row.attempts), lockedUntil: locked };
      if (locked !== null || ms(row.window_start)! <= now - rule.windowMs)
        return { attempts: 0, lockedUntil: null };
      return { attempts: Number(row.attempts), lockedUntil: null };
    },
    async clear(rule, subject) {
      await db.queryPrepared(
        'pd_attempt_clear',
        'DELETE FROM attempt_limits WHERE scope = $1 AND subject = $2',
        [rule.scope, subject],
      );
    },
  };
}

/**
 * The Lua of a reservation (one hash: w = window start, n = attempts, l = lock end; ms). KEYS[1]; ARGV: now, windowMs,
 * max, lockMs (-1: until the window ends). Returns {granted 0/1, attempts, lockedUntil or 0}.
 */
const RESERVE_LUA = `
local now = tonumber(ARGV[1]); local win = tonumber(ARGV[2]); local max = tonumber(ARGV[3]); local lockMs = tonumber(ARGV[4])
local h = redis.call('HMGET', KEYS[1], 'w', 'n', 'l')
local w = tonumber(h[1]); local n = tonumber(h[2]) or 0; local l = tonumber(h[3]) or 0
if l > now then return {0, n, l} end
if (not w) or w <= now - win or l > 0 then w = now; n = 1 else n = n + 1 end
l = 0
if n >= max then if lockMs >= 0 then l = now + lockMs else l = w + win end end
redis.call('HSET', KEYS[1], 'w', w, 'n', n, 'l', l)
local keep = math.max(w + win, l) - now
if keep < 1 then keep = 1 end
redis.call('PEXPIRE', KEYS[1], keep)
return {1, n, l}`;

/** Release (see AttemptStore.release): ARGV now, windowMs, max. */
const RELEASE_LUA = `
local now = tonumber(ARGV[1]); local win = tonumber(ARGV[2]); local max = tonumber(ARGV[3])
local h = redis.call('HMGET', KEYS[1], 'w', 'n')
local w = tonumber(h[1]); local n = tonumber(h[2]) or 0
if (not w) or w <= now - win or n <= 0 then return 0 end
n = n - 1
redis.call('HSET', KEYS[1], 'n', n)
if n < max then redis.call('HSET', KEYS[1], 'l', 0) end
return 1`;

type LuaRedis = Redis & {
  pdReserve(key: string, ...args: number[]): Promise<[number, number, number]>;
  pdRelease(key: string, ...args: number[]): Promise<number>;
};

/** Reservations in Redis (Lua scripts, EVALSHA through ioredis' defineCommand); keys under `prefix`. */
export function redisAttemptStore(redis: Redis, prefix = 'pd:'): AttemptStore {
  const r = redis as LuaRedis;
  if (typeof r.pdReserve !== 'function') {
    redis.defineCommand('pdReserve', { numberOfKeys: 1, lua: RESERVE_LUA });
    redis.defineCommand('pdRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
  }
  const key = (rule: AttemptRule, subject: string) => `${prefix}att:${rule.scope}:${subject}`;
  return {
    async reserve(rule, subject, now) {
      const [g, n, l] = await r.pdReserve(
        key(rule, subject),
        now,
        rule.windowMs,
        rule.max,
        rule.lockMs ?? -1,
      );
      if (g === 1) return { granted: true, attempts: n, lockedUntil: l > 0 ? l : null };
      return { granted: false, attempts: n, lockedUntil: l };
    },
    async release(rule, subject, now) {
      await r.pdRelease(key(rule, subject), now, rule.windowMs, rule.max);
    },
    async peek(rule, subject, now) {
      const [w, n, l] = (await redis.hmget(key(rule, subject), 'w', 'n', 'l')).map((v) => Number(v ?? 0));
      if (l! > now) return { attempts: n!, lockedUntil: l! };
      if (!w || l! > 0 || w <= now - rule.windowMs) return { attempts: 0, lockedUntil: null };
      return { attempts: n!, lockedUntil: null };
    },
    async clear(rule, subject) {
      await redis.del(key(rule, subject));
    },
  };
}

/** The store of a context: the short-lived store's Redis when it has one, else the database. */
export function attemptStore(ctx: AttemptStores): AttemptStore {
  return ctx.kv.attempts ?? pgAttemptStore(ctx.db);
}

/** The outcome of a guarded check. */
export type Guarded =
  | { ok: true }
  | {
      ok: false;
      /** True when the subject is locked now: refused before the check, or this failure reached the limit. */
      locked: boolean;
      /** Lock end (ms) when locked. */
      lockedUntil: number | null;
      /** Attempts left in the window before the lock (0 when locked). */
      left: number;
    };

/**
 * Reserves an attempt of `subject` under `rule`, then runs `check` only when the reservation is granted: a right
 * answer clears the subject, a wrong one keeps the reservation as a failure. An exception from `check` keeps it too
 * (fail closed) and propagates, except SERVER_BUSY: the hashing pool shed the check before it ran (src/infra/pool.ts),
 * so nothing was checked and the attempt is given back (a flood must not lock out those whose checks it crowds out).
 */
export async function guardedCheck(
  ctx: AttemptStores & { now: () => number },
  rule: AttemptRule,
  subject: string,
  check: () => Promise<boolean>,
): Promise<Guarded> {
  const store = attemptStore(ctx);
  const r = await store.reserve(rule, subject, ctx.now());
  if (!r.granted) return { ok: false, locked: true, lockedUntil: r.lockedUntil, left: 0 };
  let right: boolean;
  try {
    right = await check();
  } catch (err) {
    if (err instanceof AppError && err.errorCode === 'SERVER_BUSY')
      await store.release(rule, subject, ctx.now());
    throw err;
  }
  if (right) {
    await store.clear(rule, subject);
    return { ok: true };
  }
  const locked = r.lockedUntil !== null;
  return { ok: false, locked, lockedUntil: r.lockedUntil, left: Math.max(0, rule.max - r.attempts) };
}

/** Whole minutes (at least 1) until `until` (ms), for "locked, try again in {minutes}" messages. */
export const minutesUntil = (until: number | null, now: number) =>
  Math.max(1, Math.ceil(((until ?? now) - now) / 60_000));
