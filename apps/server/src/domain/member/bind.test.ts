/**
 * Binding and verifying the mobile number and email over HTTP (bind.ts; spec 2 securityCenter). Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set (test/harness.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { forgetCountdown } from '../sms/service.ts';
import { RESET_AFTER_BIND_MS } from './service.ts';
import { attemptStore } from '../../infra/limiter/index.ts';
import { emailCountdown, maskEmail, maskMobile } from './bind.ts';

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
/** Who binds: the session token and the login password the bind calls need (D6). */
interface Who {
  token: string;
  password: string;
}
const bindMobile = (who: Who, mobileNum: string, verificationCode: string, countryDialingCode = '880') =>
  t.req<Status>('POST', '/wps/member/bind/mobile', {
    token: who.token,
    body: { mobileNum, countryDialingCode, verificationCode, password: who.password },
  });
const emailCode = (token: string, email: string) =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/member/bind/email/code', { token, body: { email } });
const bindEmail = (who: Who, email: string, verificationCode: string) =>
  t.req<Status>('POST', '/wps/member/bind/email', {
    token: who.token,
    body: { email, verificationCode, password: who.password },
  });
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

    const r = await bindMobile(u, next, code);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      mobile: `+880${next.slice(0, 2)}******${next.slice(-2)}`,
      mobileVerified: true,
    });
    // Single use.
    expect((await bindMobile(u, next, code)).body.errorCode).toBe('SMS_CODE_EXPIRED');

    // The new number gets login codes (only verified numbers of real accounts do), the old number is free again.
    await t.req('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: next, countryDialingCode: '+880' },
      ip: t.ip(),
    });
    expect(t.sms.sent.filter((m) => m.to === `+880${next}`)).toHaveLength(2);
    // (The registration countdown of that number still runs from u's own registration a moment ago.)
    await forgetCountdown(t.app.ctx, t.app.ctx.brands.get('deshplay')!, 'register', `+880${u.mobileNum}`);
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
    // Asking again meets the countdown the first question spent (D3).
    expect((await mobileCode(u.token, taken.mobileNum)).status).toBe(429);

    const a = t.mobile();
    const b = t.mobile();
    await mobileCode(u.token, a);
    const codeA = t.sms.lastCode(`+880${a}`)!;
    const wrong = codeA === '000000' ? '111111' : '000000';
    const bad = await bindMobile(u, a, wrong);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'SMS_CODE_INVALID', value: { attemptsLeft: 4 } });
    expect(bad.body.message).toBe('Verification code is not valid');
    // A code is for the number it was sent to.
    expect((await bindMobile(u, b, codeA)).body.errorCode).toBe('SMS_CODE_EXPIRED');
    expect((await bindMobile(u, a, '')).body.errorCode).toBe('SMS_CODE_MISSING');
    expect((await status(u.token)).body.value!.mobile).toBe(
      `+880${u.mobileNum.slice(0, 2)}******${u.mobileNum.slice(-2)}`,
    );
    // Registration codes never bind (own purpose).
    const c = t.mobile();
    const regCode = await t.smsCode(c);
    expect((await bindMobile(u, c, regCode!)).body.errorCode).toBe('SMS_CODE_EXPIRED');
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

