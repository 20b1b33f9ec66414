import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, memberFixture, renderAt, statusFixture } from '../../test/fixtures';
import { validateLogin } from './loginValidation';
import { loadRememberedUsername, REMEMBER_KEY, REMEMBER_TTL_MS, rememberUsername } from './rememberUsername';

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const empty = { username: '', password: '', mobileNum: '', code: '', captcha: '' };

describe('validateLogin (spec 5 login)', () => {
  it('needs username and password in username mode, trimmed', () => {
    expect(validateLogin({ ...empty, username: '  ', password: 'x' }, 'username', false)?.id).toBe(
      'app.login.required',
    );
    expect(validateLogin({ ...empty, username: 'u', password: 'p' }, 'username', false)).toBeNull();
  });
  it('needs a valid mobile and a code in sms mode', () => {
    expect(validateLogin({ ...empty, mobileNum: '12' }, 'sms', false)?.id).toBe('app.login.mobileInvalid');
    expect(validateLogin({ ...empty, mobileNum: '1712345678' }, 'sms', false)?.id).toBe(
      'app.login.codeRequired',
    );
    expect(validateLogin({ ...empty, mobileNum: '1712345678', code: '1234' }, 'sms', false)).toBeNull();
  });
  it('needs the captcha only when it is shown', () => {
    expect(validateLogin({ ...empty, username: 'u', password: 'p' }, 'username', true)?.id).toBe(
      'app.login.captchaRequired',
    );
  });
});

