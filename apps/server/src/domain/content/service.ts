/**
 * Content (spec sections 2, 3, 7): announcements of types B, PL, PU, PR, H on platform W; popups by execution
 * (A logged in, F first login, B anonymous); banners by group (w_home, w_login, w_register, w_leftmenu, w_forget);
 * notices; promotions; help centre. Feedback (types 1 2 3 4 6 0; brand.json `limits` characters after trim, 20 to 200 by default; captcha).
 */
import { AgentLanding } from '@playdeck/api-client/schemas';
import type { Brand } from '../../infra/brands/index.ts';
import type { ContentRow } from './store.ts';

/**
 * Announcement type of the announcements for agents (content/agent.json `announcements`; docs/architecture.md "Agents", agentAnnouncement):
 * listed only by GET /wps/content/agentAnnouncements to agent members, never by the public announcement list.
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

/**
 * The feedback description bounds of `brand` in characters after trim (spec 5 "Description max 200, hint 20 to 200"):
 * brand.json `limits.feedbackHintMinLength` and `limits.feedbackMaxLength`. Brands built by hand (tests) get the
 * spec's 20 and 200.
 */
export function feedbackLimits(brand: Brand): { min: number; max: number } {
  const l = brand.config?.config.limits;
  return l ? { min: l.feedbackHintMinLength, max: l.feedbackMaxLength } : { min: 20, max: 200 };
}

export const toAnnouncement = (r: ContentRow) => ({
  id: r.id,
  type: r.type ?? '',
  title: r.title,
  content: r.content,
  execution: r.execution ?? '',
  createdAt: new Date(r.created_at).toISOString(),
});
export const toBanner = (r: ContentRow) => ({
  groupName: r.group_name ?? '',
  url: r.url ?? '',
  linkageType: r.linkage_type ?? '',
});
export const toPromotion = (r: ContentRow) => ({
  id: r.id,
  title: r.title,
  announcementImages: r.images ?? [],
});

/**
 * The promotions centre's list (spec 1 "promotions centre with categories", 2 "/promotions"), from the promotion rows
 * of one language (as {@link listContent} gives them, in the config's order) and that language's categories.
 *
 * Rules:
 * - a promotion is listed until it ends: `ends_at` null (open-ended) or later than `now` (ms since the epoch). One
 *   that has not started yet is listed too, so players see what is coming; the web shows "Starts on <date>" for it;
 * - `categories` are those that have at least one listed promotion (no empty tab), in the config's order;
 *   `categoryId` then keeps only that category's promotions;
 * - images are sorted by `sequence`; times are ISO 8601 UTC; `id` is the promotion's config id (the row id for
 *   rows without one).
 */
export function promotionsCentre(
  rows: readonly ContentRow[],
  categories: readonly { id: string; title: string }[],
  now: number,
  categoryId?: string,
) {
  const live = rows
    .filter((r) => r.ends_at === null || new Date(r.ends_at).getTime() > now)
    .map((r) => ({
      id: r.item_key ?? r.id,
      categoryId: r.category_id ?? r.type ?? '',
      title: r.title,
      content: r.content,
      announcementImages: [...(r.images ?? [])]
        .sort((a, b) => a.sequence - b.sequence)
        .map((i) => ({ sequence: i.sequence, url: i.url })),
      startsAt: r.starts_at ? new Date(r.starts_at).toISOString() : null,
      endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    }));
  const used = new Set(live.map((p) => p.categoryId));
  return {
    categories: categories.filter((c) => used.has(c.id)).map((c) => ({ id: c.id, title: c.title })),
    items: categoryId ? live.filter((p) => p.categoryId === categoryId) : live,
  };
}
export const toPopup = (r: ContentRow) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  execution: r.execution ?? '',
});

/** The agent landing page's schema lives with the API contract (`@playdeck/api-client/schemas`). */
export { AgentLanding };

/**
 * The agent landing data of `brand` in `lang`: texts fall back to the brand default language, then to "".
 * Brands built by hand (tests) without a loaded config get `landing: null`, `consultation: null` and no menu.
 */
export function agentLanding(brand: Brand, lang: string): AgentLanding {
  const pick = (t: Record<string, string>) => t[lang] ?? t[brand.defaultLanguage] ?? '';
  const c = brand.config?.config;
  const l = brand.content?.agent?.landing;
  return {
    landing: l
      ? {
          title: pick(l.title),
          intro: pick(l.intro),
          sections: l.sections.map((s) => ({ id: s.id, title: pick(s.title), content: pick(s.content) })),
        }
      : null,
    consultation: c ? { ...c.agentConsultation } : null,
    timezone: brand.timezone,
    menu: (c?.vendors.menus.agentCenter ?? []).map((m) => ({ ...m })),
  };
}
