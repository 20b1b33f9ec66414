/**
 * SQL of player protection (migration 1020_protection.sql). Times are the server clock's (`ctx.now()`), passed in as
 * epoch ms, so the windows move with it; amounts are bigint minor units read as text.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import type { LimitKey } from './settings.ts';

export type Block = 'timeout' | 'exclusion';

/** A pending increase or removal: the new value (null: no limit) and when it may be confirmed (epoch ms). */
export interface Pending {
  value: string | null;
  from: number;
}

export interface ProtectionRow {
  memberId: string;
  /** Values the member set (null: explicitly no limit); an absent key takes the brand default. */
  limits: Partial<Record<LimitKey, string | null>>;
  pending: Partial<Record<LimitKey, Pending>>;
  block: Block | null;
  /** Epoch ms; null with a block: permanent. */
  blockUntil: number | null;
  coolingOffUntil: number | null;
}

interface Raw {
  member_id: string;
  limits: Record<string, string | null> | string;
  pending: Record<string, Pending> | string;
  block: Block | null;
  block_until: string | Date | null;
  cooling_off_until: string | Date | null;
}

const ms = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export const rowOf = (r: Raw): ProtectionRow => ({
  memberId: String(r.member_id),
  limits: json(r.limits) as ProtectionRow['limits'],
  pending: json(r.pending) as ProtectionRow['pending'],
  block: r.block,
  blockUntil: ms(r.block_until),
  coolingOffUntil: ms(r.cooling_off_until),
});

const COLS = `member_id::text AS member_id, limits, pending, block, block_until, cooling_off_until`;
export const ts = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;

