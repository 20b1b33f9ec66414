import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../crypto/service.ts';
import { hashPassword } from '../passwords.ts';
import { configVariant, createTestApp, usingPostgres, type TestApp } from '../test/harness.ts';

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
        cookies: c.cookies,
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
          cookies: c.cookies,
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
    const c = await t.captcha(ip);
    const wrong = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, captcha: 'zzzz' },
      cookies: c.cookies,
      ip,
    });
    expect(wrong.body.errorCode).toBe('CAPTCHA_INVALID');
    const c2 = await t.captcha(ip);
    const good = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, captcha: c2.answer },
      cookies: c2.cookies,
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
      cookies: c.cookies,
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
        cookies: c.cookies,
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

  it('asks for an SMS code when a member logs in from a new IP and the brand enables it', async () => {
    const cfg = configVariant({ brands: { deshplay: { security: { twoFactorOnNewIp: true } } } });
    const m = await createTestApp({ configDir: cfg.dir });
    try {
      const u = await m.register();
      const first = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: '192.0.2.50',
      });
      expect(first.body).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED', value: { twoFactor: true } });
      const code = m.sms.lastCode(`+880${u.mobileNum}`);
      const second = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password, twoFactorCode: code },
        ip: '192.0.2.50',
      });
      expect(second.status).toBe(200);
      const third = await m.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password },
        ip: '192.0.2.50',
      });
      expect(third.status).toBe(200);
    } finally {
      await m.close();
      cfg.remove();
    }
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
