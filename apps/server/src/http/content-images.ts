/**
 * Content images: `GET /content/<folder>/<file>` answers `config/brands/<folder>/content/images/<file>` (`<folder>` a
 * brand id, or `_base` for pictures every brand may use), the banners, popup and promotion pictures that the brands'
 * content JSON points at (the demo ones are written by apps/server/scripts/demo-images.ts).
 *
 * - The folder is in the URL rather than taken from the request's brand: an `<img>` request carries no `Merchant`
 *   header, and one origin may serve several brands.
 * - Read into memory at start and again after each live config edit (a few KB to a few tens of KB each); `Cache-Control: public, max-age=604800` (the
 *   names carry no content hash, so a week rather than a year), a strong ETag (a matching `If-None-Match` gets 304).
 * - Files: `[a-z0-9][a-z0-9_-]*` then `.webp`, `.png`, `.jpg` or `.avif` (other files in the folder are not served).
 *   A name of another shape is 400 VALIDATION; a folder or file that is not there, and any other path under
 *   `/content/`, 404 NOT_FOUND (an envelope, never the site's HTML: src/http/envelope.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ImageResponses } from '@playdeck/api-client/envelope';
import { cacheHeaders, MEDIA_TYPES } from './assets.ts';
import { fail } from '../infra/errors.ts';
import { strongEtag } from '../infra/etag.ts';

/** URL prefix of the content images. */
export const CONTENT_IMAGES_PREFIX = '/content/';

const FOLDER = '^(?:_base|[a-z0-9][a-z0-9_-]{0,39})$';
const FILE = '^[a-z0-9][a-z0-9_-]{0,63}\\.(?:webp|png|jpg|avif)$';

/** One image held in memory. */
export interface ContentImage {
  type: string;
  etag: string;
  bytes: Buffer;
}

/**
 * Reads `<configDir>/brands/<folder>/content/images/*` into memory.
 * @returns `<folder>/<file>` -> image, for the files whose names `GET /content/<folder>/<file>` accepts
 */
export function readContentImages(configDir: string): Map<string, ContentImage> {
  const images = new Map<string, ContentImage>();
  const brands = join(configDir, 'brands');
  if (!existsSync(brands)) return images;
  const folder = new RegExp(FOLDER);
  const file = new RegExp(FILE);
  for (const id of readdirSync(brands).sort()) {
    const dir = join(brands, id, 'content', 'images');
    if (!folder.test(id) || !existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!file.test(name)) continue;
      const bytes = readFileSync(join(dir, name));
      images.set(`${id}/${name}`, { type: MEDIA_TYPES[extname(name)]!, etag: strongEtag(bytes), bytes });
    }
  }
  return images;
}

/**
 * Registers `GET /content/:folder/:file` (and its HEAD twin); see the module doc.
 * @returns how many images were loaded, and `reload()`, which reads the folders again (after a live config edit,
 *   src/infra/brands/live.ts: an added or replaced picture is served from the next request on)
 */
export function contentImageRoutes(
  app: FastifyInstance,
  configDir: string,
): { size: number; reload(): void } {
  let images = readContentImages(configDir);
  app.get<{ Params: { folder: string; file: string } }>(
    `${CONTENT_IMAGES_PREFIX}:folder/:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'A content image (banner, popup, promotion) of a brand folder (or _base) of config/brands',
        params: Type.Object({
          folder: Type.String({ pattern: FOLDER }),
          file: Type.String({ pattern: FILE }),
        }),
        response: ImageResponses('image/webp', 'image/png', 'image/jpeg', 'image/avif'),
      },
    },
    async (req, reply) => {
      const img = images.get(`${req.params.folder}/${req.params.file}`);
      if (!img) throw fail('NOT_FOUND');
      reply.type(img.type);
      if (cacheHeaders(req, reply, img.etag, 'public, max-age=604800')) return reply.code(304).send();
      return reply.send(img.bytes);
    },
  );
  return {
    size: images.size,
    reload: () => {
      images = readContentImages(configDir);
    },
  };
}
