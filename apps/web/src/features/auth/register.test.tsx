import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistrationValidator } from '@playdeck/config-schema/node';
import { ajvErrorsToMessages, fieldSettingsToSchema } from '@playdeck/config-schema/registration';
import type { RegisterFieldSetting } from '@playdeck/config-schema/types';
import baseRegister from '../../../../../config/brands/_base/register.json';
import { fetchStub, renderAt, statusFixture } from '../../test/fixtures';
import { formFields, validateForm } from './registerForm';
import { validateRegistration } from './schemaValidator';

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

  it('reports pattern, length, empty and confirmation messages per field', () => {
    const schema = fieldSettingsToSchema(base);
    const errors = validateForm(schema, { username: '1abcdef', password: 'short', confirmPassword: 'other' });
    expect(errors.username?.id).toBe('reg_pattern_1');
    expect(errors.password).toMatchObject({ id: 'reg.passwordLength', values: { min: 8, max: 64 } });
    expect(errors.confirmPassword?.id).toBe('reg.confirmMismatch');
    expect(validateForm(schema, { username: '', password: '', confirmPassword: '' }).username?.id).toBe(
      'reg.required',
    );
    expect(
      validateForm(schema, { username: 'abcdef1', password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({});
  });

  it('applies the operator acceptedPattern too', () => {
    const settings = { ...base, username: { ...base.username!, acceptedPattern: '^a' } };
    const schema = fieldSettingsToSchema(settings);
    expect(
      validateForm(schema, { username: 'bbbbbb1', password: 'longenough', confirmPassword: 'longenough' })
        .username?.id,
    ).toBe('reg_pattern_1');
  });

  it('agrees with the AJV validator of config-schema on the same payloads', () => {
    const settings = { ...base, email: on(base.email!, true), payeeName: on(base.payeeName!) };
    const schema = fieldSettingsToSchema(settings);
    const ajv = createRegistrationValidator(settings);
    const payloads = [
      {},
      { username: 'abcdef1', password: 'longenough', confirmPassword: 'longenough', email: 'a@b.co' },
      { username: '1', password: 'x', confirmPassword: 'y', email: 'nope', payeeName: '12' },
      {
        username: 'abcdef1',
        password: 'longenough',
        confirmPassword: 'longenough',
        email: 'a@b.co',
        extra: '1',
      },
    ];
    for (const p of payloads) {
      const ours = ajvErrorsToMessages(validateRegistration(schema, p));
      ajv(p);
      // The form keys messages by field, so only the set matters.
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
      expect([...ours].sort(byField)).toEqual([...ajvErrorsToMessages(ajv.errors)].sort(byField));
    }
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
  });

  it('sends the payload with registerMethod WEB and logs in on success', async () => {
    let sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/wps/member/register': (init) => {
            sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
            return {
              body: {
                success: true,
                value: {
                  token: 'R1',
                  firstTimeLogin: true,
                  passwordExpired: false,
                  mustChangePassword: false,
                  expiresAt: '',
                },
              },
            };
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
            sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
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
});
