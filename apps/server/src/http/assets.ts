/**
 * The web build's hashed assets (`<webDist>/assets/*`: JS, CSS, fonts, each name carrying a content hash), answered
 * from memory (issue 5 Lighthouse): a phone's first load asks for some 40 of them at once, and reading each from disk
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
import { strongEtag } from '../util.ts';

/** URL prefix and folder name of the hashed assets. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Media types by extension: the kinds a Vite build emits, and the pictures of config/brands/<id>/content/images
 * (src/content/images.ts).
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
      reply.header('Vary', 'Accept-Encoding').type(asset.type);
      if (cacheHeaders(req, reply, asset.etag, 'public, max-age=31536000, immutable'))
        return reply.code(304).send();
      const { body, encoding } = negotiate(asset, req.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    },
  );
  return assets.size;
}

/** URL prefix of the brands' theme stylesheets (`Brand.theme.href`: `/theme/<id>.<hash>.css`). */
export const THEME_PREFIX = '/theme/';

/** How many theme files are kept answerable besides the current ones (pages loaded before a config edit). */
const THEME_HISTORY = 32;

/**
 * Registers `GET /theme/:file` (and its HEAD twin): each brand's theme CSS (`Brand.theme`, made by `brandThemeToCss`
 * from `brand.json` `theme` when the config loads), linked by the index page (src/http/indexPage.ts), so a colour
 * change is a config edit, never a web build (ARCHITECTURE.md "Theme CSS is generated from the brand's config by the
 * server").
 * - The name carries the CSS's content hash: `Cache-Control: public, max-age=31536000, immutable`, a strong ETag
 *   (304 on a match), brotli/gzip made once per file when the client accepts them.
 * - After a live config edit (src/brands/live.ts) the new file is served under its new name; the last
 *   {@link THEME_HISTORY} files stay answerable, so a page rendered just before the edit still gets its stylesheet.
 * - Any other name under `/theme/` falls through to the not-found handling (a 404 envelope).
 */
export function themeRoutes(
  app: FastifyInstance,
  registry: { brands: ReadonlyMap<string, { theme?: { css: string; href: string } }> },
): { remember(): void } {
  const files = new Map<string, MemoryAsset>();
  /** Adds the current brands' files (compressed once each) and drops the oldest unlinked ones beyond the history. */
  const remember = () => {
    const current = new Set<string>();
    for (const b of registry.brands.values()) {
      if (!b.theme) continue;
      current.add(b.theme.href);
      if (files.has(b.theme.href)) continue;
      const raw = Buffer.from(b.theme.css);
      files.set(b.theme.href, {
        type: MEDIA_TYPES['.css']!,
        etag: strongEtag(raw),
        raw,
        br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
      });
    }
    // Map order is insertion order: the first keys are the oldest.
    for (const key of files.keys()) {
      if (files.size <= THEME_HISTORY + current.size) break;
      if (!current.has(key)) files.delete(key);
    }
  };
  remember();
  app.get<{ Params: { file: string } }>(
    `${THEME_PREFIX}:file`,
    { schema: { hide: true } },
    (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const href = `${THEME_PREFIX}${req.params.file}`;
      // A file of a config swapped in a moment ago may not be remembered yet.
      if (!files.has(href) && [...registry.brands.values()].some((b) => b.theme?.href === href)) remember();
      const asset = files.get(href);
      if (!asset) return reply.callNotFound();
      reply.header('Vary', 'Accept-Encoding').type(asset.type);
      if (cacheHeaders(req, reply, asset.etag, 'public, max-age=31536000, immutable'))
        return reply.code(304).send();
      const { body, encoding } = negotiate(asset, req.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    },
  );
  return { remember };
}
