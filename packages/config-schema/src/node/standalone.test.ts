// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrands } from './loadBrands';
import { ajvErrorsToMessages } from '../registration';
import type { StandaloneValidator } from '../types';
import type { RegistrationModule } from '../registration';
import {
  compileRegistrationModuleSource,
  compileRegistrationValidatorSource,
  createRegistrationValidator,
  makeSelfContained,
} from './standalone';
import { registrationOptionsFor } from '../whitelabel';

const configDir = join(import.meta.dirname, '../../../../config');
const { brands } = loadBrands(configDir);
const deshplay = brands.find((b) => b.id === 'deshplay')!;
const nova = brands.find((b) => b.id === 'nova')!;
const tmp = mkdtempSync(join(tmpdir(), 'playdeck-register-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function importSource(
  name: string,
  source: string,
): Promise<{ validate: StandaloneValidator<unknown>; default: unknown }> {
  const file = join(tmp, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as never;
}

describe('compileRegistrationValidatorSource', () => {
  const options = registrationOptionsFor(deshplay.whitelabel.features);
  const source = compileRegistrationValidatorSource(deshplay.config.register, options);

  it('emits self-contained ESM: no require, no import, no eval or Function', () => {
    expect(source).not.toMatch(/\brequire\(|^\s*import\s|\beval\(|new Function/m);
    expect(source).toMatch(/export const validate\b/);
    expect(source).toMatch(/export default /);
  });

  it('runs when imported from a temporary .mjs file and validates deshplay payloads (mobile registration)', async () => {
    const { validate } = await importSource('deshplay', source);
    const payload = {
      mobileNum: '1712345678',
      countryDialingCode: '+880',
      verificationCode: '123456',
      password: 'পাসওয়ার্ড ১২৩৪',
      confirmPassword: 'পাসওয়ার্ড ১২৩৪',
      captcha: 'x7k2',
    };
    expect(validate(payload)).toBe(true);
    expect(validate({ ...payload, mobileNum: '171234567', confirmPassword: 'nope' })).toBe(false);
    expect(ajvErrorsToMessages(validate.errors)).toEqual([
      { field: 'mobileNum', id: 'reg.phoneDigits', values: { digits: 10 } },
      { field: 'confirmPassword', id: 'reg.confirmMismatch', values: {} },
    ]);
  });

  it('behaves exactly like the in-process validator on the same payloads (nova, username registration)', async () => {
    const novaOptions = registrationOptionsFor(nova.whitelabel.features);
    const { validate: standalone } = await importSource(
      'nova',
      compileRegistrationValidatorSource(nova.config.register, novaOptions),
    );
    const inProcess = createRegistrationValidator(nova.config.register, novaOptions);
    const base = {
      username: 'novafan7',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      payeeName: 'Asha Verma',
      email: 'asha@example.in',
      captcha: '4821',
    };
    const payloads = [
      base,
      { ...base, username: 'नोवा7' },
      { ...base, payeeName: 'Asha' },
      { ...base, whatsapp: '9876543210' },
      { ...base, whatsapp: '1876543210' },
      { ...base, mobileNum: '9876543210' },
      {},
    ];
    for (const payload of payloads) {
      expect(standalone(payload)).toBe(inProcess(payload));
      expect(ajvErrorsToMessages(standalone.errors)).toEqual(ajvErrorsToMessages(inProcess.errors));
    }
    expect(standalone(base)).toBe(true);
    expect(standalone(payloads[1])).toBe(false);
  });
});

describe('compileRegistrationModuleSource', () => {
  it("exports a validator per registration method the brand's flags switch on, and the password and username rules", async () => {
    const source = compileRegistrationModuleSource(deshplay.config.register, deshplay.whitelabel.features);
    expect(source).not.toMatch(/\brequire\(|^\s*import\s|\bimport\(|\beval\(|new Function/m);
    const m = (await importSource('deshplay-module', source)) as unknown as RegistrationModule;
    const features = deshplay.whitelabel.features;
    expect(Boolean(m.mobile)).toBe(features.mobileRegistration);
    expect(Boolean(m.username)).toBe(features.usernameRegistration);
    // Same errors as the in-process validator of the same settings and flags.
    const inProcess = createRegistrationValidator(
      deshplay.config.register,
      registrationOptionsFor(features, 'mobile'),
    );
    for (const payload of [{}, { mobileNum: '17', password: 'short', confirmPassword: 'x', email: '@' }]) {
      expect(m.mobile!(payload)).toBe(inProcess(payload));
      expect(ajvErrorsToMessages(m.mobile!.errors)).toEqual(ajvErrorsToMessages(inProcess.errors));
    }
    expect(m.passwordRule!({ password: 'short' })).toBe(false);
    expect(ajvErrorsToMessages(m.passwordRule!.errors)).toEqual([
      { field: 'password', id: 'reg.passwordLength', values: { min: 8, max: 64 } },
    ]);
    expect(m.passwordRule!({ password: 'long enough' })).toBe(true);
  });

  it('leaves out a method the flags switch off and changes its text with a field setting', () => {
    const off = { ...deshplay.whitelabel.features, mobileRegistration: false };
    const source = compileRegistrationModuleSource(deshplay.config.register, off);
    expect(source).not.toMatch(/export const mobile\b/);
    const stricter = {
      ...deshplay.config.register,
      fields: {
        ...deshplay.config.register.fields,
        password: { ...deshplay.config.register.fields.password!, minLength: 12 },
      },
    };
    expect(compileRegistrationModuleSource(stricter, off)).not.toBe(source);
    expect(compileRegistrationModuleSource(deshplay.config.register, off)).toBe(source);
  });
});

describe('makeSelfContained', () => {
  it('inlines the AJV runtime helpers it knows', () => {
    const out = makeSelfContained('"use strict";const f = require("ajv/dist/runtime/ucs2length").default;');
    expect(out.startsWith('"use strict";\nfunction ucs2length(')).toBe(true);
    expect(out).toContain('const f = ucs2length;');
  });

  it('refuses a helper it cannot inline instead of shipping a broken module', () => {
    expect(() =>
      makeSelfContained('const f = require("ajv-formats/dist/formats").fullFormats.email;'),
    ).toThrow(/ajv-formats\/dist\/formats/);
  });

  it('counts code points the way AJV does in the inlined ucs2length', async () => {
    const { ucs2length } = (await importSource(
      'ucs2',
      `${makeSelfContained('const f = require("ajv/dist/runtime/ucs2length").default;')}\nexport { f as ucs2length };`,
    )) as unknown as { ucs2length: (s: string) => number };
    const reference = (
      createRequire(import.meta.url)('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }
    ).default;
    for (const s of ['', 'abc', 'রহিম', '𠀀字', '\uD800x', 'x\uDC00', '😀😀'])
      expect(ucs2length(s)).toBe(reference(s));
  });

  it('compares JSON values the way AJV does in the inlined equal', async () => {
    const { equal } = (await importSource(
      'equal',
      `${makeSelfContained('const f = require("ajv/dist/runtime/equal").default;')}\nexport { f as equal };`,
    )) as unknown as { equal: (a: unknown, b: unknown) => boolean };
    const reference = (
      createRequire(import.meta.url)('ajv/dist/runtime/equal') as {
        default: (a: unknown, b: unknown) => boolean;
      }
    ).default;
    const values = [
      0,
      1,
      '',
      'a',
      true,
      null,
      NaN,
      [],
      [1],
      [1, 2],
      [2, 1],
      {},
      { a: 1 },
      { a: 1, b: [null] },
    ];
    for (const a of [...values, { b: [null], a: 1 }])
      for (const b of values) expect(equal(a, b)).toBe(reference(a, b));
  });
});
