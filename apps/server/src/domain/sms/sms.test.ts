import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { configVariant, createTestApp, type TestApp } from '../../test/harness.ts';
import { forgetCountdown, networkOf } from './service.ts';

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
      brands: {
        deshplay: { server: { sms: { perIpPerHour: 2, perCountryCodePerHour: 25, perNetworkFactor: 3 } } },
      },
    });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const to = (ip: string) =>
        m.req('POST', '/wps/verification/sms/register', {
          body: { mobileNo: m.mobile(), countryDialingCode: '+880' },
          ip,
        });
      // 20 addresses of one /24 in parallel, two sends each: the network's budget (2 x perNetworkFactor 3) holds.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => to(`198.51.100.${1 + (i % 20)}`)),
      );
      const sent = answers.filter((a) => a.status === 200).length;
      expect(sent).toBe(2 * 3);
      expect(answers.filter((a) => a.body.errorCode === 'SMS_TOO_MANY_REQUESTS')).toHaveLength(40 - sent);
      // IPv6: a /48 is one network whatever the rest of the address.
      const v6 = await Promise.all(
        Array.from({ length: 20 }, (_, i) => to(`2001:db8:77:${i.toString(16)}::${i + 1}`)),
      );
      expect(v6.filter((a) => a.status === 200)).toHaveLength(2 * 3);
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

  it('past the country cap sends need a solved captcha (CAPTCHA_REQUIRED without), and operators are alerted once per window', async () => {
    const cfg = configVariant({
      brands: { deshplay: { server: { sms: { perCountryCodePerHour: 2 } } } },
    });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        cb();
      },
    });
    const m = await createTestApp({ configDir: cfg.dir, logger: { level: 'warn', stream } });
    try {
      const to = (mobileNo: string, captcha?: string) =>
        m.req('POST', '/wps/verification/sms/register', {
          body: { mobileNo, countryDialingCode: '+880', ...(captcha ? { captcha } : {}) },
          ip: m.ip(),
        });
      expect((await to(m.mobile())).status).toBe(200);
      expect((await to(m.mobile())).status).toBe(200);
      const third = m.mobile();
      const refused = await to(third);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorCode: 'CAPTCHA_REQUIRED',
        message: 'Please complete verification first',
        value: { captcha: true },
      });
      expect(m.sms.sent.some((s) => s.to === `+880${third}`)).toBe(false);
      expect((await to(m.mobile(), 'bm90IGEgcGF5bG9hZA==')).body.errorCode).toBe('CAPTCHA_INVALID');
      // With a solved captcha the same number gets its code; the payload is spent.
      const { answer } = await m.captcha();
      expect((await to(third, answer)).status).toBe(200);
      expect(m.sms.lastCode(`+880${third}`)).toMatch(/^\d{6}$/);
      expect((await to(m.mobile(), answer)).body.errorCode).toBe('CAPTCHA_REPLAYED');
      // Other budgets still hold for captcha-gated sends: the number's countdown.
      const again = await to(third, (await m.captcha()).answer);
      expect(again.body.errorCode).toBe('SMS_RESEND_TOO_SOON');
      const alerts = lines
        .map((l) => JSON.parse(l) as { alert?: string; country?: string })
        .filter((e) => e.alert === 'sms-country-cap');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ country: 'BD' });
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

describe('no existence oracle in code requests (docs/decisions.md D3)', () => {
  it("answers noLogin for a member's number and an unknown one with the same status and body, without waiting for the SMS provider, and spends the same budgets", async () => {
    const u = await t.register();
    const ghost = t.mobile();
    const ctx = t.app.ctx;
    // A provider that takes the message and never finishes delivering it: the answer must not wait for it.
    const send = ctx.sms.send;
    let handed = 0;
    ctx.sms.send = () => {
      handed++;
      return new Promise<void>(() => undefined);
    };
    const noLogin = (mobileNum: string, ip: string) =>
      t.req('POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode: '+880' }, ip });
    const { attemptStore } = await import('../../infra/limiter/index.ts');
    const store = attemptStore(ctx);
    const hourly = async (n: string) =>
      (
        await store.peek(
          { scope: 'sms-number', max: 5, windowMs: 3_600_000 },
          `deshplay:+880${n}`,
          Date.now(),
        )
      ).attempts;
    const spent = [await hourly(u.mobileNum), await hourly(ghost)];
    try {
      const ip = t.ip();
      const known = await noLogin(u.mobileNum, ip);
      const unknown = await noLogin(ghost, ip);
      expect(handed).toBe(1);
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: known.status,
        body: known.body,
      });
      expect(known.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
      // Both spent the number's hourly cap and the address's budget (and the countdown, below).
      expect([await hourly(u.mobileNum), await hourly(ghost)]).toEqual(spent.map((n) => n + 1));
      const now = Date.now();
      const byIp = await store.peek({ scope: 'sms-ip', max: 10, windowMs: 3_600_000 }, ip, now);
      expect(byIp.attempts).toBe(2);
      const again = [await noLogin(u.mobileNum, t.ip()), await noLogin(ghost, t.ip())];
      expect(again.map((r) => [r.status, r.body.errorCode])).toEqual([
        [429, 'SMS_RESEND_TOO_SOON'],
        [429, 'SMS_RESEND_TOO_SOON'],
      ]);
      expect(again[0]!.body.message).toBe(again[1]!.body.message);
    } finally {
      ctx.sms.send = send;
    }
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
      // Per country code: 3 sends to BD numbers so far; the next one from a fresh IP needs a solved captcha.
      expect((await sendTo(m.mobile(), m.ip())).body.errorCode).toBe('CAPTCHA_REQUIRED');

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
