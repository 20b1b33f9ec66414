/** SQL for content items (announcements, notices, banners, popups, promotions, help centre) and feedback. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';

export interface ContentRow {
  id: string;
  kind: string;
  type: string | null;
  group_name: string | null;
  execution: string | null;
  lang: string | null;
  title: string;
  content: string;
  url: string | null;
  linkage_type: string | null;
  sequence: number;
  images: Array<{ sequence: number; url: string }>;
  created_at: Date;
  /** Promotions: the promotion's id in content/promotions.json (the same in every language); null for other kinds. */
  item_key: string | null;
  /** Promotions: the category id (content/promotions.json `categories`). */
  category_id: string | null;
  /** Promotions: the period, UTC; null start = already on, null end = open-ended. */
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface ContentFilter {
  kind: string;
  type?: string;
  /** Leave out items of this type (the public announcement list never shows the agents' type AG). */
  notType?: string;
  group?: string;
  executions?: string[];
  lang?: string;
}

/** How long a content list is reused (ms): content changes rarely and member info reads it on every call. */
const CACHE_MS = 30_000;

/**
 * A per-database cache of query results for {@link CACHE_MS}: `read(db, key, query)` answers the pending or settled
 * promise of the same key while it is fresh (a failed query is forgotten at once), `drop(db)` forgets a database's
 * entries (after a write).
 */
function queryCache<T>() {
  const byDb = new WeakMap<Db, Map<string, { at: number; rows: Promise<T> }>>();
  return {
    read(db: Db, key: string, query: () => Promise<T>): Promise<T> {
      let perDb = byDb.get(db);
      if (!perDb) byDb.set(db, (perDb = new Map()));
      const hit = perDb.get(key);
      const now = Date.now();
      if (hit && now - hit.at < CACHE_MS) return hit.rows;
      const rows = query();
      perDb.set(key, { at: now, rows });
      rows.catch(() => perDb.delete(key));
      return rows;
    },
    drop(db: Db) {
      byDb.delete(db);
    },
  };
}

const contentCache = queryCache<ContentRow[]>();

/**
 * Lists content of a brand; `lang` matches items of that language or without one. Cached per database for 30 s.
 */
export async function listContent(db: Db, brand: string, f: ContentFilter): Promise<ContentRow[]> {
  return contentCache.read(db, JSON.stringify([brand, f]), () => queryContent(db, brand, f));
}

/** Drops cached content (after a write). */
export function invalidateContent(db: Db) {
  contentCache.drop(db);
}

async function queryContent(db: Db, brand: string, f: ContentFilter): Promise<ContentRow[]> {
  // Archived rows (removed from config, src/domain/content/sync.ts) are kept for the records that reference them, never shown.
  const conds: SQL[] = [sql`brand = ${brand}`, sql`kind = ${f.kind}`, sql`archived_at IS NULL`];
  if (f.type) conds.push(sql`type = ${f.type}`);
  if (f.notType) conds.push(sql`type IS DISTINCT FROM ${f.notType}`);
  if (f.group) conds.push(sql`group_name = ${f.group}`);
  if (f.executions)
    conds.push(
      sql`(execution IS NULL OR execution IN (${sql.join(
        f.executions.map((e) => sql`${e}`),
        sql`, `,
      )}))`,
    );
  if (f.lang) conds.push(sql`(lang IS NULL OR lang = ${f.lang})`);
  return db.query<ContentRow>(sql`SELECT id::text AS id, kind, type, group_name, execution, lang, title, content, url, linkage_type, sequence, images, created_at,
      item_key, category_id, starts_at, ends_at
    FROM content_items WHERE ${sql.join(conds, sql` AND `)} ORDER BY sequence, id LIMIT 200`);
}

export interface NewContent {
  kind: string;
  type?: string | null;
  groupName?: string | null;
  execution?: string | null;
  lang?: string | null;
  title?: string;
  content?: string;
  url?: string | null;
  linkageType?: string | null;
  sequence?: number;
  images?: Array<{ sequence: number; url: string }>;
  /** Promotions: id in content/promotions.json, category id, and the period as ISO 8601 instants (with offset). */
  itemKey?: string | null;
  categoryId?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

/** Inserts one content item (and drops the content cache). */
export async function insertContent(db: Db, brand: string, c: NewContent) {
  invalidateContent(db);
  await db.query(sql`INSERT INTO content_items (brand, kind, type, group_name, execution, lang, title, content, url, linkage_type, sequence, images,
      item_key, category_id, starts_at, ends_at)
    VALUES (${brand}, ${c.kind}, ${c.type ?? null}, ${c.groupName ?? null}, ${c.execution ?? null}, ${c.lang ?? null}, ${c.title ?? ''},
      ${c.content ?? ''}, ${c.url ?? null}, ${c.linkageType ?? null}, ${c.sequence ?? 0}, ${JSON.stringify(c.images ?? [])}::jsonb,
      ${c.itemKey ?? null}, ${c.categoryId ?? null}, ${c.startsAt ?? null}::timestamptz, ${c.endsAt ?? null}::timestamptz)`);
}

/** A promotion category in one language (table promotion_categories). */
export interface PromotionCategoryRow {
  id: string;
  title: string;
}

const categoryCache = queryCache<PromotionCategoryRow[]>();

/**
 * The promotion categories of a brand in `lang`, in the config's order. Cached per database for 30 s like
 * {@link listContent} (dropped with it by {@link insertPromotionCategory}).
 */
export async function listPromotionCategories(
  db: Db,
  brand: string,
  lang: string,
): Promise<PromotionCategoryRow[]> {
  return categoryCache.read(db, `${brand}\u0000${lang}`, () =>
    db.query<PromotionCategoryRow>(
      sql`SELECT id, title FROM promotion_categories WHERE brand = ${brand} AND lang = ${lang} ORDER BY sequence, id`,
    ),
  );
}

/** Inserts (or retitles) a promotion category in one language. */
export async function insertPromotionCategory(
  db: Db,
  brand: string,
  c: { id: string; lang: string; title: string; sequence: number },
) {
  categoryCache.drop(db);
  await db.query(sql`INSERT INTO promotion_categories (brand, id, lang, title, sequence)
    VALUES (${brand}, ${c.id}, ${c.lang}, ${c.title}, ${c.sequence})
    ON CONFLICT (brand, lang, id) DO UPDATE SET title = EXCLUDED.title, sequence = EXCLUDED.sequence`);
}

export async function insertFeedback(
  db: Db,
  brand: string,
  memberId: string | null,
  sender: string | null,
  type: number,
  content: string,
  ip: string,
) {
  await db.query(
    sql`INSERT INTO feedback (brand, member_id, sender, type, content, ip) VALUES (${brand}, ${memberId}, ${sender}, ${type}, ${content}, ${ip})`,
  );
}
