/**
 * Content follows config (src/domain/content/sync.ts, docs/decisions.md D16) and the brand theme stylesheet (src/http/assets.ts
 * themeRoutes) through a live config edit (src/infra/brands/live.ts): an app on a temporary copy of config/, whose watcher
 * is polled by hand (`configWatcher.check()`), so each edit is applied exactly when the test says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionsValue } from '@playdeck/api-client/schemas';
import { resolveColor } from '@playdeck/ui/theme/brandTheme';
import { configVariant, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let cfg: ReturnType<typeof configVariant>;
const promotionsFile = () => join(cfg.dir, 'brands/deshplay/content/promotions.json');
const bannersFile = () => join(cfg.dir, 'brands/deshplay/content/banners.json');

type Promotions = { items: { id: string; title: Record<string, string> }[] } & Record<string, unknown>;

beforeAll(async () => {
  cfg = configVariant({});
  // A long period: the test polls by hand.
  t = await createTestApp({ configDir: cfg.dir, watchConfigMs: 3_600_000 });
});

afterAll(async () => {
  await t?.close();
  cfg?.remove();
});

/** Polls the watcher until the edit is swapped in (a change is loaded once it has settled for one poll). */
async function applyEdit(): Promise<string> {
  let last = '';
  for (let i = 0; i < 5 && last !== 'swapped' && last !== 'refused'; i++)
    last = await t.app.configWatcher!.check();
  return last;
}

async function promotions(lang = 'en') {
  const r = await t.req<PromotionsValue>('GET', '/wps/content/promotions', { headers: { language: lang } });
  expect(r.status).toBe(200);
  return r.body.value!.items;
}

async function rowsOf(key: string) {
  return t.db.query<{ id: string; title: string; archived: boolean }>(
    sql`SELECT id::text AS id, title, archived_at IS NOT NULL AS archived FROM content_items
      WHERE brand = 'deshplay' AND config_key = ${key}`,
  );
}

describe('content follows config', () => {
  it('upserts an edited promotion title and archives a removed promotion (row kept), on a live edit', async () => {
    const before = await promotions();
    expect(before.map((p) => p.id)).toEqual(expect.arrayContaining(['welcome-bonus', 'cricket-refund']));
    const [removedRow] = await rowsOf('promotion:cricket-refund:en');
    expect(removedRow).toMatchObject({ archived: false });

    const original = readFileSync(promotionsFile(), 'utf8');
    const p = JSON.parse(original) as Promotions;
    p.items = p.items
      .filter((i) => i.id !== 'cricket-refund')
      .map((i) =>
        i.id === 'welcome-bonus' ? { ...i, title: { ...i.title, en: 'Welcome bonus, doubled' } } : i,
      );
    writeFileSync(promotionsFile(), JSON.stringify(p));
    expect(await applyEdit()).toBe('swapped');

    const after = await promotions();
    expect(after.find((i) => i.id === 'welcome-bonus')?.title).toBe('Welcome bonus, doubled');
    expect(after.map((i) => i.id)).not.toContain('cricket-refund');
    // Bengali keeps its own title; only the edited language changed.
    expect((await promotions('bn')).find((i) => i.id === 'welcome-bonus')?.title).toBe(
      p.items.find((i) => i.id === 'welcome-bonus')!.title.bn,
    );
    // The removed promotion's rows are still there, archived, with the same id.
    expect(await rowsOf('promotion:cricket-refund:en')).toEqual([
      { id: removedRow!.id, title: removedRow!.title, archived: true },
    ]);

    // Put back: the same row comes back (un-archived), not a copy.
    writeFileSync(promotionsFile(), original);
    expect(await applyEdit()).toBe('swapped');
    expect((await promotions()).map((i) => i.id)).toContain('cricket-refund');
    expect(await rowsOf('promotion:cricket-refund:en')).toEqual([
      { id: removedRow!.id, title: removedRow!.title, archived: false },
    ]);
  });

  it('serves an edited banner and archives a removed one', async () => {
    const banners = JSON.parse(readFileSync(bannersFile(), 'utf8')) as Record<string, { url: string }[]>;
    const home = banners.w_home!;
    expect(home.length).toBeGreaterThanOrEqual(2);
    banners.w_home = [{ ...home[0]!, url: '/content/_base/banner-login.webp' }];
    writeFileSync(bannersFile(), JSON.stringify(banners));
    expect(await applyEdit()).toBe('swapped');
    const r = await t.req<{ url: string }[]>('GET', '/wps/content/banners?group=w_home');
    expect(r.status).toBe(200);
    expect(r.body.value!.map((b) => b.url)).toEqual(['/content/_base/banner-login.webp']);
    expect(await rowsOf('banner:w_home:1')).toEqual([expect.objectContaining({ archived: true })]);
  });

  it('writes nothing when the config content did not change (the sync is idempotent)', async () => {
    const { syncBrandContent } = await import('./sync.ts');
    const brand = t.app.ctx.brands.get('deshplay')!;
    expect(await syncBrandContent(t.db, brand)).toEqual({ brand: 'deshplay', upserted: 0, archived: 0 });
  });
});

describe('brand theme stylesheet', () => {
  it('serves the brand theme under a content-hashed URL, a new URL after a colour edit, the old one still answered', async () => {
    const href = t.app.ctx.brands.get('deshplay')!.theme!.href;
    expect(href).toMatch(/^\/theme\/deshplay\.[0-9a-f]{16}\.css$/);
    const first = await t.app.inject({ url: href, headers: { 'accept-encoding': 'identity' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toContain('[data-brand="deshplay"]{');
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: href, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const brandFile = join(cfg.dir, 'brands/deshplay/brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { theme: { light: Record<string, string> } };
    brand.theme.light.primary = 'teal.900';
    writeFileSync(brandFile, JSON.stringify(brand));
    expect(await applyEdit()).toBe('swapped');

    const next = t.app.ctx.brands.get('deshplay')!.theme!.href;
    expect(next).not.toBe(href);
    const css = await t.app.inject({ url: next, headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: next });
    expect(plain.body).toContain(
      `--pd-color-primary:${resolveColor('deshplay', 'light.primary', 'teal.900')};`,
    );
    // A page loaded just before the edit still gets its stylesheet.
    expect((await t.app.inject({ url: href })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/theme/deshplay.0000000000000000.css' })).statusCode).toBe(404);
  });
});
