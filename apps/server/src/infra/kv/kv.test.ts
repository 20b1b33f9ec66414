/**
 * The short-lived store's contract, run on the in-process store and, when REDIS_URL is set, on Redis (keys under a
 * random prefix, removed afterwards): single-use take, counters with a time to live, atomic increments under
 * concurrency; then the HTTP behaviours that depend on it (captcha single use, SMS countdown, attempt limit, also
 * under concurrent guesses) through an app whose store is Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { memoryKv, redisKv, type Kv } from './index.ts';

const REDIS_URL = process.env.REDIS_URL;
const prefix = `pdtest:${randomBytes(4).toString('hex')}:`;
const clients: Redis[] = [];
const redisStore = () => {
  const r = new Redis(REDIS_URL!, { maxRetriesPerRequest: 2 });
  clients.push(r);
  return redisKv(r, prefix);
};
afterAll(async () => {
  if (!REDIS_URL) return;
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
});

const stores: Array<[string, () => Kv]> = [['in process', () => memoryKv()]];
if (REDIS_URL) stores.push(['redis', redisStore]);

describe.each(stores)('Kv contract (%s)', (_name, make) => {
  it('sets with a ttl, gets, deletes, and take() answers once', async () => {
    const kv = make();
    await kv.set('a', 'x', 10_000);
    expect(await kv.get('a')).toBe('x');
    expect(await kv.ttl('a')).toBeGreaterThan(9_000);
    expect(await Promise.all([kv.take('a'), kv.take('a'), kv.take('a')])).toEqual(['x', null, null]);
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ttl('a')).toBe(0);
    await kv.set('b', 'y', 10_000);
    await kv.del('b');
    expect(await kv.get('b')).toBeNull();
  });

  it('expires values', async () => {
    const kv = make();
    await kv.set('short', '1', 30);
    await new Promise((r) => setTimeout(r, 60));
    expect(await kv.get('short')).toBeNull();
  });

  it('increments atomically under concurrency and keeps the first ttl', async () => {
    const kv = make();
    const results = await Promise.all(Array.from({ length: 50 }, () => kv.incr('n', 10_000)));
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const ttl = await kv.ttl('n');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });
});

const appStores: Array<[string, (() => Kv) | undefined]> = [['in process', undefined]];
if (REDIS_URL) appStores.push(['redis', redisStore]);

describe.each(appStores)('HTTP behaviour with the store %s', (_name, make) => {
  it('captcha single use, SMS countdown and the 5-attempt limit (also under concurrent guesses)', async () => {
    const t = await createTestApp(make ? { kv: make() } : {});
    try {
      // Captcha: the right answer is accepted once.
      const c = await t.captcha();
      const fb = (captcha: string) =>
        t.req('PUT', '/wps/feedback', {
          body: { content: 'The deposit page did not load for me today.', type: 1, captcha },
        });
      expect((await fb(c.answer)).status).toBe(200);
      expect((await fb(c.answer)).body.errorCode).toMatch(/^CAPTCHA_/);

      // SMS countdown.
      const n = t.mobile();
      const ip = t.ip();
      const send = () =>
        t.req('POST', '/wps/verification/sms/register', {
          body: { mobileNo: n, countryDialingCode: '+880' },
          ip,
        });
      expect((await send()).status).toBe(200);
      expect((await send()).body.errorCode).toBe('SMS_RESEND_TOO_SOON');

      // Attempts: 10 concurrent wrong guesses spend the 5 attempts; the right code is then refused too.
      const u = await t.register();
      const code = (await t.smsCode(u.mobileNum, '/wps/verification/sms/noLogin'))!;
      const wrong = code === '000000' ? '111111' : '000000';
      const guess = (v: string) =>
        t.req('POST', '/wps/member/password/verification', {
          body: {
            mobileNum: u.mobileNum,
            countryDialingCode: '+880',
            verificationCode: v,
            newPassword: 'Another-pass-9',
          },
        });
      const answers = await Promise.all(Array.from({ length: 10 }, () => guess(wrong)));
      const invalid = answers.filter((a) => a.body.errorCode === 'SMS_CODE_INVALID').length;
      expect(invalid).toBeLessThanOrEqual(5);
      expect(answers.every((a) => /^SMS_CODE_(INVALID|EXPIRED)$/.test(a.body.errorCode ?? ''))).toBe(true);
      expect((await guess(code)).body.errorCode).toBe('SMS_CODE_EXPIRED');
    } finally {
      await t.close();
    }
  });
});

afterAll(() => {
  for (const c of clients) c.disconnect();
});
