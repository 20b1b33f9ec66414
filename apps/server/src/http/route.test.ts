/**
 * The route table and the server agree: every route the app registers is a descriptor of
 * `@playdeck/api-client/routes` or an entry of the commented allow-list http/rawRoutes.ts, and every descriptor is
 * registered with its method and path. The OpenAPI document (/wps/docs) shows each call as its descriptor says.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@playdeck/api-client/routes';
import { routeSchemas, type RouteId } from '@playdeck/api-client/route-schemas';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { isRawRoute } from './rawRoutes.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  // With a built site and the test hooks, so every kind of route is registered.
  dir = mkdtempSync(join(tmpdir(), 'pd-routes-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  t = await createTestApp({ webDist: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const key = (method: string, url: string) => `${method} ${url}`;

describe('route table', () => {
  it('registers no route without a descriptor or an allow-list entry, and every descriptor as a route', () => {
    const registered = new Set(t.app.routes.map((r) => key(r.method, r.url)));
    const described = new Set(allRoutes.map((d) => key(d.method, d.path)));
    const stray = t.app.routes
      .filter((r) => !described.has(key(r.method, r.url)) && !isRawRoute(r.method, r.url))
      .map((r) => key(r.method, r.url));
    expect(stray).toEqual([]);
    expect(allRoutes.filter((d) => !registered.has(key(d.method, d.path))).map((d) => d.id)).toEqual([]);
    expect(described.size).toBe(allRoutes.length);
  });

  it('gives each descriptor a unique id with its schemas, and no schemas without a descriptor', () => {
    const ids = allRoutes.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(routeSchemas).sort()).toEqual([...ids].sort());
  });

  it('documents each call with its table summary, tags and bearer security', async () => {
    const doc = (await t.app.inject({ url: '/wps/docs' })).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
    }>();
    const wrong: string[] = [];
    for (const d of allRoutes) {
      const op = doc.paths[d.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[d.method.toLowerCase()];
      const secured = (op?.security?.length ?? 0) > 0;
      const s = routeSchemas[d.id as RouteId];
      if (op?.summary !== s.summary || op.tags?.join() !== s.tags.join() || secured !== (d.auth !== 'none'))
        wrong.push(d.id);
    }
    expect(wrong).toEqual([]);
  });
});
