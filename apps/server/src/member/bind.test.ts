/**
 * Binding and verifying the mobile number and email over HTTP (bind.ts; spec 2 securityCenter). Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set (test/harness.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { maskEmail, maskMobile } from './bind.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Status {
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  emailVerified: boolean;
}

const status = (token: string) => t.req<Status>('GET', '/wps/member/bind', { token });
const mobileCode = (token: string, mobileNum: string, ip = t.ip()) =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/member/bind/mobile/code', {
    token,
    body: { mobileNum, countryDialingCode: '+880' },
    ip,
  });
const bindMobile = (token: string, mobileNum: string, verificationCode: string, countryDialingCode = '880') =>
  t.req<Status>('POST', '/wps/member/bind/mobile', {
    token,
    body: { mobileNum, countryDialingCode, verificationCode },
  });
const emailCode = (token: string, email: string) =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/member/bind/email/code', { token, body: { email } });
const bindEmail = (token: string, email: string, verificationCode: string) =>
  t.req<Status>('POST', '/wps/member/bind/email', { token, body: { email, verificationCode } });
/** The 6-digit code of the last email to `to`. */
const mailedCode = (to: string) =>
  [...t.email.sent]
    .reverse()
    .find((m) => m.to === to)
    ?.text.match(/\b(\d{6})\b/)?.[1];

describe('bind status', () => {
  it('shows the registration mobile masked and verified, and no email', async () => {
    const u = await t.register();
    const r = await status(u.token);
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      mobile: `+880${u.mobileNum.slice(0, 2)}******${u.mobileNum.slice(-2)}`,
      mobileVerified: true,
      email: null,
      emailVerified: false,
    });
    expect(JSON.stringify(r.body)).not.toContain(u.mobileNum);
  });

  it('needs a session and refuses trial accounts', async () => {
    expect((await t.req('GET', '/wps/member/bind')).body.errorCode).toBe('NOT_LOGGED_IN');
    const trial = await t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    const token = trial.body.value!.token;
    for (const r of [
      await status(token),
      await mobileCode(token, t.mobile()),
      await emailCode(token, 'trial@example.com'),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('TRIAL_FORBIDDEN');
    }
  });
});

