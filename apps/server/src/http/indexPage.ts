/**
 * The site's index.html, answered for every non-API GET (SPA routes), with two per-request parts:
 *
 * - a fresh CSP nonce: `%CSP_NONCE%` placeholders in the file are replaced with it and the answer's
 *   `script-src 'self'` gains `'nonce-<nonce>'`;
 * - the boot data: the request's `/wps/system/status` envelope (its brand by host, language, maintenance, region and
 *   location) inlined as `<script type="application/json" id="pd-boot">` just before `</head>`, so the browser does
 *   not wait for a status round trip before it can load the language catalogue and the page's first calls (the
 *   Lighthouse target, docs/architecture.md "Targets"; apps/web/src/app/boot.ts reads it). A JSON script block is data, never executed, so the CSP stays
 *   strict (no 'unsafe-inline'); every `<` in it is written as `\u003c`, so no value can close the element;
 * - with a server render (src/http/ssr.ts) that takes the URL: the page's HTML inside `<div id="root">`, its payload
 *   as `<script type="application/json" id="pd-ssr">` (data, `<`-escaped like the boot data), its CSS links and
 *   modulepreloads and the body font's preload in the head, and `<html lang data-ssr-lang data-ssr-langs>` (the language rendered and the brand's
 *   languages, default first, read by the pre-paint language guard of apps/web/src/app/prePaint.ts), and the module
 *   scripts at low fetch priority ({@link lowPriorityScripts}). Otherwise the file is sent as built and the browser
 *   renders the page (the render is never required).
 * - the brand's theme stylesheet (`<link rel="stylesheet" href="/theme/<id>.<hash>.css">`, src/http/assets.ts
 *   themeRoutes), made by the server from the brand's config, so the web build carries no brand colours and a colour
 *   edit shows on the next page load (src/infra/brands/live.ts);
 * The answer is compressed (brotli, else gzip) when the client accepts it: a rendered page is some 70 KB of text. Its
 * status is 404 for a path the site's route table has no page for (the render module's `isKnownPath`), else 200.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID, SSR_ELEMENT_ID } from '@playdeck/api-client/page';
import type { RenderedPage, WebRender } from './ssr.ts';

/** `json` made safe as the text of a `<script type="application/json">` element (no `<` at all). */
export function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/** The empty root of the built index.html, which a server-rendered page fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** `value` escaped for a double-quoted HTML attribute. */
function attr(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The module scripts and modulepreloads of index.html at low fetch priority. On a server-rendered page the HTML and
 * CSS are the first screen and the script only makes it interactive, so the stylesheets, fonts and the first images
 * go first on a slow link (a module script is fetched at high priority by default, beside the render-blocking CSS).
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** `html` (the built index.html, boot data already in) with the rendered page put in; see the module doc. */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const head =
    page.hints +
    page.fonts
      .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attr(href)}">`)
      .join('') +
    page.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join('') +
    page.js.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`).join('') +
    `<script type="application/json" id="${SSR_ELEMENT_ID}">${scriptSafeJson(page.payload)}</script>`;
  const at = html.indexOf('</head>');
  const root = html.indexOf(ROOT_ELEMENT);
  const open = /<html\b[^>]*>/.exec(html);
  if (at < 0 || root < at || !open) return html;
  const htmlTag = `<html lang="${attr(page.locale)}" data-ssr-lang="${attr(page.locale)}" data-ssr-langs="${attr(page.languages.join(' '))}">`;
  return (
    lowPriorityScripts(
      html.slice(0, open.index) +
        htmlTag +
        html.slice(open.index + open[0].length, at) +
        head +
        html.slice(at, root),
    ) + `<div id="root">${page.rootHtml}</div>${html.slice(root + ROOT_ELEMENT.length)}`
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed for the request's `Accept-Encoding` (brotli at quality 5, a fast level for text made per request,
 * else gzip), or as is with no encoding (small bodies, or a client that accepts neither).
 */
async function compressed(
  req: FastifyRequest,
  body: string,
): Promise<{ data: Buffer | string; encoding?: string }> {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (body.length < 1024) return { data: body };
  if (/\bbr\b/.test(accepts))
    return {
      data: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accepts)) return { data: await gzipAsync(body), encoding: 'gzip' };
  return { data: body };
}

/**
 * The handler answering index.html: `html` is the built file; `boot(req)` the JSON text to inline (the status
 * envelope), or undefined to inline nothing; `render` the server render, when the build has one (see the module doc);
 * `themeHref(req)` the URL of the request's brand theme stylesheet, linked in the head (none when undefined);
 * `brandHead(req, html)` puts the request brand's title, description, icon and manifest links in (http/brandHead.ts).
 * Answers 200 text/html, `Cache-Control: no-cache`, `Vary: Accept-Encoding`.
 */
export function indexSender(
  html: string,
  boot: (req: FastifyRequest) => string | undefined,
  render?: WebRender,
  themeHref?: (req: FastifyRequest) => string | undefined,
  brandHead?: (req: FastifyRequest, html: string) => string,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
      "script-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
    );
    // The nonce goes into the built file's placeholders only, before any data or rendered content is put in: text
    // that happens to read %CSP_NONCE% must never be handed the nonce.
    const nonced = html.replaceAll('%CSP_NONCE%', nonce);
    const file = brandHead ? brandHead(req, nonced) : nonced;
    const at = file.indexOf('</head>');
    const data = boot(req);
    const theme = themeHref?.(req);
    const head =
      (theme ? `<link rel="stylesheet" href="${attr(theme)}">` : '') +
      (data === undefined
        ? ''
        : `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(data)}</script>`);
    let page = !head || at < 0 ? file : `${file.slice(0, at)}${head}${file.slice(at)}`;
    const rendered = data !== undefined && render ? await render.page(req, data) : undefined;
    if (rendered) page = withRenderedPage(page, rendered);
    const body = await compressed(req, page);
    if (body.encoding) reply.header('content-encoding', body.encoding);
    // A URL the site has no page for is a 404 (the page still loads and shows the not-found screen).
    if (render?.isKnownPath && !render.isKnownPath(req.url.split('?')[0]!)) reply.code(404);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('content-security-policy', csp)
      .send(body.data);
  };
}