describe('bind mobile: no free test of who has a number (docs/decisions.md D3)', () => {
  it('spends the SMS budgets before answering MOBILE_TAKEN, so asking again about a taken number meets the countdown', async () => {
    const owner = await t.register();
    const u = await t.register();
    const first = await mobileCode(u.token, owner.mobileNum);
    expect(first.status).toBe(409);
    expect(first.body.errorCode).toBe('MOBILE_TAKEN');
    const again = await mobileCode(u.token, owner.mobileNum);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    // The same as a free number asked for twice.
    const free = t.mobile();
    expect((await mobileCode(u.token, free)).status).toBe(200);
    expect((await mobileCode(u.token, free)).body.errorCode).toBe('SMS_RESEND_TOO_SOON');
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

    const r = await bindEmail(u, address, code);
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
    expect((await bindEmail(u, a, wrong)).body).toMatchObject({
      errorCode: 'SMS_CODE_INVALID',
      value: { attemptsLeft: 4 },
    });
    expect((await bindEmail(u, `b-${u.username}@example.com`, code)).body.errorCode).toBe('SMS_CODE_INVALID');
    expect((await status(u.token)).body.value).toMatchObject({ email: null, emailVerified: false });
    // The right code still works within its attempts.
    expect((await bindEmail(u, a, code)).body.value).toMatchObject({ emailVerified: true });
  });

  it('sends one mail for 20 parallel code requests', async () => {
    const u = await t.register();
    const a = `burst-${u.username}@example.com`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => emailCode(u.token, a)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.errorCode === 'SMS_RESEND_TOO_SOON')).toHaveLength(19);
    expect(t.email.sent.filter((m) => m.to === a)).toHaveLength(1);
  });

  it('voids the code after five wrong attempts', async () => {
    const u = await t.register();
    const a = `c-${u.username}@example.com`;
    await emailCode(u.token, a);
    const code = mailedCode(a)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await bindEmail(u, a, wrong)).body.errorCode!);
    expect(errors).toEqual(Array(5).fill('SMS_CODE_INVALID'));
    expect((await bindEmail(u, a, code)).body.errorCode).toBe('SMS_CODE_EXPIRED');
  });
});

