import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, renderAt } from '../test/fixtures';
import { ROUTE_TABLE } from './routes';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fetchStub({})));
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const h1 = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

describe('route table (spec 2)', () => {
  it('lists every path and alias of the spec', () => {
    const paths = ROUTE_TABLE.flatMap((r) => r.paths);
    for (const p of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/agent',
      '/agentHome',
      '/member',
      '/help',
      '/helpmc',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/lottert',
      '/vnlottery',
      '/sealottery',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/cockfight',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
      '/bgs',
      '/inHouse',
      '/favorite',
      '/recent',
    ])
      expect(paths).toContain(p);
  });

  it.each(['/', '/index', '/index.html', '/home'])('renders the home page at the alias %s', async (path) => {
    renderAt(path);
    expect(await h1()).toBe('Home');
  });

  it.each([
    ['/help', 'Help center'],
    ['/helpmc', 'Help center'],
    ['/promotions', 'Promotions'],
    ['/live?vassalage=AG', 'Live casino'],
    ['/sports', 'Sports'],
    ['/nowhere', 'Page not found'],
  ])('renders %s with a heading and an empty state', async (path, title) => {
    renderAt(path);
    expect(await h1()).toBe(title);
  });

  it('opens the login popup over the home page at /login', async () => {
    renderAt('/login');
    expect(await h1()).toBe('Home');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('closes a popup opened from a page with Back (routed state)', async () => {
    const { router } = renderAt('/help');
    await h1();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?popup=login');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/help');
  });
});

describe('guards', () => {
  // /agentHome sends visitors to /agent instead (spec 4; features/agent/shell/shell.test.tsx).
  it.each(['/member', '/favorite', '/recent', '/seamless'])(
    'redirects %s to /login with the target when logged out',
    async (path) => {
      const { router } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it.each(['/lottery?gameCode=X', '/vnLottery', '/seaLottery', '/lottert', '/vnlottery', '/sealottery'])(
    'redirects the lottery path %s to /login without a session token',
    async (path) => {
      const { router } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('');
    },
  );

  it('lets a token through to the member center and the lottery page', async () => {
    renderAt('/member', { token: 'tkn' });
    expect(await h1()).toBe('Member center');
  });

  it('shows the lottery page with a token, without the side menu (game page)', async () => {
    renderAt('/vnLottery?gameCode=VN1', { token: 'tkn' });
    expect(await h1()).toBe('Lottery');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('shows side menu, header, footer on normal pages', async () => {
    renderAt('/promotions');
    await h1();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders /agent without the main layout', async () => {
    renderAt('/agent');
    expect(await h1()).toBe('Agent login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('scrolls to top when the route name changes, not when only the query changes', async () => {
    const { router } = renderAt('/help');
    await h1();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await router.navigate('/help?x=1');
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/promotions');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
