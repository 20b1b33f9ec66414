import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../shared/api/storage';
import { fetchStub, memberFixture, statusFixture, renderAt, routeTableTestHooks } from '../../test/fixtures';
import type { MemberInfo } from '@playdeck/api-client/schemas';
import { PUBLIC_POPUP_CLOSED_KEYS, resetPublicPopupMemory } from './rules';

routeTableTestHooks(resetPublicPopupMemory);

/**
 * Plays the captcha widget inside `scope` reporting a solved payload: its code does not run in jsdom (the unit setup
 * replaces it, packages/ui/src/test/setup.ts), so the test sends the widget's `statechange` event.
 */
async function solveCaptcha(scope: HTMLElement, payload: string) {
  const widget = await waitFor(() => {
    const el = scope.querySelector('altcha-widget');
    if (!el) throw new Error('no captcha widget yet');
    return el;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

const ok = (value: unknown) => () => ({ body: { success: true, value } });
const member = (over: Partial<MemberInfo> = {}) => memberFixture({ nickname: 'Player', ...over });
const item = (id: string, title: string, extra: Record<string, string> = {}) => ({
  id,
  type: 'B',
  title,
  content: `${title} body`,
  execution: 'B',
  createdAt: '2025-01-05T03:30:00.000Z',
  ...extra,
});

describe('feedback popup (spec 2, 5)', () => {
  it('names every empty field followed by "is empty", without calling the server', async () => {
    const fetch = vi.fn(fetchStub({ '/wps/captcha': ok('data:image/svg+xml;base64,AA==') }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/?popup=feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Question type, Description, Captcha is empty',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), '6');
    await user.type(within(dialog).getByLabelText(/^Description/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Description, Captcha is empty$/);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/wps/feedback'))).toBe(false);
  });

  it('counts characters live, refuses under 20, then sends the trimmed text and closes', async () => {
    let sent: unknown;
    const fetch = vi.fn(
      fetchStub({
        '/wps/captcha': ok('data:image/svg+xml;base64,AA=='),
        '/wps/feedback': (init) => {
          sent = JSON.parse(String(init?.body));
          return { body: { success: true, value: null } };
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/?popup=feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const user = userEvent.setup();
    expect(within(dialog).getByText('Between 20 and 200 characters')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), '2');
    await user.type(within(dialog).getByLabelText(/^Description/), ' too short ');
    expect(within(dialog).getByText('11/200')).toBeInTheDocument();
    await solveCaptcha(dialog, 'c29sdmVkLXBheWxvYWQ=');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter 20 to 200 characters');
    await user.type(within(dialog).getByLabelText(/^Description/), 'but now long enough ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Feedback' })).not.toBeInTheDocument());
    expect(sent).toEqual({
      content: 'too short but now long enough',
      type: 2,
      captcha: 'c29sdmVkLXBheWxvYWQ=',
    });
  });

  it('takes its bounds and counter from the brand limits (brand.json limits, served in the status)', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/wps/captcha': ok('data:image/svg+xml;base64,AA==') })));
    const base = statusFixture();
    renderAt('/?popup=feedback', {
      status: {
        ...base,
        info: { ...base.info, limits: { feedbackMaxLength: 120, feedbackHintMinLength: 10 } },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(within(dialog).getByText('Between 10 and 120 characters')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Description/), 'abc');
    expect(within(dialog).getByText('3/120')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Description/)).toHaveAttribute('maxlength', '120');
  });

  it('counts the captcha as empty until the widget has solved it, and drops a spent solution after a refusal', async () => {
    let sent: { captcha?: string } | undefined;
    const fetch = vi.fn(
      fetchStub({
        '/wps/feedback': (init) => {
          sent = JSON.parse(String(init?.body)) as { captcha?: string };
          return {
            status: 409,
            body: {
              success: false,
              errorCode: 'CAPTCHA_REPLAYED',
              message: 'This verification was already used',
            },
          };
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/?popup=feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), '1');
    await user.type(within(dialog).getByLabelText(/^Description/), 'The deposit page did not load today.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Captcha is empty$/);
    await solveCaptcha(dialog, 'Zmlyc3Q=');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('already used'));
    expect(sent?.captcha).toBe('Zmlyc3Q=');
    // The spent solution is gone: the next submit waits for the widget's new one.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Captcha is empty$/);
  });
});

describe('notice popup (spec 2)', () => {
  it('shows title, time in the brand timezone and content, opening the notice at ?index', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/content/notices': ok([item('1', 'First'), item('2', 'Second')]) })),
    );
    const status = statusFixture();
    status.info.timezone = 'Asia/Dhaka';
    renderAt('/?popup=notice&index=1', { status });
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(await within(dialog).findByRole('button', { name: /Second/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /First/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getAllByText('2025-01-05 09:30:00')).toHaveLength(2);
    expect(within(dialog).getByText('Second body')).toBeVisible();
  });
});

describe('announcement popup (spec 2, 9)', () => {
  it('lists titles in pages of 9 and shows the chosen one in the detail pane', async () => {
    const list = Array.from({ length: 20 }, (_, i) => item(String(i + 1), `News ${i + 1}`));
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/wps/content/announcements': ok(list) })));
    renderAt('/?popup=announcement');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const titles = await within(dialog).findByRole('list', { name: 'Announcement titles' });
    expect(within(titles).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByRole('heading', { name: 'News 1' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(titles).getByRole('button', { name: 'News 4' }));
    expect(within(dialog).getByRole('heading', { name: 'News 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('News 4 body')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    const page3 = within(dialog).getByRole('list', { name: 'Announcement titles' });
    expect(
      within(page3)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['News 19', 'News 20']);
    expect(within(dialog).getByRole('heading', { name: 'News 19' })).toBeInTheDocument();
  });
});

describe('public popup (spec 2)', () => {
  it('opens B for visitors once, and remembers the closure for the anonymous audience only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/content/popups': ok([item('9', 'Welcome visitor', { execution: 'B' })]) })),
    );
    const first = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome visitor' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(PUBLIC_POPUP_CLOSED_KEYS.anonymous)).toBe('1');
    expect(sessionStorage.getItem(PUBLIC_POPUP_CLOSED_KEYS.member)).toBeNull();
    first.unmount();
    resetPublicPopupMemory();
    renderAt('/');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays off the agent landing page, then opens once the visitor reaches the player site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/content/popups': ok([item('9', 'Welcome visitor', { execution: 'B' })]) })),
    );
    const { router } = renderAt('/agent');
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome visitor' })).toBeInTheDocument();
  });

  it('shows members execution A only, and F too after a first login', async () => {
    const popups = [
      item('1', 'For members', { execution: 'A' }),
      item('2', 'First login gift', { execution: 'F' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/content/popups': ok(popups), '/wps/member/info': ok(member()) })),
    );
    const a = renderAt('/', { token: 't1' });
    expect(await screen.findByRole('dialog', { name: 'For members' })).toBeInTheDocument();
    expect(screen.queryByText('First login gift body')).not.toBeInTheDocument();
    a.unmount();
    resetPublicPopupMemory();
    sessionStorage.setItem('firstLogin', '1');
    renderAt('/', { token: 't1' });
    const both = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(both).getByText('First login gift body')).toBeInTheDocument();
    expect(within(both).getByText('For members body')).toBeInTheDocument();
  });
});

describe('logout (spec 4)', () => {
  it('lands on / with no popup, even when visitor popups exist and it started on /home', async () => {
    let loggedOut = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/content/popups': ok([item('9', 'Welcome visitor', { execution: 'B' })]),
          '/wps/member/info': ok(member()),
          '/wps/session/logout': () => {
            loggedOut = true;
            return { body: { success: true, value: null } };
          },
        }),
      ),
    );
    // The member closed their own popup this session; logout clears the session storage (the visitor key too).
    sessionStorage.setItem(PUBLIC_POPUP_CLOSED_KEYS.member, '1');
    const { router } = renderAt('/home', { token: 't1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Prompt' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    expect(loggedOut).toBe(true);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    // Let the visitor popup list arrive: it must not open over the landing page.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('forgot-password popup (spec 2, 4, 5)', () => {
  it('defaults to the mobile tab when phone verification is on, email otherwise', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    const on = renderAt('/?popup=forgotPassword', { status: statusFixture({ flags: { REGMOBVERF3: '1' } }) });
    let dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    on.unmount();
    renderAt('/?popup=forgotPassword');
    dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the email request form-encoded, confirms and closes', async () => {
    let body = '';
    let type = '';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/password/email': (init) => {
            body = String(init?.body);
            type = new Headers(init?.headers).get('content-type') ?? '';
            return { body: { success: true, value: null } };
          },
        }),
      ),
    );
    renderAt('/?popup=forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Username/), 'player1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('E-mail format is incorrect')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'p@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument(),
    );
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('username=player1&email=p%40example.com');
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
  });

  it('resets by phone with the password rule, then logs in with the returned session', async () => {
    let sent: Record<string, string> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/verification/sms/noLogin': ok({ expiredMinutes: 1 }),
          '/wps/member/password/verification': (init) => {
            sent = JSON.parse(String(init?.body)) as Record<string, string>;
            return {
              body: {
                success: true,
                value: {
                  token: 'new-token',
                  firstTimeLogin: false,
                  passwordExpired: false,
                  mustChangePassword: false,
                },
              },
            };
          },
        }),
      ),
    );
    renderAt('/?popup=forgotPassword', { status: statusFixture({ flags: { REGMOBVERF3: '1' } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '1712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /60|Send code/ })).toBeDisabled());
    await user.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    await user.type(within(dialog).getByLabelText(/^New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      within(dialog).getByText('Please fill in your password with 8 - 64 characters'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^New password/), '-but-long');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('new-token'));
    expect(sent).toEqual({
      mobileNum: '1712345678',
      countryDialingCode: '+880',
      verificationCode: '123456',
      newPassword: 'short-but-long',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument(),
    );
  });
});

describe('email reset confirm step (spec 4)', () => {
  it('opens from the emailed link, checks the confirmation, sends the token and opens the login', async () => {
    let sent: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/password/email/confirm': (init) => {
            sent = JSON.parse(String(init?.body));
            return { body: { success: true, value: null } };
          },
        }),
      ),
    );
    const { router } = renderAt('/?resetToken=tok123');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-9');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).not.toContain('resetToken');
    expect(sent).toEqual({
      token: 'tok123',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
  });
});

