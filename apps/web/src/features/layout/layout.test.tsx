import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusValue } from '../../shared/brand/brand';
import { isAgentType, isTrialType } from '../../shared/session/session';
import { fetchStub, renderAt, statusFixture } from '../../test/fixtures';
import baseVendors from '../../../../../config/brands/_base/vendors.json';
import { AVATAR_ROUTES } from './AvatarMenu';
import { layoutMenu, type MenuContext } from './menus';
import { SIDE_ROUTES } from './SideMenu';

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
    // The server's decimal string "1234.50" in BDT, for English with the narrow symbol (spec 2 header; Intl currency formatting).
    expect(await screen.findByText('৳1,234.50')).toBeInTheDocument();
    // The avatar menu is a lazy chunk (members only).
    expect(await screen.findByRole('button', { name: 'My account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('avatar menu entries (spec 2; vendors.json menus.avatar)', () => {
  const on = () => true;
  const avatar = (ctx: Partial<MenuContext> = {}) =>
    layoutMenu(baseVendors.menus.avatar, AVATAR_ROUTES, { isEnabled: on, ...ctx }).map((e) => e.route);
  it('offers the agent center to agents only', () => {
    expect(avatar({ isAgent: true })).toContain('agentHome');
    expect(avatar({ isAgent: false })).not.toContain('agentHome');
  });
  it('offers points only with PTSYS3', () => {
    expect(avatar()).toContain('pointMall');
    expect(avatar({ isEnabled: (m) => m !== 'PTSYS3' })).not.toContain('pointMall');
  });
});

describe('side menu entries (spec 2; vendors.json menus.side)', () => {
  /** As if every member page were built, to see the flags alone. */
  const allBuilt = new Set(['playerRank', 'manualRebate', 'referral', 'bonusDetails', 'rewardCenter']);
  const side = (isEnabled: (m: string) => boolean, built?: ReadonlySet<string>) =>
    layoutMenu(baseVendors.menus.side, SIDE_ROUTES, {
      isEnabled,
      built,
      promotions: true,
      customerServiceUrl: 'https://support.example/chat',
    }).map((e) => e.route);
  it('gates VIP, refer and earn, bonus bets and promotions by their flags', () => {
    expect(side(() => true, allBuilt)).toEqual([
      'home',
      'vip',
      'referAndEarn',
      'bonusBets',
      'promotions',
      'customerService',
      'appDownload',
    ]);
    expect(
      side(
        (m) => !['playerRank', 'manualRebate', 'sidePromotions', 'sideCustomerService'].includes(m),
        allBuilt,
      ),
    ).toEqual(['home', 'referAndEarn', 'appDownload']);
  });

  it('links only to member pages this build has', () => {
    expect(side(() => true)).toEqual([
      'home',
      'vip',
      'referAndEarn',
      'bonusBets',
      'promotions',
      'customerService',
      'appDownload',
    ]);
    expect(side(() => true, new Set(['bonusDetails']))).toEqual([
      'home',
      'promotions',
      'customerService',
      'appDownload',
    ]);
    const avatar = (built?: ReadonlySet<string>) =>
      layoutMenu(baseVendors.menus.avatar, AVATAR_ROUTES, { isEnabled: () => true, built }).map(
        (e) => e.route,
      );
    expect(avatar()).toContain('personalHistoryCopy');
    expect(avatar(new Set(['personalHistoryCopy']))).not.toContain('rewardCenter');
    expect(avatar(allBuilt)).toContain('rewardCenter');
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

describe('menus follow the served brand config (vendors.json menus)', () => {
  const withMenus = (menus: Partial<StatusValue['info']['menus']>, flags: Record<string, '1' | '0'> = {}) => {
    const base = statusFixture({ flags });
    return { ...base, info: { ...base.info, menus: { ...base.info.menus, ...menus } } };
  };
  const names = (el: HTMLElement, role: 'link' | 'button' = 'link') =>
    within(el)
      .getAllByRole(role)
      .map((a) => a.textContent);

  it('orders the header nav as config does, and an entry config drops is gone', async () => {
    renderAt('/help', {
      status: withMenus({
        header: [{ route: 'promotions', modId: 'headerPromotions' }, { route: 'live' }, { route: 'home' }],
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'Live casino' });
    expect(names(nav)).toEqual(['Promotions', 'Live casino', 'Home']);
  });

  it('relabels an entry by a known message id and ignores an unknown one', async () => {
    renderAt('/help', {
      status: withMenus({
        header: [
          { route: 'home', labelId: 'app.page.promotions' },
          { route: 'live', labelId: 'nope.x' },
        ],
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'Live casino' });
    expect(names(nav)).toEqual(['Promotions', 'Live casino']);
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/');
  });

  it('orders the side menu and the footer as config does', async () => {
    renderAt('/help', {
      status: withMenus({
        side: [{ route: 'bonusBets', modId: 'manualRebate' }, { route: 'home' }],
        footer: [
          { route: 'promotions', modId: 'promotions' },
          { route: 'feedback', modId: 'feedback' },
          { route: 'help', modId: 'helpCenter' },
        ],
      }),
    });
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(names(side)).toEqual(['Bonus bets', 'Home']);
    const footer = await screen.findByRole('contentinfo');
    const help = within(footer).getByRole('heading', { name: 'Help' }).parentElement!;
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Promotions', 'Help center']);
    // Feedback and complaints are in the contact column (spec 2 footer) and open the feedback popup.
    const contact = within(footer).getByRole('heading', { name: 'Contact us' }).parentElement!;
    expect(within(contact).getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    // Game categories config does not list are absent (Live casino has vendors, but the footer does not list it).
    expect(within(footer).queryByRole('link', { name: 'Live casino' })).not.toBeInTheDocument();
  });

  it('hides a footer entry whose modId is off', async () => {
    renderAt('/help', { status: statusFixture({ flags: { feedback: '0' } }) });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help center' })).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});

describe('terms and conditions (docs/decisions.md D35)', () => {
  it('keeps the footer link to the terms with the help centre off, and the terms page shows their own sections', async () => {
    const terms = {
      updated: '2026-11-01',
      sections: [{ id: 'account', title: '1. Your account', content: 'One account per person.' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/system/terms': () => ({ body: { success: true, value: terms } }),
          '/lgw/games/game_menus': () => ({ body: { success: true, value: [] } }),
        }),
      ),
    );
    renderAt('/', { status: statusFixture({ flags: { helpCenter: '0' } }) });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Help center' })).not.toBeInTheDocument();
    const link = within(footer).getByRole('link', { name: 'Terms and conditions' });
    expect(link).toHaveAttribute('href', '/terms');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Your account' })).toBeInTheDocument();
    expect(screen.getByText('One account per person.')).toBeInTheDocument();
    expect(screen.getByText('In force since November 1, 2026')).toBeInTheDocument();
  });
});

describe('phone bottom bar (vendors.json menus.bottom)', () => {
  it('shows home, promotions, deposit, wallet and account in config order, as links', async () => {
    renderAt('/help');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(names2(bar)).toEqual(['Home', 'Promotions', 'Deposit', 'Wallet', 'My account']);
    expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member?page=depositv2',
    );
  });

  it('follows a reordered config and the entries gates', async () => {
    const base = statusFixture({ flags: { depositv2: '0' } });
    renderAt('/help', {
      status: {
        ...base,
        info: {
          ...base.info,
          menus: {
            ...base.info.menus,
            bottom: [
              { route: 'securityCenter', modId: 'securityCenter' },
              { route: 'depositv2', modId: 'depositv2' },
              { route: 'home' },
            ],
          },
        },
      },
    });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(names2(bar)).toEqual(['My account', 'Home']);
  });

  it('marks the current page and is absent when the bottomBar modId is off', async () => {
    const { unmount } = renderAt('/member?page=transferFund', { token: 'tkn' });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
    unmount();
    renderAt('/help', { status: statusFixture({ flags: { bottomBar: '0' } }) });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });
});

function names2(el: HTMLElement) {
  return within(el)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('agent and trial member types from the brand (brand.json userTypes)', () => {
  it('counts a type as agent or trial only as the served config says', () => {
    const shipped = statusFixture().info.userTypes;
    expect(isAgentType(1, shipped)).toBe(true);
    expect(isTrialType(4, shipped)).toBe(true);
    const other = { agent: [7], trial: 9 };
    expect(isAgentType(7, other)).toBe(true);
    expect(isAgentType(1, other)).toBe(false);
    expect(isTrialType(9, other)).toBe(true);
    expect(isTrialType(4, other)).toBe(false);
    // Without the brand's types (outside the brand), nobody is an agent or a trial member.
    expect(isAgentType(1, undefined)).toBe(false);
    expect(isTrialType(4, undefined)).toBe(false);
  });
});
