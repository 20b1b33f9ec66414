import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../infra/crypto/service.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { configVariant, createTestApp, usingPostgres, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = { token: string; mustChangePassword: boolean; firstTimeLogin: boolean };

describe('login and logout', () => {
  it('logs in with username and password, reads member info, logs out, and refuses the revoked token', async () => {
    const u = await t.register();
    const r = await t.req<Login>('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
    });
    expect(r.status).toBe(200);
    expect(r.body.value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.value!.mustChangePassword).toBe(false);
    const info = await t.req<{ account: string }>('GET', '/wps/member/info', { token: r.body.value!.token });
    expect(info.body.value!.account).toBe(u.username);
    const out = await t.req('DELETE', '/wps/session/logout', { token: r.body.value!.token });
    expect(out.body.success).toBe(true);
    const after = await t.req('GET', '/wps/member/info', { token: r.body.value!.token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('NOT_LOGGED_IN');
  });

  it('stores session tokens hashed, never in clear', async () => {
    const u = await t.register();
    const { sql } = await import('drizzle-orm');
    const rows = await t.db.query<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(rows.some((r) => r.token_hash === u.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers unknown and known usernames with the same generic failure', async () => {
    const u = await t.register();
    const known = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: 'wrong-password' },
      ip: t.ip(),
    });
    const unknown = await t.req('POST', '/wps/session/login', {
      body: { username: 'nosuchuser99', password: 'wrong-password' },
      ip: t.ip(),
    });
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.errorCode).toBe('LOGIN_FAILED');
  });

  it('answers a locked unknown username exactly as a locked known one, and SMS-code logins alike with or without an account', async () => {
    const u = await t.register();
    const attempt = async (body: Record<string, string>) => {
      const ip = t.ip();
      const c = await t.captcha(ip);
      return t.req('POST', '/wps/session/login', {
        body: { ...body, captcha: c.answer },
        ip,
      });
    };
    const answers = async (body: Record<string, string>) => {
      const out = [];
      for (let i = 0; i < 4; i++) out.push((await attempt(body)).body);
      return out;
    };
    const known = await answers({ username: u.username, password: 'bad-password' });
    const unknown = await answers({ username: 'ghostuser78', password: 'bad-password' });
    expect(known.map((b) => b.errorCode)).toEqual([
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(unknown).toEqual(known);
    // SMS-code login: a verified number with an account and a number without one give the same answers.
    const sms = (mobile: string) => ({
      type: 'sms',
      username: mobile,
      password: '000000',
      countryDialingCode: '+880',
    });
    const withAccount = await answers(sms(u.mobileNum));
    const without = await answers(sms(t.mobile()));
    expect(without).toEqual(withAccount);
    expect(withAccount[0]!.errorCode).toBe('LOGIN_FAILED');
  });

  it('locks the username for 30 minutes after 3 failures, known or not, even with the right password', async () => {
    const u = await t.register();
    for (const name of [u.username, 'ghostuser77']) {
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) {
        const ip = t.ip();
        const c = await t.captcha(ip);
        const r = await t.req('POST', '/wps/session/login', {
          body: { username: name, password: 'bad-password', captcha: c.answer },
          ip,
        });
        codes.push(r.body.errorCode!);
      }
      expect(codes).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'ACCOUNT_LOCKED']);
    }
    const right = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
      ip: t.ip(),
    });
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('ACCOUNT_LOCKED');
    expect(right.body.message).toContain('30 minutes');
  });

  it('demands a captcha from an IP after failures, then requires a right answer', async () => {
    const u = await t.register();
    const ip = t.ip();
    for (let i = 0; i < 3; i++)
      await t.req('POST', '/wps/session/login', {
        body: { username: `someone${i}x`, password: 'nope-nope' },
        ip,
      });
    const noCaptcha = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
      ip,
    });
    expect(noCaptcha.body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const wrong = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, captcha: 'zzzz' },
      ip,
    });
    expect(wrong.body.errorCode).toBe('CAPTCHA_INVALID');
    const c2 = await t.captcha(ip);
    const good = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, captcha: c2.answer },
      ip,
    });
    expect(good.status).toBe(200);
  });

  it('flags a login with a common password for a forced change (D2)', async () => {
    // Registration refuses common passwords now; an account may still hold one from before (or from an import).
    const u = await t.register();
    await t.db.query(
      sql`UPDATE members SET password_hash = ${await hashPassword('12345678')} WHERE username = ${u.username}`,
    );
    const r = await t.req<Login>('POST', '/wps/session/login', {
      body: { username: u.username, password: '12345678' },
    });
    expect(r.body.value!.mustChangePassword).toBe(true);
    const info = await t.req<{ mustChangePassword: boolean }>('GET', '/wps/member/info', {
      token: r.body.value!.token,
    });
    expect(info.body.value!.mustChangePassword).toBe(true);
  });

  it('refuses missing fields, wrong types and injection strings with 4xx envelopes', async () => {
    const cases: unknown[] = [
      {},
      { username: 'a' },
      { username: 1, password: 2 },
      { username: ['x'], password: 'y' },
      { username: "' OR 1=1 --", password: "' OR '1'='1" },
      { username: '\u202e\u0000admin', password: '𝔭𝔞𝔰𝔰' },
      { username: '  ', password: '   ' },
    ];
    for (const body of cases) {
      const r = await t.req('POST', '/wps/session/login', { body, ip: t.ip() });
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.success).toBe(false);
      expect(r.body.errorCode).toMatch(/^(VALIDATION|LOGIN_REQUIRED_FIELDS|LOGIN_FAILED)$/);
    }
  });
});

