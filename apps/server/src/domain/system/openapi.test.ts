import { isRawRoute } from '../../http/rawRoutes.ts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Responses } from '@playdeck/api-client/envelope';
import { installSerializationCheck } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('OpenAPI document at /wps/docs', () => {
  it('documents every registered /wps and /lgw route with a 200 value schema and the failure envelope for 4xx and 5xx', async () => {
    const r = await t.app.inject({ url: '/wps/docs' });
    expect(r.statusCode).toBe(200);
    const doc = r.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    // Raw routes (http/rawRoutes.ts: the document itself, the social login redirects) are not envelope calls.
    const api = t.app.routes.filter(
      (x) => /^\/(wps|lgw)\//.test(x.url) && !isRawRoute(String(x.method), x.url),
    );
    expect(api.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of api) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      const ok = op?.responses?.['200']?.content ?? {};
      const json = ok['application/json']?.schema;
      const documented200 = json
        ? json.properties?.success !== undefined && json.properties?.value !== undefined
        : Object.values(ok).some((c) => c.schema?.type === 'string');
      const failEnvelope = (code: string) =>
        op?.responses?.[code]?.content?.['application/json']?.schema?.properties?.errorCode?.type ===
        'string';
      if (!documented200 || !failEnvelope('4XX') || !failEnvelope('5XX'))
        missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('documents money as decimal strings, never numbers', async () => {
    const doc = (await t.app.inject({ url: '/wps/docs' })).json<OpenApi>();
    const value = (path: string) =>
      doc.paths[path]!.get!.responses!['200']!.content!['application/json']!.schema!.properties!.value!;
    for (const [path, field] of [
      ['/wps/member/info', 'balance'],
      ['/wps/v2/wallets/balance', 'balance'],
      ['/wps/v2/wallets/balance', 'trialBalance'],
    ] as const) {
      const money = value(path).properties![field]!;
      expect(money.type, `${path} ${field}`).toBe('string');
      expect(money.pattern).toBeDefined();
    }
  });
});

describe('response serialisation check', () => {
  it('turns an answer whose schema would drop a returned field into a 500 and reports it', async () => {
    const app = Fastify();
    const losses: string[] = [];
    installSerializationCheck(app, (route) => losses.push(route));
    const schema = { response: Responses(Type.Object({ id: Type.String() })) };
    app.get('/listed', { schema }, async () => ({ success: true, value: { id: '1' } }));
    app.get('/unlisted', { schema }, async () => ({ success: true, value: { id: '1', balance: '9.00' } }));
    expect((await app.inject({ url: '/listed' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/unlisted' })).statusCode).toBe(500);
    expect(losses).toEqual(['GET /unlisted']);
    await app.close();
  });
});
