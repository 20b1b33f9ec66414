/**
 * Server rendering of the player site's first screen (Lighthouse target, docs/architecture.md "Targets": the content and the LCP image come with the
 * HTML instead of after ~145 KB of JavaScript and the API round trips).
 *
 * The web build (apps/web/vite.config.ts) writes the render as `<webDist>/.ssr/entry-server.js` (apps/web/src/
 * entry-server.tsx) beside the browser build's manifest `<webDist>/.vite/manifest.json`. {@link loadWebRender} loads
 * both once at start; {@link WebRender.page} then, for one index.html request:
 * 1. asks the render for the URL with the request's status value and its `lang` cookie; the render picks the page and
 *    language (apps/web/src/app/ssr.ts) and asks for the page's first calls, which are answered in process by this
 *    server's own routes (`app.inject`, GET with the brand, language and `Device: WEB` headers a browser sends, the
 *    visitor's address for the rate limits, no session: the server renders the visitor's view), so the data is the
 *    very bytes the browser would have fetched;
 * 2. returns the root's HTML, the payload to inline (`#pd-ssr`, the calls' answers by SWR key, so the browser's SWR
 *    starts with them), the `<html>` attributes (lang, and the rendered and offered languages for the pre-paint
 *    language guard) and the head links: the page chunk's CSS (so nothing moves when the chunk arrives) and
 *    modulepreloads of its JS (the browser needs the chunk before it can hydrate).
 * A URL the render does not take (another page, a popup, maintenance), an error or a render slower than
 * {@link SSR_TIMEOUT_MS} yields undefined: index.html is sent as before and the browser renders the page itself.
 * Without a render build (an older build, the Vite dev server) every page is client-rendered.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ExpiringPromises } from '../infra/expiring.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** Folder of the render build inside WEB_DIST (apps/web/vite.config.ts `SSR_DIR`). */
export const SSR_DIR = '.ssr';

/** A render slower than this (ms, data calls included) is given up: the page is client-rendered. */
export const SSR_TIMEOUT_MS = 3_000;

/**
 * How long a render is reused (ms) for the same brand, screen, language cookie and URL. A visitor's first screen is the
 * same for every visitor of a brand in a language (the render is the visitor view; nothing of the request's address
 * is in it), so one render per key per period serves everyone: a home page view then costs the server a cached string,
 * not seven in-process calls and some 30-50 ms of React, and the data is at most this old (the browser's SWR takes
 * over from there; the jackpot's 30 s refresh (docs/decisions.md D9) is unaffected).
 */
export const SSR_CACHE_MS = 5_000;

/** Most renders kept (oldest out first); a URL with an arbitrary query cannot grow the cache beyond this. */
export const SSR_CACHE_MAX = 200;

/**
 * Most renders running at once; a request beyond it gets the client-rendered page at once (the render is an
 * optimisation, never a queue a burst of uncached URLs could grow).
 */
export const SSR_MAX_RUNNING = 4;

/** The input of the web build's `render` (apps/web/src/entry-server.tsx `SsrInput`). */
export interface RenderInput {
  url: string;
  status: unknown;
  language?: string;
  load: (url: string, language: string) => Promise<unknown>;
  signal?: AbortSignal;
}

/** The output of the web build's `render` (apps/web/src/entry-server.tsx `SsrResult`). */
export interface RenderOutput {
  html: string;
  head: string;
  payload: { route: string; locale: string; data: Record<string, unknown> };
  languages: string[];
  modules: string[];
}

/** The web build's render function. */
export type RenderFn = (input: RenderInput) => Promise<RenderOutput | undefined>;

/** One entry of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: chunks by source key (`src/pages/home/HomePage.tsx`, `index.html`, `_shared-x.js`). */
export type Manifest = Record<string, ManifestChunk>;

/** A server-rendered page, ready to be put into index.html (src/http/indexPage.ts). */
export interface RenderedPage {
  /** Content of `<div id="root">`. */
  rootHtml: string;
  /** Resource hints of the render for the head (React's image preloads), HTML. */
  hints: string;
  /** The payload's JSON text (inline as `#pd-ssr`; indexPage escapes every `<`). */
  payload: string;
  /** Language rendered (`<html lang>`). */
  locale: string;
  /** Languages of the brand, default first. */
  languages: string[];
  /** Same-origin stylesheet URLs to link in the head, in order. */
  css: string[];
  /** Same-origin module URLs to modulepreload. */
  js: string[];
  /** Same-origin WOFF2 URLs to preload as fonts: the body text's face ({@link bodyFontPreloads}). */
  fonts: string[];
}

