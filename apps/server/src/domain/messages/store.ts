/**
 * SQL for platform messages (migrations/0200_messages.sql): a member sees the messages addressed to them plus the
 * unexpired broadcasts of their brand; read receipts are per (member, message). Single statements only (PGlite is
 * one connection; CTEs and ON CONFLICT are atomic on both drivers).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';

/** Language -> text. */
export type Localised = Record<string, string>;

export interface MessageRow {
  id: string;
  category: string;
  title: Localised;
  content: Localised;
  broadcast: boolean;
  read: boolean;
  created_at: Date | string;
}

/** A message to write: to one member (`memberId`) or to the whole brand (`memberId` null). */
export interface NewMessage {
  brand: string;
  memberId: string | null;
  category: 'system' | 'account' | 'promotion' | 'wallet';
  title: Localised;
  content: Localised;
  /** Makes the insert idempotent per (brand, member or broadcast, key). */
  seedKey?: string;
  expiresAt?: Date | null;
}

/**
 * The visibility rule of `m` for a member of a brand. `noMarketing`: the member is timed out or self-excluded
 * (docs/decisions.md D26), so marketing messages (category `promotion`, addressed or broadcast) are not shown.
 */
function visible(brand: string, memberId: string, noMarketing: boolean): SQL {
  return sql`(m.member_id = ${memberId} OR (m.member_id IS NULL AND m.brand = ${brand}))
    AND (m.expires_at IS NULL OR m.expires_at > now())${noMarketing ? sql` AND m.category <> 'promotion'` : sql``}`;
}

/** Inserts messages; rows whose seed key already exists are skipped. @returns how many were written. */
export async function insertMessages(db: Db, rows: readonly NewMessage[]): Promise<number> {
  if (!rows.length) return 0;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.brand}, ${r.memberId}::bigint, ${r.category}, ${JSON.stringify(r.title)}::jsonb, ${JSON.stringify(
          r.content,
        )}::jsonb, ${r.seedKey ?? null}, ${r.expiresAt ? r.expiresAt.toISOString() : null}::timestamptz)`,
    ),
    sql`, `,
  );
  const out = await db.query<{ id: string }>(sql`INSERT INTO messages
    (brand, member_id, category, title, content, seed_key, expires_at) VALUES ${values}
    ON CONFLICT DO NOTHING RETURNING id::text AS id`);
  return out.length;
}

/** Total and unread counts of the messages a member sees. */
export async function counts(
  db: Db,
  brand: string,
  memberId: string,
  noMarketing: boolean,
): Promise<{ total: number; unread: number }> {
  const [row] = await db.query<{ total: number; unread: number }>(sql`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE r.message_id IS NULL)::int AS unread
    FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.member_id = ${memberId}
    WHERE ${visible(brand, memberId, noMarketing)}`);
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** One page of a member's messages, newest first. */
export async function listMessages(
  db: Db,
  brand: string,
  memberId: string,
  opts: { limit: number; offset: number; unreadOnly: boolean; noMarketing: boolean },
): Promise<MessageRow[]> {
  const unread = opts.unreadOnly ? sql` AND r.message_id IS NULL` : sql``;
  return db.query<MessageRow>(sql`SELECT m.id::text AS id, m.category, m.title, m.content,
      (m.member_id IS NULL) AS broadcast, (r.message_id IS NOT NULL) AS read, m.created_at
    FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.member_id = ${memberId}
    WHERE ${visible(brand, memberId, opts.noMarketing)}${unread}
    ORDER BY m.created_at DESC, m.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`);
}

/** How many of `ids` (distinct) the member may see. */
export async function countVisible(
  db: Db,
  brand: string,
  memberId: string,
  ids: readonly string[],
  noMarketing: boolean,
): Promise<number> {
  const list = sql.join(
    ids.map((i) => sql`${i}::bigint`),
    sql`, `,
  );
  const [row] = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM messages m WHERE m.id IN (${list}) AND ${visible(brand, memberId, noMarketing)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Writes read receipts for the given visible messages (or all visible ones when `ids` is null); existing receipts
 * are kept. @returns receipts newly written.
 */
export async function markRead(
  db: Db,
  brand: string,
  memberId: string,
  ids: readonly string[] | null,
  noMarketing: boolean,
): Promise<number> {
  const only = ids
    ? sql` AND m.id IN (${sql.join(
        ids.map((i) => sql`${i}::bigint`),
        sql`, `,
      )})`
    : sql``;
  const out = await db.query<{ message_id: string }>(sql`INSERT INTO message_reads (member_id, message_id)
    SELECT ${memberId}::bigint, m.id FROM messages m WHERE ${visible(brand, memberId, noMarketing)}${only}
    ON CONFLICT DO NOTHING RETURNING message_id::text AS message_id`);
  return out.length;
}
