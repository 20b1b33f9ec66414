/**
 * The site's index.html, answered for every non-API GET (SPA routes), with two per-request parts:
 *
 * - a fresh CSP nonce: `%CSP_NONCE%` placeholders in the file are replaced with it and the answer's
 *   `script-src 'self'` gains `'nonce-<nonce>'`;
 * - the boot data: the request's `/wps/system/status` envelope (its brand by host, language, maintenance, region and
 *   location) inlined as `<script type="application/json" id="pd-boot">` just before `</head>`, so the browser does
 *   not wait for a status round trip before it can load the language catalogue and the page's first calls (issue 5
 *   Lighthouse; apps/web/src/app/boot.ts reads it). A JSON script block is data, never executed, so the CSP stays
 *   strict (no 'unsafe-inline'); every `<` in it is written as `\u003c`, so no value can close the element.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The id of the inlined boot data element (apps/web/src/app/boot.ts reads the same id). */
export const BOOT_ELEMENT_ID = 'pd-boot';

/** `json` made safe as the text of a `<script type="application/json">` element (no `<` at all). */
export function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The handler answering index.html: `html` is the built file; `boot(req)` the JSON text to inline (the status
 * envelope), or undefined to inline nothing. Answers 200 text/html, `Cache-Control: no-cache`.
 */
export function indexSender(html: string, boot: (req: FastifyRequest) => string | undefined) {
  const at = html.indexOf('</head>');
  return (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
      "script-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
    );
    const data = boot(req);
    const page =
      data === undefined || at < 0
        ? html
        : `${html.slice(0, at)}<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(data)}</script>${html.slice(at)}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('content-security-policy', csp)
      .send(page.replaceAll('%CSP_NONCE%', nonce));
  };
}