/** The server render of one built site. */
export interface WebRender {
  /**
   * Renders the index.html request `req` whose status envelope (the boot data) is `statusJson`, or resolves to
   * undefined when the page is client-rendered (see the module doc). Never rejects: an error is logged (warn).
   */
  page(req: FastifyRequest, statusJson: string): Promise<RenderedPage | undefined>;
  /**
   * False when the site's route table has no page at `pathname` (only its not-found catch-all): the index page is then
   * answered with HTTP 404. Absent in a build whose render module does not export it.
   */
  isKnownPath?(pathname: string): boolean;
}

/** Adds `key` and its static imports, transitively, to `seen`; returns `seen`. */
function chunkClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) chunkClosure(manifest, k, seen);
  return seen;
}

/** The entry chunks' closure and CSS of each manifest, worked out once (a manifest is read once at start). */
const entryClosures = new WeakMap<Manifest, { entry: Set<string>; entryCss: Set<string> }>();

function entryClosure(manifest: Manifest): { entry: Set<string>; entryCss: Set<string> } {
  let known = entryClosures.get(manifest);
  if (!known) {
    const entry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) chunkClosure(manifest, key, entry);
    known = { entry, entryCss: new Set([...entry].flatMap((k) => manifest[k]!.css ?? [])) };
    entryClosures.set(manifest, known);
  }
  return known;
}

/**
 * The CSS and JS a page module needs beyond the entry's (which index.html already links): the module's chunk and its
 * static imports, transitively, minus the entry's own closure. URLs are root-relative (`/assets/...`).
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { css: string[]; js: string[] } {
  const { entry, entryCss } = entryClosure(manifest);
  const css: string[] = [];
  const js: string[] = [];
  for (const m of modules) {
    for (const key of chunkClosure(manifest, m, new Set())) {
      if (entry.has(key)) continue;
      const chunk = manifest[key]!;
      if (!js.includes(`/${chunk.file}`)) js.push(`/${chunk.file}`);
      for (const c of chunk.css ?? []) if (!entryCss.has(c) && !css.includes(`/${c}`)) css.push(`/${c}`);
    }
  }
  return { css, js };
}

/**
 * The self-hosted family (@fontsource package, packages/ui/src/fonts/fonts.css) named first for each font stack of
 * tokens/typography.json that has one.
 */
export const STACK_FAMILIES: Readonly<Record<string, string>> = {
  bengali: 'noto-sans-bengali',
  rounded: 'nunito',
  sans: 'inter',
};

/** The unicode-range subset holding a language's script, for the languages whose script the fonts cover. */
export const LANGUAGE_SUBSETS: Readonly<Record<string, string>> = {
  bn: 'bengali',
  en: 'latin',
  hi: 'devanagari',
};

/** The self-hosted face every stack names for a non-Latin script (packages/ui/src/fonts/fonts.css). */
const SCRIPT_FAMILIES: Readonly<Record<string, string>> = {
  bengali: 'noto-sans-bengali',
  devanagari: 'noto-sans-devanagari',
};

/**
 * The regular (400) face a rendered page's body text is set in, for the script of `locale`: Noto Sans Bengali's
 * Bengali subset for Bengali and Noto Sans Devanagari's Devanagari subset for Hindi (every stack names those faces for
 * their script), else the subset of the family the brand's
 * body stack (`bodyStack`, a tokens/typography.json stack name) names first; as same-origin URLs from the build
 * manifest (`[]` when the build has no such file, the stack has no self-hosted face, or the script has no subset). Preloaded from the head, the face is there by the first layout,
 * so the first screen is not laid out in a fallback font and again when the face arrives (Lighthouse target, docs/architecture.md "Targets": FCP,
 * and the relayouts after it). One face only: the bold one and other subsets still load as the text needs them.
 */
export function bodyFontPreloads(
  manifest: Manifest,
  bodyStack: string | undefined,
  locale: string,
): string[] {
  const subset = LANGUAGE_SUBSETS[locale];
  if (!subset) return [];
  const family = SCRIPT_FAMILIES[subset] ?? (bodyStack && STACK_FAMILIES[bodyStack]);
  if (!family) return [];
  const suffix = `/${family}-${subset}-400-normal.woff2`;
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  return key ? [`/${manifest[key]!.file}`] : [];
}

