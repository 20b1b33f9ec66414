/**
 * Demo seed on a fresh database, once per brand: the brand's content seed (config/brands/<id>/content/ over _base;
 * promotion categories go to promotion_categories), a demo affiliate code DEMO, a demo member `demo` and the demo agent
 * tree (agent/team/seed.ts), each with a random password logged once (never a shared default: D2).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand, BrandRegistry } from './brands/index.ts';
import type { Db } from './db/client.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from './content/service.ts';
import { insertContent, insertPromotionCategory, type NewContent } from './content/store.ts';
import { insertMember } from './member/store.ts';
import { seedDemoAgentTree } from './agent/team/seed.ts';
import { hashPassword, randomToken } from './util.ts';

/** Content rows from the brand's content seed (LocalizedText expanded to one row per language). */
function fromSeed(brand: Brand): NewContent[] {
  const c = brand.content;
  if (!c) return [];
  const out: NewContent[] = [];
  const langs = brand.languages;
  for (const lang of langs) {
    c.announcements.forEach((a, i) =>
      out.push({
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
        kind: 'notice',
        lang,
        title: n.title[lang] ?? '',
        content: n.content[lang] ?? '',
        sequence: i,
      }),
    );
    c.popups.forEach((p, i) =>
      out.push({
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
      out.push({ kind: 'banner', groupName: group, url: bn.url, linkageType: bn.linkageType, sequence: i }),
    );
  return out;
}

/** Seeds every brand not yet seeded. `demoMember` false skips the demo account (tests). */
export async function seed(db: Db, brands: BrandRegistry, log: FastifyBaseLogger, demoMember = true) {
  for (const brand of brands.brands.values()) {
    const claimed = await db.query(
      sql`INSERT INTO seeds (brand) VALUES (${brand.id}) ON CONFLICT DO NOTHING RETURNING brand`,
    );
    if (!claimed.length) continue;
    for (const c of fromSeed(brand)) await insertContent(db, brand.id, c);
    for (const lang of brand.languages)
      for (const [sequence, cat] of (brand.content?.promotions.categories ?? []).entries())
        await insertPromotionCategory(db, brand.id, {
          id: cat.id,
          lang,
          title: cat.title[lang] ?? cat.title[brand.defaultLanguage] ?? '',
          sequence,
        });
    await db.query(
      sql`INSERT INTO affiliates (brand, code) VALUES (${brand.id}, 'DEMO') ON CONFLICT DO NOTHING`,
    );
    if (demoMember) {
      const password = randomToken(12);
      await insertMember(db, {
        brand: brand.id,
        username: 'demo',
        usernameKey: 'demo',
        mobile: null,
        mobileVerified: false,
        email: null,
        passwordHash: await hashPassword(password),
        type: 0,
        nickname: 'Demo',
        language: brand.defaultLanguage,
        mustChangePassword: true,
        registerUrl: null,
        registerMethod: 'SEED',
        affiliateCode: null,
        referralCode: null,
        profile: {},
        balances: { [brand.currency.code]: 100_000n },
      });
      log.warn(
        { brand: brand.id, username: 'demo', password },
        'demo member created; this password is shown once',
      );
      await seedDemoAgentTree(db, brand, log);
    }
  }
}
