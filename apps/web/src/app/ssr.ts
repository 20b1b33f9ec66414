/**
 * Server rendering of the site's first screen (Lighthouse target, docs/architecture.md "Targets": content and the LCP image arrive with the HTML),
 * the part shared by the server render (src/entry-server.tsx, run by apps/server/src/http/ssr.ts) and the browser
 * (src/main.tsx, which hydrates what the server rendered):
 *
 * - which pages the server renders ({@link SSR_PAGES}) and the calls of their first paint, whose answers travel with
 *   the HTML as `<script type="application/json" id="pd-ssr">` ({@link SsrPayload}; data, never executed, every `<`
 *   escaped by the server), so the client's SWR starts with the very data the server rendered;
 * - the language of the render: the browser keeps its choice in localStorage (spec 3 `lang`), which a server cannot
 *   read, so it is mirrored into the `lang` cookie (shared/i18n/languageCookie.ts; also by the pre-paint script,
 *   app/prePaint.ts) and the server picks the language from it as the browser does from storage;
 * - the SWR middleware that keeps the hydration from calling again for data the HTML brought
 *   ({@link firstDataMiddleware}).
 *
 * Anything the server does not render (another page, a popup in the URL, maintenance or region screens, an error, the
 * Vite dev server) is today's client-only page: the browser renders into an empty root.
 */
import { useEffect } from 'react';
import { unstable_serialize, type Key, type Middleware, type SWRConfiguration } from 'swr';
import { queryKeys } from '../shared/api/keys';
import { pickLanguage } from '../shared/i18n/languages';
import { popupOf } from '../shared/popups/popups';
import { homeQueryKeys } from '../pages/home/homeQueries';
import { SSR_ELEMENT_ID } from '@playdeck/api-client/page';

export { SSR_ELEMENT_ID };

/** What the server render sends beside its HTML. */
export interface SsrPayload {
  /** Route name rendered (spec 2), e.g. `home`. */
  route: string;
  /** Language of the render (lower case, e.g. `bn`). */
  locale: string;
  /**
   * The first calls' answers (each the envelope's `value`), keyed by the SWR key serialised with
   * `unstable_serialize`; a call that failed on the server is absent, so the browser makes it itself.
   */
  data: Record<string, unknown>;
}

/** A page the server renders. */
export interface SsrPage {
  /**
   * The page module as the client build's manifest names it (path from apps/web), whose chunk must be loaded before
   * the hydration and whose CSS the server links in the head (so nothing moves when the chunk arrives).
   */
  module: string;
  /** SWR keys of the page's first calls in `locale` (what the server fetches before it renders). */
  queries: (locale: string) => readonly Key[];
}

/**
 * Pages rendered on the server, by route name. The home page only: it is the landing page of phones (docs/architecture.md "Web": mobile first); other
 * routes are client-rendered as before.
 */
export const SSR_PAGES: Readonly<Record<string, SsrPage>> = {
  home: { module: 'src/pages/home/HomePage.tsx', queries: homeQueryKeys },
};

/**
 * Search parameters that open an overlay over the page (a routed popup, the email reset step, the vendor game list;
 * spec 2 "Popups are routed state"): such a URL is left to the client, so the server never renders a page whose
 * first screen is a modal.
 */
export const SSR_OVERLAY_PARAMS = ['popup', 'resetToken', 'vendorGames'] as const;

/** True when `pathname` + `search` opens no overlay (see {@link SSR_OVERLAY_PARAMS}; /login and /register do). */
export function opensNoOverlay(pathname: string, search: string): boolean {
  if (popupOf(pathname, search) !== null) return false;
  const params = new URLSearchParams(search);
  return SSR_OVERLAY_PARAMS.every((p) => !params.has(p));
}

/**
 * The language of a render: the `lang` cookie's value (the browser's stored choice, any case) when the brand offers
 * it, else the brand default. The same rule as the browser's (shared/i18n/languages `pickLanguage`, spec 3 and 8).
 */
export function ssrLocale(
  cookie: string | undefined,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  return pickLanguage(cookie ?? null, languages, defaultLanguage);
}

/** `Key` serialised as SWR's cache and `fallback` name it. */
export function serializeKey(key: Key): string {
  return unstable_serialize(key);
}

/**
 * The server render's payload in the page, or undefined when there is none (client-rendered page) or it is
 * malformed.
 */
export function readSsrPayload(doc: Document = document): SsrPayload | undefined {
  const text = doc.getElementById(SSR_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const p = JSON.parse(text) as Partial<SsrPayload> | null;
    if (!p || typeof p.route !== 'string' || typeof p.locale !== 'string') return undefined;
    if (!p.data || typeof p.data !== 'object' || Array.isArray(p.data)) return undefined;
    return { route: p.route, locale: p.locale, data: p.data };
  } catch {
    return undefined;
  }
}

/**
 * SWR middleware for a render that starts from server data: the first hook to mount with a key in `keys` (the calls
 * the server answered for this page load) does not call again on mounting (`revalidateOnMount: false`); the key is
 * then spent, so later mounts, and every other key, behave as usual (a part of the page hydrated later, e.g. inside a
 * Suspense boundary, still finds its data unspent).
 */
export function firstDataMiddleware(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const name = key === null || typeof key === 'function' ? undefined : serializeKey(key as Key);
    const fresh = name !== undefined && keys.has(name);
    useEffect(() => {
      if (fresh && name !== undefined) keys.delete(name);
    }, [fresh, name]);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * The SWR options a server render and the hydration of it both start with, so their first renders read the same
 * cache: the first calls' answers `data` (by serialized key), the status `status` and the catalogue `messages` of
 * `locale` as `fallback`, and {@link firstDataMiddleware} over the keys of `data`.
 */
export function firstDataOptions(
  data: Record<string, unknown>,
  status: unknown,
  locale: string,
  messages: unknown,
): Pick<SWRConfiguration, 'fallback' | 'use'> {
  return {
    fallback: {
      ...data,
      [serializeKey(queryKeys.systemStatus())]: status,
      [serializeKey(queryKeys.messages(locale))]: messages,
    },
    use: [firstDataMiddleware(new Set(Object.keys(data)))],
  };
}
