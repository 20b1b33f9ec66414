/**
 * The web build's hashed assets (`<webDist>/assets/*`: JS, CSS, fonts, each name carrying a content hash), answered
 * from memory (Lighthouse target, docs/architecture.md "Targets"): a phone's first load asks for some 40 of them at once, and reading each from disk
 * through @fastify/static (a stat per precompressed sibling, a file stream) made the server's answers queue, which
 * the site paid on every request (Lighthouse's server latency). Read once at start (about 4 MB with the `.br` / `.gz`
 * siblings the build writes; apps/web/vite.config.ts), each answer is a ready buffer:
 * - the brotli or gzip sibling when the client accepts it (`Vary: Accept-Encoding`), else the file itself;
 * - `Cache-Control: public, max-age=31536000, immutable` (a hashed name never changes content), a strong ETag of the
 *   content (a matching `If-None-Match` gets 304);
 * - anything not in the folder falls through to the not-found handling (404 envelope or the SPA page).
 * Other files of the build (index.html, pre-paint.js) stay with @fastify/static.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { strongEtag } from '../infra/etag.ts';

/** URL prefix and folder name of the hashed assets. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Media types by extension: the kinds a Vite build emits, and the pictures of config/brands/<id>/content/images
 * (src/http/content-images.ts).
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

/** One asset held in memory. */
export interface MemoryAsset {
  type: string;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Reads `<webDist>/assets` into memory: file name -> asset (siblings `.br` / `.gz` attached, not listed). */
export function readAssets(webDist: string): Map<string, MemoryAsset> {
  const dir = join(webDist, 'assets');
  const assets = new Map<string, MemoryAsset>();
  if (!existsSync(dir)) return assets;
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const raw = readFileSync(join(dir, name));
    assets.set(name, {
      type: MEDIA_TYPES[extname(name)] ?? 'application/octet-stream',
      etag: strongEtag(raw),
      raw,
      br: names.has(`${name}.br`) ? readFileSync(join(dir, `${name}.br`)) : undefined,
      gzip: names.has(`${name}.gz`) ? readFileSync(join(dir, `${name}.gz`)) : undefined,
    });
  }
  return assets;
}

/**
 * Puts `ETag: etag` and `Cache-Control: cacheControl` on `reply`, for an answer held in memory (hashed assets, content
 * images, generated icons). Returns true when the request's `If-None-Match` is that ETag: the caller then answers
 * `304 Not Modified` with no body (RFC 9110 13.1.2), so a browser revalidating a cached copy gets no bytes again.
 */
export function cacheHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  return req.headers['if-none-match'] === etag;
}

/** Chooses the encoding of `asset` for an `Accept-Encoding` header: br, then gzip, else none. */
export function negotiate(
  asset: MemoryAsset,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = acceptEncoding ?? '';
  if (asset.br && /\bbr\b/.test(accepts)) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && /\bgzip\b/.test(accepts)) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.raw };
}

/**
 * Answers one content-hashed file held in memory: cached for a year as immutable, 304 on a matching If-None-Match,
 * brotli or gzip when the client accepts it (shared by the build's assets and the generated theme/validator files).
 */
