#!/usr/bin/env node
/**
 * The start smoke test: what a newcomer does with the README. A fresh `git clone` of this checkout's HEAD into a
 * temporary folder (no ./data; node_modules linked from this checkout to save the install), then the README's start
 * command, `npm start`, on free ports, with no DATABASE_URL or REDIS_URL (a newcomer has neither):
 *
 * 1. first start: the platform's home page answers for the default brand at `localhost` and for the second brand at
 *    `<brandId>.localhost` (the Host a browser sends), the games server answers, and the ready block names the
 *    site URLs, the agent page, the games server, the development inbox, the sandbox SMS gateway's inbox (which
 *    answers on the games server) and fresh demo logins;
 * 2. Ctrl-C (SIGINT to the process group, as a terminal sends it): every process exits, both ports are free again;
 * 3. second start on the now existing ./data: answers again, and the block says the passwords were shown before;
 * 4. `kill -9` of the platform server: `npm start` stops the games server too and exits non-zero; a third start on
 *    the same data answers again (PGlite recovers its files).
 *
 * Usage: node scripts/start-smoke.mjs [--json <report>]   (report: { passed, failed, cases: [{ name, passed, detail }] })
 * Exit 1 when any case failed. Keeps the clone only when START_SMOKE_KEEP=1.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : undefined;
const READY_MS = 240_000;
const STOP_MS = 30_000;

const cases = [];
/** Records one case; returns whether it passed. */
function check(name, passed, detail = '') {
  cases.push({ name, passed: Boolean(passed), detail: passed ? '' : detail });
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${passed || !detail ? '' : ` -- ${detail}`}`);
  return Boolean(passed);
}

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on `port`. */
function listening(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(true));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * GET `path` on the platform with a browser's Host header: `{ status, body }`, or `{ status: 0 }` when refused.
 * node:http, not fetch: fetch treats Host as a forbidden header and sends the URL's own.
 */
function get(port, path, host = `localhost:${port}`) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host }, timeout: 5000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end();
  });
}

// --- the clone ---------------------------------------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'playdeck-start-'));
const clone = join(work, 'playdeck');
const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
if (cloned.status !== 0) {
  console.error(cloned.stderr);
  check('git clone of HEAD', false, cloned.stderr.trim());
  finish();
}
// node_modules from this checkout: each package linked from the root's (and each workspace's own nested folder),
// except the workspace links (@playdeck/*), which must point into the clone, as `npm install` would make them: Vite and
// vanilla-extract resolve a workspace package by its real path.
mkdirSync(join(clone, 'node_modules'));
for (const entry of readdirSync(join(root, 'node_modules'))) {
  if (entry === '@playdeck') continue;
  symlinkSync(join(root, 'node_modules', entry), join(clone, 'node_modules', entry));
}
mkdirSync(join(clone, 'node_modules/@playdeck'));
for (const link of readdirSync(join(root, 'node_modules/@playdeck'))) {
  const target = relative(
    join(root, 'node_modules/@playdeck'),
    realpathSync(join(root, 'node_modules/@playdeck', link)),
  );
  symlinkSync(target, join(clone, 'node_modules/@playdeck', link));
}
const workspaces = ['apps', 'packages'].flatMap((d) =>
  existsSync(join(root, d)) ? readdirSync(join(root, d)).map((n) => join(d, n)) : [],
);
for (const dir of ['stories', ...workspaces])
  if (existsSync(join(root, dir, 'node_modules')) && existsSync(join(clone, dir)))
    symlinkSync(join(root, dir, 'node_modules'), join(clone, dir, 'node_modules'), 'dir');
check('a fresh clone has no ./data', !existsSync(join(clone, 'data')));

const brandIds = readdirSync(join(clone, 'config/brands')).filter(
  (n) => !n.startsWith('_') && existsSync(join(clone, 'config/brands', n, 'brand.json')),
);
const defaultBrand = JSON.parse(readFileSync(join(clone, 'config/platform.json'), 'utf8')).defaultBrand;
const secondBrand = brandIds.find((id) => id !== defaultBrand);

/** The environment of a newcomer's shell: no database or Redis URL, no test hooks, not production. */
function newcomerEnv(port, gamesPort, opsPort) {
  const env = {
    ...process.env,
    PORT: String(port),
    GAMES_PORT: String(gamesPort),
    OPS_PORT: String(opsPort),
    FORCE_COLOR: '0',
  };
  for (const k of [
    'DATABASE_URL',
    'REDIS_URL',
    'GAMES_DATABASE_URL',
    'DATA_DIR',
    'GAMES_DATA_DIR',
    'CONFIG_DIR',
    'PLAYDECK_TEST_HOOKS',
    'NODE_ENV',
    'GAMES_URL',
    'PLATFORM_URL',
  ])
    delete env[k];
  return env;
}

/** `npm start` in the clone, in its own process group (as a terminal runs it). */
function start(port, gamesPort) {
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: newcomerEnv(port, gamesPort, opsPort),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { child, out: '', exited: null };
  child.stdout.on('data', (c) => (run.out += c));
  child.stderr.on('data', (c) => (run.out += c));
  run.done = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      run.exited = { code, signal };
      resolve(run.exited);
    }),
  );
  return run;
}

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the home page, the second brand's home page and the games server answer, or the run exits. */
async function ready(run, port, gamesPort) {
  const since = Date.now();
  const until = since + READY_MS;
  while (Date.now() < until && !run.exited) {
    const home = await get(port, '/');
    const games = await fetch(`http://127.0.0.1:${gamesPort}/health`, {
      signal: AbortSignal.timeout(3000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (home.status === 200 && games === 200 && run.out.includes('Playdeck is running')) {
      console.log(
        `     (answered ${((Date.now() - since) / 1000).toFixed(1)} s after npm start, build included)`,
      );
      return true;
    }
    await sleep(1000);
  }
  return false;
}

