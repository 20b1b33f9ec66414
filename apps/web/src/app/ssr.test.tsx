/**
 * Server render of the home page (src/entry-server.tsx) and its hydration in the browser (app/hydrate.ts, as
 * main.tsx runs it): the HTML carries the page with its data, the hydration makes no call again and reports no
 * mismatch, for a visitor and for a logged-in member; and what is not hydrated (another language) is discarded.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { keyUrl, render as serverRenderer, type SsrInput, type SsrResult } from '../entry-server';
import { LANG_KEY, MERCHANT_KEY, TOKEN_KEY } from '../shared/api/storage';
import { tokenAtom } from '../shared/session/session';
import { memberFixture, statusFixture, stubCarouselEnvironment } from '../test/fixtures';
import { homeQueryKeys } from '../pages/home/homeQueries';
import { BOOT_ELEMENT_ID } from './boot';
import { App } from './App';
import {
  AfterHydration,
  discardServerHtml,
  planHydration,
  prepareHydration,
  releaseEarlyClicks,
} from './hydrate';
import { EARLY_CLICKS_GLOBAL } from './earlyClicks';
import { earlyClickScript, sessionHintScript } from './prePaint';
import { SESSION_HINT_ATTRIBUTE } from '../shared/session/sessionHint';
import { visitorOnly } from '../features/layout/Header.css';
import { opensNoOverlay, readSsrPayload, serializeKey, SSR_ELEMENT_ID, ssrLocale } from './ssr';

/** A game list page of `n` games of `gameType` (the API's shape). */
function games(gameType: string, n = 24) {
  return {
    games: Array.from({ length: n }, (_, i) => ({
      nodeId: i + 1 + gameType.length * 1000,
      gameName: `${gameType} game ${i + 1}`,
      displayName: `${gameType} game ${i + 1}`,
      iconUrl: `/lgw/games/icon/${i + 1 + gameType.length * 1000}.svg`,
      vassalage: 'PG',
      gameType,
      gameCode: `${gameType}-${i + 1}`,
      isGame: 'GAME',
      isHot: i === 0 ? 1 : 0,
      supportPlay: 1,
    })),
    pageNum: 1,
    totalPages: 1,
    total: n,
  };
}

/** The API answers of the home page's first calls, by path. */
function answer(url: string): unknown {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/wps/relay/GCSGAME_gameList') return games(u.searchParams.get('gameType')!);
  if (u.pathname === '/wps/content/banners') return [];
  if (u.pathname === '/wps/content/notices')
    return [{ id: 'n1', title: 'Server notice', content: '', time: '' }];
  if (u.pathname === '/wps/member/info')
    return memberFixture({
      id: 'm1',
      account: 'member1',
      nickname: 'Member One',
      language: 'bn',
      balance: '12.50',
    });
  if (u.pathname === '/wps/v2/wallets/balance')
    return { balance: '12.50', currency: 'BDT', trialBalance: '0' };
  if (u.pathname === '/lgw/games/jackpot') return { amount: '98765.43', currency: 'BDT', refreshMs: 30000 };
  if (u.pathname === '/lgw/games/hot_matches')
    return [
      {
        matchId: 'm-1',
        matchTime: '2030-01-05T14:30:00.000Z',
        title: 'Server Premier League',
        homeTeam: 'Dhaka Tigers',
        homeTeamImageUrl: '/lgw/games/team/dhaka-tigers.svg',
        awayTeam: 'Sylhet Lions',
        vassalage: 'SB',
        gameType: 'SPORTS',
      },
    ];
  // The reality check of a member's tab: a session just begun, its first check an hour away.
  if (u.pathname === '/wps/player/realityCheck')
    return {
      intervalMinutes: 60,
      intervalsMinutes: [15, 30, 60, 120],
      idleWarningSeconds: 60,
      sessionStartedAt: new Date().toISOString(),
      sessionMs: 0,
      rounds: 0,
      wagered: '0.00',
      net: '0.00',
      currency: 'BDT',
    };
  if (u.pathname === '/lgw/games/game_menus')
    return [
      { gameType: 'SPORTS', vendors: [{ vassalage: 'SB', displayName: 'Sportsbook', gameType: 'SPORTS' }] },
    ];
  return undefined;
}

