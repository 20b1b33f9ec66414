#!/usr/bin/env node
/**
 * CI step `conformance` (docs/architecture.md "Targets": the conformance kit passes against the platform in CI):
 * `node scripts/conformance.mjs [--json <file>]`.
 *
 * 1. Starts a real server (`tsx apps/server/src/main.ts`) on a free port and a fresh database: PGlite under a temp
 *    DATA_DIR, or, when DATABASE_URL is set, a fresh PostgreSQL database `pd_conf_<random>` (dropped after), with
 *    PLAYDECK_TEST_HOOKS=1 and NODE_ENV=test (the kit funds its players through `POST /__test/vendor/players`), and
 *    a random `VENDOR_SECRET_<CODE>` per vendor under test, handed to the kit too (no public secret: docs/decisions.md D15).
 * 2. Runs the kit (`apps/server/scripts/vendor-conformance.ts`) once per rollback policy found in config/vendors.json
 *    (BGS, the in-house vendor, first), each with the strict rollback-after-win expectation its policy implies.
 * 3. Writes one report `{ passed, failed, cases: [{ name: "<vendor>: <case>", passed, detail? }] }` (counted by
 *    scripts/test-all.mjs) and prints a last line `N passed, N failed`. Exit 1 when a case failed or the server did
 *    not start. Server log: .cache/conformance/server.log.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server-harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (m) => console.log(`[conformance] ${m}`);
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : undefined;

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
let server;
const cases = [];

/** `VENDOR_SECRET_<CODE>` as the server names it (apps/server/src/domain/vendor-wallet/config.ts secretEnvName). */
const secretEnvName = (code) => `VENDOR_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

async function main() {
  const secrets = Object.fromEntries(
    targets().map((t) => [secretEnvName(t.code), randomBytes(32).toString('base64url')]),
  );
  log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  server = await startServer({
    log: join(logDir, 'server.log'),
    dbPrefix: 'pd_conf',
    timeoutMs: 120_000,
    env: {
      DATA_DIR: join(work, 'data'),
      PLAYDECK_TEST_HOOKS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.CONFORMANCE_LOG_LEVEL ?? 'warn',
      WEB_DIST: join(work, 'no-web'),
      ...secrets,
    },
  });
  const { url } = server;
  log(`server on ${url}`);

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
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...secrets, FORCE_COLOR: '0' } },
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
  await server?.stop();
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
