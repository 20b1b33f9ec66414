import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWhitelabel } from '@playdeck/config-schema/whitelabel';
import baseVendors from '../../../../../config/brands/_base/vendors.json';
import {
  fetchStub,
  memberFixture,
  statusFixture,
  tree,
  renderAt,
  routeTableTestHooks,
} from '../../test/fixtures';
import {
  badgeFor,
  registeredMemberPages,
  resolveMemberPage,
  visibleMemberPages,
  type MemberPageDef,
} from './registry';

routeTableTestHooks();

const ok = (value: unknown) => () => ({ body: { success: true, value } });
const member = memberFixture({ language: 'bn' });
const load = () => Promise.resolve({ default: () => null });
const def = (name: MemberPageDef['name'], modId?: string): MemberPageDef => ({ name, modId, load });

describe('member menu rules (spec 2)', () => {
  const config = baseVendors.menus.memberCenter;
  it('shows registered pages whose flag is on, in the order of menus.memberCenter', () => {
    const wl = createWhitelabel(tree({ messageV2: '0' }));
    const defs = [
      def('messageV2'),
      def('withdraw'),
      def('securityCenter'),
      def('transferUpline', 'AGENTTRANSFER3'),
    ];
    expect(visibleMemberPages(config, defs, (id) => wl.isEnabled(id)).map((d) => d.name)).toEqual([
      'securityCenter',
      'withdraw',
      'transferUpline',
    ]);
    const off = createWhitelabel(tree({ AGENTTRANSFER3: '0' }));
    expect(visibleMemberPages(config, defs, (id) => off.isEnabled(id)).map((d) => d.name)).not.toContain(
      'transferUpline',
    );
    const noCenter = createWhitelabel(tree({ memberCenter: '0' }));
    // transferUpline sits under AGENTTRANSFER3, not under memberCenter.
    expect(visibleMemberPages(config, defs, (id) => noCenter.isEnabled(id))).toHaveLength(1);
  });
  it('follows a reordered config, and leaves out pages it does not list', () => {
    const on = () => true;
    const defs = [def('securityCenter'), def('withdraw'), def('messageV2')];
    const reordered = [{ route: 'messageV2' }, { route: 'securityCenter', modId: 'securityCenter' }];
    expect(visibleMemberPages(reordered, defs, on).map((d) => d.name)).toEqual([
      'messageV2',
      'securityCenter',
    ]);
    // The entry's modId gates it, whatever the page's own gate.
    expect(
      visibleMemberPages([{ route: 'withdraw', modId: 'helpCenter' }], defs, (m) => m !== 'helpCenter'),
    ).toEqual([]);
  });
  it('puts badges only on missionLeaderboard, messageV2 and rewardCenter, only above 0', () => {
    expect(badgeFor('messageV2', 3)).toBe(3);
    expect(badgeFor('missionLeaderboard', 1)).toBe(1);
    expect(badgeFor('rewardCenter', 12)).toBe(12);
    expect(badgeFor('messageV2', 0)).toBeNull();
    expect(badgeFor('messageV2', undefined)).toBeNull();
    expect(badgeFor('withdraw', 5)).toBeNull();
  });
  it('opens the requested page when visible, else securityCenter, else the first', () => {
    const visible = [def('securityCenter'), def('messageV2')];
    expect(resolveMemberPage('messageV2', visible)).toBe('messageV2');
    expect(resolveMemberPage('withdraw', visible)).toBe('securityCenter');
    expect(resolveMemberPage(null, visible)).toBe('securityCenter');
    expect(resolveMemberPage(null, [def('messageV2')])).toBe('messageV2');
    expect(resolveMemberPage('x', [])).toBeNull();
  });
});

