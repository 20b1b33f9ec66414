/**
 * Bad input on every call: missing fields, wrong types, oversized bodies, odd Unicode and injection strings get a
 * 4xx envelope with a stable errorCode, never a 5xx, and write no row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.register()).token;
});
afterAll(() => t.close());

const ODD = ['\u202eevil\u202c', 'ﷺ𝕏\u200d\u{1F4A9}', 'a\u0301\u0301\u0301', '\uFEFF', '\ud800'];
const INJECT = [
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  '{"$gt":""}',
];

const CALLS: Array<{ method: string; url: string; auth?: boolean; fields: string[]; form?: boolean }> = [
  { method: 'POST', url: '/wps/session/login', fields: ['username', 'password'] },
  { method: 'POST', url: '/wps/session/ticket/exchange', fields: ['ticket'] },
  { method: 'POST', url: '/wps/verification/sms/noLogin', fields: ['mobileNum', 'countryDialingCode'] },
  { method: 'POST', url: '/wps/verification/sms/register', fields: ['mobileNo', 'countryDialingCode'] },
  { method: 'PUT', url: '/wps/member/register', fields: ['username', 'password', 'confirmPassword'] },
  { method: 'PUT', url: '/wps/member/register/mobile', fields: ['mobileNum', 'password', 'confirmPassword'] },
  {
    method: 'POST',
    url: '/wps/member/password',
    auth: true,
    fields: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  },
  { method: 'POST', url: '/wps/member/password/email', fields: ['username', 'email'], form: true },
  {
    method: 'POST',
    url: '/wps/member/password/email/confirm',
    fields: ['token', 'newPassword', 'confirmNewPassword'],
  },
  {
    method: 'POST',
    url: '/wps/member/password/verification',
    fields: ['mobileNum', 'verificationCode', 'newPassword'],
  },
  { method: 'POST', url: '/wps/member/language', auth: true, fields: ['language'] },
  { method: 'POST', url: '/wps/member/info/icon', auth: true, fields: ['icon'] },
  { method: 'PUT', url: '/wps/feedback', fields: ['content', 'type', 'captcha'] },
];

const GETS = [
  '/wps/agent/affiliate?code=',
  '/wps/system/helpCenter?lang=',
  '/wps/content/banners?group=',
  '/wps/content/announcements?lang=',
];

async function expect4xx(r: Awaited<ReturnType<TestApp['req']>>, what: string) {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, what).toBeLessThan(500);
  expect(r.body.success).toBe(false);
  expect(r.body.errorCode, what).toMatch(/^[A-Z_]+$/);
  expect(typeof r.body.message).toBe('string');
}

describe('bad input on every call', () => {
  it('refuses missing fields, wrong types, odd Unicode and injection strings without a 5xx or a written row', async () => {
    const before = { members: await t.count('members'), feedback: await t.count('feedback') };
    for (const call of CALLS) {
      const opts = { token: call.auth ? token : undefined, form: call.form };
      await expect4xx(
        await t.req(call.method, call.url, { ...opts, body: {}, ip: t.ip() }),
        `${call.url} {}`,
      );
      if (!call.form) {
        for (const wrong of [123, true, ['a'], { a: 1 }, null]) {
          const body = Object.fromEntries(call.fields.map((f) => [f, wrong]));
          await expect4xx(
            await t.req(call.method, call.url, { ...opts, body, ip: t.ip() }),
            `${call.url} ${JSON.stringify(wrong)}`,
          );
        }
        await expect4xx(
          await t.req(call.method, call.url, {
            ...opts,
            rawBody: '[1,2',
            headers: { 'content-type': 'application/json' },
          }),
          `${call.url} malformed`,
        );
      }
      for (const s of [...ODD, ...INJECT]) {
        const body = Object.fromEntries(call.fields.map((f) => [f, f === 'type' ? 1 : s]));
        await expect4xx(
          await t.req(call.method, call.url, { ...opts, body, ip: t.ip() }),
          `${call.url} ${s}`,
        );
      }
      const nul = Object.fromEntries(call.fields.map((f) => [f, 'a\u0000b']));
      await expect4xx(
        await t.req(call.method, call.url, { ...opts, body: nul, form: call.form, ip: t.ip() }),
        `${call.url} NUL`,
      );
      const big = Object.fromEntries(call.fields.map((f) => [f, 'x'.repeat(40_000)]));
      const r = await t.req(call.method, call.url, { ...opts, body: big, form: call.form, ip: t.ip() });
      await expect4xx(r, `${call.url} oversized`);
      expect(r.status).toBe(413);
    }
    for (const g of GETS) {
      for (const s of [...INJECT, 'x'.repeat(5000), '%00'])
        await expect4xx(await t.req('GET', g + encodeURIComponent(s)), `${g}${s}`);
    }
    expect(await t.count('members')).toBe(before.members);
    expect(await t.count('feedback')).toBe(before.feedback);
  });

  it('refuses an unsupported content type with 415', async () => {
    const r = await t.req('POST', '/wps/session/login', {
      rawBody: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(r.status).toBe(415);
    expect(r.body.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
