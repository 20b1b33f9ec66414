/**
 * Content follows config (docs/decisions.md D16; docs/architecture.md "Content defined in config is upserted by key on every
 * load"): the banners, announcements, notices, popups, promotions (and their categories), help centre articles and
 * agent announcements of `config/brands/<id>/content/` (over `_base`) are written to `content_items` when the server
 * starts and after every live config edit (src/infra/brands/live.ts).
 *
 * - Key (`config_key`): `<kind>:<item id>:<language>` (one row per language, as the lists are read per language);
 *   help articles `help:<section id>/<article id>:<language>`; agent announcements `agent:<id>:<language>`. Banners
 *   have no id in config: `banner:<group>:<position>` (a banner is its picture in a slot of a group).
 * - Upsert: a row whose key exists is updated only when a field differs (and un-archived); a new key is inserted.
 * - Archive: a row of the brand whose key is no longer in config gets `archived_at`; the lists never show archived rows
 *   (src/domain/content/store.ts). Rows are never deleted, so anything that points at a row stays valid. Rows without a key
 *   (not from config) are left alone.
 * - Several server processes may run this at once (each after its own reload): the statements are idempotent and the
 *   upsert resolves concurrent inserts of one key by `ON CONFLICT`.
 * Promotion categories are upserted by (brand, language, id) as before; a category no promotion uses is not shown.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from './service.ts';
import { insertPromotionCategory, invalidateContent, type NewContent } from './store.ts';

/** A content row as config defines it, with its key. */
export type ConfigContent = NewContent & { configKey: string };

/** The content rows of a brand's config (LocalizedText expanded to one row per language); see the module doc. */
export function contentFromConfig(brand: Brand): ConfigContent[] {
  const c = brand.content;
  if (!c) return [];
  const out: ConfigContent[] = [];
  for (const lang of brand.languages) {
    c.announcements.forEach((a, i) =>
      out.push({
        configKey: `announcement:${a.id}:${lang}`,
        kind: 'announcement',
        type: a.type,
        execution: null,
        lang,
        title: a.title[lang] ?? '',
        content: a.content[lang] ?? '',
        sequence: i,
      }),
    );
    c.notices.forEach((n, i) =>
      out.push({
        configKey: `notice:${n.id}:${lang}`,
        kind: 'notice',
        lang,
        title: n.title[lang] ?? '',
        content: n.content[lang] ?? '',
        sequence: i,
      }),
    );
    c.popups.forEach((p, i) =>
      out.push({
        configKey: `popup:${p.id}:${lang}`,
        kind: 'popup',
        execution: p.execution,
        lang,
        title: p.title[lang] ?? '',
        content: p.content[lang] ?? '',
        url: p.imageUrl ?? null,
        sequence: i,
      }),
    );
    c.promotions.items.forEach((p, i) =>
      out.push({
        configKey: `promotion:${p.id}:${lang}`,
        kind: 'promotion',
        type: p.categoryId,
        lang,
        title: p.title[lang] ?? '',
        content: p.content[lang] ?? '',
        images: p.announcementImages,
        sequence: i,
        itemKey: p.id,
        categoryId: p.categoryId,
        startsAt: p.startsAt ?? null,
        endsAt: p.endsAt ?? null,
      }),
    );
    // Agent-only announcements (content/agent.json): type AG, served only by GET /wps/content/agentAnnouncements.
    c.agent.announcements.forEach((a, i) =>
      out.push({
        configKey: `agent:${a.id}:${lang}`,
        kind: 'announcement',
        type: AGENT_ANNOUNCEMENT_TYPE,
        execution: null,
        lang,
        title: a.title[lang] ?? a.title[brand.defaultLanguage] ?? '',
        content: a.content[lang] ?? a.content[brand.defaultLanguage] ?? '',
        sequence: i,
      }),
    );
    let h = 0;
    for (const section of c.helpCenter.sections)
      for (const art of section.articles)
        out.push({
          configKey: `help:${section.id}/${art.id}:${lang}`,
          kind: 'help',
          type: section.id,
          lang,
          title: art.title[lang] ?? '',
          content: art.content[lang] ?? '',
          sequence: h++,
        });
  }
  for (const [group, banners] of Object.entries(c.banners))
    banners.forEach((bn, i) =>
      out.push({
        configKey: `banner:${group}:${i}`,
        kind: 'banner',
        groupName: group,
        url: bn.url,
        linkageType: bn.linkageType,
        sequence: i,
      }),
    );
  return out;
}

/** What one brand's sync changed: rows inserted or updated, rows archived. */
export interface SyncResult {
  brand: string;
  upserted: number;
  archived: number;
}