describe('remembered username (D4)', () => {
  it('keeps only the username, for 1 day', () => {
    const now = 1_000_000;
    rememberUsername('player1', now);
    expect(localStorage.getItem(REMEMBER_KEY)).not.toMatch(/password/i);
    expect(loadRememberedUsername(now + REMEMBER_TTL_MS - 1)).toBe('player1');
    expect(loadRememberedUsername(now + REMEMBER_TTL_MS)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });
  it('drops a malformed entry', () => {
    localStorage.setItem(REMEMBER_KEY, '{bad');
    expect(loadRememberedUsername()).toBeNull();
  });
});

describe('login popup', () => {
  it('offers the sms tab only when SMS-code login is on', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    renderAt('/login', { status: statusFixture({ flags: { SMSLOGIN3: '1' } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('tab', { name: 'SMS code' })).toBeInTheDocument();
  });

  it('has no tabs when SMS-code login is off, and correct autocomplete attributes', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('labels the name field "Username or mobile number" only when mobile accounts log in with a password', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    const { unmount } = renderAt('/login', {
      status: statusFixture({ flags: { MOBILENUMREG3: '1', MOBREGPWD3: '1' } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: 'Username or mobile number' })).toBeInTheDocument();
    unmount();
    renderAt('/login', { status: statusFixture({ flags: { MOBILENUMREG3: '1', MOBREGPWD3: '0' } }) });
    const plain = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(plain).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('prefills the remembered username', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    rememberUsername('rememberme');
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('rememberme');
  });

  it('shows the validation message without calling the server', async () => {
    const fetch = vi.fn(fetchStub({}));
    vi.stubGlobal('fetch', fetch);
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fetch.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter the username and password',
    );
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/session/login'))).toHaveLength(0);
  });

  it('shows the server message and the captcha when the server flags it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/session/login': () => ({
            status: 401,
            body: {
              success: false,
              errorCode: 'LOGIN_FAILED',
              message: 'Login failed, check your details',
              value: { captcha: true },
            },
          }),
          '/wps/captcha': () => ({ body: { success: true, value: 'data:image/svg+xml;base64,PHN2Zy8+' } }),
        }),
      ),
    );
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'player1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Login failed, check your details');
    expect(await within(dialog).findByLabelText(/^Captcha/)).toBeInTheDocument();
  });

  it('stores the token, remembers the username and continues to ?redirect= on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/session/login': () => ({
            body: {
              success: true,
              value: {
                token: 'T1',
                firstTimeLogin: false,
                passwordExpired: false,
                mustChangePassword: false,
                expiresAt: '',
              },
            },
          }),
          '/wps/member/info': () => ({
            body: {
              success: true,
              value: { id: '1', account: 'player1', type: 0, currencySymbol: '৳', balance: '1.00' },
            },
          }),
        }),
      ),
    );
    const { router } = renderAt('/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'player1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember my username' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(sessionStorage.getItem('token')).toBe('T1');
    expect(loadRememberedUsername()).toBe('player1');
  });

  it('goes on to the two-factor step on a new address: channel choice, code sent to it, trusted device asked for', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const ok = {
      body: {
        success: true,
        value: {
          token: 'T2',
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
          expiresAt: '',
        },
      },
    };
    const channels = [
      { channel: 'sms', to: '+88017******78' },
      { channel: 'email', to: 'pl***@example.com' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/session/login': (init) => {
            const b = JSON.parse(String(init?.body)) as Record<string, unknown>;
            bodies.push(b);
            if (b.twoFactorCode === '123456') return ok;
            if (b.twoFactorCode)
              return {
                status: 400,
                body: {
                  success: false,
                  errorCode: 'SMS_CODE_INVALID',
                  message: 'Verification code is not valid',
                },
              };
            return {
              status: 403,
              body: {
                success: false,
                errorCode: 'TWO_FACTOR_REQUIRED',
                message: 'Please complete verification first',
                value: {
                  twoFactor: true,
                  channels,
                  ...(b.twoFactorChannel ? { sent: b.twoFactorChannel, expiredMinutes: 1 } : {}),
                },
              },
            };
          },
          '/wps/member/info': () => ({
            body: {
              success: true,
              value: memberFixture(),
            },
          }),
        }),
      ),
    );
    const { router } = renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'player1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await within(dialog).findByRole('form', { name: 'Confirm it is you' });
    // Nothing is sent before the player picks where.
    expect(bodies).toHaveLength(1);
    await userEvent.selectOptions(
      within(step).getByLabelText('Send the code to'),
      'E-mail to pl***@example.com',
    );
    await userEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    expect(await within(step).findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    expect(bodies[1]).toMatchObject({
      username: 'player1',
      password: 'secret123',
      twoFactorChannel: 'email',
    });
    expect(bodies[1]).not.toHaveProperty('twoFactorCode');

    await userEvent.type(within(step).getByLabelText(/^Verification code/), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Verification code is not valid');

    await userEvent.clear(within(step).getByLabelText(/^Verification code/));
    await userEvent.type(within(step).getByLabelText(/^Verification code/), '123456');
    await userEvent.click(within(step).getByRole('checkbox', { name: 'Trust this device for 30 days' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('T2'));
    expect(bodies.at(-1)).toMatchObject({
      twoFactorChannel: 'email',
      twoFactorCode: '123456',
      trustDevice: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers free play only with FREEPLAY3 and logs in as a trial member on /', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/session/login/freeplay': (init) => {
            calls.push(String(init?.body));
            return {
              body: {
                success: true,
                value: {
                  token: 'TRIAL',
                  firstTimeLogin: true,
                  passwordExpired: false,
                  mustChangePassword: false,
                  expiresAt: '',
                },
              },
            };
          },
          '/wps/member/info': () => ({
            body: {
              success: true,
              value: memberFixture({ id: '9', account: 'trial_x', type: 4, balance: '2000.00' }),
            },
          }),
        }),
      ),
    );
    const off = renderAt('/login', { status: statusFixture({ flags: { FREEPLAY3: '0' } }) });
    const plain = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(plain).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
    off.unmount();

    const { router } = renderAt('/login', { status: statusFixture({ flags: { FREEPLAY3: '1' } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('TRIAL'));
    expect(JSON.parse(calls[0]!)).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
      random: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The header shows the trial state with the way to a real account.
    expect(await screen.findByText(/You are playing with trial funds/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a real account' })).toBeInTheDocument();
  }, 20_000);
});
