import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { Game } from '@playdeck/api-client/games';
import type { HotMatch } from '@playdeck/api-client/games';
import { fetchStub, renderAt, statusFixture, stubCarouselEnvironment } from '../../test/fixtures';
import { POPUPS } from '../../shared/popups/popups';
import { launchPath } from './launch';
import { useDebouncedValue } from './useDebouncedValue';
import { useKeyedThrottle } from './useThrottle';

function game(nodeId: number, over: Partial<Game> = {}): Game {
  const name = `Game ${nodeId}`;
  return {
    nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    iconUrl: `/lgw/games/icon/${nodeId}.webp`,
    showIcon: `/lgw/games/icon/${nodeId}.webp`,
    vassalage: 'AG',
    gameType: 'RNG',
    gameCode: `AG-RNG-${nodeId}`,
    isGame: 'GAME',
    isHot: 0,
    supportPlay: 1,
    isNew: false,
    minBet: '1.00',
    lines: 25,
    ...over,
  };
}

const vendors = [
  {
    vassalage: 'AG',
    displayName: 'AG',
    gameType: 'RNG',
    maintenance: false,
    launchMode: 'seamless',
    iconUrl: '',
  },
  {
    vassalage: 'PT',
    displayName: 'PT',
    gameType: 'RNG',
    maintenance: false,
    launchMode: 'seamless',
    iconUrl: '',
  },
];
const member = (type = 0) => ({ id: '1', account: 'p1', nickname: 'P', type, balance: '1.00', banners: [] });

type Call = { url: URL; init?: RequestInit };
let calls: Call[];
let favourites: Game[];

function stub(opts: { memberType?: number; listGames?: (url: URL) => Game[]; hotMatches?: HotMatch[] } = {}) {
  calls = [];
  favourites = [];
  const listGames =
    opts.listGames ??
    ((url: URL) =>
      [game(1), game(2, { isHot: 1, supportPlay: 0 }), game(3)].map((g) => ({
        ...g,
        gameType: url.searchParams.get('gameType') ?? 'RNG',
      })));
  const routes = fetchStub({
    '/wps/relay/GCSGAME_gameList': (_i, url) => {
      const games = listGames(url);
      return {
        body: {
          success: true,
          value: { games, pageNum: Number(url.searchParams.get('pageNo')), totalPages: 5, total: 100 },
        },
      };
    },
    '/wps/relay/GCS_vendors': () => ({ body: { success: true, value: vendors } }),
    '/wps/relay/MCSFE_favoriteGames': (init) => {
      if (init?.method === 'POST' || init?.method === 'DELETE')
        return { body: { success: true, value: null } };
      return {
        body: {
          success: true,
          value: { content: favourites, pageNum: 1, totalPages: 1, total: favourites.length },
        },
      };
    },
    '/wps/relay/MCSFE_recentGames': () => ({
      body: {
        success: true,
        value: { content: [game(9, { gameName: 'Recent nine' })], pageNum: 1, totalPages: 1, total: 1 },
      },
    }),
    '/wps/member/info': () => ({ body: { success: true, value: member(opts.memberType) } }),
    '/wps/content/banners': () => ({
      body: {
        success: true,
        value: [
          { groupName: 'w_home', url: '/b1.png', linkageType: 'NONE' },
          { groupName: 'w_home', url: '/b2.png', linkageType: 'NONE' },
        ],
      },
    }),
    '/wps/content/notices': () => ({
      body: {
        success: true,
        value: ['Notice one', 'Notice two'].map((title, i) => ({
          id: `n${i}`,
          type: 'H',
          title,
          content: 'Text',
          execution: 'B',
          createdAt: '2025-01-01T00:00:00.000Z',
        })),
      },
    }),
    '/lgw/games/hot_matches': () => ({ body: { success: true, value: opts.hotMatches ?? [] } }),
    '/lgw/games/game_menus': () => ({
      body: {
        success: true,
        value: [
          { gameType: 'SPORTS', vendors: [{ vassalage: 'IBC', displayName: 'IBC', gameType: 'SPORTS' }] },
          { gameType: 'RNG', vendors: [{ vassalage: 'AG', displayName: 'AG', gameType: 'RNG' }] },
        ],
      },
    }),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: new URL(String(input), 'http://localhost'), init });
      return routes(input, init);
    }),
  );
}