let fetched: string[];
let roots: Root[];

beforeEach(() => {
  fetched = [];
  roots = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(String(url));
      const value = answer(String(url)) ?? (String(url).startsWith('/lgw/games/jackpot') ? null : []);
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
  // jsdom lacks what the hot matches carousel (Embla) uses once hydrated.
  stubCarouselEnvironment();
  localStorage.clear();
  sessionStorage.clear();
  getDefaultStore().set(tokenAtom, null);
});
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-ssr-stale');
  document.documentElement.removeAttribute('data-ssr-lang');
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  releaseEarlyClicks(false);
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
});

/** Runs the pre-paint early-click part as /pre-paint.js does in `<head>` (after the server marked `<html>`). */
function runEarlyClickScript(rendered: boolean) {
  if (rendered) document.documentElement.setAttribute('data-ssr-lang', 'bn');
  new Function(earlyClickScript)();
}

/**
 * The server's render function. Test-only step after it: the server renderer leaves the context values of its last
 * task on the context objects (it restores them when it next renders), which the browser renderer of this same
 * process would read (a server process has no browser renderer); an empty server render restores them.
 */
async function render(input: SsrInput): Promise<SsrResult | undefined> {
  const out = await serverRenderer(input);
  for await (const chunk of (await prerenderToNodeStream(<></>)).prelude) void chunk;
  return out;
}

/** Renders `url` as the server does, answering the first calls from {@link answer}. */
async function serverRender(url = '/', language?: string): Promise<SsrResult | undefined> {
  const loads: [string, string][] = [];
  const out = await render({
    url,
    status: statusFixture(),
    language,
    load: async (u, lang) => {
      loads.push([u, lang]);
      return answer(u);
    },
  });
  if (out) expect(loads.map(([u]) => u)).toEqual(homeQueryKeys(out.payload.locale).map(keyUrl));
  return out;
}

/** Puts a server answer into the document as apps/server/src/http/indexPage.ts does. */
function install(out: SsrResult) {
  const boot = document.createElement('script');
  boot.type = 'application/json';
  boot.id = BOOT_ELEMENT_ID;
  boot.textContent = JSON.stringify({ success: true, value: statusFixture() });
  const payload = document.createElement('script');
  payload.type = 'application/json';
  payload.id = SSR_ELEMENT_ID;
  payload.textContent = JSON.stringify(out.payload);
  document.head.append(boot, payload);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = out.html;
  document.body.append(root);
  return root;
}

/** Hydrates the document's root as main.tsx does; returns the recoverable errors React reported. */
async function hydrate(root: HTMLElement): Promise<unknown[]> {
  const plan = planHydration(readSsrPayload(), statusFixture());
  expect(plan, 'the page can be hydrated').toBeDefined();
  const prepared = await prepareHydration(plan!);
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        root,
        <AfterHydration>
          <App router={prepared.router} swr={prepared.swr} />
        </AfterHydration>,
        {
          onRecoverableError: (e) => errors.push(e),
        },
      ),
    );
  });
  return errors;
}