describe('change-password popup (spec 2, 4, 5)', () => {
  it('shows the username read-only and refuses a different confirmation', async () => {
    const fetch = vi.fn(fetchStub({ '/wps/member/info': ok(member()) }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/?popup=changePassword', { token: 't1' });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const username = await within(dialog).findByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveValue('player1'));
    expect(username).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/wps/member/password'))).toBe(false);
  });

  it('opens by itself when member info says mustChangePassword, and changes the password', async () => {
    let sent: unknown;
    let forced = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/info': () => ({
            body: { success: true, value: member({ mustChangePassword: forced }) },
          }),
          '/wps/member/password': (init) => {
            sent = JSON.parse(String(init?.body));
            forced = false;
            return { body: { success: true, value: null } };
          },
        }),
      ),
    );
    const { router } = renderAt('/promotions', { token: 't1' });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText('Please choose a new password to continue.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Abc12345x');
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({
      oldPassword: 'Abc12345x',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
  });
});

describe('help centre and trial warning', () => {
  it('shows the help centre sections in the popup and on /helpmc', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/system/helpCenter': ok([{ id: 'h1', title: 'How to register', content: 'Steps' }]),
        }),
      ),
    );
    const popup = renderAt('/?popup=help');
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await within(dialog).findByRole('button', { name: 'How to register' })).toBeInTheDocument();
    popup.unmount();
    renderAt('/helpmc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    expect(await screen.findByText('Steps')).toBeInTheDocument();
  });

  it('warns a trial member opening the member center and sends them home on confirm', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/wps/member/info': ok(member({ type: 4 })) })));
    const { router } = renderAt('/member', { token: 'trial' });
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Please use a real account to access this feature.')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('accessibility (axe in jsdom; colour contrast is checked in the story tests)', () => {
  it.each(['feedback', 'forgotPassword', 'changePassword', 'announcement', 'notice', 'help', 'trialWarning'])(
    'finds no violations in the %s popup',
    async (name) => {
      const { default: axe } = await import('axe-core');
      vi.stubGlobal(
        'fetch',
        vi.fn(
          fetchStub({
            '/wps/captcha': ok('data:image/svg+xml;base64,AA=='),
            '/wps/member/info': ok(member()),
            '/wps/content/announcements': ok([item('1', 'One'), item('2', 'Two')]),
            '/wps/content/notices': ok([item('1', 'One')]),
            '/wps/system/helpCenter': ok([{ id: 'h', title: 'Topic', content: 'Text' }]),
          }),
        ),
      );
      renderAt(`/?popup=${name}`, { token: 't1', status: statusFixture({ flags: { REGMOBVERF3: '1' } }) });
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      await act(() => new Promise((r) => setTimeout(r, 50)));
      const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    },
  );
});