describe('bind mobile', () => {
  it('binds a new number with the SMS code sent to it; the old one is free and the new one logs in by SMS', async () => {
    const u = await t.register();
    const next = t.mobile();
    const sent = await mobileCode(u.token, next);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const code = t.sms.lastCode(`+880${next}`)!;
    expect(code).toMatch(/^\d{6}$/);

    const r = await bindMobile(u.token, next, code);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      mobile: `+880${next.slice(0, 2)}******${next.slice(-2)}`,
      mobileVerified: true,
    });
    // Single use.
    expect((await bindMobile(u.token, next, code)).body.errorCode).toBe('SMS_CODE_EXPIRED');

    // The new number gets login codes (only verified numbers of real accounts do), the old number is free again.
    await t.req('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: next, countryDialingCode: '+880' },
      ip: t.ip(),
    });
    expect(t.sms.sent.filter((m) => m.to === `+880${next}`)).toHaveLength(2);
    // (The registration countdown of that number still runs from u's own registration a moment ago.)
    await t.app.ctx.kv.del(`otpcd:deshplay:register:+880${u.mobileNum}`);
    const other = await t.register({ mobileNum: u.mobileNum });
    expect(other.token).toBeTruthy();
  });

  it('refuses a wrong code (attempts left), a code sent to another number, and a number another member has', async () => {
    const u = await t.register();
    const taken = await t.register();
    expect((await mobileCode(u.token, taken.mobileNum)).body).toMatchObject({
      success: false,
      errorCode: 'MOBILE_TAKEN',
    });
    expect((await mobileCode(u.token, taken.mobileNum)).status).toBe(409);

    const a = t.mobile();
    const b = t.mobile();
    await mobileCode(u.token, a);
    const codeA = t.sms.lastCode(`+880${a}`)!;
    const wrong = codeA === '000000' ? '111111' : '000000';
    const bad = await bindMobile(u.token, a, wrong);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'SMS_CODE_INVALID', value: { attemptsLeft: 4 } });
    expect(bad.body.message).toBe('Verification code is not valid');
    // A code is for the number it was sent to.
    expect((await bindMobile(u.token, b, codeA)).body.errorCode).toBe('SMS_CODE_EXPIRED');
    expect((await bindMobile(u.token, a, '')).body.errorCode).toBe('SMS_CODE_MISSING');
    expect((await status(u.token)).body.value!.mobile).toBe(
      `+880${u.mobileNum.slice(0, 2)}******${u.mobileNum.slice(-2)}`,
    );
    // Registration codes never bind (own purpose).
    const c = t.mobile();
    const regCode = await t.smsCode(c);
    expect((await bindMobile(u.token, c, regCode!)).body.errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('checks the number and the countdown like every SMS code, localised', async () => {
    const u = await t.register();
    expect((await mobileCode(u.token, '123')).body.errorCode).toBe('PHONE_INVALID');
    expect((await mobileCode(u.token, '')).body.errorCode).toBe('PHONE_MISSING');
    const foreign = await t.req('POST', '/wps/member/bind/mobile/code', {
      token: u.token,
      body: { mobileNum: '2025550123', countryDialingCode: '+1' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('SMS_COUNTRY_NOT_ALLOWED');
    const n = t.mobile();
    const ip = t.ip();
    expect((await mobileCode(u.token, n, ip)).status).toBe(200);
    const again = await t.req('POST', '/wps/member/bind/mobile/code', {
      token: u.token,
      body: { mobileNum: n, countryDialingCode: '+880' },
      ip,
      headers: { language: 'bn' },
    });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    expect(again.body.message).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('bind email', () => {
  it('binds an address with the mailed code; the reset by email then works for it', async () => {
    const u = await t.register();
    const address = `${u.username}@Example.COM`;
    const sent = await emailCode(u.token, `  ${address} `);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const stored = `${u.username}@example.com`;
    const code = mailedCode(stored)!;
    expect(code).toMatch(/^\d{6}$/);

    const r = await bindEmail(u.token, address, code);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      email: maskEmail(stored),
      emailVerified: true,
      mobileVerified: true,
    });
    expect((await status(u.token)).body.value!.emailVerified).toBe(true);

    const before = t.email.sent.length;
    const reset = await t.req('POST', '/wps/member/password/email', {
      body: { username: u.username, email: stored },
      form: true,
      ip: t.ip(),
    });
    expect(reset.status).toBe(200);
    expect(t.email.sent.length).toBe(before + 1);
  });

  it('refuses a bad address, a wrong code, a code for another address and a resend inside the countdown', async () => {
    const u = await t.register();
    const bad = await emailCode(u.token, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('EMAIL_FORMAT');
    expect(bad.body.message).toBe('E-mail format is incorrect');

    const a = `a-${u.username}@example.com`;
    expect((await emailCode(u.token, a)).status).toBe(200);
    const again = await emailCode(u.token, a);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    const code = mailedCode(a)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bindEmail(u.token, a, wrong)).body).toMatchObject({
      errorCode: 'SMS_CODE_INVALID',
      value: { attemptsLeft: 4 },
    });
    expect((await bindEmail(u.token, `b-${u.username}@example.com`, code)).body.errorCode).toBe(
      'SMS_CODE_INVALID',
    );
    expect((await status(u.token)).body.value).toMatchObject({ email: null, emailVerified: false });
    // The right code still works within its attempts.
    expect((await bindEmail(u.token, a, code)).body.value).toMatchObject({ emailVerified: true });
  });

  it('voids the code after five wrong attempts', async () => {
    const u = await t.register();
    const a = `c-${u.username}@example.com`;
    await emailCode(u.token, a);
    const code = mailedCode(a)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await bindEmail(u.token, a, wrong)).body.errorCode!);
    expect(errors).toEqual(Array(5).fill('SMS_CODE_INVALID'));
    expect((await bindEmail(u.token, a, code)).body.errorCode).toBe('SMS_CODE_EXPIRED');
  });
});

describe('bad input', () => {
  it('answers malformed bodies with a 4xx envelope and writes nothing', async () => {
    const u = await t.register();
    const before = await t.count('members');
    const bodies: Array<[string, unknown]> = [
      ['/wps/member/bind/mobile/code', {}],
      ['/wps/member/bind/mobile/code', { mobileNum: 1712345678 }],
      ['/wps/member/bind/mobile/code', { mobileNum: 'x'.repeat(10_000) }],
      ['/wps/member/bind/mobile/code', { mobileNum: "17' OR '1'='1" }],
      ['/wps/member/bind/mobile', { mobileNum: '1712345678' }],
      ['/wps/member/bind/mobile', { mobileNum: '1712345678', verificationCode: ['1'] }],
      ['/wps/member/bind/email/code', { email: null }],
      ['/wps/member/bind/email/code', { email: 'a\u0000@example.com' }],
      ['/wps/member/bind/email/code', { email: `${'a'.repeat(300)}@example.com` }],
      ['/wps/member/bind/email', { email: 'a@example.com' }],
      ['/wps/member/bind/email', { email: 'a@example.com', verificationCode: 123456 }],
    ];
    for (const [path, body] of bodies) {
      const r = await t.req('POST', path, { token: u.token, body, ip: t.ip() });
      expect(r.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.success).toBe(false);
      expect(r.body.errorCode).toBeTruthy();
    }
    expect(await t.count('members')).toBe(before);
    expect((await status(u.token)).body.value).toMatchObject({ mobileVerified: true, email: null });
  });
});

describe('masking', () => {
  it('keeps the country code, two leading and two trailing digits; two characters of an email', () => {
    expect(maskMobile('+8801712345678')).toBe('+88017******78');
    expect(maskMobile('+6612')).toBe('***12');
    expect(maskEmail('player@example.com')).toBe('pl***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});