describe('member center', () => {
  const page = (content: unknown[], unread: number) => ({
    content,
    pageNum: 1,
    pageSize: 10,
    totalPages: 1,
    total: content.length,
    unread,
  });
  const msg = (id: string, read: boolean) => ({
    id,
    category: 'account',
    title: `Message ${id}`,
    content: `Body ${id}`,
    broadcast: false,
    read,
    createdAt: '2025-01-05T03:30:00.000Z',
  });

  it('opens securityCenter by default with the profile, the change-password button and the bound mobile and email', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': ok(member),
          '/wps/relay/CSP_unreadCount': ok({ count: 0 }),
          '/wps/member/bind': ok({
            mobile: '+88017******78',
            mobileVerified: true,
            email: null,
            emailVerified: false,
          }),
        }),
      ),
    );
    const { router } = renderAt('/member', { token: 't1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText('player1')).toBeInTheDocument();
    expect(await screen.findByText('+88017******78')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    // Nickname and email are not set.
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bind email' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Member center menu' });
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    // Only registered pages: the frame does not list pages no issue has built.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-page')),
    ).toEqual(
      baseVendors.menus.memberCenter
        .map((e) => e.route)
        .filter((r) => registeredMemberPages().some((d) => d.name === r)),
    );
    // missionLeaderboard (docs/decisions.md D37) is built and its flag is on: listed, without a badge while its count
    // is unknown.
    expect(within(nav).getByRole('link', { name: 'Mission activity' })).toHaveAttribute(
      'data-page',
      'missionLeaderboard',
    );
    // No badge at 0.
    expect(within(nav).getByRole('link', { name: 'Platform information' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.search).toContain('popup=changePassword'));
  });

  it('shows a red count badge on messageV2 above 0 and hides the entry when its flag is off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/member/info': ok(member), '/wps/relay/CSP_unreadCount': ok({ count: 3 }) })),
    );
    const first = renderAt('/member', { token: 't1' });
    const nav = await screen.findByRole('navigation', { name: 'Member center menu' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Platform information/ })).toHaveTextContent('3'),
    );
    first.unmount();
    renderAt('/member?page=messageV2', { token: 't1', status: statusFixture({ flags: { messageV2: '0' } }) });
    const nav2 = await screen.findByRole('navigation', { name: 'Member center menu' });
    expect(within(nav2).queryByRole('link', { name: /Platform information/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
  });

  it('lists messages with unread markers and marks one read when opened', async () => {
    let readBody: unknown;
    let unread = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': ok(member),
          '/wps/relay/CSP_unreadCount': () => ({ body: { success: true, value: { count: unread } } }),
          '/wps/messages': () => ({
            body: { success: true, value: page([msg('2', unread < 2), msg('1', false)], unread) },
          }),
          '/wps/messages/read': (init) => {
            readBody = JSON.parse(String(init?.body));
            unread = 1;
            return { body: { success: true, value: { updated: 1, unread } } };
          },
        }),
      ),
    );
    renderAt('/member?page=messageV2', { token: 't1' });
    const header = await screen.findByRole('button', { name: /Message 2/ });
    expect(header).toHaveTextContent('Unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    await userEvent.setup().click(header);
    expect(screen.getByText('Body 2')).toBeVisible();
    await waitFor(() => expect(readBody).toEqual({ ids: ['2'] }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Message 2/ })).not.toHaveTextContent('Unread'),
    );
    const nav = screen.getByRole('navigation', { name: 'Member center menu' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Platform information/ })).toHaveTextContent('1'),
    );
  });

  it('shows the empty state without messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': ok(member),
          '/wps/relay/CSP_unreadCount': ok({ count: 0 }),
          '/wps/messages': ok(page([], 0)),
        }),
      ),
    );
    renderAt('/member?page=messageV2', { token: 't1' });
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

describe('securityCenter binding (spec 2 "bind/verify phone and email")', () => {
  // Many typed characters on a busy 2-core machine: more room than the 5 s default (a limit, not a measurement).
  vi.setConfig({ testTimeout: 20_000 });
  const none = { mobile: null, mobileVerified: false, email: null, emailVerified: false };

  it('binds a mobile number: sends the code with the dialing code, then confirms and shows it verified', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    const record = (path: string, value: unknown) => (init: RequestInit | undefined) => {
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      return { body: { success: true, value } };
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': ok(member),
          '/wps/relay/CSP_unreadCount': ok({ count: 0 }),
          '/wps/member/bind': ok(none),
          '/wps/member/bind/mobile/code': record('code', { expiredMinutes: 2 }),
          '/wps/member/bind/mobile': record('bind', {
            ...none,
            mobile: '+88017******78',
            mobileVerified: true,
          }),
        }),
      ),
    );
    renderAt('/member?page=securityCenter', { token: 't1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bind mobile number' }));
    const form = screen.getByRole('form', { name: 'Bind mobile number' });
    // Nothing typed: the form says what is missing and calls nothing.
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your login password')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Mobile number/ }), '1712345678');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Code sent. It is valid for 2 minutes.',
    );
    expect(calls[0]).toEqual({ path: 'code', body: { mobileNum: '1712345678', countryDialingCode: '+880' } });
    await user.type(within(form).getByLabelText(/^Verification code/), '123456');
    await user.type(within(form).getByLabelText(/^Login password/), 'my-login-pass');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your mobile number is bound and verified.')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      path: 'bind',
      body: {
        mobileNum: '1712345678',
        countryDialingCode: '+880',
        verificationCode: '123456',
        password: 'my-login-pass',
      },
    });
    expect(screen.queryByRole('form', { name: 'Bind mobile number' })).not.toBeInTheDocument();
    expect(screen.getByText('+88017******78')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
  });

  it('shows the server message when an email code is wrong, and keeps the form open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': ok(member),
          '/wps/relay/CSP_unreadCount': ok({ count: 0 }),
          '/wps/member/bind': ok(none),
          '/wps/member/bind/email/code': ok({ expiredMinutes: 1 }),
          '/wps/member/bind/email': () => ({
            status: 400,
            body: {
              success: false,
              errorCode: 'SMS_CODE_INVALID',
              message: 'Verification code is not valid',
            },
          }),
        }),
      ),
    );
    renderAt('/member?page=securityCenter', { token: 't1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bind email' }));
    const form = screen.getByRole('form', { name: 'Bind email' });
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /^Email address/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'player@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Code sent. It is valid for 1 minute.');
    await user.type(within(form).getByLabelText(/^Verification code/), '000000');
    await user.type(within(form).getByLabelText(/^Login password/), 'my-login-pass');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Verification code is not valid');
    expect(screen.getByRole('form', { name: 'Bind email' })).toBeInTheDocument();
  });
});