/** Reads a cookie of the request's `Cookie` header (parsed by @fastify/cookie), or undefined. */
function cookie(req: FastifyRequest, name: string): string | undefined {
  const v = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[name];
  return typeof v === 'string' && v.length <= 16 ? v : undefined;
}

/**
 * A {@link WebRender} over `render` and `manifest`, answering the first calls through `app.inject` (see the module
 * doc). A render is reused for `cacheMs` (ms; 0: never) by brand, screen, language cookie and URL
 * ({@link SSR_CACHE_MS}), and at most {@link SSR_MAX_RUNNING} run at once (beyond that the page is client-rendered).
 * Exported for tests, which give it a fake render.
 */
export function webRender(
  app: FastifyInstance,
  render: RenderFn,
  manifest: Manifest,
  log: FastifyBaseLogger,
  timeoutMs = SSR_TIMEOUT_MS,
  cacheMs = SSR_CACHE_MS,
): WebRender {
  const cache = new ExpiringPromises<RenderedPage | undefined>(cacheMs, SSR_CACHE_MAX);
  let running = 0;
  const once = async (
    req: FastifyRequest,
    envelope: { value?: unknown },
  ): Promise<RenderedPage | undefined> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const load = async (url: string, language: string) => {
        const r = await app.inject({
          method: 'GET',
          url,
          remoteAddress: req.ip,
          headers: {
            host: req.host,
            merchant: req.brand.id,
            language,
            device: 'WEB',
            accept: 'application/json',
          },
        });
        const body = r.json() as { success?: boolean; value?: unknown };
        return r.statusCode === 200 && body.success === true ? body.value : undefined;
      };
      const timeout = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
      );
      const out = await Promise.race([
        render({ url: req.url, status: envelope.value, language: cookie(req, 'lang'), load, signal }),
        timeout,
      ]);
      if (!out) return undefined;
      const assets = pageAssets(manifest, out.modules);
      return {
        rootHtml: out.html,
        hints: out.head,
        payload: JSON.stringify(out.payload),
        locale: out.payload.locale,
        languages: out.languages,
        ...assets,
        fonts: bodyFontPreloads(manifest, req.brand.config?.config.theme.font.body, out.payload.locale),
      };
    } catch (err) {
      log.warn({ err, url: req.url }, 'server render failed: the page is client-rendered');
      return undefined;
    }
  };
  return {
    page(req, statusJson) {
      let envelope: { success?: boolean; value?: { status?: unknown } };
      try {
        envelope = JSON.parse(statusJson) as typeof envelope;
      } catch {
        return Promise.resolve(undefined);
      }
      if (envelope.success !== true) return Promise.resolve(undefined);
      // The brand's config version: a live config edit (src/infra/brands/live.ts) renders afresh at once.
      const key = [
        req.brand.id,
        req.brand.version ?? '',
        String(envelope.value?.status),
        cookie(req, 'lang') ?? '',
        req.url,
      ].join('\n');
      const now = Date.now();
      const hit = cache.fresh(key, now);
      if (hit) return hit;
      if (running >= SSR_MAX_RUNNING) return Promise.resolve(undefined);
      running++;
      return cache.put(
        key,
        now,
        once(req, envelope).finally(() => running--),
      );
    },
  };
}

/**
 * Loads the render build of `webDist` (`.ssr/entry-server.js` and the browser build's manifest), or resolves to
 * undefined (logged at info) when the build has none: pages are then client-rendered.
 * @throws when the render module exists but cannot be imported or exports no `render` function (a broken build).
 */
export async function loadWebRender(
  app: FastifyInstance,
  webDist: string,
  log: FastifyBaseLogger,
  cacheMs = SSR_CACHE_MS,
): Promise<WebRender | undefined> {
  const entry = join(webDist, SSR_DIR, 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) {
    log.info({ webDist }, 'no server render in the web build: pages are client-rendered');
    return undefined;
  }
  const mod = (await import(pathToFileURL(entry).href)) as { render?: unknown; isKnownPath?: unknown };
  if (typeof mod.render !== 'function') throw new Error(`${entry} exports no render function`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const r = webRender(app, mod.render as RenderFn, manifest, log, SSR_TIMEOUT_MS, cacheMs);
  const known = mod.isKnownPath;
  return typeof known === 'function' ? { ...r, isKnownPath: (p) => (known as (p: string) => boolean)(p) } : r;
}