/** The member's row, or undefined (nothing set). `lock`: FOR UPDATE (inside a transaction). */
export async function find(db: Db, memberId: string, lock = false): Promise<ProtectionRow | undefined> {
  const [r] = await db.query<Raw>(
    sql`SELECT ${sql.raw(COLS)} FROM member_protection WHERE member_id = ${memberId}::bigint ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r ? rowOf(r) : undefined;
}

/** The rows of those of `memberIds` that have one (members with nothing set have none), in one read. */
export async function findMany(db: Db, memberIds: readonly string[]): Promise<ProtectionRow[]> {
  if (!memberIds.length) return [];
  const rows = await db.query<Raw>(
    sql`SELECT ${sql.raw(COLS)} FROM member_protection
      WHERE member_id = ANY(${`{${memberIds.join(',')}}`}::bigint[])`,
  );
  return rows.map(rowOf);
}

/**
 * The bet path's one read (by primary keys): whether the member's agent locked it, and its protection row if any.
 * undefined: no such member.
 */
export async function betState(
  db: Db,
  memberId: string,
): Promise<{ locked: boolean; row: ProtectionRow | undefined } | undefined> {
  const [r] = await db.queryPrepared<Raw & { locked: boolean; has: boolean }>(
    'pd_protection_bet_state',
    `SELECT m.agent_locked_at IS NOT NULL AS locked, p.member_id IS NOT NULL AS has, p.member_id::text AS member_id,
       p.limits, p.pending, p.block, p.block_until, p.cooling_off_until
     FROM members m LEFT JOIN member_protection p ON p.member_id = m.id WHERE m.id = $1::bigint`,
    [memberId],
  );
  if (!r) return undefined;
  return { locked: r.locked, row: r.has ? rowOf(r) : undefined };
}

/** Inserts or replaces the member's row (inside the caller's transaction). */
export async function save(db: Db, brand: string, row: ProtectionRow, now: number) {
  await db.query(sql`
    INSERT INTO member_protection (member_id, brand, limits, pending, block, block_until, cooling_off_until, updated_at)
    VALUES (${row.memberId}::bigint, ${brand}, ${JSON.stringify(row.limits)}::jsonb, ${JSON.stringify(row.pending)}::jsonb,
      ${row.block}, ${row.blockUntil === null ? null : new Date(row.blockUntil).toISOString()}::timestamptz,
      ${row.coolingOffUntil === null ? null : new Date(row.coolingOffUntil).toISOString()}::timestamptz, ${ts(now)})
    ON CONFLICT (member_id) DO UPDATE SET limits = EXCLUDED.limits, pending = EXCLUDED.pending, block = EXCLUDED.block,
      block_until = EXCLUDED.block_until, cooling_off_until = EXCLUDED.cooling_off_until,
      updated_at = EXCLUDED.updated_at`);
}

/** Appends one history entry. */
export async function log(
  db: Db,
  memberId: string,
  now: number,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
) {
  await db.query(sql`
    INSERT INTO protection_history (member_id, at, actor, action, detail)
    VALUES (${memberId}::bigint, ${ts(now)}, ${actor}, ${action}, ${JSON.stringify(detail)}::jsonb)`);
}

export interface HistoryEntry {
  at: string;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

/** The member's history, newest first (at most `limit` entries). */
export async function history(db: Db, memberId: string, limit = 200): Promise<HistoryEntry[]> {
  const rows = await db.query<{ at: string | Date; actor: string; action: string; detail: unknown }>(sql`
    SELECT at, actor, action, detail FROM protection_history WHERE member_id = ${memberId}::bigint
    ORDER BY at DESC, id DESC LIMIT ${limit}`);
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    action: r.action,
    detail: json(r.detail as Record<string, unknown>),
  }));
}

/**
 * Deposits requested (pending or credited) plus agent transfers received, per window ending at `now`. No upper bound:
 * a parallel request that read the clock after this one's `now` but took the member's lock first has a later
 * `created_at` and must still count (with `<= now` a burst passed the limit: 4 of 6 deposits of 300.00 under 1,000.00
 * on PostgreSQL).
 */
export async function depositSums(db: Db, memberId: string, now: number) {
  const [r] = await db.query<{ d1: string; d7: string; d30: string }>(sql`
    WITH x AS (
      SELECT created_at AS at, amount FROM deposits
      WHERE member_id = ${memberId}::bigint AND status IN ('pending', 'credited')
        AND created_at > ${ts(now - 30 * 86_400_000)}
      UNION ALL
      SELECT created_at, amount FROM agent_transfers
      WHERE to_member_id = ${memberId}::bigint AND created_at > ${ts(now - 30 * 86_400_000)}
    )
    SELECT COALESCE(sum(amount) FILTER (WHERE at > ${ts(now - 86_400_000)}), 0)::text AS d1,
      COALESCE(sum(amount) FILTER (WHERE at > ${ts(now - 7 * 86_400_000)}), 0)::text AS d7,
      COALESCE(sum(amount), 0)::text AS d30 FROM x`);
  return { '24h': BigInt(r!.d1), '7d': BigInt(r!.d7), '30d': BigInt(r!.d30) };
}

/** The hour bucket of an instant (the rollup's key). */
export const hourOf = (t: number) => Math.floor(t / 3_600_000) * 3_600_000;

/**
 * Stakes and net loss per window ending at `now`, from the hourly rollup. An hour counts while any part of it is
 * inside the window, so a bet leaves a window within an hour after its length (never earlier).
 */
export async function playSums(db: Db, memberId: string, now: number) {
  const rows = await db.queryPrepared<{
    w1: string;
    w7: string;
    w30: string;
    l1: string;
    l7: string;
    l30: string;
  }>(
    'pd_protection_play_sums',
    `SELECT COALESCE(sum(wagered) FILTER (WHERE hour > $2::timestamptz), 0)::text AS w1,
       COALESCE(sum(wagered) FILTER (WHERE hour > $3::timestamptz), 0)::text AS w7,
       COALESCE(sum(wagered), 0)::text AS w30,
       COALESCE(sum(lost) FILTER (WHERE hour > $2::timestamptz), 0)::text AS l1,
       COALESCE(sum(lost) FILTER (WHERE hour > $3::timestamptz), 0)::text AS l7,
       COALESCE(sum(lost), 0)::text AS l30
     FROM protection_activity WHERE member_id = $1::bigint AND hour > $4::timestamptz AND hour <= $5::timestamptz`,
    [
      memberId,
      new Date(now - 86_400_000 - 3_600_000).toISOString(),
      new Date(now - 7 * 86_400_000 - 3_600_000).toISOString(),
      new Date(now - 30 * 86_400_000 - 3_600_000).toISOString(),
      new Date(now).toISOString(),
    ],
  );
  const r = rows[0]!;
  return {
    wager: { '24h': BigInt(r.w1), '7d': BigInt(r.w7), '30d': BigInt(r.w30) },
    loss: { '24h': BigInt(r.l1), '7d': BigInt(r.l7), '30d': BigInt(r.l30) },
  };
}

/**
 * When the member's newest live session began (epoch ms; its session-length limit counts from there), or undefined
 * when it has none. `now`: the app clock, epoch ms.
 */
export async function liveSessionStart(db: Db, memberId: string, now: number): Promise<number | undefined> {
  const [r] = await db.queryPrepared<{ started: string | Date | null }>(
    'pd_protection_live_session',
    `SELECT max(created_at) AS started FROM sessions
     WHERE member_id = $1::bigint AND revoked_at IS NULL AND expires_at > $2::timestamptz`,
    [memberId, new Date(now).toISOString()],
  );
  return r?.started ? new Date(r.started).getTime() : undefined;
}

/**
 * Adds a stake to the member's current hour and answers the windows' sums with it, in one statement (the wallet's bet
 * path: docs/decisions.md D26). The upsert takes the current hour's row lock and adds to its latest version, so
 * parallel bets of one member queue on it and each sees the stakes before it; earlier hours are no longer written
 * (a release of an earlier hour only lowers them). Sums as `playSums`, the new stake included.
 */
export async function addStakeAndSum(db: Db, memberId: string, now: number, amount: bigint) {
  const rows = await db.queryPrepared<{
    w1: string;
    w7: string;
    w30: string;
    l1: string;
    l7: string;
    l30: string;
  }>(
    'pd_protection_stake_sums',
    `WITH cur AS (
       INSERT INTO protection_activity (member_id, hour, wagered, lost)
       VALUES ($1::bigint, $5::timestamptz, $6::bigint, $6::bigint)
       ON CONFLICT (member_id, hour) DO UPDATE SET wagered = protection_activity.wagered + EXCLUDED.wagered,
         lost = protection_activity.lost + EXCLUDED.lost
       RETURNING wagered, lost),
     past AS (
       SELECT COALESCE(sum(wagered) FILTER (WHERE hour > $2::timestamptz), 0) AS w1,
         COALESCE(sum(wagered) FILTER (WHERE hour > $3::timestamptz), 0) AS w7,
         COALESCE(sum(wagered), 0) AS w30,
         COALESCE(sum(lost) FILTER (WHERE hour > $2::timestamptz), 0) AS l1,
         COALESCE(sum(lost) FILTER (WHERE hour > $3::timestamptz), 0) AS l7,
         COALESCE(sum(lost), 0) AS l30
       FROM protection_activity WHERE member_id = $1::bigint AND hour > $4::timestamptz AND hour < $5::timestamptz)
     SELECT (past.w1 + cur.wagered)::text AS w1, (past.w7 + cur.wagered)::text AS w7,
       (past.w30 + cur.wagered)::text AS w30, (past.l1 + cur.lost)::text AS l1, (past.l7 + cur.lost)::text AS l7,
       (past.l30 + cur.lost)::text AS l30
     FROM cur, past`,
    [
      memberId,
      new Date(now - 86_400_000 - 3_600_000).toISOString(),
      new Date(now - 7 * 86_400_000 - 3_600_000).toISOString(),
      new Date(now - 30 * 86_400_000 - 3_600_000).toISOString(),
      new Date(hourOf(now)).toISOString(),
      amount.toString(),
    ],
  );
  const r = rows[0]!;
  return {
    wager: { '24h': BigInt(r.w1), '7d': BigInt(r.w7), '30d': BigInt(r.w30) },
    loss: { '24h': BigInt(r.l1), '7d': BigInt(r.l7), '30d': BigInt(r.l30) },
  };
}

/** Adds to the member's hour (stakes and net loss deltas, minor units; may be negative to take one back). */
export async function addActivity(db: Db, memberId: string, now: number, wagered: bigint, lost: bigint) {
  await db.queryPrepared(
    'pd_protection_activity_add',
    `INSERT INTO protection_activity (member_id, hour, wagered, lost) VALUES ($1::bigint, $2::timestamptz, $3::bigint, $4::bigint)
     ON CONFLICT (member_id, hour) DO UPDATE SET wagered = protection_activity.wagered + EXCLUDED.wagered,
       lost = protection_activity.lost + EXCLUDED.lost`,
    [memberId, new Date(hourOf(now)).toISOString(), wagered.toString(), lost.toString()],
  );
}
