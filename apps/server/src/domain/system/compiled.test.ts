/**
 * The production build (scripts/build-servers.mjs): both servers bundled to plain JavaScript and run by node without
 * tsx. The demo profile starts and serves (health, readiness, a demo login through the argon2 native module, the games
 * server's static assets read from beside the source) and stops cleanly on SIGTERM; the production profile refuses to
 * start, naming every problem at once (docs/decisions.md D15: no delivering SMS or e-mail provider is wired yet, so a
 * production start of this repository's config must refuse).
 *
 * Bundles go to a scratch folder under .cache (the npm script's apps/<server>/dist is left alone). The platform runs
 * on PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set (the server-pg run).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLES } from '../../../../../scripts/build-servers.mjs';
import { freePort, freshPostgres, type TempDb } from '../../../../../scripts/server-harness.mjs';
import { repoRoot } from '../../app.ts';
import { spawnNode, waitReady, type NodeProcess } from '../../test/processes.ts';

mkdirSync(join(repoRoot, '.cache'), { recursive: true });
const scratch = mkdtempSync(join(repoRoot, '.cache', 'compiled-'));
const bundle = (name: 'server' | 'games') => join(scratch, name, 'main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'pd-compiled-'));
/** Variables a developer's shell may carry that would change what is tested. */
const clean = {
  REDIS_URL: undefined,
  GAMES_DATABASE_URL: undefined,
  VENDOR_SECRET_BGS: undefined,
  ALLOW_EMBEDDED_DB: undefined,
  DEMO_SEED: undefined,
  NODE_ENV: undefined,
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  // Load shedding is tested in pool.test.ts; on a loaded CI box the lag right after start would shed the login.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  DATA_DIR: dataDir,
};
let pg: TempDb | undefined;
const started: NodeProcess[] = [];

beforeAll(async () => {
  for (const b of SERVER_BUNDLES) await buildServer({ entry: b.entry, outdir: join(scratch, b.name) });
  if (process.env.DATABASE_URL) pg = await freshPostgres('pd_compiled');
}, 120_000);

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  await pg?.drop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled servers', () => {
  it('are plain JavaScript: no TypeScript module is imported at run time', () => {
    for (const name of ['server', 'games'] as const) {
      // esbuild's own comments name the source of a bundled glob import (`// import("./errors.*.ts") in ...`).
      const text = readFileSync(bundle(name), 'utf8').replace(/^\s*\/\/.*$/gm, '');
      expect(text.length).toBeGreaterThan(10_000);
      expect(text).not.toMatch(/(?:from|import\()\s*["'][^"']+\.tsx?["']/);
      expect(text).not.toMatch(/["']tsx(?:\/[a-z]+)?["']/);
    }
  });

  let platformUrl = '';
  it('start in the demo profile on plain node: health, readiness, a demo login', async () => {
    const port = await freePort();
    const platform = spawnNode(bundle('server'), {
      ...clean,
      PORT: String(port),
      OPS_PORT: String(await freePort()),
      DATABASE_URL: pg?.url,
    });
    started.push(platform);
    platformUrl = `http://127.0.0.1:${port}`;
    await waitReady(platform, `${platformUrl}/healthz`);
    const health = await fetch(`${platformUrl}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${platformUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', config: 'ok' },
    });
    // The demo profile says so in its log, and the demo member it printed logs in (argon2 and the database work).
    const records = platform.records();
    expect(records.some((r) => String(r.msg).startsWith('DEMO PROFILE'))).toBe(true);
    const demo = records.find((r) => r.username === 'demo' && typeof r.password === 'string');
    expect(demo, 'the demo member and its password in the log').toBeDefined();
    const login = await fetch(`${platformUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo!.username, password: demo!.password }),
    });
    const body = (await login.json()) as { success: boolean; value?: { token?: string } };
    expect(login.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value?.token).toMatch(/.{20,}/);
  }, 240_000);

  it('run the games server beside it, serving the assets kept beside its source', async () => {
    expect(platformUrl, 'the platform started').not.toBe('');
    const port = await freePort();
    const games = spawnNode(bundle('games'), {
      ...clean,
      PORT: String(port),
      PLATFORM_URL: platformUrl,
      GAMES_DATA_DIR: join(dataDir, 'games'),
    });
    started.push(games);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(games, `${url}/healthz`);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    for (const asset of ['/assets/game.js', '/sandbox/assets/sandbox.js', '/lottery/assets/lottery.js']) {
      const r = await fetch(`${url}${asset}`);
      expect(r.status, asset).toBe(200);
      expect((await r.text()).length, asset).toBeGreaterThan(100);
    }
  }, 240_000);

  it('stop cleanly on SIGTERM (as docker stop sends it to the bundle run as the container process)', async () => {
    const running = started.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    expect(running, 'the platform and the games server are still up').toHaveLength(2);
    for (const p of running) {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(
        p.records().some((r) => r.msg === 'stopping: no new connections, finishing requests in flight'),
      ).toBe(true);
    }
  }, 60_000);

  it('refuse to start in the production profile, naming every problem at once', async () => {
    const production = {
      ...clean,
      NODE_ENV: 'production',
      DATABASE_URL: undefined,
      PORT: String(await freePort()),
      OPS_PORT: String(await freePort()),
    };
    const platform = spawnNode(bundle('server'), production);
    const games = spawnNode(bundle('games'), production);
    started.push(platform, games);
    expect(await platform.exited).toBe(1);
    expect(await games.exited).toBe(1);
    const said = platform.lines.join('\n');
    expect(said).toMatch(/NODE_ENV=production refuses to start \(\d+ problems/);
    expect(said).toMatch(/brand deshplay: deposit method bkash uses the sandbox payment gateway/);
    expect(said).toMatch(/brand deshplay: integrations\.sms\.provider is "sandbox"/);
    expect(said).toMatch(/brand deshplay: integrations\.email\.provider is "none"/);
    expect(said).toMatch(/VENDOR_SECRET_BGS is not set/);
    expect(said).toMatch(/DATABASE_URL is not set/);
    const gamesSaid = games.lines.join('\n');
    expect(gamesSaid).toMatch(/refuses to start the games server/);
    expect(gamesSaid).toMatch(/VENDOR_SECRET_BGS is not set/);
    expect(gamesSaid).toMatch(/GAMES_DATABASE_URL is not set/);
  }, 120_000);
});
