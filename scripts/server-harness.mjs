/**
 * A real platform server for a test or bench run (scripts/e2e.mjs, scripts/conformance.mjs, scripts/bench-web.mjs):
 * `tsx apps/server/src/main.ts` on a free port of 127.0.0.1, in its own process group, stdout + stderr to `log`.
 *
 * Database: with `dbPrefix` and DATABASE_URL set, a fresh PostgreSQL database `<dbPrefix>_<random>` on that server
 * (dropped by stop()); otherwise DATABASE_URL is removed and the server uses PGlite under the caller's DATA_DIR.
 * REDIS_URL is always removed: a shared Redis would carry rate-limit and SMS counters over from earlier runs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort() {
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

/** Fresh PostgreSQL database `<prefix>_<random>` on DATABASE_URL's server; returns its URL and a drop(). */
export async function freshPostgres(prefix) {
  const { default: pg } = await import('pg');
  const admin = process.env.DATABASE_URL;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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

/**
 * Starts the server with `env` over process.env (PORT and HOST are set here; an `undefined` value removes a
 * variable) and resolves `{ name, port, url, db, stop }` once GET /wps/system/status answers. On a failed start the
 * server is stopped (and its database dropped) before the error is thrown. stop() ends the process group (SIGTERM,
 * SIGKILL after 10 s) and drops the database; it never throws.
 */
export async function startServer({ name = 'server', env: extra = {}, log, dbPrefix, timeoutMs = 90_000 }) {
  const port = await freePort();
  const db = dbPrefix && process.env.DATABASE_URL ? await freshPostgres(dbPrefix) : undefined;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...extra, DATABASE_URL: db?.url };
  delete env.REDIS_URL;
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    detached: true, // own process group: stopped as a group (tsx runs node as a child)
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (!exited) {
      kill('SIGTERM');
      const until = Date.now() + 10_000;
      while (!exited && Date.now() < until) await sleep(100);
      if (!exited) kill('SIGKILL');
    }
    await db?.drop().catch((e) => console.error(`could not drop the ${name} database: ${e.message}`));
  };
  const url = `http://127.0.0.1:${port}`;
  const see = relative(root, log);
  const deadline = Date.now() + timeoutMs;
  let error;
  for (;;) {
    if (exited) error = new Error(`server ${name} exited during start; see ${see}`);
    else if (Date.now() > deadline)
      error = new Error(
        `server ${name} did not answer /wps/system/status within ${timeoutMs / 1000} s; see ${see}`,
      );
    if (error) {
      await stop();
      throw error;
    }
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) return { name, port, url, db, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}
