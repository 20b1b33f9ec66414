/**
 * Password login with the registered mobile number (spec section 5 flag "mobile registration with password",
 * MOBREGPWD3): a member registered by mobile number and password logs in with that number (national or
 * international form) and the password, not only with the username made for them; a wrong password, an unverified
 * number or the flag off are refused with the one generic LOGIN_FAILED (docs/decisions.md D3, D6).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  off = await createTestApp({ brandOverride: (b) => ({ flags: { ...b.flags, MOBREGPWD3: false } }) });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

/** Registers through PUT /wps/member/register/mobile (SMS code and captcha solved) on `app`. */
async function registerByMobile(app: TestApp) {
  const mobileNum = app.mobile();
  const ip = app.ip();
  const code = await app.smsCode(mobileNum, '/wps/verification/sms/register', ip);
  const c = await app.captcha(ip);
  const password = 'long-enough-pw';
  const r = await app.req<{ token: string }>('PUT', '/wps/member/register/mobile', {
    body: {
      mobileNum,
      countryDialingCode: '+880',
      verificationCode: code,
      password,
      confirmPassword: password,
      captcha: c.answer,
    },
    ip,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { mobileNum, password };
}

const login = (app: TestApp, username: string, password: string, extra: Record<string, string> = {}) =>
  app.req<{ token: string }>('POST', '/wps/session/login', {
    body: { username, password, type: 'username', ...extra },
    ip: app.ip(),
  });

describe('password login by mobile number (MOBREGPWD3)', () => {
  it('logs in with the registered number and password, in national or international form', async () => {
    const m = await registerByMobile(t);
    for (const name of [m.mobileNum, `0${m.mobileNum}`, `+880${m.mobileNum}`]) {
      const r = await login(t, name, m.password);
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
      const info = await t.req<{ account: string }>('GET', '/wps/member/info', {
        token: r.body.value!.token,
      });
      expect(info.body.value!.account).toBe(`m880${m.mobileNum}`);
    }
    // The form's dialling code is honoured too.
    expect((await login(t, m.mobileNum, m.password, { countryDialingCode: '+880' })).status).toBe(200);
  });

  it('refuses a wrong password, an unknown number and an unverified number with LOGIN_FAILED', async () => {
    const m = await registerByMobile(t);
    const wrong = await login(t, m.mobileNum, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorCode).toBe('LOGIN_FAILED');
    const unknown = await login(t, t.mobile(), m.password);
    expect(unknown.body.errorCode).toBe('LOGIN_FAILED');
    expect(unknown.body.message).toBe(wrong.body.message);
    await t.db.query(sql`UPDATE members SET mobile_verified = false WHERE mobile = ${`+880${m.mobileNum}`}`);
    expect((await login(t, m.mobileNum, m.password)).body.errorCode).toBe('LOGIN_FAILED');
  });

  it('keeps the number out of password login when the brand turns MOBREGPWD3 off', async () => {
    const m = await registerByMobile(off);
    expect((await login(off, m.mobileNum, m.password)).body.errorCode).toBe('LOGIN_FAILED');
    expect((await login(off, `m880${m.mobileNum}`, m.password)).status).toBe(200);
  });
});
