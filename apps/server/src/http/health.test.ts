/**
 * Probes, the operator listener and graceful shutdown (src/http/health.ts, main.ts; docs/decisions.md D15): `/healthz` and
 * `/readyz` say what is wrong, the operator API and the API docs are served on OPS_PORT and never on the public port,
 * and a SIGTERM lets a request in flight finish before the process exits.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKv } from '../infra/kv/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { freePort } from '../../../../scripts/server-harness.mjs';
import { spawnServer } from '../test/childServer.ts';
import { listenOps, type OpsListener } from './health.ts';

describe('with the operator listener', () => {
  let t: TestApp;
  let ops: OpsListener;
  beforeAll(async () => {
    t = await createTestApp({ opsListener: true });
    ops = await listenOps(t.app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ops.close();
    await t.close();
  });

  it('answers 404 NOT_FOUND for the operator API and the API docs on the public port', async () => {
    for (const url of ['/ops/api/deposits', '/wps/docs', '/ops/api/session']) {
      const r = await t.app.inject({ method: url.endsWith('session') ? 'POST' : 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('serves the API docs and the operator API (its own credentials still required) on the operator port', async () => {
    const docs = await fetch(`${ops.url}/wps/docs`);
    expect(docs.status).toBe(200);
    const doc = (await docs.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/ops/api/deposits');
    const deposits = await fetch(`${ops.url}/ops/api/deposits`);
    expect(deposits.status).toBe(401);
    expect(await deposits.json()).toMatchObject({ errorCode: 'OPS_NOT_AUTHORIZED' });
  });

  it('serves nothing of the public API on the operator port', async () => {
    const r = await fetch(`${ops.url}/wps/system/status`);
    expect(r.status).toBe(404);
  });

  it('answers the probes on both ports', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${ops.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${ops.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', config: 'ok' },
    });
  });

  it('is not ready while a migration is not applied, naming it', async () => {
    const [row] = await t.db.query<{ name: string }>(
      sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`,
    );
    await t.db.query(sql`DELETE FROM schema_migrations WHERE name = ${row!.name}`);
    try {
      const r = await t.app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: `not applied: ${row!.name}` },
      });
    } finally {
      await t.db.query(sql`INSERT INTO schema_migrations (name) VALUES (${row!.name})`);
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('with API_DOCS_PUBLIC (the demo may show its docs)', () => {
  it('serves /wps/docs on the public port too, never the operator API', async () => {
    const t = await createTestApp({ opsListener: true, apiDocsPublic: true });
    try {
      expect((await t.app.inject({ url: '/wps/docs' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/ops/api/deposits' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  it('is not ready when Redis does not answer', async () => {
    // Nothing listens on port 1: PING fails.
    const redis = new Redis({ port: 1, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const t = await createTestApp({ redis, kv: memoryKv() });
    try {
      const r = await t.app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      const body = r.json<{ checks: { redis: string; database: string } }>();
      expect(body.checks.database).toBe('ok');
      expect(body.checks.redis).not.toBe('ok');
    } finally {
      await t.close();
      redis.disconnect();
    }
  });
});

describe('the real server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-health-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the operator API off the public port and finishes a request in flight on SIGTERM', async () => {
    const opsPort = await freePort();
    const { child, port } = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SEED: '0',
      OPS_PORT: String(opsPort),
      WEB_DIST: join(dataDir, 'no-web'),
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    try {
      expect((await fetch(`http://127.0.0.1:${port}/ops/api/deposits`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/wps/docs`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${opsPort}/wps/docs`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

      // A request in flight: headers sent, body not yet. SIGTERM now; the body follows half a second later.
      const body = JSON.stringify({ username: 'nobody', password: 'not-a-password' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/wps/session/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.flushHeaders();
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body), 500);
        }, 200);
      });
      const r = await answer;
      // Answered by the login route (an envelope), not cut off and not refused as "closing".
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(JSON.parse(r.text)).toMatchObject({ success: false });
      expect(await exited).toBe(0);
      // Stopped accepting: nothing listens any more.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