/**
 * Writes one brand's config content to the database (see the module doc) in one transaction, then drops this
 * process's content caches. Returns the number of rows inserted or changed and archived.
 */
export async function syncBrandContent(db: Db, brand: Brand): Promise<SyncResult> {
  const rows = contentFromConfig(brand).map((c) => ({
    config_key: c.configKey,
    kind: c.kind,
    type: c.type ?? null,
    group_name: c.groupName ?? null,
    execution: c.execution ?? null,
    lang: c.lang ?? null,
    title: c.title ?? '',
    content: c.content ?? '',
    url: c.url ?? null,
    linkage_type: c.linkageType ?? null,
    sequence: c.sequence ?? 0,
    images: c.images ?? [],
    item_key: c.itemKey ?? null,
    category_id: c.categoryId ?? null,
    starts_at: c.startsAt ?? null,
    ends_at: c.endsAt ?? null,
  }));
  // Sorted keys: two processes syncing at once take the row locks in the same order (no deadlock).
  rows.sort((a, b) => (a.config_key < b.config_key ? -1 : a.config_key > b.config_key ? 1 : 0));
  const json = JSON.stringify(rows);
  const keys = JSON.stringify(rows.map((r) => r.config_key));
  const result = await db.tx(async (t) => {
    const upserted = await t.query<{ id: string }>(sql`
      INSERT INTO content_items (brand, config_key, kind, type, group_name, execution, lang, title, content, url,
          linkage_type, sequence, images, item_key, category_id, starts_at, ends_at)
        SELECT ${brand.id}, x.config_key, x.kind, x.type, x.group_name, x.execution, x.lang, x.title, x.content, x.url,
          x.linkage_type, x.sequence, x.images, x.item_key, x.category_id, x.starts_at, x.ends_at
        FROM jsonb_to_recordset(${json}::jsonb) AS x(config_key text, kind text, type text, group_name text,
          execution text, lang text, title text, content text, url text, linkage_type text, sequence integer,
          images jsonb, item_key text, category_id text, starts_at timestamptz, ends_at timestamptz)
      ON CONFLICT (brand, config_key) DO UPDATE SET kind = EXCLUDED.kind, type = EXCLUDED.type,
          group_name = EXCLUDED.group_name, execution = EXCLUDED.execution, lang = EXCLUDED.lang,
          title = EXCLUDED.title, content = EXCLUDED.content, url = EXCLUDED.url, linkage_type = EXCLUDED.linkage_type,
          sequence = EXCLUDED.sequence, images = EXCLUDED.images, item_key = EXCLUDED.item_key,
          category_id = EXCLUDED.category_id, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
          archived_at = NULL
        WHERE (content_items.kind, content_items.type, content_items.group_name, content_items.execution,
            content_items.lang, content_items.title, content_items.content, content_items.url,
            content_items.linkage_type, content_items.sequence, content_items.images, content_items.item_key,
            content_items.category_id, content_items.starts_at, content_items.ends_at)
          IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.type, EXCLUDED.group_name, EXCLUDED.execution, EXCLUDED.lang,
            EXCLUDED.title, EXCLUDED.content, EXCLUDED.url, EXCLUDED.linkage_type, EXCLUDED.sequence, EXCLUDED.images,
            EXCLUDED.item_key, EXCLUDED.category_id, EXCLUDED.starts_at, EXCLUDED.ends_at)
          OR content_items.archived_at IS NOT NULL
      RETURNING id::text AS id`);
    const archived = await t.query<{ id: string }>(sql`
      UPDATE content_items SET archived_at = now()
      WHERE brand = ${brand.id} AND archived_at IS NULL
        AND config_key IS NOT NULL AND config_key NOT IN (SELECT jsonb_array_elements_text(${keys}::jsonb))
      RETURNING id::text AS id`);
    return { brand: brand.id, upserted: upserted.length, archived: archived.length };
  });
  invalidateContent(db);
  // After the transaction, on the outer handle: insertPromotionCategory drops this process's category cache of it.
  for (const lang of brand.languages)
    for (const [sequence, cat] of (brand.content?.promotions.categories ?? []).entries())
      await insertPromotionCategory(db, brand.id, {
        id: cat.id,
        lang,
        title: cat.title[lang] ?? cat.title[brand.defaultLanguage] ?? '',
        sequence,
      });
  return result;
}

/**
 * Syncs every brand's config content ({@link syncBrandContent}) one brand after another; logs what changed at info
 * level (nothing when nothing changed).
 */
export async function syncContent(
  db: Db,
  brands: Iterable<Brand>,
  log: FastifyBaseLogger,
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const brand of brands) {
    const r = await syncBrandContent(db, brand);
    results.push(r);
    if (r.upserted || r.archived) log.info(r, 'content synced from config');
  }
  return results;
}
