/**
 * The browser's side of a server-rendered page (app/ssr.ts): whether the HTML in the root can be hydrated, and what
 * the hydration needs before it starts, so that its first render is exactly the server's:
 * - the language: the page was rendered in the language this browser picks (stored `lang` if the brand offers it,
 *   else the default), the browser is not bound to another brand, and the site is open (status 0);
 * - the data: the status, the language's catalogue and the page's first calls' answers as SWR `fallback` (no call is
 *   repeated: app/ssr.ts `firstDataMiddleware`);
 * - the code: the matched routes' lazy page modules, loaded before the router is made (a router with an unresolved
 *   lazy route renders its fallback, which would not match the server HTML).
 * When any of it does not hold, {@link discardServerHtml} empties the root and the page is client-rendered as before.
 */
import { useEffect, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { getMerchant, getStoredLanguage } from '../shared/api/storage';
import { screenFor, toBrandState, type StatusValue } from '../shared/brand/brand';
import { pickLanguage } from '../shared/i18n/languages';
import { loadMessages } from '../shared/i18n/messages';
import { createRoutes } from './routes';
import { laterPartsHydrated } from '../shared/ui/LaterHydration';
import { EARLY_CLICKS_GLOBAL } from './earlyClicks';
import { firstDataOptions, type SsrPayload } from './ssr';

/**
 * Ends the pre-paint script's hold on clicks made before hydration (app/prePaint.ts earlyClickScript): with `replay`,
 * the last held button is clicked again (call it once the hydration has committed, so React's handlers are on it);
 * without, it is dropped (call it before the server HTML is discarded). Safe to call more than once or when the
 * script did not run.
 */
export function releaseEarlyClicks(replay: boolean): void {
  const holder = (window as unknown as Record<string, { release(replay: boolean): void } | undefined>)[
    EARLY_CLICKS_GLOBAL
  ];
  holder?.release(replay);
}

/**
 * Wraps the hydrated app (main.tsx): renders `children` and no element of its own, so the tree matches the server's,
 * and once the hydration has committed, and every later-hydrated part with it (shared/ui/LaterHydration.tsx
 * `laterPartsHydrated`: React drops a tap on a part still waiting for its chunk), replays the tap held before it
 * ({@link releaseEarlyClicks}).
 */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    void laterPartsHydrated().then(() => releaseEarlyClicks(true));
  }, []);
  return children;
}

/** A page that can be hydrated: its language, the inlined status and the server render's payload. */
export interface HydrationPlan {
  locale: string;
  status: StatusValue;
  ssr: SsrPayload;
}

/**
 * Whether the server's render `ssr` can be hydrated with the inlined status `status` in this browser (see the module
 * doc), and the data to do it with; undefined when the page must be client-rendered. Reads storage; starts nothing.
 */
export function planHydration(
  ssr: SsrPayload | undefined,
  status: StatusValue | undefined,
): HydrationPlan | undefined {
  if (!ssr || !status || screenFor(status) !== 'app') return undefined;
  const stored = getMerchant();
  if (stored && stored !== status.info.merchant) return undefined;
  const brand = toBrandState(status);
  const locale = pickLanguage(getStoredLanguage(), brand.languages, brand.defaultLanguage);
  return locale === ssr.locale ? { locale, status, ssr } : undefined;
}

/**
 * Loads what a hydration needs (the catalogue of `locale`, the lazy modules of the routes matching the current URL)
 * and builds its router and SWR options (app/ssr.ts `firstDataOptions`, as the server render had them).
 * @throws the chunk loader's error when a catalogue or page chunk fails to load (main.tsx then renders the client page).
 */
export async function prepareHydration(
  plan: HydrationPlan,
): Promise<{ router: ReturnType<typeof createBrowserRouter>; swr: SWRConfiguration }> {
  const routes = createRoutes();
  const [messages] = await Promise.all([loadMessages(plan.locale), resolveLazyRoutes(routes, location)]);
  return {
    router: createBrowserRouter(routes),
    swr: firstDataOptions(plan.ssr.data, plan.status, plan.locale, messages),
  };
}

/**
 * Loads the lazy page modules of the routes matching `location` and puts their components on the route objects, as
 * the server's static handler did, so the router starts initialised with the page (no fallback render).
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Empties the root of server HTML that will not be hydrated (another language, another brand, a failed chunk), and
 * shows the root again if the pre-paint script hid it (app/prePaint.ts): the client render then starts from an empty
 * root as on a client-rendered page.
 */
export function discardServerHtml(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-ssr-stale');
}
