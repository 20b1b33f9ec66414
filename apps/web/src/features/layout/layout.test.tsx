import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, renderAt, statusFixture } from '../../test/fixtures';
import { avatarEntries } from './Header';
import { sideEntries } from './SideMenu';

const member = { id: '1', account: 'player1', nickname: 'P', type: 0, currencySymbol: '৳', balance: '12.50' };

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        '/wps/member/info': () => ({ body: { success: true, value: member } }),
        '/wps/v2/wallets/balance': () => ({
          body: { success: true, value: { balance: '1234.50', currency: 'BDT', trialBalance: '0' } },
        }),
        '/lgw/games/game_menus': () => ({
          body: {
            success: true,
            value: [
              { gameType: 'LIVE', vendors: [{ vassalage: 'AG', displayName: 'AG', gameType: 'LIVE' }] },
              { gameType: 'FISH', vendors: [] },
            ],
          },
        }),
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('header visibility from flags', () => {
  it('shows the register button only when DIRECTREG3 is on', async () => {
    renderAt('/help');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('hides the register button when DIRECTREG3 is off', async () => {
    renderAt('/help', { status: statusFixture({ flags: { DIRECTREG3: '0' } }) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows category nav items only for categories with vendors', async () => {
    renderAt('/help');
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(await within(nav).findByRole('link', { name: 'Live casino' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
  });

  it('hides promotions in the header when headerPromotions is off', async () => {
    renderAt('/help', { status: statusFixture({ flags: { headerPromotions: '0' } }) });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('shows the balance, Intl-formatted in the wallet currency, and the account menu when logged in', async () => {
    renderAt('/help', { token: 'tkn' });
    // The server's decimal string "1234.50" in BDT, for English with the narrow symbol (spec 2 header; issue 5 i18n).
    expect(await screen.findByText('৳1,234.50')).toBeInTheDocument();
    // The avatar menu is a lazy chunk (members only).
    expect(await screen.findByRole('button', { name: 'My account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('avatar menu entries (spec 2)', () => {
  const on = () => true;
  it('offers the agent center to agents only', () => {
    expect(avatarEntries({ isAgent: true, isEnabled: on }).map((e) => e.id)).toContain('agentCenter');
    expect(avatarEntries({ isAgent: false, isEnabled: on }).map((e) => e.id)).not.toContain('agentCenter');
  });
  it('offers points only with PTSYS3', () => {
    expect(
      avatarEntries({ isAgent: false, isEnabled: (m) => m !== 'PTSYS3' }).map((e) => e.id),
    ).not.toContain('points');
  });
});

describe('side menu entries (spec 2)', () => {
  /** As if every member page were built, to see the flags alone. */
  const allBuilt = new Set(['vip', 'referral', 'bonusDetails', 'rewardCenter']);
  it('gates VIP, refer and earn, bonus bets and promotions by their flags', () => {
    expect(sideEntries(() => true, allBuilt).map((e) => e.id)).toEqual([
      'home',
      'vip',
      'referAndEarn',
      'bonusBets',
      'promotions',
    ]);
    expect(
      sideEntries((m) => !['playerRank', 'manualRebate', 'sidePromotions'].includes(m), allBuilt).map(
        (e) => e.id,
      ),
    ).toEqual(['home', 'referAndEarn']);
  });

  it('links only to member pages this build has (no VIP or refer-and-earn page yet)', () => {
    expect(sideEntries(() => true).map((e) => e.id)).toEqual(['home', 'bonusBets', 'promotions']);
    const avatar = avatarEntries({ isAgent: false, isEnabled: () => true }).map((e) => e.id);
    expect(avatar).toContain('personalHistoryCopy');
    expect(avatar).not.toContain('rewardCenter');
    expect(
      avatarEntries({ isAgent: false, isEnabled: () => true, built: allBuilt }).map((e) => e.id),
    ).toContain('rewardCenter');
  });

  it('hides the side menu entirely when sideMenu is off', async () => {
    renderAt('/help', { status: statusFixture({ flags: { sideMenu: '0' } }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('hides the social links in the footer unless configured', async () => {
    renderAt('/help');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('says it is a demo in the footer when the server runs the demo profile, and only then', async () => {
    const demo = /Demo site: sandbox payments and demo accounts, no real money/;
    const { unmount } = renderAt('/help', { status: statusFixture({ profile: 'demo' }) });
    expect(within(await screen.findByRole('contentinfo')).getByText(demo)).toBeInTheDocument();
    unmount();
    renderAt('/help', { status: statusFixture({ profile: 'production' }) });
    expect(within(await screen.findByRole('contentinfo')).queryByText(demo)).not.toBeInTheDocument();
  });
});

describe('light/dark switch (the header fits 360 px: on phones it is in the side menu)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-color-mode');
    localStorage.clear();
  });

  it('offers the switch in the side menu too; both stay in step', async () => {
    renderAt('/help', { token: 'tkn' });
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    const header = screen.getByRole('banner');
    await userEvent.click(within(side).getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    expect(within(header).getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Light mode' }));
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
    expect(within(side).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('hides the header switch on phones only when the side menu carries it', async () => {
    const classesOfHeaderSwitch = async () => {
      const header = await screen.findByRole('banner');
      const toggle = await within(header).findByRole('button', { name: /^(Dark|Light) mode$/ });
      return toggle.className.split(/\s+/).filter(Boolean);
    };
    const withMenu = renderAt('/help', { token: 'tkn' });
    const withSideMenu = await classesOfHeaderSwitch();
    withMenu.unmount();
    renderAt('/help', { token: 'tkn', status: statusFixture({ flags: { sideMenu: '0' } }) });
    const withoutSideMenu = await classesOfHeaderSwitch();
    // One more class (hidden below 768 px) with a side menu; none without, so the switch is never lost.
    expect(withSideMenu).toEqual(expect.arrayContaining(withoutSideMenu));
    expect(withSideMenu).toHaveLength(withoutSideMenu.length + 1);
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });
});