function sendImmutable(req: FastifyRequest, reply: FastifyReply, asset: Parameters<typeof negotiate>[0]) {
  reply.header('Vary', 'Accept-Encoding').type(asset.type);
  if (cacheHeaders(req, reply, asset.etag, 'public, max-age=31536000, immutable'))
    return reply.code(304).send();
  const { body, encoding } = negotiate(asset, req.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/**
 * Registers `GET /assets/:file` (and its HEAD twin) answering the build's hashed assets from memory; see the module
 * doc. Returns how many assets were loaded.
 */
export function assetRoutes(app: FastifyInstance, webDist: string): number {
  const assets = readAssets(webDist);
  app.get<{ Params: { file: string } }>(
    `${ASSETS_PREFIX}:file`,
    { schema: { hide: true } },
    (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const asset = assets.get(req.params.file);
      if (!asset) return reply.callNotFound();
      return sendImmutable(req, reply, asset);
    },
  );
  return assets.size;
}

/** URL prefix of the brands' theme stylesheets (`Brand.theme.href`: `/theme/<id>.<hash>.css`). */
export const THEME_PREFIX = '/theme/';

/** How many generated files of a kind are kept answerable besides the current ones (pages loaded before a config edit). */
const GENERATED_HISTORY = 32;

/**
 * Registers `GET <prefix>:file` (and its HEAD twin) answering text files the server makes from each brand's config,
 * named by their content hash (`href` = `<prefix><id>.<hash>.<ext>`):
 * - `Cache-Control: public, max-age=31536000, immutable`, a strong ETag (304 on a match), brotli/gzip made once per
 *   file when the client accepts them;
 * - after a live config edit (src/infra/brands/live.ts) the new file is served under its new name; the last
 *   {@link GENERATED_HISTORY} files stay answerable, so a page rendered just before the edit still gets its file;
 * - any other name under the prefix falls through to the not-found handling (a 404 envelope).
 * @param fileOf the brand's current file (`{ text, href }`), or undefined when it has none.
 * @returns `remember()`: adds the current brands' files (call it after a config swap).
 */
function generatedFileRoutes<B>(
  app: FastifyInstance,
  prefix: string,
  type: string,
  registry: { brands: ReadonlyMap<string, B> },
  fileOf: (brand: B) => { text: string; href: string } | undefined,
): { remember(): void } {
  const files = new Map<string, MemoryAsset>();
  /** Adds the current brands' files (compressed once each) and drops the oldest unlinked ones beyond the history. */
  const remember = () => {
    const current = new Set<string>();
    for (const b of registry.brands.values()) {
      const f = fileOf(b);
      if (!f) continue;
      current.add(f.href);
      if (files.has(f.href)) continue;
      const raw = Buffer.from(f.text);
      files.set(f.href, {
        type,
        etag: strongEtag(raw),
        raw,
        br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
      });
    }
    // Map order is insertion order: the first keys are the oldest.
    for (const key of files.keys()) {
      if (files.size <= GENERATED_HISTORY + current.size) break;
      if (!current.has(key)) files.delete(key);
    }
  };
  remember();
  app.get<{ Params: { file: string } }>(
    `${prefix}:file`,
    { schema: { hide: true } },
    (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const href = `${prefix}${req.params.file}`;
      // A file of a config swapped in a moment ago may not be remembered yet.
      if (!files.has(href) && [...registry.brands.values()].some((b) => fileOf(b)?.href === href)) remember();
      const asset = files.get(href);
      if (!asset) return reply.callNotFound();
      return sendImmutable(req, reply, asset);
    },
  );
  return { remember };
}

/**
 * Registers `GET /theme/:file` (and its HEAD twin): each brand's theme CSS (`Brand.theme`, made by `brandThemeToCss`
 * from `brand.json` `theme` when the config loads), linked by the index page (src/http/indexPage.ts), so a colour
 * change is a config edit, never a web build (docs/architecture.md "Theme CSS is generated from the brand's config by the
 * server"). Caching, compression and the history of old files: see `generatedFileRoutes`.
 */
export function themeRoutes(
  app: FastifyInstance,
  registry: { brands: ReadonlyMap<string, { theme?: { css: string; href: string } }> },
): { remember(): void } {
  return generatedFileRoutes(app, THEME_PREFIX, MEDIA_TYPES['.css']!, registry, (b) =>
    b.theme ? { text: b.theme.css, href: b.theme.href } : undefined,
  );
}

/** URL prefix of the brands' registration validator modules (`Brand.registration.href`: `/validator/<id>.<hash>.js`). */
export const VALIDATOR_PREFIX = '/validator/';

/**
 * Registers `GET /validator/:file` (and its HEAD twin): each brand's registration validator, an ES module of AJV
 * standalone code compiled from its field settings and registration flags (src/infra/brands/registration.ts), which the
 * register form imports (same origin, so the CSP's `script-src 'self'` allows it; it evaluates no strings, so no
 * `unsafe-eval`). Its URL is the status `info.registerValidator`; a field-setting edit makes a new one. Served as
 * `text/javascript` (a module script needs a JavaScript MIME type, HTML living standard "fetch a single module
 * script"). Caching, compression and the history of old files: see `generatedFileRoutes`.
 */
export function validatorRoutes(
  app: FastifyInstance,
  registry: { brands: ReadonlyMap<string, { registration?: { source: string; href: string } }> },
): { remember(): void } {
  return generatedFileRoutes(app, VALIDATOR_PREFIX, MEDIA_TYPES['.js']!, registry, (b) =>
    b.registration ? { text: b.registration.source, href: b.registration.href } : undefined,
  );
}