describe('login lock in the database (no Redis)', () => {
  /** Fails a login for `name` from a fresh IP, solving the captcha the name may by then demand. */
  async function failOnce(m: TestApp, name: string) {
    const ip = m.ip();
    const c = await m.captcha(ip);
    const r = await m.req('POST', '/wps/session/login', {
      body: { username: name, password: 'bad-password', captcha: c.answer },
      ip,
    });
    return r.body.errorCode;
  }

  it('keeps a known and an unknown username locked across a restart on the same database, then lifts it after 30 minutes', async () => {
    let now = Date.now();
    const m = await createTestApp({ now: () => now });
    try {
      const u = await m.register();
      const ghost = 'ghostrestart1';
      for (const name of [u.username, ghost]) {
        const codes = [await failOnce(m, name), await failOnce(m, name), await failOnce(m, name)];
        expect(codes).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'ACCOUNT_LOCKED']);
      }
      const rows = await m.db.query<{ subject: string; locked: boolean }>(
        sql`SELECT subject, locked_until > now() AS locked FROM attempt_limits WHERE scope = 'login' ORDER BY subject`,
      );
      expect(rows).toEqual(
        [`deshplay:u:${ghost}`, `deshplay:u:${u.username}`]
          .sort()
          .map((subject) => ({ subject, locked: true })),
      );

      await m.restart(); // new process state: in-memory counters are gone, the database stays
      now += 10 * 60_000;
      const known = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: m.ip(),
      });
      const unknown = await m.req('POST', '/wps/session/login', {
        body: { username: ghost, password: 'any-password' },
        ip: m.ip(),
      });
      expect(known.status).toBe(423);
      expect(known.body.errorCode).toBe('ACCOUNT_LOCKED');
      expect(known.body.message).toContain('20 minutes');
      expect(unknown.status).toBe(423);
      expect(unknown.body).toEqual(known.body);

      now += 19 * 60_000; // 29 minutes after the lock
      const still = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: m.ip(),
      });
      expect(still.body.errorCode).toBe('ACCOUNT_LOCKED');

      now += 2 * 60_000; // 31 minutes after the lock
      const after = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: m.ip(),
      });
      expect(after.status).toBe(200);
      expect(
        await m.db.query(
          sql`SELECT 1 FROM attempt_limits WHERE scope = 'login' AND subject = ${`deshplay:u:${u.username}`}`,
        ),
      ).toEqual([]);
    } finally {
      await m.close();
    }
  });

  it('locks only on 3 failures inside 30 minutes: a third failure 31 minutes after the first does not lock', async () => {
    let now = Date.now();
    const m = await createTestApp({ now: () => now });
    try {
      const u = await m.register();
      expect([await failOnce(m, u.username), await failOnce(m, u.username)]).toEqual([
        'LOGIN_FAILED',
        'LOGIN_FAILED',
      ]);
      now += 31 * 60_000;
      expect(await failOnce(m, u.username)).toBe('LOGIN_FAILED');
      const r = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: m.ip(),
      });
      expect(r.status).toBe(200);
    } finally {
      await m.close();
    }
  });

  it('locks a mobile number after 3 failed SMS-code logins, whether or not an account has it', async () => {
    const phone = t.mobile();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 4; i++) {
      const ip = t.ip();
      const c = await t.captcha(ip);
      const r = await t.req('POST', '/wps/session/login', {
        body: {
          type: 'sms',
          username: phone,
          password: '000000',
          countryDialingCode: '+880',
          captcha: c.answer,
        },
        ip,
      });
      codes.push(r.body.errorCode);
    }
    expect(codes).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'ACCOUNT_LOCKED', 'ACCOUNT_LOCKED']);
    const [row] = await t.db.query<{ attempts: number }>(
      sql`SELECT attempts FROM attempt_limits WHERE scope = 'login' AND subject = ${`deshplay:m:+880${phone}`}`,
    );
    expect(row?.attempts).toBe(3);
  });
});

