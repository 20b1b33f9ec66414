/**
 * The proof-of-work captcha (src/domain/captcha/service.ts, docs/decisions.md D23) through the HTTP API, on PGlite and on
 * PostgreSQL (+ Redis when REDIS_URL is set): the challenge carries the brand's configured difficulty; a solved one is
 * accepted once; a wrong, forged, expired, other brand's or replayed payload is a 4xx with a stable errorCode; a burst
 * of parallel submissions of one payload passes exactly once.
 */
import type { Challenge } from 'altcha-lib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { redisKv, type Kv } from '../../infra/kv/index.ts';
import { createTestApp, TEST_CAPTCHA_DIFFICULTY, type TestApp } from '../../test/harness.ts';
import { repoRoot } from '../../app.ts';
import { captchaKeys, CAPTCHA_ALGORITHM } from './service.ts';

const REDIS_URL = process.env.REDIS_URL;
const FEEDBACK = 'The deposit page did not load on my phone today.';

/** The stores a deployment may run with: in process (attempts in the database), or Redis. */
const stores: Array<[string, (() => Kv) | undefined]> = [['in process', undefined]];
if (REDIS_URL)
  stores.push([
    'redis',
    () => redisKv(new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }), `pd-test-${process.pid}-${Date.now()}:`),
  ]);

describe.each(stores)('captcha with the store %s', (_name, makeKv) => {
  let now = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now, ...(makeKv ? { kv: makeKv() } : {}) });
  });
  afterAll(() => t.close());

  const feedback = (captcha: string | undefined, merchant?: string) =>
    t.req('PUT', '/wps/feedback', {
      body: { content: FEEDBACK, type: 1, ...(captcha === undefined ? {} : { captcha }) },
      ip: t.ip(),
      headers: merchant ? { merchant } : {},
    });

  it('serves a signed PBKDF2 challenge of the brand, never cached', async () => {
    const r = await t.req<{ parameters: Record<string, unknown>; signature: string }>('GET', '/wps/captcha');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = r.body.value!;
    expect(parameters).toMatchObject({
      algorithm: CAPTCHA_ALGORITHM,
      cost: TEST_CAPTCHA_DIFFICULTY.cost,
      data: { brand: 'deshplay' },
    });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    // Expires after the brand's expirySeconds (300 in config/brands/_base).
    expect(parameters.expiresAt).toBe(Math.floor(now / 1000) + 300);
  });

  it('accepts a solved challenge once; the replay is CAPTCHA_REPLAYED (409)', async () => {
    const { answer } = await t.captcha();
    expect((await feedback(answer)).status).toBe(200);
    const replay = await feedback(answer);
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({
      errorCode: 'CAPTCHA_REPLAYED',
      value: { captcha: true, field: 'captcha' },
    });
  });

  it('of 20 parallel submissions of one solved challenge exactly one is accepted', async () => {
    const { answer } = await t.captcha();
    const answers = await Promise.all(Array.from({ length: 20 }, () => feedback(answer)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'CAPTCHA_REPLAYED')).toHaveLength(19);
  });

  it('refuses missing, malformed, wrong, forged and other-brand payloads with stable codes', async () => {
    expect((await feedback(undefined)).status).toBe(400);
    expect((await feedback('')).body).toMatchObject({
      errorCode: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    expect((await feedback('not base64 json')).body.errorCode).toBe('CAPTCHA_INVALID');
    const { answer } = await t.captcha();
    const decoded = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    // A made-up derived key (what the proof of work finds; the server checks its signature).
    const key = decoded.solution.derivedKey;
    const wrong = encode({
      ...decoded,
      solution: { ...decoded.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` },
    });
    expect((await feedback(wrong)).body).toMatchObject({
      errorCode: 'CAPTCHA_INVALID',
      message: expect.any(String),
    });
    // An easier challenge made up by the client: the signature no longer matches.
    const cheaper = encode({
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } },
    });
    expect((await feedback(cheaper)).body.errorCode).toBe('CAPTCHA_INVALID');
    // Signed with another install's secret.
    const other = await createTestApp({ captchaSecret: 'another-install-secret-q8Vd2LrX0fKc7Wm1NzA4gT' });
    try {
      expect(other.app.ctx.captchaKeys).toEqual(captchaKeys('another-install-secret-q8Vd2LrX0fKc7Wm1NzA4gT'));
      const foreign = await other.captcha();
      expect((await feedback(foreign.answer)).body.errorCode).toBe('CAPTCHA_INVALID');
    } finally {
      await other.close();
    }
    // Issued for nova, sent to deshplay.
    const nova = await t.captcha(undefined, 'nova');
    expect((await feedback(nova.answer)).body.errorCode).toBe('CAPTCHA_INVALID');
    // None of the refusals spent the good one.
    expect((await feedback(answer)).status).toBe(200);
  });

  it('refuses an expired challenge with CAPTCHA_EXPIRED', async () => {
    const { answer } = await t.captcha();
    now += 301_000;
    try {
      const r = await feedback(answer);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ errorCode: 'CAPTCHA_EXPIRED', value: { captcha: true } });
    } finally {
      now -= 301_000;
    }
  });
});

describe('captcha difficulty from brand config', () => {
  it("issues the configured cost and a counter within the brand's maxCounter (the real config, solved)", async () => {
    const t = await createTestApp({ configDir: join(repoRoot, 'config') });
    try {
      const brand = t.app.ctx.brands.get('deshplay')!;
      const { challenge, answer } = await t.captcha();
      expect(challenge.parameters.cost).toBe(brand.captcha.cost);
      const { solution } = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
        solution: { counter: number };
      };
      expect(solution.counter).toBeGreaterThanOrEqual(Math.ceil(brand.captcha.maxCounter / 2));
      expect(solution.counter).toBeLessThanOrEqual(brand.captcha.maxCounter);
    } finally {
      await t.close();
    }
  });
});
