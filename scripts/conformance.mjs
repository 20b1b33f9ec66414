#!/usr/bin/env node
/**
 * CI step `conformance` (issue 7 "Done when": the conformance kit passes against the platform in CI):
 * `node scripts/conformance.mjs [--json <file>]`.
 *
 * 1. Starts a real server (`tsx apps/server/src/main.ts`) on a free port and a fresh database: PGlite under a temp
 *    DATA_DIR, or, when DATABASE_URL is set, a fresh PostgreSQL database `pd_conf_<random>` (dropped after), with
 *    PLAYDECK_TEST_HOOKS=1 and NODE_ENV=test (the kit funds its players through `POST /__test/vendor/players`).
 * 2. Runs the kit (`apps/server/scripts/vendor-conformance.ts`) once per rollback policy found in config/vendors.json
 *    (BGS, the in-house vendor, first), each with the strict rollback-after-win expectation its policy implies.
 * 3. Writes one report `{ passed, failed, cases: [{ name: "<vendor>: <case>", passed, detail? }] }` (counted by
 *    scripts/test-all.mjs) and prints a last line `N passed, N failed`. Exit 1 when a case failed or the server did
 *    not start. Server log: .cache/conformance/server.log.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (m) => console.log(`[conformance] ${m}`);
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : undefined;

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Fresh PostgreSQL database on DATABASE_URL's server; returns its URL and a drop(). */
async function freshPostgres() {
  const { default: pg } = await import('pg');
  const admin = process.env.DATABASE_URL;
  const name = `pd_conf_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One vendor per rollback policy of config/vendors.json (BGS first), with the expectation its policy implies. */
function targets() {
  const cfg = JSON.parse(readFileSync(join(root, 'config/vendors.json'), 'utf8'));
  const seamless = Object.entries(cfg.vendors)
    .filter(([, v]) => v.wallet === 'seamless')
    .map(([code, v]) => ({ code, policy: v.rollbackPolicy ?? cfg.defaults.rollbackPolicy }))
    .sort((a, b) => (a.code === 'BGS' ? -1 : b.code === 'BGS' ? 1 : 0));
  const seen = new Set();
  return seamless
    .filter((v) => !seen.has(v.policy) && seen.add(v.policy))
    .map((v) => ({ ...v, expect: v.policy === 'open-round-only' ? 'refuse' : 'allow' }));
}

const work = mkdtempSync(join(tmpdir(), 'pd-conformance-'));
const logDir = join(root, '.cache/conformance');
mkdirSync(logDir, { recursive: true });
let child;
let exited = false;
let db;
const cases = [];

async function main() {
  const port = await freePort();
  db = process.env.DATABASE_URL ? await freshPostgres() : undefined;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    PLAYDECK_TEST_HOOKS: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.CONFORMANCE_LOG_LEVEL ?? 'warn',
    WEB_DIST: join(work, 'no-web'),
  };
  if (db) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const out = createWriteStream(join(logDir, 'server.log'));
  child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  log(`starting the server on ${url} (${db ? 'PostgreSQL' : 'PGlite'})`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the server exited during start; see .cache/conformance/server.log');
    if (Date.now() > deadline) throw new Error('the server did not answer /wps/system/status within 120 s');
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  for (const t of targets()) {
    log(`vendor ${t.code} (rollbackPolicy ${t.policy})`);
    const file = join(work, `${t.code}.json`);
    spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      [
        'apps/server/scripts/vendor-conformance.ts',
        '--vendor',
        t.code,
        '--url',
        url,
        '--expect-rollback-after-win',
        t.expect,
        '--json',
        file,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } },
    );
    if (!existsSync(file)) {
      cases.push({ name: `${t.code}: kit run`, passed: false, detail: 'the kit wrote no report' });
      continue;
    }
    for (const c of JSON.parse(readFileSync(file, 'utf8')).cases)
      cases.push({ ...c, name: `${t.code}: ${c.name}` });
  }
}

async function stop() {
  if (child && !exited) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const until = Date.now() + 10_000;
    while (!exited && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (!exited)
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
  }
  await db?.drop().catch((e) => console.error(`[conformance] could not drop the database: ${e.message}`));
  rmSync(work, { recursive: true, force: true });
}

let error;
try {
  await main();
} catch (e) {
  error = e;
  console.error(`[conformance] ${e.message}`);
  cases.push({ name: 'server start', passed: false, detail: e.message });
}
await stop();
const passed = cases.filter((c) => c.passed).length;
const failed = cases.length - passed + (cases.length === 0 ? 1 : 0);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ passed, failed, cases }, null, 2)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || error ? 1 : 0);