describe('one-time login tickets (D1)', () => {
  it('exchanges a ticket once for a new session token', async () => {
    const u = await t.register();
    const tk = await t.req<{ ticket: string }>('POST', '/wps/session/ticket', { token: u.token });
    const ex = await t.req<Login>('POST', '/wps/session/ticket/exchange', {
      body: { ticket: tk.body.value!.ticket },
    });
    expect(ex.status).toBe(200);
    expect(ex.body.value!.token).not.toBe(u.token);
    const again = await t.req('POST', '/wps/session/ticket/exchange', {
      body: { ticket: tk.body.value!.ticket },
    });
    expect(again.body.errorCode).toBe('TICKET_INVALID');
  });
});

describe('session timeouts', () => {
  it('expires a session after 30 idle minutes and after 12 hours in all', async () => {
    let now = Date.now();
    const m = await createTestApp({ now: () => now });
    try {
      const u = await m.register();
      now += 29 * 60_000;
      expect((await m.req('GET', '/wps/member/info', { token: u.token })).status).toBe(200);
      now += 31 * 60_000;
      expect((await m.req('GET', '/wps/member/info', { token: u.token })).status).toBe(401);
      const r = await m.req<Login>('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
      });
      const tok = r.body.value!.token;
      for (let i = 0; i < 26; i++) {
        now += 28 * 60_000; // keep it busy
        await m.req('GET', '/wps/member/info', { token: tok });
      }
      expect((await m.req('GET', '/wps/member/info', { token: tok })).status).toBe(401);
    } finally {
      await m.close();
    }
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) with trial funds only, refused on consolidated funds', async () => {
    const r = await t.req<Login>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    expect(r.status).toBe(200);
    const info = await t.req<{ type: number; balance: string }>('GET', '/wps/member/info', {
      token: r.body.value!.token,
    });
    expect(info.body.value!.type).toBe(4);
    const bal = await t.req<{ balance: string; trialBalance: string }>('GET', '/wps/v2/wallets/balance', {
      token: r.body.value!.token,
    });
    expect(bal.body.value).toMatchObject({ balance: '0.00', trialBalance: '2000.00' });
    const cons = await t.req('GET', '/wps/member/info/funds/consolidated', { token: r.body.value!.token });
    expect(cons.body.errorCode).toBe('TRIAL_FORBIDDEN');
  });
});

describe('encrypted bodies (D13)', () => {
  it('accepts a JWE-encrypted login and refuses a tampered one', async () => {
    const u = await t.register();
    const key = await t.req<{ jwk: Record<string, string>; alg: string; enc: string }>(
      'GET',
      '/wps/crypto/publicKey',
    );
    expect(key.body.value).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    expect(key.body.value!.jwk).not.toHaveProperty('d');
    const jwe = await encryptFor(key.body.value!.jwk, { username: u.username, password: u.password });
    const r = await t.req('POST', '/wps/session/login', { body: { jwe } });
    expect(r.status).toBe(200);
    const bad = await t.req('POST', '/wps/session/login', { body: { jwe: jwe.slice(0, -4) + 'AAAA' } });
    expect(bad.body.errorCode).toBe('DECRYPTION_FAILED');
    const raw = await t.req('POST', '/wps/session/login', {
      rawBody: jwe,
      headers: { 'content-type': 'application/jose' },
    });
    expect(raw.status).toBe(200);
  });

  it('refuses a plain body when the brand requires encryption', async () => {
    const cfg = configVariant({ brands: { deshplay: { site: { encryption: 'required' } } } });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const r = await m.req('POST', '/wps/session/login', { body: { username: 'someone', password: 'x' } });
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe('ENCRYPTION_REQUIRED');
      const status = await m.req<{ info: { encryption: string } }>('GET', '/wps/system/status');
      expect(status.body.value!.info.encryption).toBe('required');
    } finally {
      await m.close();
      cfg.remove();
    }
  });
});