const listCalls = () => calls.filter((c) => c.url.pathname === '/wps/relay/GCSGAME_gameList');
const lastList = () => listCalls().at(-1)!.url.searchParams;

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  // jsdom lacks the observers Embla (the banner carousel) uses, and matchMedia.
  stubCarouselEnvironment();
  stub();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('launchPath', () => {
  it('opens the game page for games and vendor-level launches for sports; lottery vendors open their pages', () => {
    expect(launchPath(game(5))).toBe('/seamless?vassalage=AG&gameType=RNG&gameCode=AG-RNG-5&nodeId=5');
    expect(launchPath({ vassalage: 'IBC', gameType: 'SPORTS' })).toBe(
      '/seamless?vassalage=IBC&gameType=SPORTS',
    );
    expect(launchPath({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' })).toMatch(
      /^\/vnLottery\?gameCode=TCG_LOTTO_VN/,
    );
    expect(launchPath({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toMatch(/^\/seaLottery\?/);
    expect(launchPath({ vassalage: 'XYZ', gameType: 'LOTT', gameCode: 'K3' })).toMatch(
      /^\/lottery\?gameCode=K3/,
    );
  });
});

describe('hooks', () => {
  it('throttles a key to one run per 1000 ms, keys independent', () => {
    let t = 0;
    const { result } = renderHook(() => useKeyedThrottle(1000, () => t));
    const fn = vi.fn();
    expect(result.current(1, fn)).toBe(true);
    t = 999;
    expect(result.current(1, fn)).toBe(false);
    expect(result.current(2, fn)).toBe(true);
    t = 1000;
    expect(result.current(1, fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('debounces a value until it settles', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});

describe('game-list centre', () => {
  it('lists 24 per page for the route game type and the vassalage query, with vendor chips', async () => {
    renderAt('/rng?vassalage=PT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    const q = lastList();
    expect(q.get('gameType')).toBe('RNG');
    expect(q.get('vassalage')).toBe('PT');
    expect(q.get('pageSize')).toBe('24');
    expect(q.get('pageNo')).toBe('1');
    expect(q.get('clientType')).toBe('3');
    const chips = screen.getByRole('list', { name: 'Providers' });
    expect(await within(chips).findByRole('button', { name: 'PT' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(chips).getByRole('button', { name: 'AG' }));
    await waitFor(() => expect(lastList().get('vassalage')).toBe('AG'));
  });

  it('filters HOT, pages with the Pager and resets the page on a new filter', async () => {
    renderAt('/live');
    await screen.findByText('Game 1');
    expect(lastList().get('gameType')).toBe('LIVE');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList().get('pageNo')).toBe('2'));
    const filters = screen.getByRole('list', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(lastList().get('filter')).toBe('HOT'));
    expect(lastList().get('pageNo')).toBe('1');
  });

  it('debounces the search box into the search parameter', async () => {
    renderAt('/fish');
    await screen.findByText('Game 1');
    const before = listCalls().length;
    const box = screen.getByRole('searchbox', { name: /Search games/ });
    fireEvent.change(box, { target: { value: 'ti' } });
    fireEvent.change(box, { target: { value: 'tiger' } });
    await waitFor(() => expect(lastList().get('search')).toBe('tiger'));
    expect(
      listCalls()
        .slice(before)
        .some((c) => c.url.searchParams.get('search') === 'ti'),
    ).toBe(false);
  });

  it('keeps search and page in the URL: a link or reload opens the same view, back restores the previous one', async () => {
    // A shared link (or a reload) of page 3 of a vendor's search.
    const { router } = renderAt('/rng?vassalage=PT&filter=HOT&q=tiger&page=3');
    await screen.findByText('Game 1');
    const q = lastList();
    expect([q.get('vassalage'), q.get('filter'), q.get('search'), q.get('pageNo')]).toEqual([
      'PT',
      'HOT',
      'tiger',
      '3',
    ]);
    const box = screen.getByRole('searchbox', { name: /Search games/ });
    expect(box).toHaveValue('tiger');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // Paging adds a history entry; a new search replaces it and starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=4'));
    fireEvent.change(box, { target: { value: 'dragon' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('dragon'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(lastList().get('search')).toBe('dragon'));
    expect(lastList().get('pageNo')).toBe('1');

    // Back: page 3 of the tiger search again, in the box and in the list call.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Search games/ })).toHaveValue('tiger'));
    await waitFor(() => expect([lastList().get('search'), lastList().get('pageNo')]).toEqual(['tiger', '3']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('tiger');
  }, 20_000);

  it('shows the empty state and the error state with retry', async () => {
    stub({ listGames: () => [] });
    renderAt('/pvp');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    renderAt('/rng');
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the login popup for a visitor who plays, favourites or picks FAV', async () => {
    const { router } = renderAt('/rng');
    await screen.findByText('Game 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Favourite' })[0]!);
    await waitFor(() => expect(router.state.location.search).toContain('popup=login'));
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    await act(() => router.navigate('/rng'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Play' })[0]!);
    await waitFor(() => expect(router.state.location.search).toContain('popup=login'));
    await act(() => router.navigate('/rng'));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Filters' })).getByRole('button', { name: 'Favourites' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('popup=login'));
  });

  it('launches a game for a member and blocks a trial account with the real-account message', async () => {
    const { router } = renderAt('/rng', { token: 't1' });
    await screen.findByText('Game 1');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/wps/member/info')).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: 'Play' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toContain('gameCode=AG-RNG-1');

    stub({ memberType: 4 });
    renderAt('/rng', { token: 't2' });
    await screen.findAllByText('Game 1');
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.click(screen.getAllByRole('button', { name: 'Play' }).at(-1)!);
    expect(await screen.findByText('Please use a real account')).toBeInTheDocument();
  });

  it('toggles a favourite once per 1000 ms (POST then DELETE) and updates the heart', async () => {
    renderAt('/rng', { token: 't1' });
    await screen.findByText('Game 1');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/wps/relay/MCSFE_favoriteGames')).toBe(true),
    );
    const heart = () =>
      within(screen.getByText('Game 1').closest('article')!).getByRole('button', {
        name: 'Favourite',
      });
    fireEvent.click(heart());
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    const posts = calls.filter((c) => c.init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init!.body))).toEqual({ nodeId: 1, vendor: 'AG', gameType: 'RNG' });
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
  });

  it('opens the vendor game list popup for a VASSALAGE tile', async () => {
    stub({
      listGames: (url) =>
        url.searchParams.get('vassalage') === 'EA'
          ? [game(20, { vassalage: 'EA', gameName: 'EA table' })]
          : [game(10, { isGame: 'VASSALAGE', vassalage: 'EA', gameType: 'LIVE', gameName: 'EA Lobby' })],
    });
    const { router } = renderAt('/live');
    fireEvent.click(await screen.findByRole('button', { name: 'EA Lobby' }));
    await waitFor(() => expect(router.state.location.search).toContain('vendorGames=EA'));
    const dialog = await screen.findByRole('dialog', { name: 'EA games' });
    expect(await within(dialog).findByText('EA table')).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('shows the hot matches (time, title, home team with crest, away team) and launches the book on a match', async () => {
    const matches: HotMatch[] = Array.from({ length: 5 }, (_, i) => ({
      matchId: `2026-11-27-${i + 1}`,
      matchTime: `2026-11-27T0${i + 6}:30:00.000Z`,
      title: 'Champions Cup',
      homeTeam: `Home ${i + 1}`,
      homeTeamImageUrl: `/lgw/games/team/home-${i + 1}.svg`,
      awayTeam: `Away ${i + 1}`,
      vassalage: 'IBC',
      gameType: 'SPORTS',
    }));
    stub({ hotMatches: matches });
    const { router } = renderAt('/', { token: 't1' });
    // A lazy chunk of its own: loaded after the page.
    const hot = await screen.findByRole('region', { name: 'Hot matches' }, { timeout: 10_000 });
    const buttons = within(hot).getAllByRole('button', { name: /Home \d vs Away \d/ });
    expect(buttons).toHaveLength(5);
    expect(buttons[0]).toHaveTextContent('Champions Cup');
    expect(buttons[0]).toHaveTextContent(/(27 Nov|Nov 27).*\d{2}:30/);
    expect(buttons[0]!.querySelector('img')).toHaveAttribute('src', '/lgw/games/team/home-1.svg');
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    const q = new URLSearchParams(router.state.location.search);
    expect([q.get('vassalage'), q.get('gameType'), q.get('gameCode')]).toEqual([
      'IBC',
      'SPORTS',
      '2026-11-27-2',
    ]);
  }, 20_000);

  it('shows banners, the marquee, the four tiles, 6 games per section and SPORTS vendor cards; no hot matches', async () => {
    stub({
      listGames: (url) =>
        Array.from({ length: 24 }, (_, i) =>
          game(i + 1, {
            gameType: url.searchParams.get('gameType')!,
            gameName: `${url.searchParams.get('gameType')} ${i + 1}`,
          }),
        ),
    });
    const { router } = renderAt('/');
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Game shortcuts' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/live', '/rng', '/pvp', '/fish']);
    for (const [type, name] of [
      ['RNG', 'Slots'],
      ['LIVE', 'Live casino'],
      ['FISH', 'Fishing'],
      ['PVP', 'Card games'],
    ]) {
      const section = await screen.findByRole('region', { name });
      await within(section).findByText(`${type} 1`);
      expect(within(section).getAllByRole('article')).toHaveLength(6);
    }
    expect(listCalls().every((c) => c.url.searchParams.get('pageSize') === '24')).toBe(true);
    const sports = await screen.findByRole('region', { name: 'Sports' });
    expect(within(sports).getByRole('button', { name: 'IBC' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hot matches' })).toBeNull();
    // The winners board (whitelabel node winnerBoard, on in the base tree) sits below the vendor cards.
    expect(await screen.findByRole('region', { name: 'Winners' })).toBeInTheDocument();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Notice two' }))[0]!);
    // The notice popup at that index when the app has one, else the index as route state.
    await waitFor(() =>
      (POPUPS as readonly string[]).includes('notice')
        ? expect(new URLSearchParams(router.state.location.search).get('index')).toBe('1')
        : expect((router.state.location.state as { noticeIndex?: number })?.noticeIndex).toBe(1),
    );
  });
});

describe('home page of a brand without the winners board', () => {
  it('leaves the board out when the winnerBoard node is off', async () => {
    stub();
    renderAt('/', { status: statusFixture({ flags: { winnerBoard: '0' } }) });
    expect(await screen.findByRole('region', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Winners' })).toBeNull();
  });
});

describe('home page while its lists load', () => {
  it('holds the banner and each section in place with 6 skeleton tiles; the first section loads its icons eagerly', async () => {
    stub();
    // Hold the game lists and banners until released, so the loading state can be looked at.
    const stubbed = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/wps/relay/GCSGAME_gameList' || path === '/wps/content/banners') await held;
        return stubbed(input, init);
      }),
    );
    const { container } = renderAt('/');
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('status')).toHaveTextContent('Loading games');
    expect(slots.querySelectorAll('[data-tile-skeleton]')).toHaveLength(6);
    for (const name of ['Live casino', 'Fishing', 'Card games'])
      expect(screen.getByRole('region', { name }).querySelectorAll('[data-tile-skeleton]')).toHaveLength(6);
    // The banner carousel's place is held too (aria-hidden box), until the banners arrive.
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    const main = container.querySelector('main');
    expect(main?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    act(() => release());
    await within(slots).findAllByRole('article');
    expect(slots.querySelectorAll('[data-tile-skeleton]')).toHaveLength(0);
    expect(slots.querySelector('img')).toHaveAttribute('loading', 'eager');
    const live = screen.getByRole('region', { name: 'Live casino' });
    await within(live).findAllByRole('article');
    // Tile icons are decorative (alt=""): the game name beside them is the tile's accessible name.
    expect(live.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    const firstBanner = screen.getAllByRole('group')[0]?.querySelector('img');
    expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
    expect(firstBanner).toHaveAttribute('loading', 'eager');
  });
});

describe('vendor centre, favourites and recent', () => {
  it('lists vendor cards for /sports', async () => {
    renderAt('/sports');
    expect(await screen.findByRole('button', { name: 'AG' })).toBeInTheDocument();
    expect(
      calls.find((c) => c.url.pathname === '/wps/relay/GCS_vendors')!.url.searchParams.get('gameType'),
    ).toBe('SPORTS');
  });

  it("lists the member's favourites and recent games", async () => {
    stub();
    favourites = [game(7, { gameName: 'Fav seven' })];
    renderAt('/favorite', { token: 't1' });
    expect(await screen.findByText('Fav seven')).toBeInTheDocument();
    renderAt('/recent', { token: 't1' });
    expect(await screen.findByText('Recent nine')).toBeInTheDocument();
  });
});
