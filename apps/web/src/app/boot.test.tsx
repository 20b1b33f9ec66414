import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BrandProvider } from '../shared/brand/BrandProvider';
import { LANG_KEY, MERCHANT_KEY } from '../shared/api/storage';
import { statusFixture } from '../test/fixtures';
import HomePage from '../pages/home/HomePage';
import { BOOT_ELEMENT_ID, readBootStatus, startBoot } from './boot';

let calls: string[];

function inline(text: string) {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ELEMENT_ID;
  el.textContent = text;
  document.head.append(el);
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      const u = String(url);
      const value = u.startsWith('/wps/relay/GCSGAME_gameList')
        ? { games: [], pageNum: 1, totalPages: 0, total: 0 }
        : u.startsWith('/lgw/games/jackpot')
          ? { currency: 'BDT', amount: '10.00', updatedAt: '2026-11-21T10:00:00.000Z', refreshMs: 30_000 }
          : [];
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
});

describe('boot from the status inlined in index.html', () => {
  it('renders the home page without a status call, its calls started at once in the stored language and made once', async () => {
    inline(JSON.stringify({ success: true, value: statusFixture() }));
    localStorage.setItem(LANG_KEY, 'en');
    expect(startBoot('/home')).toBe('en');
    // Started before any render: the four section lists (24 each), banners, notices, the game menus and the jackpot.
    const lists = calls.filter((u) => u.startsWith('/wps/relay/GCSGAME_gameList'));
    expect(lists.map((u) => new URL(u, 'http://x').searchParams.get('gameType'))).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
    ]);
    for (const u of lists) expect(u).toMatch(/pageSize=24&language=en$/);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/wps/content/banners?group=w_home',
        '/wps/content/notices',
        '/lgw/games/game_menus?language=en',
        '/lgw/games/jackpot',
        '/lgw/games/hot_matches',
      ]),
    );
    const started = [...calls];
    render(
      <BrandProvider>
        <MemoryRouter initialEntries={['/home']}>
          <HomePage />
        </MemoryRouter>
      </BrandProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(calls.filter((u) => u.startsWith('/wps/system/status'))).toEqual([]);
    // The page's hooks took the calls already in flight (same SWR keys): none of them was made again.
    // Later calls are only those of the part that loads when scrolled near (the winner board).
    expect(started).toHaveLength(9);
    expect(await screen.findByText(/10\.00/)).toBeInTheDocument(); // the jackpot, from the boot's call
    expect(calls.slice(started.length).filter((u) => !/^\/wps\/relay\/GCSGAME_getRankList/.test(u))).toEqual(
      [],
    );
  });

  it('starts no page calls off the home paths or while the site is in maintenance', () => {
    inline(JSON.stringify({ success: true, value: statusFixture() }));
    expect(startBoot('/member')).toBe('bn');
    inline(JSON.stringify({ success: true, value: statusFixture({ status: 1, maintenance: true }) }));
    expect(startBoot('/')).toBe('bn');
    expect(calls).toEqual([]);
  });

  it('leaves the boot to the status call for a browser bound to another brand, and ignores a missing or broken block', () => {
    inline(JSON.stringify({ success: true, value: statusFixture() }));
    sessionStorage.setItem(MERCHANT_KEY, 'nova');
    expect(startBoot('/')).toBeUndefined();
    inline('{"success":true,"value":');
    expect(readBootStatus()).toBeUndefined();
    inline(JSON.stringify({ success: false, errorCode: 'UNKNOWN_BRAND', message: 'x' }));
    expect(readBootStatus()).toBeUndefined();
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
    expect(startBoot('/')).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
