import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldSettingsToSchema, type RegistrationModule } from '@playdeck/config-schema/registration';
import type { RegisterFieldSetting, StandaloneValidator } from '@playdeck/config-schema/types';
import baseRegister from '../../../../../config/brands/_base/register.json';
import { fetchStub, registerValidatorFixture, renderAt, statusFixture, tree } from '../../test/fixtures';
import { formFields, validateForm } from './registerForm';
import { loadRegistrationModule } from './registrationModule';
import {
  affiliateCodeOfVisit,
  captureAffiliateCode,
  captureReferralCode,
} from '../../shared/session/affiliate';

/** A successful registration's answer: the player is logged in with session token `token` (a first login). */
const registered = (token: string) => ({
  body: {
    success: true,
    value: { token, firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, expiresAt: '' },
  },
});

/** The JSON body of a request the fetch stub received. */
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/**
 * The captcha widget stands in as a plain group that hands its `onChange` out, so a test can report a solution from
 * outside React's events, as the real widget's statechange listener does (the other tests have no captcha field).
 */
const captchaWidget = vi.hoisted(() => ({ report: null as ((payload: string | null) => void) | null }));

vi.mock('@playdeck/ui', async (importOriginal) => {
  const ui = await importOriginal<Record<string, unknown>>();
  return {
    ...ui,
    CaptchaField: (props: { label: string; onChange: (payload: string | null) => void }) => {
      captchaWidget.report = props.onChange;
      return <div role="group" aria-label={props.label} />;
    },
  };
});

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const base = baseRegister.fields as Record<string, RegisterFieldSetting>;
const on = (s: RegisterFieldSetting, required = false): RegisterFieldSetting => ({
  ...s,
  enabled: true,
  required,
});

/** The username-registration validator of the module the server would serve for `settings`. */
async function usernameValidator(
  settings: Record<string, RegisterFieldSetting>,
): Promise<StandaloneValidator<unknown>> {
  const m: RegistrationModule = await loadRegistrationModule(
    registerValidatorFixture(settings as never, tree()),
  );
  return m.username as StandaloneValidator<unknown>;
}

