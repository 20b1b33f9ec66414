// @vitest-environment node
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { createRegistrationValidator } from './node/standalone';
import {
  ajvErrorsToMessages,
  dropEmptyValues,
  fieldSettingsToSchema,
  RegistrationConfigError,
  type FieldMessage,
} from './registration';
import type { RegisterFieldSetting, RegisterSettings } from './types';

const off = (patternId: RegisterFieldSetting['patternId'], minLength: number, maxLength: number) => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
});
const on = (
  patternId: RegisterFieldSetting['patternId'],
  minLength: number,
  maxLength: number,
  required = true,
) => ({
  ...off(patternId, minLength, maxLength),
  enabled: true,
  required,
});

function settings(overrides: Partial<RegisterSettings['fields']> = {}): RegisterSettings {
  return {
    fields: {
      username: on(1, 6, 16),
      password: on(0, 8, 64),
      payeeName: on(12, 2, 50, false),
      paymentPassword: off(6, 6, 6),
      qqNum: off(6, 5, 12),
      line: off(9, 1, 50),
      whatsapp: off(6, 7, 15),
      facebook: off(9, 1, 100),
      wechat: off(9, 1, 50),
      idNumber: off(4, 6, 30),
      email: on(3, 5, 100, false),
      mobileNum: { ...on(6, 10, 10, false), acceptedPattern: '^1[3-9]' },
      recommenderId: off(4, 1, 20),
      affiliateCode: off(4, 4, 20),
      captcha: on(4, 4, 6),
      ...overrides,
    },
  };
}

const valid = {
  username: 'rahim01',
  password: 'any thing 8+',
  confirmPassword: 'any thing 8+',
  captcha: 'ab12',
};

function messages(s: RegisterSettings, payload: Record<string, unknown>, options = {}): FieldMessage[] {
  const validate = createRegistrationValidator(s, options);
  expect(validate(payload)).toBe(false);
  return ajvErrorsToMessages(validate.errors);
}

describe('fieldSettingsToSchema', () => {
  it('turns acceptedPattern "*" into ".*" and keeps a custom one beside the registry pattern', () => {
    const schema = fieldSettingsToSchema(settings()) as {
      properties: Record<
        string,
        { pattern: string; allOf: { pattern: string }[]; minLength: number; maxLength: number }
      >;
    };
    expect(schema.properties.username!.allOf[0]!.pattern).toBe('.*');
    expect(schema.properties.mobileNum!.allOf[0]!.pattern).toBe('^1[3-9]');
    expect(schema.properties.username!.pattern).toBe('^\\p{L}[\\p{L}\\p{M}\\p{Nd}]*$');
    expect(schema.properties.username).toMatchObject({ minLength: 6, maxLength: 16 });
  });

  it('requires username, password and confirmation in username registration, plus fields marked required', () => {
    const schema = fieldSettingsToSchema(settings()) as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(schema.required).toEqual(['username', 'password', 'captcha', 'confirmPassword']);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['payeeName', 'email', 'mobileNum', 'confirmPassword']),
    );
    expect(schema.properties).not.toHaveProperty('qqNum');
    expect(schema.properties).not.toHaveProperty('verificationCode');
  });

  it('asks mobile number and verification code, not username, in mobile registration', () => {
    const schema = fieldSettingsToSchema(settings(), { method: 'mobile' }) as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(schema.required).toEqual(['mobileNum', 'captcha', 'verificationCode', 'countryDialingCode']);
    expect(schema.properties).not.toHaveProperty('username');
    expect(schema.properties).not.toHaveProperty('password');
    const withPassword = fieldSettingsToSchema(settings(), { method: 'mobile', mobilePassword: true }) as {
      required: string[];
    };
    expect(withPassword.required).toEqual(
      expect.arrayContaining(['mobileNum', 'password', 'confirmPassword', 'verificationCode']),
    );
  });

  it('requires mobile number and code on username registration with SMS verification', () => {
    const schema = fieldSettingsToSchema(settings(), { smsVerification: true }) as { required: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'mobileNum', 'verificationCode']));
  });

  it('accepts the bare fields map as well as register.json', () => {
    expect(fieldSettingsToSchema(settings().fields)).toEqual(fieldSettingsToSchema(settings()));
  });

  it.each([
    [
      'an unknown patternId',
      { username: { ...on(1, 6, 16), patternId: 22 as never } },
      '/fields/username/patternId',
      'a pattern id from 0 to 21',
      '22',
    ],
    [
      'minLength above maxLength',
      { password: on(0, 70, 64) },
      '/fields/password/minLength',
      'at most maxLength (64)',
      '70',
    ],
    [
      'required without enabled',
      { email: { ...off(3, 5, 100), required: true } },
      '/fields/email/required',
      'false while the field is not enabled',
      'true',
    ],
    [
      'an invalid acceptedPattern',
      { email: { ...on(3, 5, 100), acceptedPattern: '([a-z' } },
      '/fields/email/acceptedPattern',
      'a valid regular expression (u flag) or "*"',
      '"([a-z"',
    ],
  ])('refuses %s as a config error', (_name, override, pointer, expected, found) => {
    const run = () => fieldSettingsToSchema(settings(override));
    expect(run).toThrow(RegistrationConfigError);
    expect(run).toThrow(expect.objectContaining({ pointer, expected, found }));
  });

  it('checks settings of fields that are switched off too', () => {
    expect(() => fieldSettingsToSchema(settings({ qqNum: off(6, 9, 5) }))).toThrow(/qqNum\/minLength/);
  });
});