describe('a session token alone never takes a channel (docs/decisions.md D6)', () => {
  it('binds a phone or an address only with the login password; a wrong one changes nothing', async () => {
    const u = await t.register();
    const next = t.mobile();
    await mobileCode(u.token, next);
    const code = t.sms.lastCode(`+880${next}`)!;
    const none = await t.req('POST', '/wps/member/bind/mobile', {
      token: u.token,
      body: { mobileNum: next, countryDialingCode: '880', verificationCode: code },
    });
    expect(none.status).toBe(400);
    const wrong = await bindMobile({ token: u.token, password: 'not-the-password' }, next, code);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 'PASSWORD_INCORRECT', value: { field: 'password' } });
    const address = `d6-${u.username}@example.com`;
    await emailCode(u.token, address);
    const mailWrong = await bindEmail(
      { token: u.token, password: 'not-the-password' },
      address,
      mailedCode(address)!,
    );
    expect(mailWrong.body.errorCode).toBe('PASSWORD_INCORRECT');
    expect((await status(u.token)).body.value).toMatchObject({
      mobile: `+880${u.mobileNum.slice(0, 2)}******${u.mobileNum.slice(-2)}`,
      email: null,
    });
    // The code was not spent by the refused calls: with the password it binds.
    expect((await bindMobile(u, next, code)).status).toBe(200);
  });

  it('tells the old number and the verified address of a change of phone, address or payout account', async () => {
    const u = await t.register();
    const oldPhone = `+880${u.mobileNum}`;
    const address = `notice-${u.username}@example.com`;
    await emailCode(u.token, address);
    expect((await bindEmail(u, address, mailedCode(address)!)).status).toBe(200);

    const next = t.mobile();
    await mobileCode(u.token, next);
    expect((await bindMobile(u, next, t.sms.lastCode(`+880${next}`)!)).status).toBe(200);
    const toOld = t.sms.sent.filter((m) => m.to === oldPhone).at(-1)!;
    expect(toOld.text).toContain('phone number');
    expect(toOld.text).toContain(`${next.slice(0, 2)}******${next.slice(-2)}`);
    expect(toOld.text).not.toContain(next);
    expect(t.email.sent.filter((m) => m.to === address).at(-1)!.text).toContain('phone number');

    const other = `other-${u.username}@example.com`;
    const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: u.token });
    const brand = t.app.ctx.brands.get('deshplay')!;
    // End the resend countdown of the first code.
    await attemptStore(t.app.ctx).clear(emailCountdown(brand), `deshplay:${info.body.value!.id}`);
    await emailCode(u.token, other);
    expect((await bindEmail(u, other, mailedCode(other)!)).status).toBe(200);
    expect(t.email.sent.filter((m) => m.to === address).at(-1)!.text).toContain('e-mail address');
    expect(t.sms.sent.filter((m) => m.to === `+880${next}`).at(-1)!.text).toContain('e-mail address');

    const payout = await t.req('POST', '/wps/payments/payout-accounts', {
      token: u.token,
      body: { channel: 'bkash', accountNo: '01712345678', holderName: 'Md Rahim', password: u.password },
    });
    expect(payout.status).toBe(200);
    const notice = t.sms.sent.filter((m) => m.to === `+880${next}`).at(-1)!.text;
    expect(notice).toContain('payout account ending 5678');
  });

  it('a number or an address bound less than 24 hours ago cannot reset the password', async () => {
    let now = Date.now();
    const m = await createTestApp({ now: () => now });
    try {
      const u = await m.register();
      const who = { token: u.token, password: u.password };
      const next = m.mobile();
      await m.req('POST', '/wps/member/bind/mobile/code', {
        token: u.token,
        body: { mobileNum: next, countryDialingCode: '+880' },
        ip: m.ip(),
      });
      const bound = await m.req('POST', '/wps/member/bind/mobile', {
        token: who.token,
        body: {
          mobileNum: next,
          countryDialingCode: '880',
          verificationCode: m.sms.lastCode(`+880${next}`)!,
          password: who.password,
        },
      });
      expect(bound.status).toBe(200);
      const reset = async () => {
        const code = await m.smsCode(next, '/wps/verification/sms/noLogin');
        return m.req<{ token: string }>('POST', '/wps/member/password/verification', {
          body: {
            mobileNum: next,
            countryDialingCode: '+880',
            verificationCode: code,
            newPassword: 'Thief-pass-2024',
          },
        });
      };
      const early = await reset();
      expect(early.status).toBe(403);
      expect(early.body.errorCode).toBe('RESET_CHANNEL_TOO_NEW');
      expect(early.body.token).toBeUndefined();
      // The password did not change.
      const login = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: m.ip(),
      });
      expect(login.status).toBe(200);

      // Address: the reset mail carries no link within 24 hours, and the answer is the same as ever (D3).
      const address = `fresh-${u.username}@example.com`;
      await m.req('POST', '/wps/member/bind/email/code', { token: u.token, body: { email: address } });
      const code = [...m.email.sent]
        .reverse()
        .find((x) => x.to === address)!
        .text.match(/\b(\d{6})\b/)![1]!;
      await m.req('POST', '/wps/member/bind/email', {
        token: u.token,
        body: { email: address, verificationCode: code, password: u.password },
      });
      const forgot = await m.req('POST', '/wps/member/password/email', {
        body: { username: u.username, email: address },
        form: true,
        ip: m.ip(),
      });
      expect(forgot.status).toBe(200);
      const mail = [...m.email.sent].reverse().find((x) => x.to === address)!;
      expect(mail.text).not.toContain('resetToken');

      now += RESET_AFTER_BIND_MS + 60_000;
      const later = await reset();
      expect(later.status).toBe(200);
      await m.req('POST', '/wps/member/password/email', {
        body: { username: u.username, email: address },
        form: true,
        ip: m.ip(),
      });
      expect([...m.email.sent].reverse().find((x) => x.to === address)!.text).toContain('resetToken');
    } finally {
      await m.close();
    }
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
      ['/wps/member/bind/mobile', { mobileNum: '1712345678', verificationCode: '123456' }],
      ['/wps/member/bind/mobile', { mobileNum: '1712345678', verificationCode: '123456', password: '' }],
      ['/wps/member/bind/mobile', { mobileNum: '1712345678', verificationCode: ['1'] }],
      ['/wps/member/bind/email/code', { email: null }],
      ['/wps/member/bind/email/code', { email: 'a\u0000@example.com' }],
      ['/wps/member/bind/email/code', { email: `${'a'.repeat(300)}@example.com` }],
      ['/wps/member/bind/email', { email: 'a@example.com' }],
      ['/wps/member/bind/email', { email: 'a@example.com', verificationCode: '123456' }],
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
