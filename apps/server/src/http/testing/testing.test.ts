/**
 * The test-only hooks exist only with PLAYDECK_TEST_HOOKS=1 outside production; none reads an SMS code or a captcha
 * answer (e2e reads codes from the sandbox SMS gateway and the widget solves the captcha).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { testHooksEnabled } from './routes.ts';

const saved = { hooks: process.env.PLAYDECK_TEST_HOOKS, env: process.env.NODE_ENV };
function setEnv(hooks: string | undefined, nodeEnv: string | undefined) {
  if (hooks === undefined) delete process.env.PLAYDECK_TEST_HOOKS;
  else process.env.PLAYDECK_TEST_HOOKS = hooks;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
afterEach(() => setEnv(saved.hooks, saved.env));

describe('testHooksEnabled', () => {
  it('is on only for PLAYDECK_TEST_HOOKS=1 outside production', () => {
    expect(testHooksEnabled({ PLAYDECK_TEST_HOOKS: '1', NODE_ENV: 'test' })).toBe(true);
    expect(testHooksEnabled({ PLAYDECK_TEST_HOOKS: '1' })).toBe(true);
    expect(testHooksEnabled({ PLAYDECK_TEST_HOOKS: '1', NODE_ENV: 'production' })).toBe(false);
    expect(testHooksEnabled({ PLAYDECK_TEST_HOOKS: 'true' })).toBe(false);
    expect(testHooksEnabled({})).toBe(false);
  });
});

describe('routes absent unless enabled', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('answers 404 NOT_FOUND on /__test/* without PLAYDECK_TEST_HOOKS', async () => {
    setEnv(undefined, 'test');
    const t = await createTestApp();
    apps.push(t);
    const r = await t.req('POST', '/__test/member/type', { body: { username: 'nobody', type: 1 } });
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('NOT_FOUND');
  });

  it('answers 404 in production even with PLAYDECK_TEST_HOOKS=1', async () => {
    setEnv('1', 'production');
    const t = await createTestApp();
    apps.push(t);
    const u = await t.register();
    expect(
      (await t.req('POST', '/__test/member/type', { body: { username: u.username, type: 1 } })).status,
    ).toBe(404);
  });

  it('with PLAYDECK_TEST_HOOKS=1 sets a member type, and serves no SMS code nor captcha answer', async () => {
    setEnv('1', 'test');
    const t = await createTestApp();
    apps.push(t);
    const u = await t.register();
    expect(
      (await t.req('POST', '/__test/member/type', { body: { username: u.username, type: 1 } })).status,
    ).toBe(200);
    expect(
      (await t.req('POST', '/__test/member/type', { body: { username: 'nobody', type: 1 } })).status,
    ).toBe(404);
    expect((await t.req('GET', `/__test/sms/last?mobile=${u.mobileNum ?? t.mobile()}`)).status).toBe(404);
    expect((await t.req('GET', '/__test/captcha/answer?id=abcdefghijkl')).status).toBe(404);
  });

  it('with PLAYDECK_TEST_HOOKS=1 dates a member e-mail binding back by the hours given (D6 wait), only when one is bound', async () => {
    setEnv('1', 'test');
    const t = await createTestApp();
    apps.push(t);
    const u = await t.register();
    const hook = (hoursAgo: number) =>
      t.req('POST', '/__test/member/email-bound-at', { body: { username: u.username, hoursAgo } });
    // No address bound yet: nothing to date.
    expect((await hook(48)).status).toBe(404);
    const address = `tb${Math.random().toString(36).slice(2, 10)}@example.com`;
    await t.db.query(
      sql`UPDATE members SET email = ${address}, email_bound_at = now() WHERE username_key = ${u.username.toLowerCase()}`,
    );
    expect((await hook(48)).status).toBe(200);
    const [row] = await t.db.query<{ hours: string }>(
      sql`SELECT round(extract(epoch FROM now() - email_bound_at) / 3600)::text AS hours FROM members WHERE email = ${address}`,
    );
    expect(row!.hours).toBe('48');
    expect(
      (await t.req('POST', '/__test/member/email-bound-at', { body: { username: u.username, hoursAgo: -1 } }))
        .status,
    ).toBe(400);
  });
});
