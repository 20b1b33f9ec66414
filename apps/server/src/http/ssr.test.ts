/**
 * The server render's part of the server (src/http/ssr.ts, src/http/indexPage.ts, src/http/assets.ts), with a fake
 * web build: a `.ssr/entry-server.js` whose `render` is driven by the test through a global, and a manifest.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  bodyFontPreloads,
  pageAssets,
  webRender,
  type Manifest,
  type RenderInput,
  type RenderOutput,
} from './ssr.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>x</title><script type="module" src="/assets/index-a.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-a.js'],
    css: ['assets/index-a.css'],
  },
  '_shared-a.js': { file: 'assets/shared-a.js', css: ['assets/shared-a.css'] },
  'src/pages/home/HomePage.tsx': {
    file: 'assets/HomePage-a.js',
    imports: ['_shared-a.js', '_grid-a.js'],
    css: ['assets/HomePage-a.css'],
  },
  '_grid-a.js': { file: 'assets/grid-a.js', imports: ['_shared-a.js'], css: ['assets/grid-a.css'] },
  '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2': {
    file: 'assets/noto-sans-bengali-bengali-400-normal-a.woff2',
  },
  '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2':
    {
      file: 'assets/noto-sans-devanagari-devanagari-400-normal-a.woff2',
    },
  '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff2': {
    file: 'assets/noto-sans-bengali-latin-400-normal-a.woff2',
  },
  '../../node_modules/@fontsource/nunito/files/nunito-latin-400-normal.woff2': {
    file: 'assets/nunito-latin-400-normal-a.woff2',
  },
};

/** What the fake render does on the next request (set by each test). */
type Behaviour = (input: RenderInput) => Promise<RenderOutput | undefined>;
const g = globalThis as unknown as { __pdRender?: Behaviour; __pdRenderCalls?: RenderInput[] };

