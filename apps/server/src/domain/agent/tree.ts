/**
 * The agent hierarchy (docs/architecture.md "Agents", tree; spec 6 "Agent ... downlines and upline"): `members.upline_id` and its
 * closure table `member_tree` (migration 0900). An upline is set once, when the member is registered with an agent's
 * affiliate/referral code or created by an agent, and never changes; so closure rows are only ever inserted.
 *
 * Member ids are strings of digits, as everywhere in the server (bigint columns are read as text); the functions also
 * accept a bigint or number.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';

/** A member id as the callers hold it. */
export type MemberIdLike = string | bigint | number;

function idText(id: MemberIdLike): string {
  const s = String(id);
  if (!/^[1-9][0-9]{0,18}$/.test(s)) throw new Error(`bad member id ${s}`);
  return s;
}

/**
 * Sets `members.upline_id` of `memberId` to `uplineId` and inserts its closure rows: depth 1 to the upline, depth d+1
 * to each ancestor of the upline at depth d. Runs on the handle it is given (the caller's transaction), as two
 * statements; call it in the same transaction that creates the member.
 * @throws Error when the member already has an upline, when either member does not exist, or when they are the same
 */
export async function attachUpline(tx: Db, memberId: MemberIdLike, uplineId: MemberIdLike): Promise<void> {
  const m = idText(memberId);
  const u = idText(uplineId);
  if (m === u) throw new Error('a member cannot be its own upline');
  const updated = await tx.query<{ id: string }>(sql`
    UPDATE members SET upline_id = ${u}::bigint
    WHERE id = ${m}::bigint AND upline_id IS NULL AND EXISTS (SELECT 1 FROM members WHERE id = ${u}::bigint)
    RETURNING id::text AS id`);
  if (updated.length === 0) throw new Error(`cannot attach member ${m} to upline ${u}`);
  await tx.query(sql`
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ${u}::bigint, ${m}::bigint, 1
    UNION ALL
    SELECT ancestor_id, ${m}::bigint, depth + 1 FROM member_tree WHERE descendant_id = ${u}::bigint`);
}

/** True when `memberId` is a descendant of `agentId` at any depth >= 1 (one primary-key probe). */
export async function isInTeam(db: Db, agentId: MemberIdLike, memberId: MemberIdLike): Promise<boolean> {
  const a = String(agentId);
  const m = String(memberId);
  if (!/^[1-9][0-9]{0,18}$/.test(a) || !/^[1-9][0-9]{0,18}$/.test(m)) return false;
  const rows = await db.query(
    sql`SELECT 1 FROM member_tree WHERE ancestor_id = ${a}::bigint AND descendant_id = ${m}::bigint`,
  );
  return rows.length > 0;
}

/** Ids of the direct downlines (depth 1) of `agentId`, ascending. */
export async function directDownlines(db: Db, agentId: MemberIdLike): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT descendant_id::text AS id FROM member_tree WHERE ancestor_id = ${idText(agentId)}::bigint AND depth = 1
    ORDER BY descendant_id`);
  return rows.map((r) => r.id);
}

/** The upline id of `memberId`, or null for a member without one (or an unknown member). */
export async function uplineOf(db: Db, memberId: MemberIdLike): Promise<string | null> {
  const [row] = await db.query<{ upline: string | null }>(
    sql`SELECT upline_id::text AS upline FROM members WHERE id = ${idText(memberId)}::bigint`,
  );
  return row?.upline ?? null;
}
