/**
 * The web fonts of the games server's pages, self-hosted from the npm font packages (Fontsource builds of Noto Sans
 * and Noto Sans Bengali, SIL Open Font License 1.1): the pages must render Bengali and Hindi (Devanagari) text and
 * digits on systems that lack those fonts, and the strict CSP (`font-src 'self'`, app.ts) allows only this origin.
 *
 * `GET /assets/fonts/:name` serves one variable-weight WOFF2 (weights 100-900) per script subset; games.css declares
 * each with its unicode-range, so a browser downloads only the subsets a page's text uses (an English page: Latin
 * only). 404 NOT_FOUND for any other name. The files are read once at start.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { sendError } from './kit.ts';

const require = createRequire(import.meta.url);

/** Served name -> file of a font package (the package's own subset names). */
export const FONT_FILES: Readonly<Record<string, string>> = {
  'noto-sans-latin.woff2': '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  'noto-sans-latin-ext.woff2': '@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
  'noto-sans-vietnamese.woff2': '@fontsource-variable/noto-sans/files/noto-sans-vietnamese-wght-normal.woff2',
  'noto-sans-devanagari.woff2': '@fontsource-variable/noto-sans/files/noto-sans-devanagari-wght-normal.woff2',
  'noto-sans-bengali.woff2':
    '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
};

/** Registers `GET /assets/fonts/:name` (font/woff2, cached by browsers for a day). */
export function fontRoutes(app: FastifyInstance) {
  const files = new Map(Object.entries(FONT_FILES).map(([n, f]) => [n, readFileSync(require.resolve(f))]));
  app.get<{ Params: { name: string } }>('/assets/fonts/:name', async (req, reply) => {
    const body = files.get(req.params.name);
    if (!body) return sendError(reply, 404, 'NOT_FOUND', 'no such font');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(body);
  });
}