describe('SMS login and the new-IP two-factor step', () => {
  it('logs in with a verified mobile number and an SMS code', async () => {
    const u = await t.register();
    const code = await t.smsCode(u.mobileNum, '/wps/verification/sms/noLogin');
    expect(code).toMatch(/^\d{6}$/);
    const r = await t.req<Login>('POST', '/wps/session/login', {
      body: { type: 'sms', username: u.mobileNum, password: code!, countryDialingCode: '+880' },
    });
    expect(r.status).toBe(200);
  });

  describe('the new-address two-factor step (brand security.twoFactorOnNewIp)', () => {
    let m: TestApp;
    let cfg: ReturnType<typeof configVariant>;
    beforeAll(async () => {
      cfg = configVariant({ brands: { deshplay: { security: { twoFactorOnNewIp: true } } } });
      m = await createTestApp({ configDir: cfg.dir });
    });
    afterAll(async () => {
      await m.close();
      cfg.remove();
    });
    const loginAt = (ip: string, body: Record<string, unknown>, cookies?: Record<string, string>) =>
      m.req<Login>('POST', '/wps/session/login', { body, ip, ...(cookies ? { cookies } : {}) });

    it('lists the verified channels first, sends the code only to the chosen one, then logs in with it', async () => {
      const u = await m.register();
      const creds = { username: u.username, password: u.password };
      const smsBefore = m.sms.sent.length;
      const first = await loginAt('192.0.2.50', creds);
      expect(first.status).toBe(403);
      expect(first.body).toMatchObject({
        errorCode: 'TWO_FACTOR_REQUIRED',
        value: { twoFactor: true, channels: [{ channel: 'sms', to: expect.stringMatching(/\*{6}\d{2}$/) }] },
      });
      expect((first.body.value as { sent?: string }).sent).toBeUndefined();
      expect(m.sms.sent.length).toBe(smsBefore);

      const send = await loginAt('192.0.2.50', { ...creds, twoFactorChannel: 'sms' });
      expect(send.body).toMatchObject({
        errorCode: 'TWO_FACTOR_REQUIRED',
        value: { sent: 'sms', expiredMinutes: expect.any(Number) },
      });
      const code = m.sms.lastCode(`+880${u.mobileNum}`)!;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await loginAt('192.0.2.50', {
        ...creds,
        twoFactorChannel: 'sms',
        twoFactorCode: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.body.errorCode).toBe('SMS_CODE_INVALID');
      const ok = await loginAt('192.0.2.50', { ...creds, twoFactorChannel: 'sms', twoFactorCode: code });
      expect(ok.status).toBe(200);
      expect(ok.headers['set-cookie']).toBeUndefined();
      // The address is known now: no step.
      expect((await loginAt('192.0.2.50', creds)).status).toBe(200);
    });

    it('offers a verified e-mail address and checks the code mailed there; the new-device notice is mailed', async () => {
      const u = await m.register();
      const email = `${u.username}@example.com`;
      await m.db.query(sql`UPDATE members SET email = ${email},
        profile = profile || '{"emailVerified":"1"}'::jsonb WHERE username = ${u.username}`);
      const creds = { username: u.username, password: u.password };
      const first = await loginAt('192.0.2.60', creds);
      expect(
        (first.body.value as unknown as { channels: Array<{ channel: string; to: string }> }).channels,
      ).toEqual([
        { channel: 'sms', to: expect.any(String) },
        { channel: 'email', to: `${u.username.slice(0, 2)}***@example.com` },
      ]);
      const before = m.email.sent.length;
      await loginAt('192.0.2.60', { ...creds, twoFactorChannel: 'email' });
      const mail = m.email.sent.slice(before).find((x) => x.to === email);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // Codes do not cross channels: the mailed code is not the SMS one.
      expect(
        (await loginAt('192.0.2.60', { ...creds, twoFactorChannel: 'sms', twoFactorCode: code })).body
          .errorCode,
      ).toBe('SMS_CODE_EXPIRED');
      const ok = await loginAt('192.0.2.60', { ...creds, twoFactorChannel: 'email', twoFactorCode: code });
      expect(ok.status).toBe(200);
      await expect
        .poll(() => m.email.sent.slice(before).filter((x) => x.to === email).length)
        .toBeGreaterThanOrEqual(2);
    });

    it('lets the step that follows a captcha-gated login send and check its code with the step ticket, not a new captcha', async () => {
      const u = await m.register();
      const ip = '192.0.2.80';
      for (let i = 0; i < 3; i++) await loginAt(ip, { username: `nobody${i}zz`, password: 'nope-nope' });
      const creds = { username: u.username, password: u.password };
      expect((await loginAt(ip, creds)).body.errorCode).toBe('CAPTCHA_REQUIRED');
      const c = await m.captcha(ip);
      const first = await loginAt(ip, { ...creds, captcha: c.answer });
      expect(first.body.errorCode).toBe('TWO_FACTOR_REQUIRED');
      const ticket = (first.body.value as { ticket?: string }).ticket!;
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      // Without the ticket (or with another member's name) the captcha is still asked for.
      expect((await loginAt(ip, { ...creds, twoFactorChannel: 'sms' })).body.errorCode).toBe(
        'CAPTCHA_REQUIRED',
      );
      const other = await m.register();
      expect(
        (
          await loginAt(ip, {
            username: other.username,
            password: other.password,
            twoFactorChannel: 'sms',
            twoFactorTicket: ticket,
          })
        ).body.errorCode,
      ).toBe('CAPTCHA_REQUIRED');
      const send = await loginAt(ip, { ...creds, twoFactorChannel: 'sms', twoFactorTicket: ticket });
      expect(send.body).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED', value: { sent: 'sms', ticket } });
      const code = m.sms.lastCode(`+880${u.mobileNum}`)!;
      const ok = await loginAt(ip, {
        ...creds,
        twoFactorChannel: 'sms',
        twoFactorCode: code,
        twoFactorTicket: ticket,
      });
      expect(ok.status).toBe(200);
      // Single use: the ticket is spent with the session; the password alone from this address still needs a captcha
      // (the address's failures stand), though the address is now known.
      expect(
        (await loginAt(ip, { ...creds, twoFactorChannel: 'sms', twoFactorTicket: ticket })).body.errorCode,
      ).toBe('CAPTCHA_REQUIRED');
    });

    it('lists the trusted devices with name and times, removes one or all, and forgets this one on a logout that asks', async () => {
      const android =
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
      const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
      /** A member with a verified mobile number and e-mail address (two channels: two codes without a countdown). */
      const member = async () => {
        const v = await m.register();
        const email = `${v.username}@example.com`;
        await m.db.query(sql`UPDATE members SET email = ${email},
          profile = profile || '{"emailVerified":"1"}'::jsonb WHERE username = ${v.username}`);
        return { creds: { username: v.username, password: v.password }, mobile: `+880${v.mobileNum}`, email };
      };
      /** Passes the step from `ip` over `channel`, trusting the browser `ua`; returns its device cookie and session. */
      const trust = async (
        who: Awaited<ReturnType<typeof member>>,
        ip: string,
        ua: string,
        channel: 'sms' | 'email',
      ) => {
        const mails = m.email.sent.length;
        const headers = { 'user-agent': ua };
        await m.req('POST', '/wps/session/login', {
          body: { ...who.creds, twoFactorChannel: channel },
          ip,
          headers,
        });
        const code =
          channel === 'sms'
            ? m.sms.lastCode(who.mobile)!
            : m.email.sent
                .slice(mails)
                .find((x) => x.to === who.email)!
                .text.match(/\b(\d{6})\b/)![1]!;
        const r = await m.req<Login>('POST', '/wps/session/login', {
          body: { ...who.creds, twoFactorChannel: channel, twoFactorCode: code, trustDevice: true },
          ip,
          headers,
        });
        expect(r.status).toBe(200);
        return {
          device: /pd_device=([^;]+);/.exec(String(r.headers['set-cookie']))![1]!,
          token: r.body.value!.token,
        };
      };
      type Devices = {
        rows: Array<{
          id: string;
          name: string;
          createdAt: string;
          lastUsedAt: string | null;
          current: boolean;
        }>;
      };
      const list = async (token: string, device?: string) =>
        (
          await m.req<Devices>('GET', '/wps/session/devices', {
            token,
            ...(device ? { cookies: { pd_device: device } } : {}),
          })
        ).body.value!.rows;

      const u = await member();
      const creds = u.creds;
      const a = await trust(u, '192.0.2.90', android, 'sms');
      const b = await trust(u, '192.0.2.91', firefox, 'email');
      let rows = await list(b.token, b.device);
      expect(rows.map((r) => [r.name, r.current])).toEqual([
        ['Firefox on Windows', true],
        ['Chrome on Android', false],
      ]);
      expect(rows.every((r) => r.lastUsedAt === null && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
      // A login that the device lets skip the step marks it used.
      expect((await loginAt('192.0.2.92', creds, { pd_device: a.device })).status).toBe(200);
      rows = await list(b.token);
      expect(rows.find((r) => r.name === 'Chrome on Android')!.lastUsedAt).not.toBeNull();
      expect(rows.every((r) => !r.current)).toBe(true);

      // Another member cannot remove them; the member removes one, and that browser is asked for the step again.
      const other = await m.register();
      const androidId = rows.find((r) => r.name === 'Chrome on Android')!.id;
      const foreign = await m.req('DELETE', `/wps/session/devices/${androidId}`, { token: other.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body.errorCode).toBe('TRUSTED_DEVICE_NOT_FOUND');
      expect((await m.req('DELETE', `/wps/session/devices/${androidId}`, { token: b.token })).status).toBe(
        200,
      );
      expect((await loginAt('192.0.2.93', creds, { pd_device: a.device })).body.errorCode).toBe(
        'TWO_FACTOR_REQUIRED',
      );
      expect((await list(b.token)).map((r) => r.name)).toEqual(['Firefox on Windows']);

      // Logout without the flag keeps this device; with forgetDevice=1 it goes, and its cookie is cleared.
      const s1 = await loginAt('192.0.2.94', creds, { pd_device: b.device });
      expect(s1.status).toBe(200);
      await m.req('DELETE', '/wps/session/logout', {
        token: s1.body.value!.token,
        cookies: { pd_device: b.device },
      });
      const s2 = await loginAt('192.0.2.95', creds, { pd_device: b.device });
      expect(s2.status).toBe(200);
      const out = await m.req('DELETE', '/wps/session/logout?forgetDevice=1', {
        token: s2.body.value!.token,
        cookies: { pd_device: b.device },
      });
      expect(out.status).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/pd_device=;.*Expires=Thu, 01 Jan 1970/);
      expect((await loginAt('192.0.2.96', creds, { pd_device: b.device })).body.errorCode).toBe(
        'TWO_FACTOR_REQUIRED',
      );

      // Remove all (another member: its own codes, no countdown).
      const v = await member();
      const c = await trust(v, '192.0.2.97', android, 'sms');
      await trust(v, '192.0.2.98', firefox, 'email');
      const all = await m.req<{ removed: number }>('DELETE', '/wps/session/devices', { token: c.token });
      expect(all.body.value).toEqual({ removed: 2 });
      expect(await list(c.token)).toEqual([]);
      expect((await loginAt('192.0.2.99', v.creds, { pd_device: c.device })).body.errorCode).toBe(
        'TWO_FACTOR_REQUIRED',
      );
    });

    it('skips the step for 30 days on a device the member trusted, from any address, until the password changes', async () => {
      const u = await m.register();
      const creds = { username: u.username, password: u.password };
      await loginAt('192.0.2.70', { ...creds, twoFactorChannel: 'sms' });
      const code = m.sms.lastCode(`+880${u.mobileNum}`)!;
      const ok = await loginAt('192.0.2.70', {
        ...creds,
        twoFactorChannel: 'sms',
        twoFactorCode: code,
        trustDevice: true,
      });
      expect(ok.status).toBe(200);
      const cookie = String(ok.headers['set-cookie']);
      expect(cookie).toMatch(/pd_device=[^;]+;/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\/wps\/session/);
      const maxAge = (Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!) - Date.now()) / 86_400_000;
      expect(maxAge).toBeGreaterThan(29.9);
      expect(maxAge).toBeLessThanOrEqual(30);
      const device = /pd_device=([^;]+);/.exec(cookie)![1]!;

      expect((await loginAt('192.0.2.71', creds, { pd_device: device })).status).toBe(200);
      // Without the cookie, or with another member's, the step is asked for.
      expect((await loginAt('192.0.2.72', creds)).body.errorCode).toBe('TWO_FACTOR_REQUIRED');
      const other = await m.register();
      expect(
        (
          await loginAt(
            '192.0.2.73',
            { username: other.username, password: other.password },
            { pd_device: device },
          )
        ).body.errorCode,
      ).toBe('TWO_FACTOR_REQUIRED');

      // A password change forgets the trusted devices.
      const newPassword = `${u.password}X9`;
      const change = await m.req('POST', '/wps/member/password', {
        token: ok.body.value!.token,
        body: { oldPassword: u.password, newPassword, confirmNewPassword: newPassword },
      });
      expect(change.status).toBe(200);
      expect(
        (await loginAt('192.0.2.74', { username: u.username, password: newPassword }, { pd_device: device }))
          .body.errorCode,
      ).toBe('TWO_FACTOR_REQUIRED');
    });
  });
});

describe('member info under concurrent calls (PGlite answers waiting look-ups together)', () => {
  it('answers each of many concurrent calls with its own member, refuses a bad token among them, and shows a credit made just before', async () => {
    const a = await t.register();
    const b = await t.register();
    const tokens = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0 ? a.token : i % 3 === 1 ? b.token : `x${'y'.repeat(42)}`,
    );
    // Which session statements run (the app shares t.db): on PGlite the waiting look-ups are answered together.
    const statements: string[] = [];
    const prepared = t.db.queryPrepared;
    t.db.queryPrepared = <T>(name: string, text: string, params: string[]) => {
      if (name.startsWith('pd_session_profile')) statements.push(name);
      return prepared<T>(name, text, params);
    };
    const all = await Promise.all(
      tokens.map((token) =>
        t.req<{ account: string; balance: string }>('GET', '/wps/member/info', { token }),
      ),
    ).finally(() => {
      t.db.queryPrepared = prepared;
    });
    if (usingPostgres) expect(statements).toEqual(tokens.map(() => 'pd_session_profile'));
    else {
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.length).toBeLessThan(tokens.length);
      expect(statements.every((n) => n.startsWith('pd_session_profiles_'))).toBe(true);
    }
    all.forEach((r, i) => {
      if (i % 3 === 2) {
        expect(r.status).toBe(401);
        expect(r.body.errorCode).toBe('NOT_LOGGED_IN');
      } else {
        expect(r.status).toBe(200);
        expect(r.body.value!.account).toBe(i % 3 === 0 ? a.username : b.username);
      }
    });
    const { transfer } = await import('../ledger/index.ts');
    const [m] = await t.db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM members WHERE brand = 'deshplay' AND username = ${a.username}`,
    );
    const before = (await t.req<{ balance: string }>('GET', '/wps/member/info', { token: a.token })).body
      .value!.balance;
    // Calls in flight while the credit commits, then calls made after it: those must all see it.
    const during = Promise.all(
      [a.token, b.token, a.token].map((token) => t.req('GET', '/wps/member/info', { token })),
    );
    await transfer(t.db, {
      debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
      credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m!.id },
      amountMinor: 12_345n,
      kind: 'deposit',
      idempotencyKey: `concurrent-info:${m!.id}`,
    });
    await during;
    const after = await Promise.all(
      [a.token, b.token, a.token, a.token].map((token) =>
        t.req<{ account: string; balance: string }>('GET', '/wps/member/info', { token }),
      ),
    );
    expect(Number(before)).toBe(0);
    for (const i of [0, 2, 3])
      expect(after[i]!.body.value).toMatchObject({ account: a.username, balance: '123.45' });
    expect(after[1]!.body.value!.account).toBe(b.username);
  });
});