/** The brand a page was made for: `merchant` of its inlined boot data (`<script type="application/json" id="pd-boot">`). */
function pageBrand(html) {
  const boot = /<script[^>]*id="pd-boot"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  return boot ? /"merchant":"([^"]+)"/.exec(boot)?.[1] : undefined;
}

/** SIGINT to the group, then waits for the run and every process in its group to end. */
async function interrupt(run) {
  if (groupAlive(run.child.pid)) process.kill(-run.child.pid, 'SIGINT');
  const exited = await Promise.race([run.done, sleep(STOP_MS).then(() => null)]);
  const until = Date.now() + STOP_MS;
  while (groupAlive(run.child.pid) && Date.now() < until) await sleep(200);
  return exited;
}

/** Ends anything left of a run (after a failed case). */
function reap(run) {
  if (run && groupAlive(run.child.pid)) process.kill(-run.child.pid, 'SIGKILL');
}

/** The pids of the group's processes whose command line contains `needle` (Linux /proc). */
function pidsOf(pgid, needle) {
  const pids = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== pgid) continue;
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(needle)) pids.push(Number(p));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

let current;
/** The platform's operator listener (OPS_PORT), free like the others. */
let opsPort;
try {
  // 1. First start on a fresh clone.
  const port = await freePort();
  const gamesPort = await freePort();
  opsPort = await freePort();
  current = start(port, gamesPort);
  const up = await ready(current, port, gamesPort);
  check('npm start on a fresh clone serves the home page and the games server', up, current.out.slice(-3000));
  if (up) {
    const home = await get(port, '/');
    check(
      `http://localhost:${port}/ is the default brand's home page`,
      pageBrand(home.body) === defaultBrand,
    );
    if (secondBrand) {
      const second = await get(port, '/', `${secondBrand}.localhost:${port}`);
      check(
        `http://${secondBrand}.localhost:${port}/ is ${secondBrand}'s home page`,
        second.status === 200 && pageBrand(second.body) === secondBrand,
        `status ${second.status}, brand ${pageBrand(second.body)}`,
      );
    }
    check(
      './data and ./data/games were created',
      existsSync(join(clone, 'data/pglite')) && existsSync(join(clone, 'data/games')),
    );
    const block = current.out.slice(current.out.indexOf('Playdeck is running'));
    check(
      'the ready block names every brand URL, the agent page, the games server and the inbox',
      brandIds.every((id) =>
        block.includes(id === defaultBrand ? `http://localhost:${port}/` : `http://${id}.localhost:${port}/`),
      ) &&
        block.includes(`http://localhost:${port}/agent`) &&
        block.includes(`http://localhost:${gamesPort}/`) &&
        block.includes(`http://localhost:${port}/dev/inbox`) &&
        block.includes('npm run storybook'),
      block.slice(0, 1500),
    );
    check(
      'the ready block shows the demo logins created for this data folder',
      /demo \/ \S{8,}/.test(block),
      block.slice(0, 1500),
    );
    const inbox = await get(port, '/dev/inbox');
    check('the development inbox answers', inbox.status === 200 && inbox.body.includes('Development inbox'));
    const smsInbox = await get(gamesPort, '/sms-sandbox/inbox');
    check(
      'the sandbox SMS gateway inbox answers on the games server, and the ready block names it',
      smsInbox.status === 200 &&
        smsInbox.body.includes('Sandbox SMS gateway') &&
        block.includes(`http://localhost:${gamesPort}/sms-sandbox/inbox`),
    );
  }

  // 2. Ctrl-C.
  const stopped = await interrupt(current);
  check(
    'Ctrl-C stops npm start and both servers',
    stopped !== null && !groupAlive(current.child.pid),
    `exit ${JSON.stringify(stopped)}; group alive: ${groupAlive(current.child.pid)}`,
  );
  check('both ports are free after Ctrl-C', !(await listening(port)) && !(await listening(gamesPort)));
  reap(current);

  // 3. Second start on the existing data.
  current = start(port, gamesPort);
  const again = await ready(current, port, gamesPort);
  check('npm start again on the existing ./data answers', again, current.out.slice(-3000));
  if (again)
    check(
      'the second start says the demo passwords were shown before',
      /passwords were shown when the data/.test(current.out),
      current.out.slice(current.out.indexOf('Playdeck is running')).slice(0, 1200),
    );

  // 4. kill -9 of the platform, then a third start.
  const platformPids = pidsOf(current.child.pid, 'apps/server/src/main.ts');
  check('the platform server process is found', platformPids.length > 0);
  for (const pid of platformPids) process.kill(pid, 'SIGKILL');
  const afterKill = await Promise.race([current.done, sleep(STOP_MS).then(() => null)]);
  check(
    'after kill -9 of the platform, npm start stops the games server and exits non-zero',
    afterKill !== null && afterKill.code !== 0 && !(await listening(gamesPort)),
    JSON.stringify(afterKill),
  );
  reap(current);
  current = start(port, gamesPort);
  const third = await ready(current, port, gamesPort);
  check('npm start after a kill -9 answers again on the same data', third, current.out.slice(-3000));
  await interrupt(current);
} finally {
  reap(current);
}
finish();

function finish() {
  const passed = cases.filter((c) => c.passed).length;
  const failed = cases.length - passed;
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, cases }, null, 2));
  if (process.env.START_SMOKE_KEEP === '1') console.log(`clone kept at ${clone}`);
  else rmSync(work, { recursive: true, force: true });
  console.log(`start smoke: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