describe('registration validator and ajvErrorsToMessages', () => {
  it('accepts a valid payload, with or without optional fields', () => {
    const validate = createRegistrationValidator(settings());
    expect(validate(valid)).toBe(true);
    expect(
      validate({ ...valid, email: 'রহিম@উদাহরণ.বাংলা', payeeName: 'মোঃ রহিম', mobileNum: '1712345678' }),
    ).toBe(true);
  });

  it('reports "Incorrect confirmation input" when confirmation differs from password', () => {
    expect(messages(settings(), { ...valid, confirmPassword: 'something else' })).toEqual([
      { field: 'confirmPassword', id: 'reg.confirmMismatch', values: {} },
    ]);
  });

  it('reports a missing or emptied required field as "Input cannot be empty"', () => {
    const { captcha: _captcha, ...noCaptcha } = valid;
    expect(messages(settings(), noCaptcha)).toEqual([{ field: 'captcha', id: 'reg.required', values: {} }]);
    expect(messages(settings(), { ...valid, username: '' })).toEqual([
      { field: 'username', id: 'reg.required', values: {} },
    ]);
  });

  it('gives the pattern message with min and max for a field that breaks its rule', () => {
    expect(messages(settings(), { ...valid, username: '1rahim' })).toEqual([
      { field: 'username', id: 'reg_pattern_1', values: { min: 6, max: 16 } },
    ]);
    expect(messages(settings(), { ...valid, username: 'rah' })).toEqual([
      { field: 'username', id: 'reg_pattern_1', values: { min: 6, max: 16 } },
    ]);
  });

  it('gives the password-length message for a length-only password (D5)', () => {
    expect(messages(settings(), { ...valid, password: 'short', confirmPassword: 'short' })).toEqual([
      { field: 'password', id: 'reg.passwordLength', values: { min: 8, max: 64 } },
    ]);
  });

  it('asks for the fixed number of digits of a mobile number, and checks acceptedPattern too', () => {
    expect(messages(settings(), { ...valid, mobileNum: '123' })).toEqual([
      { field: 'mobileNum', id: 'reg.phoneDigits', values: { digits: 10 } },
    ]);
    expect(messages(settings(), { ...valid, mobileNum: '2712345678' })).toEqual([
      { field: 'mobileNum', id: 'reg.phoneDigits', values: { digits: 10 } },
    ]);
    const variable = settings({ mobileNum: on(6, 7, 15, false) });
    expect(messages(variable, { ...valid, mobileNum: '12ab' })).toEqual([
      { field: 'mobileNum', id: 'reg.mobileInvalid', values: {} },
    ]);
  });

  it('counts length in code points, not graphemes: রহিম is 4 code points in 3 graphemes', () => {
    const validate = createRegistrationValidator(settings({ payeeName: on(12, 4, 50, false) }));
    expect(validate({ ...valid, payeeName: 'রহি' })).toBe(false); // র, হ, ি: 3 code points
    expect(validate({ ...valid, payeeName: 'রহিম' })).toBe(true); // 4 code points, 3 graphemes
  });

  it('refuses a field the brand has switched off', () => {
    expect(messages(settings(), { ...valid, qqNum: '12345' })).toEqual([
      { field: 'qqNum', id: 'reg.unknownField', values: {} },
    ]);
  });

  it('reports an invalid verification code in mobile registration', () => {
    const payload = {
      mobileNum: '1712345678',
      countryDialingCode: '+880',
      captcha: 'ab12',
      verificationCode: 'x'.repeat(256),
    };
    expect(messages(settings(), payload, { method: 'mobile' })).toEqual([
      { field: 'verificationCode', id: 'reg.codeInvalid', values: {} },
    ]);
  });

  it('gives one message per field, in error order', () => {
    const result = messages(settings(), { username: '1', password: 'x', confirmPassword: 'y' });
    expect(result.map((m) => m.field)).toEqual(['captcha', 'username', 'password', 'confirmPassword']);
  });

  it('falls back to reg.invalid when errors carry no schema (validator compiled without verbose)', () => {
    expect(
      ajvErrorsToMessages([{ instancePath: '/username', schemaPath: '#/x', keyword: 'pattern', params: {} }]),
    ).toEqual([{ field: 'username', id: 'reg.invalid', values: {} }]);
    expect(ajvErrorsToMessages(null)).toEqual([]);
  });

  it('formats every message in English and Bengali', () => {
    const result = messages(settings(), { ...valid, username: '1rahim', confirmPassword: 'x' });
    const english = createIntl({ locale: 'en', messages: en });
    const bengali = createIntl({ locale: 'bn', messages: bn });
    expect(result.map((m) => english.formatMessage({ id: m.id }, m.values))).toEqual([
      'Start with a letter, then use only letters or digits (6 - 16 characters)',
      'Incorrect confirmation input',
    ]);
    expect(result.map((m) => bengali.formatMessage({ id: m.id }, m.values))).toEqual([
      'একটি বর্ণ দিয়ে শুরু করুন, তারপর শুধু বর্ণ বা সংখ্যা ব্যবহার করুন (6 - 16 অক্ষর)',
      'নিশ্চিতকরণ ইনপুট সঠিক নয়',
    ]);
  });
});

describe('dropEmptyValues', () => {
  it('removes empty strings, null and undefined, and keeps everything else untouched', () => {
    expect(dropEmptyValues({ a: '', b: null, c: undefined, d: ' x ', e: false, f: 0 })).toEqual({
      d: ' x ',
      e: false,
      f: 0,
    });
  });
});
