/**
 * Server entry of the player site (built by apps/web/vite.config.ts into `<outDir>/.ssr/entry-server.js`, loaded by
 * apps/server/src/http/ssr.ts): renders the first screen of a URL to HTML with react-dom's `prerenderToNodeStream`
 * (it waits for lazy components, so the HTML is complete), with the same providers, routes and class names as the
 * browser build, so the browser hydrates it (src/main.tsx). What is rendered and why: app/ssr.ts.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { createStore } from 'jotai';
import type { Key } from 'swr';
import { AppProviders } from './app/App';
import { createRoutes } from './app/routes';
import type { RouteHandle } from './app/routeHandle';
import {
  firstDataOptions,
  opensNoOverlay,
  serializeKey,
  SSR_PAGES,
  ssrLocale,
  type SsrPayload,
} from './app/ssr';
import { withQuery, type ApiRequest } from './shared/api/client';
import { screenFor, toBrandState, type StatusValue } from './shared/brand/brand';
import { loadMessages } from './shared/i18n/messages';

/** What the server gives a render. */
export interface SsrInput {
  /** The request's path and query, e.g. `/home?x=1`. */
  url: string;
  /** The request's `/wps/system/status` value (the one inlined as boot data: brand, languages, screen). */
  status: StatusValue;
  /** The `lang` cookie's value, if any (the visitor's stored language; shared/i18n/languageCookie.ts). */
  language?: string;
  /**
   * Answers one first call: `url` is the API path with its query and `language` the `Language` header (what the
   * browser would request); resolves to the envelope's `value`, or undefined when the call failed (the browser then
   * makes it itself).
   */
  load: (url: string, language: string) => Promise<unknown>;
  /** Aborts the render (a render that runs too long is given up and the page is client-rendered). */
  signal?: AbortSignal;
}

/** A finished render. */
export interface SsrResult {
  /** The HTML of the root element's content. */
  html: string;
  /**
   * Resource hints React emitted for the render (`<link rel="preload" as="image">` of the images that load eagerly,
   * such as the first game icons): they belong in the head, where the browser finds them first, and the browser's
   * tree has no such elements to hydrate in the root.
   */
  head: string;
  /** The payload to inline as `#pd-ssr` (app/ssr.ts). */
  payload: SsrPayload;
  /** The brand's languages, default first (the pre-paint language guard reads them; app/prePaint.ts). */
  languages: string[];
  /** Page modules (client manifest keys) whose chunks and CSS the page needs (app/ssr.ts `SsrPage.module`). */
  modules: string[];
}

/** The API URL of an SWR key (`path` or `[path, query]`, as `swrFetcher` understands it). */
export function keyUrl(key: Key): string {
  if (typeof key === 'string') return key;
  const [path, query] = key as readonly [string, ApiRequest['query']];
  return withQuery(path, query);
}

/**
 * True when `pathname` is a page of the site's route table, false when only the catch-all (the not-found page) takes
 * it: the server answers such a URL with HTTP 404 (RFC 9110 section 15.5.5), still with the site's page, which shows
 * the not-found screen. The route table in code is the one list of pages (docs/architecture.md "route ids live in code").
 */
let routeTable: ReturnType<typeof createRoutes> | undefined;
export function isKnownPath(pathname: string): boolean {
  routeTable ??= createRoutes();
  const matches = matchRoutes(routeTable, pathname) ?? [];
  const name = [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.name)
    .find((n) => n !== undefined);
  return name !== undefined && name !== 'notFound';
}

/** Reads a Node readable stream of UTF-8 chunks to one string. */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `input.url` for a visitor (the server has no session: the token lives in the browser's sessionStorage).
 * @returns the render, or undefined when the URL is not server-rendered (maintenance or region screen, a page not in
 *   `SSR_PAGES`, an overlay in the URL, a redirect).
 * @throws any error of the route table, the catalogue or React's render (the caller serves the client-only page).
 */
export async function render(input: SsrInput): Promise<SsrResult | undefined> {
  const url = new URL(input.url, 'http://ssr.invalid');
  if (screenFor(input.status) !== 'app' || !opensNoOverlay(url.pathname, url.search)) return undefined;
  const { query, dataRoutes } = createStaticHandler(createRoutes());
  const context = await query(new Request(url, { signal: input.signal }));
  if (context instanceof Response) return undefined;
  const route = [...context.matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.name)
    .find((name) => name !== undefined);
  const page = route === undefined ? undefined : SSR_PAGES[route];
  if (!route || !page) return undefined;

  const brand = toBrandState(input.status);
  const locale = ssrLocale(input.language, brand.languages, brand.defaultLanguage);
  const keys = page.queries(locale);
  const [messages, answers] = await Promise.all([
    loadMessages(locale),
    Promise.all(keys.map((k) => input.load(keyUrl(k), locale).catch(() => undefined))),
  ]);
  const data: Record<string, unknown> = {};
  keys.forEach((k, i) => {
    if (answers[i] !== undefined) data[serializeKey(k)] = answers[i];
  });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        swr={{
          provider: () => new Map(),
          ...firstDataOptions(data, input.status, locale, messages),
        }}
        store={createStore()}
        locale={locale}
      >
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
    {
      signal: input.signal,
      onError: (e) => void errors.push(e),
      // Every Suspense boundary in place, never outlined into a later segment revealed by an inline script (which the
      // CSP refuses): the page is one finished piece of HTML.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const out = await text(prelude);
  // A part that failed would be client-rendered after a recoverable hydration error: give the whole page to the client.
  if (errors.length) throw errors[0];
  // The CSP has no 'unsafe-inline': a page needing an inline script of React's would not work as sent.
  if (out.includes('<script')) throw new Error('server render emitted an inline script');
  const hints = /^(?:<link\b[^>]*>)*/.exec(out)![0];
  return {
    html: out.slice(hints.length),
    head: hints,
    payload: { route, locale, data },
    languages: brand.languages,
    modules: [page.module],
  };
}
