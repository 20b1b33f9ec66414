import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_COOKIE } from '../captcha/service.ts';
import { configVariant, createTestApp, type TestApp } from '../test/harness.ts';
import { forgetCountdown, NETWORK_BUDGET_FACTOR, networkOf } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (mobileNo: string, ip: string, dial = '+880') =>
  t.req<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', {
    body: { mobileNo, countryDialingCode: dial },
    ip,
  });

describe('SMS codes', () => {
  it('sends a 6-digit code with expiredMinutes and refuses a resend inside the countdown', async () => {
    const n = t.mobile();
    const ip = t.ip();
    const r = await send(n, ip);
    expect(r.body.value).toEqual({ expiredMinutes: 1 });
    expect(t.sms.lastCode(`+880${n}`)).toMatch(/^\d{6}$/);
    const again = await send(n, ip);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    expect((again.body.value as unknown as { seconds: number }).seconds).toBeGreaterThan(50);
  });

  it('caps sends per number per hour and per IP per hour (SMS pumping)', async () => {
    const n = t.mobile();
    let last;
    for (let i = 0; i < 6; i++) {
      await forgetCountdown(t.app.ctx, t.app.ctx.brands.get('deshplay')!, 'register', `+880${n}`);
      last = await send(n, t.ip());
    }
    expect(last!.body.errorCode).toBe('SMS_TOO_MANY_REQUESTS');
    const ip = t.ip();
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await send(t.mobile(), ip)).body.errorCode ?? 'OK');
    expect(codes.slice(0, 10).every((c) => c === 'OK')).toBe(true);
    expect(codes[10]).toBe('SMS_TOO_MANY_REQUESTS');
  });

  it('refuses invalid numbers, missing numbers and countries outside the brand list', async () => {
    expect((await send('123', t.ip())).body.errorCode).toBe('PHONE_INVALID');
    expect((await send('', t.ip())).body.errorCode).toBe('PHONE_MISSING');
    expect((await send('2025550123', t.ip(), '+1')).body.errorCode).toBe('SMS_COUNTRY_NOT_ALLOWED');
    expect((await send("1' OR '1'='1", t.ip())).body.errorCode).toBe('PHONE_INVALID');
  });

  it('voids a code after 5 wrong attempts and accepts a right code once', async () => {
    const u = await t.register();
    const code = (await t.smsCode(u.mobileNum, '/wps/verification/sms/noLogin'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.req('POST', '/wps/member/password/verification', {
        body: {
          mobileNum: u.mobileNum,
          countryDialingCode: '+880',
          verificationCode: wrong,
          newPassword: 'whatever-pw1',
        },
      });
      errors.push(r.body.errorCode!);
    }
    expect(errors).toEqual([
      'SMS_CODE_INVALID',
      'SMS_CODE_INVALID',
      'SMS_CODE_INVALID',
      'SMS_CODE_INVALID',
      'SMS_CODE_INVALID',
    ]);
    const right = await t.req('POST', '/wps/member/password/verification', {
      body: {
        mobileNum: u.mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        newPassword: 'whatever-pw1',
      },
    });
    expect(right.body.errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses a second login code inside the countdown, for a number with or without an account alike', async () => {
    const u = await t.register();
    const noLogin = (mobileNum: string) =>
      t.req<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', {
        body: { mobileNum, countryDialingCode: '+880' },
        ip: t.ip(),
      });
    const ghost = t.mobile();
    for (const n of [u.mobileNum, ghost]) expect((await noLogin(n)).status).toBe(200);
    const again = [await noLogin(u.mobileNum), await noLogin(ghost)];
    for (const r of again) {
      expect(r.status).toBe(429);
      expect(r.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
    }
    expect(again[0]!.body.errorCode).toBe(again[1]!.body.errorCode);
  });

  it('20 parallel code requests for one number send one SMS; the others get the countdown', async () => {
    const n = t.mobile();
    const before = t.sms.sent.filter((m) => m.to === `+880${n}`).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(n, t.ip())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'SMS_RESEND_TOO_SOON')).toHaveLength(19);
    expect(t.sms.sent.filter((m) => m.to === `+880${n}`).length - before).toBe(1);
  });

  it('budgets a network (/24, /48) before the country cap: one actor rotating addresses cannot starve everyone', async () => {
    const cfg = configVariant({
      brands: { deshplay: { server: { sms: { perIpPerHour: 2, perCountryCodePerHour: 25 } } } },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const to = (ip: string) =>
        m.req('POST', '/wps/verification/sms/register', {
          body: { mobileNo: m.mobile(), countryDialingCode: '+880' },
          ip,
        });
      // 20 addresses of one /24 in parallel, two sends each: the network's budget (2 x NETWORK_BUDGET_FACTOR) holds.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => to(`198.51.100.${1 + (i % 20)}`)),
      );
      const sent = answers.filter((a) => a.status === 200).length;
      expect(sent).toBe(2 * NETWORK_BUDGET_FACTOR);
      expect(answers.filter((a) => a.body.errorCode === 'SMS_TOO_MANY_REQUESTS')).toHaveLength(40 - sent);
      // IPv6: a /48 is one network whatever the rest of the address.
      const v6 = await Promise.all(
        Array.from({ length: 20 }, (_, i) => to(`2001:db8:77:${i.toString(16)}::${i + 1}`)),
      );
      expect(v6.filter((a) => a.status === 200)).toHaveLength(2 * NETWORK_BUDGET_FACTOR);
      // Everyone else still gets codes: the country cap was not reached by the actor.
      expect((await to('203.0.113.50')).status).toBe(200);
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('names the network of an address', () => {
    expect(networkOf('198.51.100.77')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.77')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:77:1::5')).toBe('2001:db8:77::/48');
    expect(networkOf('2001:0db8:0077:ffff:1:2:3:4')).toBe('2001:db8:77::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });

  it('caps codes per country code across numbers and IPs (SMS pumping), with a 429 envelope', async () => {
    const cfg = configVariant({
      brands: { deshplay: { server: { sms: { perCountryCodePerHour: 2 } } } },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const to = (mobileNo: string) =>
        m.req('POST', '/wps/verification/sms/register', {
          body: { mobileNo, countryDialingCode: '+880' },
          ip: m.ip(),
        });
      expect((await to(m.mobile())).status).toBe(200);
      expect((await to(m.mobile())).status).toBe(200);
      const third = await to(m.mobile());
      expect(third.status).toBe(429);
      expect(third.body.errorCode).toBe('SMS_TOO_MANY_REQUESTS');
      expect(third.body.message).toBe('Too many requests, please try again after 5 minutes.');
    } finally {
      await m.close();
      cfg.remove();
    }
  });

  it('answers noLogin the same for numbers without an account, sending nothing', async () => {
    const n = t.mobile();
    const before = t.sms.sent.length;
    const r = await t.req('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: n, countryDialingCode: '+880' },
      ip: t.ip(),
    });
    expect(r.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect(t.sms.sent.length).toBe(before);
  });
});

describe('captcha', () => {
  it('returns a base64 SVG data URL whose answer is single use', async () => {
    const r = await t.req<string>('GET', '/wps/captcha');
    expect(r.body.value).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(r.headers['cache-control']).toBe('no-store');
    const ip = t.ip();
    const c = await t.captcha(ip);
    const feedback = {
      content: 'The deposit page did not load on my phone today.',
      type: 1,
      captcha: c.answer,
    };
    expect(
      (await t.req('PUT', '/wps/feedback', { body: feedback, cookies: c.cookies, ip })).body.success,
    ).toBe(true);
    const replay = await t.req('PUT', '/wps/feedback', { body: feedback, cookies: c.cookies, ip });
    expect(replay.body.errorCode).toBe('CAPTCHA_INVALID');
  });

  it('expires answers after two minutes', async () => {
    let now = Date.now();
    const { memoryKv } = await import('../kv/index.ts');
    const m = await createTestApp({ kv: memoryKv(() => now) });
    try {
      const c = await m.captcha();
      now += 121_000;
      const r = await m.req('PUT', '/wps/feedback', {
        body: { content: 'The deposit page did not load on my phone today.', type: 1, captcha: c.answer },
        cookies: c.cookies,
      });
      expect(r.body.errorCode).toBe('CAPTCHA_INVALID');
    } finally {
      await m.close();
    }
  });

  it("issues captchas the brand's own captcha rule accepts: digits for nova (patternId 6), letters and digits for deshplay", async () => {
    const answerOf = async (merchant: string) => {
      const c = await t.req('GET', '/wps/captcha', { headers: { merchant } });
      const id = c.raw.cookies.find((k) => k.name === CAPTCHA_COOKIE)!.value;
      return (await t.app.ctx.kv.get(`captcha:${id}`))!;
    };
    for (let i = 0; i < 5; i++) expect(await answerOf('nova')).toMatch(/^[0-9]{4}$/);
    const deshplay = (await Promise.all(Array.from({ length: 8 }, () => answerOf('deshplay')))).join('');
    // Letters and digits without the look-alikes 0/o/O and 1/i/I/l/L (answers are stored lower-cased).
    expect(deshplay).toMatch(/^[a-hjkmnp-z2-9]{32}$/);
    expect(deshplay).toMatch(/[a-z]/);
  });
});

describe('rate limits', () => {
  it('limits unauthenticated calls per IP with a 429 envelope', async () => {
    const m = await createTestApp({ rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await m.req('GET', '/wps/captcha', { ip: '198.51.100.9' })).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const last = await m.req('GET', '/wps/captcha', { ip: '198.51.100.9' });
      expect(last.status).toBe(429);
      expect(last.body.errorCode).toBe('RATE_LIMITED');
      expect((await m.req('GET', '/wps/captcha', { ip: '198.51.100.10' })).status).toBe(200);
    } finally {
      await m.close();
    }
  });
});

describe('SMS, free play and captcha settings from the brand config files', () => {
  it('uses expiredMinutes, the per-number/IP/country-code caps, trial funds and captchaAfterFailures of brand.json', async () => {
    const cfg = configVariant({
      brands: {
        deshplay: {
          server: {
            sms: { expiredMinutes: 3, perNumberPerHour: 1, perIpPerHour: 2, perCountryCodePerHour: 3 },
            freeplay: { trialFundsMinor: 12345 },
          },
          security: { loginCaptchaAfterFailures: 1 },
        },
      },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const sendTo = (mobileNo: string, ip: string) =>
        m.req<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', {
          body: { mobileNo, countryDialingCode: '+880' },
          ip,
        });
      const n = m.mobile();
      const first = await sendTo(n, m.ip());
      expect(first.body.value).toEqual({ expiredMinutes: 3 });
      const again = await sendTo(n, m.ip());
      expect((again.body.value as unknown as { seconds: number }).seconds).toBeGreaterThan(120);
      await forgetCountdown(m.app.ctx, m.app.ctx.brands.get('deshplay')!, 'register', `+880${n}`);
      expect((await sendTo(n, m.ip())).body.errorCode).toBe('SMS_TOO_MANY_REQUESTS'); // per number: 1
      const ip = m.ip();
      expect((await sendTo(m.mobile(), ip)).status).toBe(200);
      expect((await sendTo(m.mobile(), ip)).status).toBe(200);
      expect((await sendTo(m.mobile(), ip)).body.errorCode).toBe('SMS_TOO_MANY_REQUESTS'); // per IP: 2
      // Per country code: 3 sends to BD numbers so far; the next one from a fresh IP is refused.
      expect((await sendTo(m.mobile(), m.ip())).body.errorCode).toBe('SMS_TOO_MANY_REQUESTS');

      const fp = await m.req<{ token: string }>('POST', '/wps/session/login/freeplay', { body: {} });
      const bal = await m.req<{ trialBalance: string }>('GET', '/wps/v2/wallets/balance', {
        token: fp.body.value!.token,
      });
      expect(bal.body.value!.trialBalance).toBe('123.45');

      const from = m.ip();
      const fail1 = await m.req('POST', '/wps/session/login', {
        body: { username: 'nobody1', password: 'wrong' },
        ip: from,
      });
      expect(fail1.body).toMatchObject({ errorCode: 'LOGIN_FAILED', value: { captcha: true } });
      const fail2 = await m.req('POST', '/wps/session/login', {
        body: { username: 'nobody1', password: 'wrong' },
        ip: from,
      });
      expect(fail2.body.errorCode).toBe('CAPTCHA_REQUIRED');
    } finally {
      await m.close();
      cfg.remove();
    }
  });
});
