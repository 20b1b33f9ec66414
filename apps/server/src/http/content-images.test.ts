/**
 * Content images (GET /content/<folder>/<file>, src/http/content-images.ts): every picture the brands' content JSON points
 * at is there and is a WebP, cached; a missing one is a 404 envelope, never the site's HTML page.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Every `url` / `imageUrl` string in config/brands/<id>/content/*.json, with the file it is in. */
function contentImageUrls(): Array<{ file: string; url: string }> {
  const out: Array<{ file: string; url: string }> = [];
  const walk = (file: string, v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(file, x);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'url' || k === 'imageUrl') && typeof x === 'string') out.push({ file, url: x });
        else walk(file, x);
      }
  };
  const brands = join(repoRoot, 'config', 'brands');
  for (const id of readdirSync(brands)) {
    const dir = join(brands, id, 'content');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const f of files) walk(`${id}/content/${f}`, JSON.parse(readFileSync(join(dir, f), 'utf8')));
  }
  return out;
}

let t: TestApp;
// With a site build (its index.html), so that anything not found could fall back to the site's page.
const webDist = mkdtempSync(join(tmpdir(), 'pd-content-images-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body>SPA</body></html>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('content images', () => {
  const refs = contentImageUrls();

  it("the demo brands' banners, popups and promotions all point at images this server has", () => {
    expect(refs.length).toBeGreaterThanOrEqual(10);
    // An image URL that cannot load (an example.com-style host, a path the server answers with its page) shows a
    // broken picture: the shipped content uses only the server's own content images.
    expect(refs.filter((r) => !r.url.startsWith('/content/'))).toEqual([]);
  });

  it.each(refs.map((r) => [r.url, r.file]))('serves %s (from %s) as a WebP', async (url) => {
    const r = await t.req('GET', url);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toBe('public, max-age=604800');
    const bytes = r.raw.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThanOrEqual(720);
    expect(bytes.length).toBeLessThanOrEqual(30_000);
  });

  it('gives banners 1200x400 (3:1, the home carousel slot)', async () => {
    const banners = refs.filter((r) => r.file.endsWith('banners.json') && !r.url.includes('forget'));
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      const meta = await sharp((await t.req('GET', b.url)).raw.rawPayload).metadata();
      expect([b.url, meta.width, meta.height]).toEqual([b.url, 1200, 400]);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = refs[0]!.url;
    const first = await t.req('GET', url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await t.req('GET', url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.rawPayload.length).toBe(0);
  });

  it("answers a missing image with a 404 envelope, not the site's page", async () => {
    for (const url of [
      '/content/deshplay/nosuchfile.webp',
      '/content/nosuchbrand/banner-welcome.webp',
      '/content/_base/banner-welcome.webp',
      '/content/deshplay',
      '/content/a/b/c.webp',
      '/content/',
    ]) {
      const r = await t.req('GET', url);
      expect(r.status, url).toBe(404);
      expect(r.headers['content-type'], url).toContain('application/json');
      expect(r.body.errorCode, url).toBe('NOT_FOUND');
    }
    // Meanwhile a site route still gets the page.
    const page = await t.req('GET', '/promotions');
    expect(page.status).toBe(200);
    expect(page.raw.body).toContain('SPA');
  });

  it('refuses file names of another shape with 400', async () => {
    for (const url of [
      '/content/deshplay/..%2F..%2Fbrand.json',
      '/content/deshplay/banner-welcome.svg',
      '/content/deshplay/Banner.webp',
      '/content/..%2Fdeshplay/banner-welcome.webp',
    ]) {
      const r = await t.req('GET', url);
      expect(r.status, url).toBe(400);
      expect(r.body.errorCode, url).toBe('VALIDATION');
    }
  });
});
