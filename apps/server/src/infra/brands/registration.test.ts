/**
 * One registration validator (src/infra/brands/registration.ts; spec section 5 "Validation rules"): the module the site
 * imports from `/validator/<id>.<hash>.js` is the one the server validates with, and a field-setting edit on a running
 * server gives a new module under a new URL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ajvErrorsToMessages,
  dropEmptyValues,
  type RegistrationModule,
  type StandaloneValidator,
} from '@playdeck/config-schema';
import { configVariant, createTestApp, type TestApp } from '../../test/harness.ts';

type Info = { info: { registerValidator: string } };

async function validatorHref(t: TestApp): Promise<string> {
  const r = await t.req<Info>('GET', '/wps/system/status');
  return r.body.value!.info.registerValidator;
}

/** Fetches the served module and imports its text as a browser would (no other file, no bare import). */
async function servedModule(t: TestApp, href: string): Promise<RegistrationModule> {
  const r = await t.req('GET', href);
  expect(r.status).toBe(200);
  const text = r.raw.body;
  expect(text).not.toMatch(/\brequire\(|^\s*import\s|\bimport\(|\beval\(|new Function/m);
  return (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`
  )) as RegistrationModule;
}

function messages(v: StandaloneValidator<unknown> | undefined, payload: Record<string, unknown>) {
  if (!v) throw new Error('no validator');
  return v(dropEmptyValues(payload)) ? [] : ajvErrorsToMessages(v.errors);
}

describe('the served registration validator module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served same-origin under a content hash, immutable, as JavaScript', async () => {
    const href = await validatorHref(t);
    expect(href).toMatch(/^\/validator\/deshplay\.[0-9a-f]{16}\.js$/);
    const r = await t.req('GET', href, { headers: { 'accept-encoding': 'br' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-encoding']).toBe('br');
    const again = await t.req('GET', href, { headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.status).toBe(304);
    expect((await t.req('GET', '/validator/deshplay.0000000000000000.js')).status).toBe(404);
  });

  it('gives the same errors as the server for a set of payloads (mobile registration)', async () => {
    const m = await servedModule(t, await validatorHref(t));
    const good = {
      mobileNum: t.mobile(),
      countryDialingCode: '+880',
      verificationCode: '123456',
      password: 'long-enough-pw',
      confirmPassword: 'long-enough-pw',
      captcha: 'abcd',
    };
    expect(messages(m.mobile, good)).toEqual([]);
    const bad: Record<string, unknown>[] = [
      { ...good, mobileNum: '171234567' },
      { ...good, mobileNum: '0712345678' },
      { ...good, password: 'short', confirmPassword: 'short' },
      { ...good, password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) },
      { ...good, confirmPassword: 'something-else' },
      { ...good, payeeName: '1' },
      { ...good, email: 'not-an-email' },
      { ...good, verificationCode: '' },
      { ...good, username: 'someone1' },
      { ...good, captcha: '' },
    ];
    for (const payload of bad) {
      const expected = messages(m.mobile, payload);
      expect(expected.length, JSON.stringify(payload)).toBeGreaterThan(0);
      const r = await t.req('PUT', '/wps/member/register/mobile', { body: payload, ip: t.ip() });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.value, JSON.stringify(payload)).toMatchObject({
        field: expected[0]!.field,
        messageId: expected[0]!.id,
        ...(Object.keys(expected[0]!.values).length ? { values: expected[0]!.values } : {}),
      });
    }
    // The spec section 5 messages carry their bounds.
    expect(messages(m.mobile, bad[2]!)[0]).toEqual({
      field: 'password',
      id: 'reg.passwordLength',
      values: { min: 8, max: 64 },
    });
    expect(messages(m.mobile, bad[0]!)[0]).toEqual({
      field: 'mobileNum',
      id: 'reg.phoneDigits',
      values: { digits: 10 },
    });
  });

  it('checks a new password with the same rule on reset (the module passwordRule)', async () => {
    const m = await servedModule(t, await validatorHref(t));
    expect(messages(m.passwordRule, { password: 'short' })).toEqual([
      { field: 'password', id: 'reg.passwordLength', values: { min: 8, max: 64 } },
    ]);
    expect(messages(m.passwordRule, { password: 'long-enough-pw' })).toEqual([]);
  });
});

describe('a field-setting edit on a running server', () => {
  let t: TestApp;
  const config = configVariant({});
  beforeAll(async () => {
    t = await createTestApp({ configDir: config.dir, watchConfigMs: 100 });
  });
  afterAll(async () => {
    await t.close();
    config.remove();
  });

  it('serves a new module under a new URL; the old URL keeps answering', async () => {
    const before = await validatorHref(t);
    const file = join(config.dir, 'brands/deshplay/register.json');
    const register = JSON.parse(readFileSync(file, 'utf8')) as { fields: Record<string, object> };
    register.fields.password = { ...register.fields.password, minLength: 12, maxLength: 40 };
    writeFileSync(file, JSON.stringify(register, null, 2));

    let after = before;
    const start = Date.now();
    while (after === before && Date.now() - start < 5000) {
      await new Promise((r) => setTimeout(r, 100));
      after = await validatorHref(t);
    }
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\/validator\/deshplay\.[0-9a-f]{16}\.js$/);
    const m = await servedModule(t, after);
    expect(messages(m.passwordRule, { password: 'eleven-char' })).toEqual([
      { field: 'password', id: 'reg.passwordLength', values: { min: 12, max: 40 } },
    ]);
    // The server applies the new rule too.
    const r = await t.req('PUT', '/wps/member/register/mobile', {
      body: {
        mobileNum: t.mobile(),
        countryDialingCode: '+880',
        verificationCode: '123456',
        password: 'eleven-char',
        confirmPassword: 'eleven-char',
        captcha: 'abcd',
      },
      ip: t.ip(),
    });
    expect(r.body).toMatchObject({
      errorCode: 'PASSWORD_FORMAT',
      value: { field: 'password', messageId: 'reg.passwordLength', values: { min: 12, max: 40 } },
    });
    // A page rendered before the edit still gets its module.
    expect((await t.req('GET', before)).status).toBe(200);
  });
});
