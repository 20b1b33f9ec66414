#!/usr/bin/env node
/**
 * Start time and idle memory of each server, compiled (scripts/build-servers.mjs, plain node) against the tsx
 * baseline measured in the same run (part of `npm run bench`).
 *
 * For each server (platform: apps/server, games: apps/games), each database (PGlite in process; PostgreSQL too when
 * DATABASE_URL is set, a fresh database per start sequence) and each way of running (`node --import tsx <entry>.ts`,
 * `node <dist>/main.js`), in the demo profile:
 * - first start: spawn -> GET /healthz 200 on a fresh data folder or database (migrations, and for the platform the
 *   demo seed with its 10,000-game catalogue);
 * - restart: stop (SIGTERM), start again on the same data -> /healthz 200 (what a rolling deploy waits for);
 * - idle RSS: `IDLE_S` seconds (default 5) after the restart answered, the resident set of the server's process tree
 *   (the server and any child it spawned, e.g. tsx's esbuild service), from /proc.
 * Prints one line per measurement and the compiled / tsx ratio of each figure.
 *
 * The bundles are built first into .cache/bench-servers (the npm script's dist folders are left alone). Start times
 * depend on the machine's load; compare the ratio, measured on the same box minutes apart.
 *
 * Usage: node scripts/bench-servers.mjs [--only platform|games] [--db pglite|postgres]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLES } from './build-servers.mjs';
import { freePort, freshPostgres } from './server-harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const idleSeconds = Number(process.env.IDLE_S ?? 5);
const arg = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const outRoot = join(root, '.cache', 'bench-servers');
rmSync(outRoot, { recursive: true, force: true });
for (const b of SERVER_BUNDLES) await buildServer({ entry: b.entry, outdir: join(outRoot, b.name) });

const SERVERS = [
  { name: 'platform', bundle: 'server', entry: 'apps/server/src/main.ts', dbVar: 'DATABASE_URL' },
  { name: 'games', bundle: 'games', entry: 'apps/games/src/server/main.ts', dbVar: 'GAMES_DATABASE_URL' },
];

/** Resident set (bytes) of `pid` and all its descendants, from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(d));
    } catch {
      // gone
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Starts `args` with `env`, resolves `{ child, ms }` once /healthz answers (ms from spawn). */
async function start(args, env, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}): ${err}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      await r.body?.cancel();
      if (r.ok) return { child, ms: performance.now() - t0 };
    } catch {
      // not yet
    }
    await sleep(50);
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(t);
}

/** One start sequence: `{ first, restart, rss }` (ms, ms, bytes). */
async function measure(server, mode, db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-servers-'));
  const pg = db === 'postgres' ? await freshPostgres(`pd_bench_${server.name}`) : undefined;
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    OPS_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    GAMES_DATA_DIR: join(dataDir, 'games'),
    PLATFORM_URL: 'http://127.0.0.1:9',
    CONFIG_WATCH_MS: '500',
  };
  for (const k of ['NODE_OPTIONS', 'REDIS_URL', 'DATABASE_URL', 'GAMES_DATABASE_URL']) delete env[k];
  if (pg) env[server.dbVar] = pg.url;
  const args = mode === 'tsx' ? ['--import', 'tsx', server.entry] : [join(outRoot, server.bundle, 'main.js')];
  try {
    const a = await start(args, env, port);
    await stop(a.child);
    const b = await start(args, env, port);
    await sleep(idleSeconds * 1000);
    const rss = treeRss(b.child.pid);
    await stop(b.child);
    return { first: a.ms, restart: b.ms, rss };
  } finally {
    await pg?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const dbs = (arg('--db') ? [arg('--db')] : ['pglite', 'postgres']).filter(
  (d) => d === 'pglite' || process.env.DATABASE_URL,
);
if (!process.env.DATABASE_URL)
  console.log('bench-servers: DATABASE_URL is not set, PostgreSQL figures not measured');
const fmt = {
  ms: (v) => `${(v / 1000).toFixed(2)} s`.padStart(8),
  mb: (v) => `${(v / 2 ** 20).toFixed(0)} MB`.padStart(7),
};
console.log(
  `\nserver start and idle memory (demo profile; idle RSS ${idleSeconds} s after the restart answered)`,
);
for (const server of SERVERS.filter((s) => !arg('--only') || s.name === arg('--only'))) {
  for (const db of dbs) {
    const tsx = await measure(server, 'tsx', db);
    const compiled = await measure(server, 'compiled', db);
    for (const [mode, r] of [
      ['tsx', tsx],
      ['compiled', compiled],
    ])
      console.log(
        `  ${server.name.padEnd(8)} ${db.padEnd(8)} ${mode.padEnd(8)} first start ${fmt.ms(r.first)}  restart ${fmt.ms(r.restart)}  idle RSS ${fmt.mb(r.rss)}`,
      );
    const ratio = (k) => (compiled[k] / tsx[k]).toFixed(2);
    console.log(
      `  ${server.name.padEnd(8)} ${db.padEnd(8)} compiled/tsx: first start x${ratio('first')}, restart x${ratio('restart')}, idle RSS x${ratio('rss')}`,
    );
  }
}
rmSync(outRoot, { recursive: true, force: true });
