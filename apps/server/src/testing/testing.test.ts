/**
 * The test-only hooks exist only with PLAYDECK_TEST_HOOKS=1 outside production, and then give the e2e suite the
 * SMS code and the captcha answer a person would read.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { CAPTCHA_COOKIE } from '../captcha/service.ts';
import { recordingSmsProvider, testHooksEnabled } from './routes.ts';

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

describe('recordingSmsProvider', () => {
  it('records and still delivers through the wrapped provider; finds by E.164 or trailing digits', async () => {
    const delivered: string[] = [];
    const r = recordingSmsProvider({ send: async (to) => void delivered.push(to) });
    await r.provider.send('+8801712345678', 'code 111111');
    await r.provider.send('+8801712345678', 'code 222222');
    await r.provider.send('+8801799999999', 'code 333333');
    expect(delivered).toHaveLength(3);
    expect(r.last('+8801712345678')?.text).toBe('code 222222');
    expect(r.last('1712345678')?.text).toBe('code 222222');
    expect(r.last('1700000000')).toBeUndefined();
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
    const r = await t.req('GET', '/__test/sms/last?mobile=1712345678');
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('NOT_FOUND');
    expect((await t.req('GET', '/__test/captcha/answer?id=abcdefghijkl')).status).toBe(404);
  });

  it('answers 404 in production even with PLAYDECK_TEST_HOOKS=1', async () => {
    setEnv('1', 'production');
    const t = await createTestApp();
    apps.push(t);
    expect((await t.req('GET', '/__test/sms/last?mobile=1712345678')).status).toBe(404);
  });

  it('with PLAYDECK_TEST_HOOKS=1 gives the last SMS code and the captcha answer', async () => {
    setEnv('1', 'test');
    const t = await createTestApp();
    apps.push(t);
    const none = await t.req('GET', '/__test/sms/last?mobile=1712345670');
    expect(none.status).toBe(404);
    expect((await t.req('GET', '/__test/sms/last?mobile=abc')).body.errorCode).toBe('VALIDATION');

    const mobile = t.mobile();
    const code = await t.smsCode(mobile);
    const r = await t.req<{ mobile: string; code: string }>('GET', `/__test/sms/last?mobile=${mobile}`);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ mobile: `+880${mobile}`, code });
    expect(r.body.value!.code).toMatch(/^\d{6}$/);

    const c = await t.req('GET', '/wps/captcha');
    const id = c.raw.cookies.find((k) => k.name === CAPTCHA_COOKIE)!.value;
    const a = await t.req<{ answer: string }>('GET', `/__test/captcha/answer?id=${id}`);
    expect(a.status).toBe(200);
    expect(a.body.value!.answer).toBe(await t.app.ctx.kv.get(`captcha:${id}`));
  });
});
