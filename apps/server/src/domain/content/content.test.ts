import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: string; type: string; title: string; execution: string };

describe('content', () => {
  it('lists announcements by type for platform W, localised', async () => {
    const all = await t.req<Item[]>('GET', '/wps/content/announcements?platform=W');
    expect(all.body.value!.length).toBeGreaterThan(0);
    const types = new Set(all.body.value!.map((a) => a.type));
    const one = [...types][0]!;
    const filtered = await t.req<Item[]>('GET', `/wps/content/announcements?type=${one}&platform=W`);
    expect(filtered.body.value!.every((a) => a.type === one)).toBe(true);
    const bad = await t.req('GET', '/wps/content/announcements?type=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION');
    const bn = await t.req<Item[]>('GET', '/wps/content/announcements', { headers: { language: 'bn' } });
    expect(bn.body.value![0]!.title).not.toBe(all.body.value![0]!.title);
  });

  it('shows popups B to visitors and A/F to members', async () => {
    const anon = await t.req<Item[]>('GET', '/wps/content/popups');
    expect(anon.body.value!.every((p) => p.execution === 'B')).toBe(true);
    const u = await t.register();
    const member = await t.req<Item[]>('GET', '/wps/content/popups', { token: u.token });
    expect(member.body.value!.length).toBeGreaterThan(0);
    expect(member.body.value!.every((p) => p.execution === 'A' || p.execution === 'F')).toBe(true);
  });

  it('lists notices and banners by group', async () => {
    expect((await t.req<Item[]>('GET', '/wps/content/notices')).body.value!.length).toBeGreaterThan(0);
    const home = await t.req<Array<{ groupName: string }>>('GET', '/wps/content/banners?group=w_home');
    expect(home.body.value!.length).toBeGreaterThan(0);
    expect(home.body.value!.every((b) => b.groupName === 'w_home')).toBe(true);
  });
});

