/**
 * Password rules on the real server (ASVS 5.0 V6.2.4, V6.2.11, V6.4.1; docs/decisions.md D2): a new password from the
 * common-password list (zxcvbn-ts), the username, or only whitespace is refused at registration, change and reset;
 * and a session that must change its password can do nothing else (server-enforced). PGlite, or PostgreSQL when
 * DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../../infra/passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('weak new passwords', () => {
  it('registration refuses 12345678, password, eight spaces and the username itself', async () => {
    const username = `weak${Date.now().toString(36)}`;
    for (const [password, rule] of [
      ['12345678', 'common'],
      ['password', 'common'],
      ['PassWord1', 'common'],
      ['iloveyou', 'common'],
      ['        ', 'blank'],
      [username, 'username'],
      [username.toUpperCase(), 'username'],
    ] as const) {
      const r = t.register({ username, password }).catch((e: Error) => e.message);
      const msg = await r;
      expect(typeof msg, password).toBe('string');
      expect(msg).toContain('"errorCode":"PASSWORD_WEAK"');
      expect(msg).toContain(`"rule":"${rule}"`);
    }
    // The same name with a decent password registers.
    const ok = await t.register({ username, password: 'Tiger-Lantern-58' });
    expect(ok.token).toBeTruthy();
  });

  it('change password refuses a common one and the username, localised', async () => {
    const u = await t.register();
    const change = (newPassword: string, language = 'en') =>
      t.req('POST', '/wps/member/password', {
        token: u.token,
        headers: { language },
        body: { oldPassword: u.password, newPassword, confirmNewPassword: newPassword },
      });
    const common = await change('qwerty123');
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ errorCode: 'PASSWORD_WEAK', value: { rule: 'common' } });
    expect(common.body.message).toBe('This password is too easy to guess, please choose another one');
    const same = await change(u.username, 'bn');
    expect(same.body).toMatchObject({ errorCode: 'PASSWORD_WEAK', value: { rule: 'username' } });
    expect(same.body.message).toMatch(/[\u0980-\u09FF]/);
    expect((await change('Tiger-Lantern-58')).status).toBe(200);
  });
});

describe('a session that must change its password', () => {
  it('can read member info, change the password and log out, and nothing else until it has changed it', async () => {
    const u = await t.register();
    // An account holding a common password (from before the rule, or an import): its login must change it (D2).
    await t.db.query(
      sql`UPDATE members SET password_hash = ${await hashPassword('123456')} WHERE username = ${u.username}`,
    );
    const l = await t.req<{ token: string; mustChangePassword: boolean }>('POST', '/wps/session/login', {
      body: { username: u.username, password: '123456' },
      ip: t.ip(),
    });
    expect(l.body.value!.mustChangePassword).toBe(true);
    const token = l.body.value!.token;

    for (const [method, url, body] of [
      ['GET', '/wps/v2/wallets/balance', undefined],
      ['POST', '/wps/session/ticket', undefined],
      ['GET', '/wps/payments/withdraw/password', undefined],
      ['GET', '/wps/member/bind', undefined],
      ['POST', '/wps/payments/deposits', { methodId: 'bank', amount: '500' }],
    ] as const) {
      const r = await t.req(method, url, { token, body });
      expect(r.status, url).toBe(403);
      expect(r.body.errorCode, url).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(r.body.message).toBe('Please change your password first');
    }
    const info = await t.req<{ mustChangePassword: boolean }>('GET', '/wps/member/info', { token });
    expect(info.status).toBe(200);
    expect(info.body.value!.mustChangePassword).toBe(true);

    const changed = await t.req('POST', '/wps/member/password', {
      token,
      body: {
        oldPassword: '123456',
        newPassword: 'Tiger-Lantern-58',
        confirmNewPassword: 'Tiger-Lantern-58',
      },
    });
    expect(changed.status).toBe(200);
    expect((await t.req('GET', '/wps/v2/wallets/balance', { token })).status).toBe(200);
    expect((await t.req('DELETE', '/wps/session/logout', { token })).status).toBe(200);
  });

  it('an agent-issued one-time password gives a session that may only change it', async () => {
    const agent = await t.register();
    const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: agent.token });
    await t.db.query(sql`UPDATE members SET type = 1 WHERE id = ${info.body.value!.id}::bigint`);
    const username = `otp${Date.now().toString(36)}`;
    const created = await t.req<{ oneTimePassword: string }>('POST', '/wps/agent/team/downlines', {
      token: agent.token,
      body: { username, kind: 'member' },
    });
    const l = await t.req<{ token: string; mustChangePassword: boolean }>('POST', '/wps/session/login', {
      body: { username, password: created.body.value!.oneTimePassword },
      ip: t.ip(),
    });
    expect(l.body.value!.mustChangePassword).toBe(true);
    const r = await t.req('GET', '/wps/wallet/transactions', { token: l.body.value!.token });
    expect(r.body.errorCode).toBe('PASSWORD_CHANGE_REQUIRED');
    const logout = await t.req('DELETE', '/wps/session/logout', { token: l.body.value!.token });
    expect(logout.status).toBe(200);
  });
});
