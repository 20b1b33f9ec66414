/**
 * Live config on the real server (src/infra/brands/live.ts; docs/architecture.md "validated at start and on every edit (AJV),
 * swapped in live"): `tsx apps/server/src/main.ts` started by scripts/server-harness.mjs on a temporary copy of
 * config/ (`CONFIG_DIR`) and a one-page web build (`WEB_DIST`, so the index page and its theme link are served).
 * Files are edited as an operator would (rewritten in place) while the server runs; no restart.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveColor } from '@playdeck/ui/theme/brandTheme';
import { startServer, type StartedServer } from '../../../../../scripts/server-harness.mjs';

const repoRoot = new URL('../../../../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'playdeck-live-config-'));
const configDir = join(work, 'config');
const webDist = join(work, 'web');
const logFile = join(work, 'server.log');
let server: StartedServer;

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(join(configDir, file), 'utf8')) as Json;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(join(configDir, file), `${JSON.stringify(value, null, 2)}\n`);

beforeAll(async () => {
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true, dereference: true });
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>t</title></head><body><div id="root"></div></body></html>',
  );
  server = await startServer({
    name: 'live-config',
    log: logFile,
    dbPrefix: 'pd_live_config',
    games: false,
    env: {
      CONFIG_DIR: configDir,
      WEB_DIST: webDist,
      DATA_DIR: join(work, 'data'),
      CONFIG_WATCH_MS: '250',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${server.url}${path}`, {
    headers: { merchant: 'deshplay', language: 'en', ...headers },
  });
  return { status: r.status, headers: r.headers, text: await r.text() };
}

/** What a player sees of the three edited settings on a page load: the theme CSS, the field settings, the menu. */
async function snapshot() {
  const page = await get('/');
  const href = /<link rel="stylesheet" href="(\/theme\/deshplay\.[0-9a-f]{16}\.css)">/.exec(page.text)?.[1];
  const css = href ? (await get(href)).text : '';
  const fields = (
    JSON.parse((await get('/wps/system/setting/register')).text) as { value: Record<string, Json> }
  ).value;
  const landing = JSON.parse((await get('/wps/content/agentLanding')).text) as {
    value: { menu: { route: string }[] };
  };
  return { href, css, fields, menu: landing.value.menu.map((m) => m.route) };
}

/** Polls `probe` until it returns true or `ms` pass; returns the time it took (ms), or Infinity. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await probe()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe('live config on a running server', () => {
  // The watcher polls every CONFIG_WATCH_MS (250 ms here), so an edit is served about that long after it is written;
  // the wait below is only a ceiling for a loaded machine, not a speed check (speed belongs in the benches).
  it('shows an edited colour, registration field and menu order on the next page loads, no restart', async () => {
    const before = await snapshot();
    expect(before.href).toBeDefined();
    const primary = resolveColor('deshplay', 'light.primary', 'teal.900');
    expect(before.css).not.toContain(`--pd-color-primary:${primary};`);
    expect(before.fields.payeeName).toMatchObject({ required: false });
    const [first, second, ...rest] = before.menu;

    const brand = readJson('brands/deshplay/brand.json');
    (brand.theme as { light: Json }).light.primary = 'teal.900';
    writeJson('brands/deshplay/brand.json', brand);
    const register = readJson('brands/deshplay/register.json') as { fields: Record<string, Json> };
    register.fields.payeeName = { ...register.fields.payeeName, required: true };
    writeJson('brands/deshplay/register.json', register);
    const vendors = (() => {
      try {
        return readJson('brands/deshplay/vendors.json');
      } catch {
        return {};
      }
    })() as { menus?: Json };
    const base = readJson('brands/_base/vendors.json') as { menus: { agentCenter: Json[] } };
    const agentCenter = (vendors.menus?.agentCenter as Json[] | undefined) ?? base.menus.agentCenter;
    vendors.menus = {
      ...vendors.menus,
      agentCenter: [agentCenter[1], agentCenter[0], ...agentCenter.slice(2)],
    };
    writeJson('brands/deshplay/vendors.json', vendors);

    let after = before;
    const took = await within(15_000, async () => {
      after = await snapshot();
      return (
        after.href !== before.href && after.fields.payeeName?.required === true && after.menu[0] === second
      );
    });
    expect(took, 'all three edits served without a restart').toBeLessThan(15_000);
    expect(after.css).toContain(`--pd-color-primary:${primary};`);
    expect(after.menu).toEqual([second, first, ...rest]);
    // The status answer changed with the config, so a browser revalidating its copy gets the new one.
    const status = await get('/wps/system/status');
    expect(status.headers.get('etag')).toMatch(/^"[\w-]+\.[\w-]+"$/);
    expect((await get('/wps/system/status', { 'if-none-match': status.headers.get('etag')! })).status).toBe(
      304,
    );
    expect(readFileSync(logFile, 'utf8')).toMatch(/"changed":\["deshplay"\].*config reloaded/);
  }, 30_000);

  it('refuses an invalid edit with file, pointer, expected and found in the log, and keeps serving the last good config', async () => {
    const good = await snapshot();
    const status = await get('/wps/system/status');
    const brand = readJson('brands/deshplay/brand.json');
    (brand.theme as { light: Json }).light.primary = 'no-such-colour';
    writeJson('brands/deshplay/brand.json', brand);
    const register = readJson('brands/deshplay/register.json') as { fields: Record<string, Json> };
    register.fields.payeeName = { ...register.fields.payeeName, required: false };
    writeJson('brands/deshplay/register.json', register);

    const refused = await within(15_000, async () =>
      readFileSync(logFile, 'utf8').includes('"pointer":"/theme/light/primary"'),
    );
    expect(refused, 'refusal logged').toBeLessThan(15_000);
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((l) => l.includes('"pointer":"/theme/light/primary"'))!;
    const entry = JSON.parse(line) as Json;
    expect(entry).toMatchObject({
      level: 50,
      file: expect.stringContaining('brands/deshplay/brand.json') as unknown,
      pointer: '/theme/light/primary',
      expected: expect.any(String) as unknown,
      found: expect.stringContaining('no-such-colour') as unknown,
      msg: expect.stringContaining('refused') as unknown,
    });
    // Nothing changed: not the valid part of the same edit (register.json) either.
    await new Promise((r) => setTimeout(r, 600));
    expect(await snapshot()).toEqual(good);
    expect((await get('/wps/system/status', { 'if-none-match': status.headers.get('etag')! })).status).toBe(
      304,
    );
  }, 30_000);
});