describe('register form from field settings (spec 3, 5)', () => {
  it('renders only enabled fields, with confirmPassword after password', () => {
    const schema = fieldSettingsToSchema(base);
    expect(formFields(schema, base).map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('adds enabled optional fields and marks required ones, in the server settings order', () => {
    const { email, ...rest } = base;
    const settings = { email: on(email!, true), ...rest, payeeName: on(base.payeeName!) };
    const fields = formFields(fieldSettingsToSchema(settings), settings);
    expect(fields.map((f) => f.name)).toEqual([
      'email',
      'username',
      'password',
      'confirmPassword',
      'payeeName',
    ]);
    expect(fields.find((f) => f.name === 'email')?.required).toBe(true);
    expect(fields.find((f) => f.name === 'payeeName')?.required).toBe(false);
  });

  it('asks mobile and code (not username) for mobile registration', () => {
    const schema = fieldSettingsToSchema(base, { method: 'mobile' });
    const names = formFields(schema, base).map((f) => f.name);
    expect(names).toContain('mobileNum');
    expect(names.indexOf('verificationCode')).toBe(names.indexOf('mobileNum') + 1);
    expect(names).not.toContain('username');
  });

  it('reports pattern, length, empty and confirmation messages per field from the compiled module', async () => {
    const validate = await usernameValidator(base);
    const errors = validateForm(validate, {
      username: '1abcdef',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors.username?.id).toBe('reg_pattern_1');
    expect(errors.password).toMatchObject({ id: 'reg.passwordLength', values: { min: 8, max: 64 } });
    expect(errors.confirmPassword?.id).toBe('reg.confirmMismatch');
    expect(validateForm(validate, { username: '', password: '', confirmPassword: '' }).username?.id).toBe(
      'reg.required',
    );
    expect(
      validateForm(validate, { username: 'abcdef1', password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({});
  });

  it('applies the operator acceptedPattern too', async () => {
    const validate = await usernameValidator({
      ...base,
      username: { ...base.username!, acceptedPattern: '^a' },
    });
    expect(
      validateForm(validate, { username: 'bbbbbb1', password: 'longenough', confirmPassword: 'longenough' })
        .username?.id,
    ).toBe('reg_pattern_1');
  });
});

describe('register popup', () => {
  it('opens on the mobile tab when MOBILENUMREG3 is on', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    renderAt('/register', { status: statusFixture({ flags: { MOBILENUMREG3: '1' } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('shows field messages and the agreement rule instead of submitting an invalid form', async () => {
    const fetch = vi.fn(fetchStub({}));
    vi.stubGlobal('fetch', fetch);
    renderAt('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Username/), '1bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/Start with a letter/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Input cannot be empty').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Please agree to the terms and conditions/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/member/register'))).toHaveLength(0);
  });

  it('states the brand age gate in the agreement (brand.json ageGate.termsMinAge)', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    const base = statusFixture();
    const { unmount } = renderAt('/register');
    expect(
      await within(await screen.findByRole('dialog', { name: 'Register' })).findByText(
        /I am over 18 years old/,
      ),
    ).toBeInTheDocument();
    unmount();
    renderAt('/register', {
      status: { ...base, info: { ...base.info, ageGate: { termsMinAge: 21, birthdayMinAge: 21 } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByText(/I am over 21 years old/)).toBeInTheDocument();
  });

  it("validates with the module at the status's registerValidator URL, messages with its min and max", async () => {
    const fetch = vi.fn(fetchStub({}));
    vi.stubGlobal('fetch', fetch);
    const status = statusFixture();
    // The module says 10 to 20 characters while the settings in the status still say 8 to 64: the module decides.
    const stricter = {
      ...status.info.register,
      password: { ...base.password!, minLength: 10, maxLength: 20 },
    };
    status.info.registerValidator = registerValidatorFixture(
      stricter as typeof status.info.register,
      status.info.whitelabel,
    );
    renderAt('/register', { status });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newplayer1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'ninechars');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'ninechars');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('Please fill in your password with 10 - 20 characters'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/member/register'))).toHaveLength(0);
  });

  it('clears a field message as soon as the field is fixed, and keeps the others', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    renderAt('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), '1bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/Start with a letter/)).toBeInTheDocument();
    const agreement = within(dialog).getByText(/Please agree to the terms and conditions/);
    expect(agreement).toBeInTheDocument();
    const username = within(dialog).getByLabelText(/^Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'goodname1');
    expect(within(dialog).queryByText(/Start with a letter/)).not.toBeInTheDocument();
    // Still unfixed: the agreement's message stays until it is ticked.
    expect(within(dialog).getByText(/Please agree to the terms and conditions/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/ }));
    expect(within(dialog).queryByText(/Please agree to the terms and conditions/)).not.toBeInTheDocument();
    // The agreement links to the terms' own page (D35), not to the help centre, which a brand may turn off.
    expect(within(dialog).getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('sends the payload with registerMethod WEB and logs in on success', async () => {
    let sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/register': (init) => {
            sent = bodyOf(init);
            return registered('R1');
          },
        }),
      ),
    );
    const { router } = renderAt('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newplayer1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'longenough');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(sessionStorage.getItem('token')).toBe('R1'));
    expect(sent).toMatchObject({ username: 'newplayer1', password: 'longenough', registerMethod: 'WEB' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('names every failing field in a form-level alert and focuses the first one (a message may be out of view)', async () => {
    const fetch = vi.fn(fetchStub({}));
    vi.stubGlobal('fetch', fetch);
    renderAt('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check these fields: Username, Confirm password, and Terms agreement',
    );
    expect(within(dialog).getByLabelText(/^Username/)).toHaveFocus();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/member/register'))).toHaveLength(0);

    // Once only the agreement is missing, the alert names it alone and the checkbox takes the focus.
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newplayer1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'longenough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check this field: Terms agreement'),
    );
    expect(within(dialog).getByRole('checkbox')).toHaveFocus();
  });

  it('names a failing field that has no input of its own (the dialing code) in the alert', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({})));
    const status = statusFixture({ flags: { MOBILENUMREG3: '1', USERNAMEREG3: '0' } });
    status.info.phoneCountries = [{ countryCode: 'ZZ', countryDialingCode: '+0' }];
    renderAt('/register', { status });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '1712345678');
    await userEvent.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    for (const label of [/^Password/, /^Confirm password/]) {
      const input = within(dialog).queryByLabelText(label);
      if (input) await userEvent.type(input, 'longenough');
    }
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check this field: Country code',
    );
  });

  it('sends the dialing code with its "+" whichever country is picked', async () => {
    let sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/register/mobile': (init) => {
            sent = bodyOf(init);
            return {
              status: 400,
              body: { success: false, errorCode: 'SMS_CODE_INVALID', message: 'bad code' },
            };
          },
        }),
      ),
    );
    const status = statusFixture({ flags: { MOBILENUMREG3: '1', USERNAMEREG3: '0' } });
    status.info.phoneCountries = [
      { countryCode: 'BD', countryDialingCode: '+880' },
      { countryCode: 'TH', countryDialingCode: '+66' },
    ];
    renderAt('/register', { status });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const code = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BD +880', 'TH +66']);
    await userEvent.selectOptions(code, 'TH +66');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '812345678');
    await userEvent.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    for (const label of [/^Password/, /^Confirm password/]) {
      const input = within(dialog).queryByLabelText(label);
      if (input) await userEvent.type(input, 'longenough');
    }
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('bad code');
    expect(sent).toMatchObject({ mobileNum: '812345678', countryDialingCode: '+66' });
  });

  describe('affiliate links (D18)', () => {
    const ok = registered('R2');
    const fill = async (dialog: HTMLElement) => {
      await userEvent.type(within(dialog).getByLabelText(/^Username/), 'recruit01');
      await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough');
      await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'longenough');
      await userEvent.click(within(dialog).getByRole('checkbox'));
    };

    it("keeps the link's code for the visit; a later link wins; an empty one changes nothing", () => {
      captureAffiliateCode('?affiliateCode=AG1');
      captureAffiliateCode('?other=1');
      expect(affiliateCodeOfVisit()).toBe('AG1');
      captureAffiliateCode('?affiliateCode=AG2');
      expect(affiliateCodeOfVisit()).toBe('AG2');
    });

    // The base settings have no invitation field: either link's code goes as the referral code. Only an agent's
    // affiliate code (D18) is checked first; a member's referral code (D36) is not an agent's.
    it.each([
      {
        link: 'affiliate',
        capture: () => captureAffiliateCode('?affiliateCode=AG1'),
        code: 'AG1',
        checks: ['AG1'],
      },
      {
        link: 'referral',
        capture: () => captureReferralCode('?referralCode=RABCDEFG'),
        code: 'RABCDEFG',
        checks: [],
      },
    ])(
      "sends the $link link's code with the registration, checking only an agent's",
      async ({ capture, code, checks }) => {
        capture();
        let sent: Record<string, unknown> = {};
        const checked: string[] = [];
        vi.stubGlobal(
          'fetch',
          vi.fn(
            fetchStub({
              '/wps/agent/affiliate': (_init, url) => {
                checked.push(url.searchParams.get('code')!);
                return { body: { success: true, value: { valid: true } } };
              },
              '/wps/member/register': (init) => {
                sent = bodyOf(init);
                return ok;
              },
            }),
          ),
        );
        renderAt('/register');
        const dialog = await screen.findByRole('dialog', { name: 'Register' });
        await fill(dialog);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
        await vi.waitFor(() => expect(sessionStorage.getItem('token')).toBe('R2'));
        expect(checked).toEqual(checks);
        expect(sent).toMatchObject({ username: 'recruit01', referralCode: code });
      },
    );

    it("refuses an unknown code with 'Invalid invitation code' before registering", async () => {
      captureAffiliateCode('?affiliateCode=NOPE');
      const register = vi.fn(() => ok);
      vi.stubGlobal(
        'fetch',
        vi.fn(
          fetchStub({
            '/wps/agent/affiliate': () => ({
              status: 400,
              body: {
                success: false,
                errorCode: 'INVALID_INVITATION_CODE',
                message: 'Invalid invitation code',
              },
            }),
            '/wps/member/register': register,
          }),
        ),
      );
      renderAt('/register');
      const dialog = await screen.findByRole('dialog', { name: 'Register' });
      await fill(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid invitation code');
      expect(register).not.toHaveBeenCalled();
      // Without a field to correct it, the refused code is dropped: the next attempt registers without it.
      expect(affiliateCodeOfVisit()).toBeNull();
    });
  });
});

describe('captcha solved while the player types (D23)', () => {
  it('keeps the solution when a field changes before the solution has rendered', async () => {
    let sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/register': (init) => {
            sent = bodyOf(init);
            return registered('R2');
          },
        }),
      ),
    );
    const status = statusFixture();
    status.info.register = { ...status.info.register, captcha: on(base.captcha!, true) };
    status.info.registerValidator = registerValidatorFixture(status.info.register, status.info.whitelabel);
    renderAt('/register', { status });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newplayer2');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'longenoug');
    // The widget reports its solution (an event outside React: the update waits for a later render), and the last
    // keystroke of the confirmation lands before that render.
    expect(captchaWidget.report).not.toBeNull();
    captchaWidget.report!('c29sdmVk');
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'longenough' } });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(sessionStorage.getItem('token')).toBe('R2'));
    expect(sent).toMatchObject({
      username: 'newplayer2',
      confirmPassword: 'longenough',
      captcha: 'c29sdmVk',
    });
  });
});