const dir = mkdtempSync(join(tmpdir(), 'pd-ssr-'));
let m: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    'export const render = (input) => { globalThis.__pdRenderCalls.push(input); return globalThis.__pdRender(input); };' +
      "\nexport const isKnownPath = (p) => p !== '/no-such-page';",
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dir, 'assets'));
  const js = 'console.log("index");'.repeat(100);
  writeFileSync(join(dir, 'assets', 'index-a.js'), js);
  writeFileSync(join(dir, 'assets', 'index-a.js.br'), 'BROTLI-BYTES');
  writeFileSync(join(dir, 'assets', 'index-a.js.gz'), 'GZIP-BYTES');
  writeFileSync(join(dir, 'assets', 'font-a.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  // Renders are not reused here: each test drives the fake render differently for the same URL.
  m = await createTestApp({ webDist: dir, ssrCacheMs: 0 });
});
afterAll(async () => {
  await m.close();
  rmSync(dir, { recursive: true });
});
beforeEach(() => {
  g.__pdRenderCalls = [];
  g.__pdRender = async () => undefined;
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const r = await m.app.inject({ url, headers });
  expect(r.statusCode).toBe(200);
  return r;
};

describe('pageAssets', () => {
  it('lists the CSS and JS of a page module and its static imports that the entry does not already load', () => {
    expect(pageAssets(MANIFEST, ['src/pages/home/HomePage.tsx'])).toEqual({
      css: ['/assets/HomePage-a.css', '/assets/grid-a.css'],
      js: ['/assets/HomePage-a.js', '/assets/grid-a.js'],
    });
  });

  it('gives nothing for a module the manifest does not know', () => {
    expect(pageAssets(MANIFEST, ['src/pages/nope.tsx'])).toEqual({ css: [], js: [] });
  });
});

describe('bodyFontPreloads', () => {
  it('preloads the Bengali face of Noto Sans Bengali for a Bengali page, whatever the body stack', () => {
    for (const stack of ['bengali', 'rounded', 'sans'])
      expect(bodyFontPreloads(MANIFEST, stack, 'bn')).toEqual([
        '/assets/noto-sans-bengali-bengali-400-normal-a.woff2',
      ]);
  });

  it('preloads the Devanagari face of Noto Sans Devanagari for a Hindi page, whatever the body stack', () => {
    for (const stack of ['bengali', 'rounded', 'sans'])
      expect(bodyFontPreloads(MANIFEST, stack, 'hi')).toEqual([
        '/assets/noto-sans-devanagari-devanagari-400-normal-a.woff2',
      ]);
  });

  it("preloads the Latin subset of the body stack's own family for an English page", () => {
    expect(bodyFontPreloads(MANIFEST, 'rounded', 'en')).toEqual(['/assets/nunito-latin-400-normal-a.woff2']);
    expect(bodyFontPreloads(MANIFEST, 'bengali', 'en')).toEqual([
      '/assets/noto-sans-bengali-latin-400-normal-a.woff2',
    ]);
  });

  it('preloads nothing it cannot name: no subset for the language, no face for the stack, no file in the build', () => {
    expect(bodyFontPreloads(MANIFEST, 'bengali', 'ta')).toEqual([]);
    expect(bodyFontPreloads(MANIFEST, 'mono', 'en')).toEqual([]);
    expect(bodyFontPreloads(MANIFEST, undefined, 'en')).toEqual([]);
    expect(bodyFontPreloads(MANIFEST, 'sans', 'en')).toEqual([]); // Inter's file is not in this build
  });
});

describe('index.html status', () => {
  it('answers 404 with the site page for a path the route table does not know, 200 for a known one', async () => {
    const missing = await m.app.inject({ url: '/no-such-page?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('<div id="root">');
    expect((await m.app.inject({ url: '/promotions' })).statusCode).toBe(200);
    // API paths keep their own 404 envelope.
    const api = await m.app.inject({ url: '/wps/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});

describe('index.html with a server render', () => {
  it('puts the rendered page, its payload, CSS and chunks and the language into index.html', async () => {
    g.__pdRender = async (input) => ({
      html: '<main>rendered &lt;home&gt;</main>',
      head: '<link rel="preload" as="image" href="/lgw/games/icon/1.svg"/>',
      payload: { route: 'home', locale: 'en', data: { k: { title: '</script><script>alert(1)</script>' } } },
      languages: ['bn', 'en'],
      modules: ['src/pages/home/HomePage.tsx'],
      ...(input.url === '/' ? {} : { html: 'wrong url' }),
    });
    const r = await page('/');
    const html = r.body;
    expect(html).toContain('<div id="root"><main>rendered &lt;home&gt;</main></div>');
    expect(html).toContain('<html lang="en" data-ssr-lang="en" data-ssr-langs="bn en">');
    expect(html).toContain('<link rel="preload" as="image" href="/lgw/games/icon/1.svg"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/HomePage-a.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/grid-a.css">');
    // The brand's body face (deshplay: the bengali stack) for the page's language, before the first layout.
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-latin-400-normal-a.woff2">',
    );
    expect(html.match(/as="font"/g)).toHaveLength(1);
    // The page is the HTML: its script loads at low priority, after the CSS and the first images.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-a.js">',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index-a.js">');
    expect(html).not.toContain('href="/assets/shared-a.css"');
    // The payload is data: no value closes its element.
    const payload = /<script type="application\/json" id="pd-ssr">([^<]*)<\/script>/.exec(html);
    expect(payload).not.toBeNull();
    expect(JSON.parse(payload![1]!)).toEqual({
      route: 'home',
      locale: 'en',
      data: { k: { title: '</script><script>alert(1)</script>' } },
    });
    expect(html.match(/<script/g)).toHaveLength(3); // module entry, boot data, payload, and nothing else
    // The boot status is still inlined, and the CSP still has no 'unsafe-inline'.
    expect(html).toMatch(/id="pd-boot">\{"success":true/);
    expect(String(r.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('gives the render the request URL, its status, the lang cookie, and answers its calls with this server’s routes', async () => {
    let notices: unknown;
    g.__pdRender = async (input) => {
      notices = await input.load('/wps/content/notices', 'en');
      return undefined;
    };
    await page('/home?x=1', { cookie: 'lang=en', language: 'bn' });
    const input = g.__pdRenderCalls![0]!;
    expect(input.url).toBe('/home?x=1');
    expect(input.language).toBe('en');
    expect((input.status as { info: { merchant: string } }).info.merchant).toBe('deshplay');
    const api = await m.req<unknown>('GET', '/wps/content/notices', { headers: { language: 'en' } });
    expect(api.body.success).toBe(true);
    expect(notices).toEqual((api.body as { value: unknown }).value);
  });

  it('answers a failed call as undefined (the browser makes it again)', async () => {
    let answer: unknown = 'unset';
    g.__pdRender = async (input) => {
      answer = await input.load('/wps/member/info', 'en');
      return undefined;
    };
    await page('/');
    expect(answer).toBeUndefined();
  });

  it('sends the client-rendered page when the render declines, throws or runs too long', async () => {
    for (const behaviour of [
      async () => undefined,
      async () => {
        throw new Error('render broke');
      },
    ] as Behaviour[]) {
      g.__pdRender = behaviour;
      const html = (await page('/')).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('pd-ssr');
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('id="pd-boot"');
      // A client-rendered page needs its script at once: default priority.
      expect(html).toContain('<script type="module" src="/assets/index-a.js">');
    }
  });

  it('gives up a render slower than its time limit (the page is then client-rendered) and logs it', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => warnings.push(o) } as unknown as FastifyBaseLogger;
    const never: Behaviour = () => new Promise(() => undefined);
    const render = webRender(m.app, never, MANIFEST, log, 50);
    const req = { url: '/', ip: '127.0.0.1', host: 'localhost', brand: { id: 'deshplay' } } as FastifyRequest;
    const started = Date.now();
    expect(await render.page(req, '{"success":true,"value":{}}')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warnings).toHaveLength(1);
    // A failure envelope is never rendered.
    expect(await render.page(req, '{"success":false}')).toBeUndefined();
  });

  it('reuses a render for the same brand, language cookie and URL, and never runs more than a few at once', async () => {
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    let calls = 0;
    const gates: Array<() => void> = [];
    const slow: Behaviour = async () => {
      calls++;
      await new Promise<void>((r) => gates.push(r));
      return {
        html: '<main>home</main>',
        head: '',
        payload: { route: 'home', locale: 'bn', data: {} },
        languages: ['bn'],
        modules: [],
      };
    };
    const render = webRender(m.app, slow, MANIFEST, log, 5_000, 60_000);
    const req = (url: string, lang?: string) =>
      ({
        url,
        ip: '127.0.0.1',
        host: 'localhost',
        brand: { id: 'deshplay' },
        cookies: lang ? { lang } : {},
      }) as unknown as FastifyRequest;
    const ok = '{"success":true,"value":{"status":0}}';
    // Two requests for one key while its render runs: one render, both get it.
    const a = render.page(req('/'), ok);
    const b = render.page(req('/'), ok);
    // Three more keys: four renders run; a fifth key is not queued but client-rendered at once.
    const others = [
      render.page(req('/', 'en'), ok),
      render.page(req('/home'), ok),
      render.page(req('/?x=1'), ok),
    ];
    expect(await render.page(req('/?x=2'), ok)).toBeUndefined();
    expect(calls).toBe(4);
    for (const open of gates) open();
    expect((await a)?.rootHtml).toBe('<main>home</main>');
    expect(await b).toBe(await a);
    await Promise.all(others);
    // Later requests for a rendered key are answered from the cache, without rendering again.
    expect((await render.page(req('/'), ok))?.rootHtml).toBe('<main>home</main>');
    expect(calls).toBe(4);
    // Another screen (maintenance) is another key.
    void render.page(req('/'), '{"success":true,"value":{"status":1}}');
    expect(calls).toBe(5);
    for (const open of gates) open();
  });

  it('never hands the CSP nonce to rendered content that reads like its placeholder', async () => {
    g.__pdRender = async () => ({
      html: '<main>%CSP_NONCE%</main>',
      head: '',
      payload: { route: 'home', locale: 'bn', data: { note: '%CSP_NONCE%' } },
      languages: ['bn'],
      modules: [],
    });
    const r = await page('/');
    const nonce = /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(r.body).toContain('<main>%CSP_NONCE%</main>');
    expect(r.body).not.toContain(nonce!);
  });

  it('compresses the page for a client that accepts brotli or gzip', async () => {
    g.__pdRender = async () => ({
      html: `<main>${'x'.repeat(5000)}</main>`,
      head: '',
      payload: { route: 'home', locale: 'bn', data: {} },
      languages: ['bn', 'en'],
      modules: [],
    });
    const br = await m.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('x'.repeat(5000));
    const gz = await m.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('x'.repeat(5000));
  });
});

describe('hashed assets from memory', () => {
  it('serves the brotli, gzip or plain bytes, immutable, with an ETag that answers 304', async () => {
    const br = await m.app.inject({ url: '/assets/index-a.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.body).toBe('BROTLI-BYTES');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await m.app.inject({ url: '/assets/index-a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.body).toBe('GZIP-BYTES');
    const plain = await m.app.inject({ url: '/assets/index-a.js' });
    expect(plain.body).toBe('console.log("index");'.repeat(100));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await m.app.inject({
      url: '/assets/index-a.js',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const font = await m.app.inject({ url: '/assets/font-a.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('leaves unknown asset names and the build’s dot folders to the not-found handling', async () => {
    const missing = await m.app.inject({ url: '/assets/nope.js' });
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const r = await m.app.inject({ url });
      expect(r.body).not.toContain('export const render');
      expect(r.body).not.toContain('HomePage-a.js"');
    }
  });
});