describe('feedback', () => {
  const good = 'My withdrawal has been pending for two days.';
  it('stores feedback of each type with the sender from the session', async () => {
    const u = await t.register();
    for (const type of [1, 2, 3, 4, 6, 0]) {
      const ip = t.ip();
      const c = await t.captcha(ip);
      const r = await t.req('PUT', '/wps/feedback', {
        body: { content: `  ${good}  `, type, captcha: c.answer },
        ip,
        token: u.token,
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
    const { sql } = await import('drizzle-orm');
    const rows = await t.db.query<{ sender: string; content: string }>(
      sql`SELECT sender, content FROM feedback WHERE sender = ${u.username}`,
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]!.content).toBe(good);
  });

  it('refuses content outside 20-200 characters after trim, bad types and a missing captcha, writing nothing', async () => {
    const before = await t.count('feedback');
    const ip = t.ip();
    const c = await t.captcha(ip);
    const short = await t.req('PUT', '/wps/feedback', {
      body: { content: '   too short    ', type: 1, captcha: c.answer },
      ip,
    });
    expect(short.body.errorCode).toBe('FEEDBACK_CONTENT_LENGTH');
    expect(short.body.message).toBe('Please describe the problem in 20 to 200 characters');
    const long = await t.req('PUT', '/wps/feedback', {
      body: { content: 'x'.repeat(201), type: 1, captcha: c.answer },
      ip,
    });
    expect(long.body.errorCode).toBe('FEEDBACK_CONTENT_LENGTH');
    for (const type of [5, 7, '1', null]) {
      const r = await t.req('PUT', '/wps/feedback', { body: { content: good, type, captcha: 'abcd' }, ip });
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    const noCaptcha = await t.req('PUT', '/wps/feedback', { body: { content: good, type: 1 }, ip });
    expect(noCaptcha.body.errorCode).toBe('VALIDATION');
    expect(await t.count('feedback')).toBe(before);
  });
});

type PromotionsValue = {
  categories: Array<{ id: string; title: string }>;
  items: Array<{
    id: string;
    categoryId: string;
    title: string;
    content: string;
    announcementImages: Array<{ sequence: number; url: string }>;
    startsAt: string | null;
    endsAt: string | null;
  }>;
};

describe('promotions centre (GET /wps/content/promotions)', () => {
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  beforeAll(async () => {
    const { insertContent, insertPromotionCategory } = await import('./store.ts');
    const now = Date.now();
    for (const [lang, cat, live, ended, soon] of [
      ['en', 'Test offers', 'Live test offer', 'Ended test offer', 'Coming test offer'],
      ['bn', 'পরীক্ষার অফার', 'চলতি পরীক্ষার অফার', 'শেষ পরীক্ষার অফার', 'আসন্ন পরীক্ষার অফার'],
    ] as const) {
      await insertPromotionCategory(t.db, 'deshplay', { id: 'zz-test', lang, title: cat, sequence: 99 });
      await insertPromotionCategory(t.db, 'deshplay', {
        id: 'zz-empty',
        lang,
        title: `${cat} 2`,
        sequence: 98,
      });
      const base = { kind: 'promotion', lang, categoryId: 'zz-test', content: `${live}.` };
      // Images stored out of order: the answer sorts them by sequence.
      await insertContent(t.db, 'deshplay', {
        ...base,
        itemKey: 'zz-live',
        title: live,
        sequence: 100,
        images: [
          { sequence: 3, url: '/content/deshplay/c.webp' },
          { sequence: 1, url: '/content/deshplay/a.webp' },
          { sequence: 2, url: '/content/deshplay/b.webp' },
        ],
        startsAt: iso(now - 10 * DAY),
        endsAt: iso(now + 10 * DAY),
      });
      await insertContent(t.db, 'deshplay', {
        ...base,
        itemKey: 'zz-ended',
        title: ended,
        sequence: 101,
        startsAt: iso(now - 10 * DAY),
        endsAt: iso(now - 60_000),
      });
      await insertContent(t.db, 'deshplay', {
        ...base,
        itemKey: 'zz-soon',
        title: soon,
        sequence: 102,
        startsAt: iso(now + 5 * DAY),
      });
    }
  });

  it('answers the seeded categories and the promotions not ended, in en and bn, without a login', async () => {
    const { testBrands } = await import('../../test/harness.ts');
    const brand = testBrands().brands.get('deshplay')!;
    const seed = brand.content!.promotions;
    const live = seed.items.filter((p) => !p.endsAt || Date.parse(p.endsAt) > Date.now());
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const lang of ['en', 'bn'] as const) {
      const r = await t.req<PromotionsValue>('GET', '/wps/content/promotions', {
        headers: { language: lang },
      });
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      const v = r.body.value!;
      const seeded = v.items.filter((p) => !p.id.startsWith('zz-'));
      expect(seeded.map((p) => [p.id, p.categoryId, p.title])).toEqual(
        live.map((p) => [p.id, p.categoryId, p.title[lang]]),
      );
      expect(seeded.map((p) => p.content)).toEqual(live.map((p) => p.content[lang]));
      const usedCategories = new Set(live.map((p) => p.categoryId));
      expect(v.categories.filter((c) => !c.id.startsWith('zz-'))).toEqual(
        seed.categories
          .filter((c) => usedCategories.has(c.id))
          .map((c) => ({ id: c.id, title: c.title[lang] })),
      );
      for (const p of seeded) {
        const s = live.find((x) => x.id === p.id)!;
        expect(p.endsAt).toBe(s.endsAt ? new Date(s.endsAt).toISOString() : null);
        expect(p.announcementImages.map((i) => i.sequence)).toEqual(
          s.announcementImages.map((i) => i.sequence).sort((a, b) => a - b),
        );
      }
    }
  });

  it('lists images in sequence order, hides ended promotions and shows not-yet-started ones', async () => {
    const en = await t.req<PromotionsValue>('GET', '/wps/content/promotions');
    const ids = en.body.value!.items.map((p) => p.id);
    expect(ids).toContain('zz-live');
    expect(ids).toContain('zz-soon');
    expect(ids).not.toContain('zz-ended');
    const liveItem = en.body.value!.items.find((p) => p.id === 'zz-live')!;
    expect(liveItem.title).toBe('Live test offer');
    expect(liveItem.announcementImages).toEqual([
      { sequence: 1, url: '/content/deshplay/a.webp' },
      { sequence: 2, url: '/content/deshplay/b.webp' },
      { sequence: 3, url: '/content/deshplay/c.webp' },
    ]);
    const soon = en.body.value!.items.find((p) => p.id === 'zz-soon')!;
    expect(Date.parse(soon.startsAt!)).toBeGreaterThan(Date.now());
    expect(soon.endsAt).toBeNull();
    // A category with a listed promotion is a tab; one without any is not.
    expect(en.body.value!.categories).toContainEqual({ id: 'zz-test', title: 'Test offers' });
    expect(en.body.value!.categories.map((c) => c.id)).not.toContain('zz-empty');
    // `lang` in the query wins over the Language header, as for announcements.
    const bn = await t.req<PromotionsValue>('GET', '/wps/content/promotions?lang=bn');
    expect(bn.body.value!.items.find((p) => p.id === 'zz-live')!.title).toBe('চলতি পরীক্ষার অফার');
    expect(bn.body.value!.categories).toContainEqual({ id: 'zz-test', title: 'পরীক্ষার অফার' });
    expect(bn.body.value!.items.map((p) => p.id)).not.toContain('zz-ended');
  });

  it('keeps only one category with categoryId, and every category tab stays', async () => {
    const r = await t.req<PromotionsValue>('GET', '/wps/content/promotions?categoryId=zz-test');
    expect(r.body.value!.items.map((p) => p.id).sort()).toEqual(['zz-live', 'zz-soon']);
    expect(r.body.value!.categories.length).toBeGreaterThan(1);
  });

  it('refuses malformed query input with a 4xx envelope, never a 500', async () => {
    for (const q of [
      'lang=%3Cscript%3E',
      'lang=' + 'x'.repeat(40),
      'categoryId=Bad%20Id',
      'categoryId=%27%3B--',
    ]) {
      const r = await t.req('GET', `/wps/content/promotions?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.errorCode).toBe('VALIDATION');
      expect(typeof r.body.message).toBe('string');
    }
  });
});