describe('server render of the home page', () => {
  it('renders the sections with their games and the first icons eager, in the brand default language', async () => {
    const out = (await serverRender('/'))!;
    expect(out.payload.route).toBe('home');
    expect(out.payload.locale).toBe('bn');
    expect(out.modules).toEqual(['src/pages/home/HomePage.tsx']);
    expect(out.languages).toEqual(['bn', 'en']);
    // 6 of the 24 games of each section, the first section's icons loading eagerly (the LCP image).
    expect(out.html).toContain('RNG game 6');
    expect(out.html).not.toContain('RNG game 7');
    expect(out.html).toContain('PVP game 1');
    expect(out.html).toMatch(/<img src="\/lgw\/games\/icon\/3001\.svg"[^>]*loading="eager"/);
    expect(out.html).toContain('Server notice');
    // The jackpot pool of the RNG tile comes with the page, formatted (Bengali digits), not as a loading dash.
    expect(out.html).toContain('৯৮,৭৬৫.৪৩');
    expect(out.html).toContain('Sportsbook');
    // The hot matches come with the page too: the carousel above the tiles does not arrive later and push them down.
    expect(out.html).toContain('data-testid="hot-matches"');
    expect(out.html).toContain('Dhaka Tigers');
    // React's image preloads go to the head, not into the root the browser hydrates.
    expect(out.head).toMatch(/^<link rel="preload" as="image" href="\/lgw\/games\/icon\/3001.svg"/);
    expect(out.html.startsWith('<link')).toBe(false);
    // Every first call's answer is in the payload, under the key the page's hooks use.
    expect(Object.keys(out.payload.data).sort()).toEqual(homeQueryKeys('bn').map(serializeKey).sort());
    // No inline style attribute and no inline script (React's reveal of outlined boundaries): the CSP refuses them.
    expect(out.html).not.toMatch(/\sstyle="/);
    expect(out.html).not.toContain('<script');
    expect(out.html).not.toContain('<!--$?-->');
  });

  it('renders in the language of the lang cookie when the brand offers it', async () => {
    expect((await serverRender('/home', 'EN'))!.payload.locale).toBe('en');
    expect((await serverRender('/home', 'xx'))!.payload.locale).toBe('bn');
    expect(ssrLocale(undefined, ['bn', 'en'], 'bn')).toBe('bn');
  });

  it('leaves other pages, popups in the URL and the maintenance screen to the client', async () => {
    expect(await serverRender('/promotions')).toBeUndefined();
    expect(await serverRender('/login')).toBeUndefined();
    expect(await serverRender('/home?popup=help')).toBeUndefined();
    expect(await serverRender('/?vendorGames=PG&vendorGameType=RNG')).toBeUndefined();
    expect(opensNoOverlay('/', '?utm_source=x')).toBe(true);
    const maintenance = await render({
      url: '/',
      status: statusFixture({ status: 1, maintenance: true }),
      load: async () => undefined,
    });
    expect(maintenance).toBeUndefined();
  });

  it('renders a section whose call failed as its skeleton and leaves that call to the browser', async () => {
    const out = (await render({
      url: '/',
      status: statusFixture(),
      load: async (u) => (u.includes('gameType=LIVE') ? undefined : answer(u)),
    }))!;
    expect(Object.keys(out.payload.data)).toHaveLength(homeQueryKeys('bn').length - 1);
    expect(out.html).not.toContain('LIVE game 1');
    expect(out.html).toContain('RNG game 1');
  });
});

describe('hydration of the server-rendered home page', () => {
  // The shell's lazy parts a hydrated page loads after its first paint (the feature popups; the reality check once a
  // member is known): transformed once here, as a browser would have them cached, so no test below pays that cost
  // inside its own time limit.
  beforeAll(async () => {
    await Promise.all([
      import('../features/popups/FeaturePopups'),
      import('../features/responsible/RealityCheck'),
    ]);
  }, 60_000);

  it('hydrates for a visitor without a mismatch and without calling again for the data the HTML brought', async () => {
    const root = install((await serverRender('/'))!);
    const errors = await hydrate(root);
    expect(errors).toEqual([]);
    // Hydrated: the tile's name button is React's (a click opens the login popup for a visitor).
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'RNG game 1' }).length).toBeGreaterThan(0),
    );
    const seeded = homeQueryKeys('bn').map(keyUrl);
    expect(fetched.filter((u) => seeded.includes(u))).toEqual([]);
    act(() => screen.getAllByRole('button', { name: 'RNG game 1' })[0]!.click());
    await waitFor(() => expect(location.search).toContain('popup=login'));
  });

  it('hydrates the parts below the first screen after it: they work, and their data is not fetched again', async () => {
    history.replaceState(null, '', '/');
    const out = (await serverRender('/'))!;
    // Later-hydrated parts are Suspense boundaries in the HTML: the game sections after the first, the vendor cards
    // and winners inside them, the side menu and the footer (beside the popup host's own boundary).
    expect(out.html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    const root = install(out);
    expect(await hydrate(root)).toEqual([]);
    act(() => screen.getAllByRole('button', { name: 'PVP game 1' })[0]!.click());
    await waitFor(() => expect(location.search).toContain('popup=login'));
    const seeded = homeQueryKeys('bn').map(keyUrl);
    expect(fetched.filter((u) => seeded.includes(u))).toEqual([]);
  });

  it('keeps a tap on a server-rendered button made before hydration and replays it once hydrated', async () => {
    history.replaceState(null, '', '/');
    const root = install((await serverRender('/'))!);
    runEarlyClickScript(true);
    // The tile's name button is in the page but has no handler yet: the tap is held, nothing happens.
    const early = screen.getAllByRole('button', { name: 'RNG game 1' })[0]!;
    const seen = vi.fn();
    document.addEventListener('click', seen);
    early.click();
    expect(seen).not.toHaveBeenCalled();
    expect(location.search).not.toContain('popup=login');
    document.removeEventListener('click', seen);
    // Hydrated: the same button is React's and the held tap opens the login popup for this visitor, once.
    expect(await hydrate(root)).toEqual([]);
    await waitFor(() => expect(location.search).toContain('popup=login'));
    expect(screen.getAllByRole('button', { name: 'RNG game 1' })[0]).toBe(early);
  });

  it('holds nothing on a page the server did not render, and nothing after a release without replay', async () => {
    runEarlyClickScript(false);
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    const root = document.createElement('div');
    root.id = 'root';
    root.append(button);
    document.body.append(root);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);

    runEarlyClickScript(true);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    // The client render path drops the held tap; later taps go through.
    releaseEarlyClicks(false);
    expect(clicked).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('hydrates for a logged-in member (the server rendered the visitor view) and then shows the member', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok');
    getDefaultStore().set(tokenAtom, 'tok');
    const root = install((await serverRender('/'))!);
    expect(await hydrate(root)).toEqual([]);
    // Member-only calls start after the hydration; the header then shows the member's balance instead of "Log in".
    await waitFor(() => expect(fetched).toContain('/wps/member/info'));
    // (The member's public popup may open over the page meanwhile, hiding the header from the accessibility tree.)
    // The balance "12.50" in Bengali digits and currency order.
    await waitFor(() => expect(screen.getByRole('banner', { hidden: true }).textContent).toContain('১২.৫০৳'));
  });

  it("hides a member's visitor buttons of the server HTML until member info decides (session hint)", async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok');
    getDefaultStore().set(tokenAtom, 'tok');
    const html = document.documentElement;
    const root = install((await serverRender('/'))!);
    new Function(sessionHintScript)(); // as /pre-paint.js does before first paint
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    // The server HTML is the visitor's: its Log in button is one the hint hides.
    const login = within(screen.getByRole('banner', { hidden: true })).getByRole('button', {
      name: 'লগ ইন', // bn app.header.login
      hidden: true,
    });
    expect(login.className).toContain(visitorOnly);
    expect(await hydrate(root)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('banner', { hidden: true }).textContent).toContain('১২.৫০৳'));
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
  });

  it('shows the visitor buttons again when the stored token is no longer a session', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'expired');
    getDefaultStore().set(tokenAtom, 'expired');
    const inner = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).startsWith('/wps/member/info')
        ? new Response(
            JSON.stringify({ success: false, errorCode: 'NOT_LOGGED_IN', message: 'Not logged in' }),
            { status: 401, headers: { 'content-type': 'application/json' } },
          )
        : inner(url, init),
    );
    const root = install((await serverRender('/'))!);
    new Function(sessionHintScript)();
    expect(await hydrate(root)).toEqual([]);
    await waitFor(() => expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false));
  });

  it('does not hydrate a page rendered in another language than the stored one, and empties its root', async () => {
    localStorage.setItem(LANG_KEY, 'en');
    const root = install((await serverRender('/'))!);
    expect(planHydration(readSsrPayload(), statusFixture())).toBeUndefined();
    document.documentElement.setAttribute('data-ssr-stale', '');
    discardServerHtml(root);
    expect(root.childNodes).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-ssr-stale')).toBe(false);
  });

  it('does not hydrate for a browser bound to another brand, or without a payload', async () => {
    localStorage.setItem(MERCHANT_KEY, 'other');
    install((await serverRender('/'))!);
    expect(planHydration(readSsrPayload(), statusFixture())).toBeUndefined();
    localStorage.clear();
    expect(planHydration(undefined, statusFixture())).toBeUndefined();
  });
});
