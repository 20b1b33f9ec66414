/**
 * The contract between the server's HTML page and the web app that reads it (docs/architecture.md "Web": boot data and
 * server render): the ids of the `<script type="application/json">` elements the server writes into the page
 * (apps/server/src/http/indexPage.ts) and the web app reads before it renders (apps/web/src/app/boot.ts, ssr.ts).
 * Both elements are data, never executed, and every `<` in them is escaped as `\u003c`.
 */

/** The inlined boot data: the brand status answer (`/wps/system/status` envelope), so the app starts without a call. */
export const BOOT_ELEMENT_ID = 'pd-boot';

/** The server render's payload: its language, routes and the SWR cache entries the rendered page used. */
export const SSR_ELEMENT_ID = 'pd-ssr';
