// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from './node/loadBrands';
import { allSchemas } from './schema';
import type { JsonSchema } from './schema/common';
import { findSecretLeaks, lintSchemaVisibility, SECRET_KEY_PATTERN, toFrontend } from './visibility';

const { brands } = loadBrands(join(import.meta.dirname, '../../../config'));
const deshplay = brands.find((b) => b.id === 'deshplay')!.config;

describe('toFrontend', () => {
  it('keeps what the browser needs and leaves out security and integrations', () => {
    const front = toFrontend(deshplay) as unknown as Record<string, unknown>;
    expect(Object.keys(front)).toEqual(
      expect.arrayContaining([
        'id',
        'merchantCode',
        'languages',
        'theme',
        'whitelabel',
        'register',
        'vendors',
        'content',
      ]),
    );
    expect(front).not.toHaveProperty('security');
    expect(front).not.toHaveProperty('integrations');
    expect(JSON.stringify(front)).not.toContain('env:');
  });

  it('copies frontend values unchanged and does not modify its input', () => {
    const before = structuredClone(deshplay);
    const front = toFrontend(deshplay);
    expect(front.theme).toEqual(deshplay.theme);
    expect(front.register).toEqual(deshplay.register);
    expect(deshplay).toEqual(before);
  });

  it('drops keys the schema does not know, even under a frontend object', () => {
    const front = toFrontend({
      ...deshplay,
      customerService: { url: 'https://x.example', extra: 'y' },
    } as never) as {
      customerService: Record<string, string>;
    };
    expect(front.customerService).toEqual({ url: 'https://x.example' });
  });

  it('strips backend and secret values nested under a frontend object (narrowing)', () => {
    const schema: JsonSchema = {
      'x-visibility': 'frontend',
      type: 'object',
      properties: {
        shown: { type: 'string' },
        serverOnly: { type: 'object', 'x-visibility': 'backend', properties: { n: { type: 'integer' } } },
        key: { type: 'string', 'x-visibility': 'secret' },
      },
    };
    expect(toFrontend({ shown: 'a', serverOnly: { n: 1 }, key: 'env:K' }, schema)).toEqual({ shown: 'a' });
  });
});

describe('findSecretLeaks', () => {
  it('finds nothing in the shipped brands', () => {
    for (const brand of brands) expect(findSecretLeaks(brand.config)).toEqual([]);
  });

  it('flags an env: reference (a value marked secret) anywhere frontend-visible', () => {
    const config = { ...deshplay, customerService: { url: 'env:SUPPORT_URL' } };
    expect(findSecretLeaks(config)).toEqual([
      { pointer: '/customerService/url', key: 'url', reason: 'secret-reference' },
    ]);
  });

  it('flags a secret-looking key holding a string in a frontend map, and ignores it in backend config', () => {
    const config = {
      ...deshplay,
      analytics: { ga4: 'G-1', ga4ApiSecret: 'abc', measurement_token: 'x' },
      security: { ...deshplay.security, apiKey: 'server only' },
    };
    expect(findSecretLeaks(config)).toEqual([
      { pointer: '/analytics/ga4ApiSecret', key: 'ga4ApiSecret', reason: 'secret-like-key' },
      { pointer: '/analytics/measurement_token', key: 'measurement_token', reason: 'secret-like-key' },
    ]);
  });

  it('accepts env: references in secret fields', () => {
    expect(deshplay.integrations.sms?.apiKey).toBe('env:DESHPLAY_SMS_API_KEY');
    expect(findSecretLeaks(deshplay)).toEqual([]);
  });

  it('matches the documented secret-looking names', () => {
    for (const name of [
      'apiKey',
      'api_key',
      'clientSecret',
      'password',
      'passwd',
      'authToken',
      'privateKey',
      'credentials',
    ])
      expect(SECRET_KEY_PATTERN.test(name), name).toBe(true);
    for (const name of ['url', 'ga4', 'merchantCode', 'acceptedPattern', 'patternId'])
      expect(SECRET_KEY_PATTERN.test(name)).toBe(false);
  });
});

describe('lintSchemaVisibility', () => {
  it('finds no widening and no unmarked secret in the package schemas', () => {
    expect(lintSchemaVisibility(allSchemas)).toEqual([]);
  });

  it('reports a frontend node inside a backend one and a secret-named string that is not secret', () => {
    const schema: JsonSchema = {
      $id: 'https://playdeck.example/schemas/test.json',
      'x-visibility': 'backend',
      type: 'object',
      properties: {
        leak: { type: 'object', 'x-visibility': 'frontend', properties: {} },
        apiKey: { type: 'string' },
      },
    };
    expect(lintSchemaVisibility([schema])).toEqual([
      {
        $id: schema.$id,
        path: '/properties/leak',
        problem: '"frontend" inside a "backend" node widens visibility',
      },
      {
        $id: schema.$id,
        path: '/properties/apiKey',
        problem: 'property "apiKey" looks like a secret but is "backend"',
      },
    ]);
  });
});
