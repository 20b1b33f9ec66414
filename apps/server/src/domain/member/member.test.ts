import { MemberInfo } from '@playdeck/api-client/schemas';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { forgetCountdown } from '../sms/service.ts';
import { transfer } from '../ledger/index.ts';
import { insertContent } from '../content/store.ts';

/** Credits a member's main wallet by a ledger deposit transfer (balances live in the ledger: migration 0400). */
async function credit(username: string, minor: bigint) {
  const [m] = await t.db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM members WHERE username = ${username}`,
  );
  await transfer(t.db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m!.id },
    amountMinor: minor,
    kind: 'deposit',
    idempotencyKey: `member-test:${username}:${minor}`,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('registers by username with SMS verification, records registerUrl and registerMethod WEB, opens a zero balance', async () => {
    const u = await t.register({ registerUrl: 'https://deshplay.example/register?x=1' });
    const [row] = await t.db.query<{
      register_url: string;
      register_method: string;
      mobile: string;
      mobile_verified: boolean;
    }>(
      sql`SELECT register_url, register_method, mobile, mobile_verified FROM members WHERE username = ${u.username}`,
    );
    expect(row).toMatchObject({
      register_url: 'https://deshplay.example/register?x=1',
      register_method: 'WEB',
      mobile: `+880${u.mobileNum}`,
      mobile_verified: true,
    });
    const bal = await t.req<{ balance: string; currency: string }>('GET', '/wps/v2/wallets/balance', {
      token: u.token,
    });
    expect(bal.body.value).toMatchObject({ balance: '0.00', currency: 'BDT' });
  });

  it('registers by mobile number (PUT /wps/member/register/mobile)', async () => {
    const mobileNum = t.mobile();
    const ip = t.ip();
    const code = await t.smsCode(mobileNum, '/wps/verification/sms/register', ip);
    const c = await t.captcha(ip);
    const r = await t.req<{ token: string }>('PUT', '/wps/member/register/mobile', {
      body: {
        mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        password: 'long-enough-pw',
        confirmPassword: 'long-enough-pw',
        captcha: c.answer,
      },
      ip,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const info = await t.req<{ account: string }>('GET', '/wps/member/info', { token: r.body.value!.token });
    expect(info.body.value!.account).toBe(`m880${mobileNum}`);
  });

  it('enforces the field settings with the shared schema (username pattern 1, 6-16; password 8-64; confirmation)', async () => {
    const ip = t.ip();
    const base = {
      password: 'long-enough-pw',
      confirmPassword: 'long-enough-pw',
      mobileNum: t.mobile(),
      countryDialingCode: '+880',
      verificationCode: '123456',
      captcha: 'abcd',
    };
    const before = await t.count('members');
    const short = await t.req('PUT', '/wps/member/register', { body: { ...base, username: 'ab1' }, ip });
    expect(short.body).toMatchObject({
      errorCode: 'ACCOUNT_FORMAT',
      value: { field: 'username', messageId: 'reg_pattern_1' },
    });
    const digitFirst = await t.req('PUT', '/wps/member/register', {
      body: { ...base, username: '1abcdef' },
      ip,
    });
    expect(digitFirst.body.errorCode).toBe('ACCOUNT_FORMAT');
    const pw = await t.req('PUT', '/wps/member/register', {
      body: { ...base, username: 'goodname1', password: 'short', confirmPassword: 'short' },
      ip,
    });
    expect(pw.body.errorCode).toBe('PASSWORD_FORMAT');
    const confirm = await t.req('PUT', '/wps/member/register', {
      body: { ...base, username: 'goodname1', confirmPassword: 'different-pw' },
      ip,
    });
    expect(confirm.body.errorCode).toBe('CONFIRM_PASSWORD');
    const badCaptcha = await t.req('PUT', '/wps/member/register', {
      body: { ...base, username: 'goodname1' },
      ip,
    });
    expect(badCaptcha.body.errorCode).toBe('CAPTCHA_INVALID');
    expect(await t.count('members')).toBe(before);
  });

  it('refuses a duplicate username (any case) and a duplicate mobile cleanly', async () => {
    const u = await t.register();
    await expect(t.register({ username: u.username.toUpperCase() })).rejects.toThrow(/USERNAME_TAKEN/);
    await forgetCountdown(t.app.ctx, t.app.ctx.brands.get('deshplay')!, 'register', `+880${u.mobileNum}`); // skip the resend countdown
    await expect(t.register({ mobileNum: u.mobileNum })).rejects.toThrow(/MOBILE_TAKEN/);
  });

  it('keeps exactly one account under concurrent submits of the same username', async () => {
    const username = `race${Date.now() % 100000}`;
    const results = await Promise.allSettled([0, 1, 2, 3].map(() => t.register({ username })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/USERNAME_TAKEN/);
    const rows = await t.db.query(sql`SELECT 1 FROM members WHERE username_key = ${username}`);
    expect(rows).toHaveLength(1);
  });

  it('checks affiliate codes via /wps/agent/affiliate and on registration', async () => {
    const good = await t.req<{ valid: boolean }>(
      'GET',
      '/wps/agent/affiliate?code=DEMO&domain=deshplay.example',
    );
    expect(good.body.value).toEqual({ valid: true });
    const bad = await t.req('GET', '/wps/agent/affiliate?code=NOPE');
    expect(bad.body.errorCode).toBe('INVALID_INVITATION_CODE');
    await expect(t.register({ affiliateCode: 'NOPE' })).rejects.toThrow(/INVALID_INVITATION_CODE/);
    await expect(t.register({ affiliateCode: 'DEMO' })).resolves.toBeTruthy();
  });
});

describe('member info and profile', () => {
  it('shows a balance change and a revoked session on the very next member info call (nothing cached)', async () => {
    const u = await t.register();
    const info = () => t.req<{ balance: string }>('GET', '/wps/member/info', { token: u.token });
    expect((await info()).body.value!.balance).toBe('0.00');
    await credit(u.username, 705n);
    expect((await info()).body.value!.balance).toBe('7.05');
    await t.db.query(
      sql`UPDATE sessions SET revoked_at = now() WHERE member_id = (SELECT id FROM members WHERE username = ${u.username})`,
    );
    const revoked = await info();
    expect(revoked.status).toBe(401);
    expect(revoked.body.errorCode).toBe('NOT_LOGGED_IN');
  });

  it('shows new brand content on the next member info call (the cached content part follows content writes)', async () => {
    const u = await t.register();
    const before = await t.req<{ availablePromoCount: number; promotions: { title: string }[] }>(
      'GET',
      '/wps/member/info',
      { token: u.token },
    );
    await insertContent(t.db, 'deshplay', { kind: 'promotion', title: 'Fresh promotion 42', lang: 'en' });
    const after = await t.req<{ availablePromoCount: number; promotions: { title: string }[] }>(
      'GET',
      '/wps/member/info',
      { token: u.token },
    );
    expect(after.body.value!.availablePromoCount).toBe(before.body.value!.availablePromoCount + 1);
    expect(after.body.value!.promotions.map((p) => p.title)).toContain('Fresh promotion 42');
    expect(before.body.value!.promotions.map((p) => p.title)).not.toContain('Fresh promotion 42');
  });

  it('returns id, account, type and the public state with a decimal balance', async () => {
    const u = await t.register();
    await credit(u.username, 123456n);
    const r = await t.req<Record<string, unknown>>('GET', '/wps/member/info', { token: u.token });
    expect(r.body.value).toMatchObject({
      account: u.username,
      type: 0,
      balance: '1234.56',
      currencySymbol: '৳',
      hasVip: false,
    });
    // The answer is written without the response serialiser (content part cached as JSON): it must still be exactly
    // MemberInfo, key for key, with the brand's banners, notices, promotions and popups.
    expect(Object.keys(r.body.value!)).toEqual(Object.keys(MemberInfo.properties));
    expect(Value.Check(MemberInfo, r.body.value)).toBe(true);
    const v = r.body.value as { banners: unknown[]; promotions: unknown[]; availablePromoCount: number };
    expect(v.banners.length).toBeGreaterThan(0);
    expect(v.availablePromoCount).toBe(v.promotions.length);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    // The unread count is the messages area's: a new member has unread welcome messages, and reading one lowers it.
    const unread = await t.req<{ count: number }>('GET', '/wps/messages/unreadCount', { token: u.token });
    expect(r.body.value!.unreadMessage).toBe(unread.body.value!.count);
    expect(r.body.value!.unreadMessage).toBeGreaterThan(0);
    const list = await t.req<{ content: { id: string }[] }>('GET', '/wps/messages?status=unread', {
      token: u.token,
    });
    await t.req('POST', '/wps/messages/read', {
      token: u.token,
      body: { ids: [list.body.value!.content[0]!.id] },
    });
    const after = await t.req<Record<string, unknown>>('GET', '/wps/member/info', { token: u.token });
    expect(after.body.value!.unreadMessage).toBe((r.body.value!.unreadMessage as number) - 1);
    for (const k of ['banners', 'notices', 'promotions', 'popups'])
      expect(Array.isArray(r.body.value![k])).toBe(true);
    expect((r.body.value!.banners as unknown[]).length).toBeGreaterThan(0);
    const bal = await t.req<{ balance: string }>('GET', '/wps/v2/wallets/balance', { token: u.token });
    expect(bal.body.value!.balance).toBe('1234.56');
  });

  it('refuses a negative balance at the database', async () => {
    const u = await t.register();
    await credit(u.username, 1n);
    await expect(
      t.db.query(
        sql`UPDATE ledger_balances SET balance = -1 WHERE account_id IN (SELECT a.id FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.username = ${u.username})`,
      ),
    ).rejects.toThrow();
  });

  it('reads and sets the icon, updates the language, reports consolidated contract flags', async () => {
    const u = await t.register();
    expect(
      (await t.req<{ icon: string }>('GET', '/wps/member/info/icon', { token: u.token })).body.value!.icon,
    ).toBe('avatar-1');
    await t.req('POST', '/wps/member/info/icon', { token: u.token, body: { icon: 'avatar-7' } });
    expect(
      (await t.req<{ icon: string }>('GET', '/wps/member/info/icon', { token: u.token })).body.value!.icon,
    ).toBe('avatar-7');
    const lang = await t.req('POST', '/wps/member/language', { token: u.token, body: { language: 'bn' } });
    expect(lang.body.success).toBe(true);
    const bad = await t.req('POST', '/wps/member/language', { token: u.token, body: { language: 'xx' } });
    expect(bad.status).toBe(400);
    const cons = await t.req('GET', '/wps/member/info/funds/consolidated', { token: u.token });
    expect(cons.body.value).toEqual({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreqtype: 1,
      realtimesalreqtype: 1,
    });
  });

  it('refuses every member call without a token', async () => {
    for (const [m, p] of [
      ['GET', '/wps/member/info'],
      ['GET', '/wps/member/info/icon'],
      ['POST', '/wps/member/password'],
      ['POST', '/wps/member/language'],
      ['GET', '/wps/member/info/funds/consolidated'],
      ['GET', '/wps/v2/wallets/balance'],
      ['DELETE', '/wps/session/logout'],
    ]) {
      const r = await t.req(m!, p!, { body: m === 'POST' ? {} : undefined });
      expect([400, 401], p).toContain(r.status);
      expect(r.body.success).toBe(false);
    }
  });
});

describe('passwords', () => {
  it('changes the password with the old one, revoking other sessions', async () => {
    const u = await t.register();
    const other = await t.req<{ token: string }>('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
    });
    const wrongOld = await t.req('POST', '/wps/member/password', {
      token: u.token,
      body: { oldPassword: 'not-it-at-all', newPassword: 'brand-new-pw', confirmNewPassword: 'brand-new-pw' },
    });
    expect(wrongOld.body.errorCode).toBe('PASSWORD_INCORRECT');
    const mismatch = await t.req('POST', '/wps/member/password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'brand-new-pw', confirmNewPassword: 'brand-new-px' },
    });
    expect(mismatch.body.errorCode).toBe('CONFIRM_PASSWORD');
    const ok = await t.req('POST', '/wps/member/password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'brand-new-pw', confirmNewPassword: 'brand-new-pw' },
    });
    expect(ok.body.success).toBe(true);
    expect((await t.req('GET', '/wps/member/info', { token: other.body.value!.token })).status).toBe(401);
    expect((await t.req('GET', '/wps/member/info', { token: u.token })).status).toBe(200);
    expect(
      (
        await t.req('POST', '/wps/session/login', {
          body: { username: u.username, password: 'brand-new-pw' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers forgot-by-email the same for known and unknown accounts, emailing only a match', async () => {
    const u = await t.register({ email: 'someone@example.com' });
    const sent = t.email.sent.length;
    const known = await t.req('POST', '/wps/member/password/email', {
      form: true,
      body: { username: u.username, email: 'someone@example.com' },
    });
    const unknown = await t.req('POST', '/wps/member/password/email', {
      form: true,
      body: { username: 'nobody1234', email: 'someone@example.com' },
    });
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(200);
    expect(t.email.sent.length).toBe(sent + 1);
    const token = /resetToken=([\w-]+)/.exec(t.email.sent.at(-1)!.text)![1]!;
    const done = await t.req('POST', '/wps/member/password/email/confirm', {
      body: { token, newPassword: 'from-email-pw', confirmNewPassword: 'from-email-pw' },
    });
    expect(done.body.success).toBe(true);
    expect(
      (
        await t.req('POST', '/wps/session/login', {
          body: { username: u.username, password: 'from-email-pw' },
        })
      ).status,
    ).toBe(200);
    const bad = await t.req('POST', '/wps/member/password/email', {
      form: true,
      body: { username: u.username, email: 'not-an-email' },
    });
    expect(bad.body.errorCode).toBe('EMAIL_FORMAT');
  });

  it('resets by phone with an SMS code and logs in', async () => {
    const u = await t.register();
    const code = await t.smsCode(u.mobileNum, '/wps/verification/sms/noLogin');
    const r = await t.req<{ token: string }>('POST', '/wps/member/password/verification', {
      body: {
        mobileNum: u.mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        newPassword: 'by-phone-pw1',
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await t.req('GET', '/wps/member/info', { token: r.body.value!.token })).status).toBe(200);
    const reuse = await t.req('POST', '/wps/member/password/verification', {
      body: {
        mobileNum: u.mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        newPassword: 'by-phone-pw2',
      },
    });
    expect(reuse.body.errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('gives no session to a member its agent has locked, and leaves its password as it was', async () => {
    const u = await t.register();
    await t.db.query(
      sql`UPDATE members SET agent_locked_at = now() WHERE brand = 'deshplay' AND username = ${u.username}`,
    );
    const [before] = await t.db.query<{ h: string }>(
      sql`SELECT password_hash AS h FROM members WHERE brand = 'deshplay' AND username = ${u.username}`,
    );
    const code = await t.smsCode(u.mobileNum, '/wps/verification/sms/noLogin');
    const r = await t.req('POST', '/wps/member/password/verification', {
      body: {
        mobileNum: u.mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        newPassword: 'by-phone-pw1',
      },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('ACCOUNT_SUSPENDED');
    const [after] = await t.db.query<{ h: string }>(
      sql`SELECT password_hash AS h FROM members WHERE brand = 'deshplay' AND username = ${u.username}`,
    );
    expect(after!.h).toBe(before!.h);
  });
});
