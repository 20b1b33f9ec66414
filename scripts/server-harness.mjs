/**
 * A real platform server for a test or bench run (scripts/e2e.mjs, scripts/conformance.mjs, scripts/bench-web.mjs):
 * `tsx apps/server/src/main.ts` on a free port of 127.0.0.1, in its own process group, stdout + stderr to `log`.
 *
 * Database: with `dbPrefix` and DATABASE_URL set, a fresh PostgreSQL database `<dbPrefix>_<random>` on that server
 * (dropped by stop()); otherwise DATABASE_URL is removed and the server uses PGlite under the caller's DATA_DIR.
 * REDIS_URL is always removed: a shared Redis would carry rate-limit and SMS counters over from earlier runs.
 *
 * Beside it (unless `games: false`) the in-house games server (`tsx apps/games/src/server/main.ts`, docs/architecture.md
 * "Games server") on its own free port and fresh database (`<dbPrefix>_games_<random>` on PostgreSQL, else PGlite under a temp
 * folder), PLATFORM_URL pointing at the platform; the platform gets GAMES_URL (BGS launches go there), and the games
 * server every LOTTERY_* / JACKPOT_* / GAMES_* / VENDOR_SECRET_* variable of `env`, and its DATA_DIR (the install
 * secrets file of the demo profile, from which both derive the vendor secrets not given: docs/decisions.md D15). Its log is
 * `<log>.games.log`; stop() stops both.
 *
 * With `tls: { keyFile, certFile }` (PEM files, e.g. from selfSignedCertificate) the platform serves HTTPS with
 * HTTP/2 (TLS_KEY_FILE / TLS_CERT_FILE) and its `url` is https; the readiness probe trusts that certificate.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, fetch as undiciFetch } from 'undici';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A throwaway self-signed certificate for 127.0.0.1 (P-256, valid one day), made by openssl in `dir`:
 * `{ keyFile, certFile, cert }` (PEM paths, and the certificate's bytes to trust it as a CA).
 * @throws when openssl is missing or fails (Debian's base system has it; .ci/run installs it when missing)
 */
export function selfSignedCertificate(dir) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, cert: readFileSync(certFile) };
}

/** Ports {@link freePort} has handed out in this process. */
const given = new Set();

/**
 * A free TCP port on 127.0.0.1, never one this process was given before: the probe socket is closed before the port
 * is used, so the kernel may offer the same port to the next probe (a server, its operator listener and its games
 * server asking one after another would then collide, or a readiness probe reach an older server on a reused port).
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const s = createServer();
      s.unref();
      s.on('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
    });
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}

/** Runs one statement on the PostgreSQL server of `adminUrl` (default DATABASE_URL) on its own connection. */
export async function pgAdmin(sql, adminUrl = process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Fresh PostgreSQL database `<prefix>_<random>` on the server of `adminUrl` (default DATABASE_URL), for a test or
 * bench; returns its name, URL and a drop() (DROP DATABASE ... WITH (FORCE)).
 */
export async function freshPostgres(prefix, adminUrl = process.env.DATABASE_URL) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await pgAdmin(`CREATE DATABASE ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl),
  };
}

/**
 * Spawns `tsx <script>` in its own process group (stdout + stderr to `log`) and resolves `{ stop }` once GET
 * `<url><readyPath>` answers 2xx. stop() ends the group (SIGTERM, SIGKILL after 10 s), then runs `cleanup`; it never
 * throws. On an exit during start or no answer within `timeoutMs` the process is stopped and an error naming the log
 * is thrown.
 */
async function launch({ what, script, env, log, url, readyPath, timeoutMs, cleanup, ca }) {
  // An https server with a test certificate is probed trusting that certificate (never with verification off).
  const dispatcher = ca ? new Agent({ connect: { ca } }) : undefined;
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [script], {
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
    await cleanup();
  };
  const see = relative(root, log);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let error;
    if (exited) error = new Error(`${what} exited during start; see ${see}`);
    else if (Date.now() > deadline)
      error = new Error(`${what} did not answer ${readyPath} within ${timeoutMs / 1000} s; see ${see}`);
    if (error) {
      await stop();
      throw error;
    }
    try {
      if ((await undiciFetch(`${url}${readyPath}`, { dispatcher })).ok) {
        await dispatcher?.close();
        return { stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

/**
 * Starts the server with `env` over process.env (PORT, OPS_PORT and HOST are set here; an `undefined` value removes a
 * variable) and resolves `{ name, port, url, opsUrl, db, stop }` once GET /wps/system/status answers (`opsUrl`: the
 * operator listener, where the operator API and the API docs are). On a failed start the
 * server is stopped (and its database dropped) before the error is thrown (`timeoutMs`, default 4 minutes: a loaded
 * 2-core machine has taken 222 s to bring up the e2e servers). stop() ends the process group (SIGTERM,
 * SIGKILL after 10 s) and drops the database; it never throws.
 */
export async function startServer({
  name = 'server',
  env: extra = {},
  log,
  dbPrefix,
  timeoutMs = 240_000,
  games = true,
  tls,
}) {
  const port = await freePort();
  const opsPort = await freePort();
  const gamesPort = games ? await freePort() : undefined;
  const gamesUrl = games ? `http://127.0.0.1:${gamesPort}` : undefined;
  const db = dbPrefix && process.env.DATABASE_URL ? await freshPostgres(dbPrefix) : undefined;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OPS_PORT: String(opsPort),
    ...(gamesUrl ? { GAMES_URL: gamesUrl } : {}),
    ...extra,
    DATABASE_URL: db?.url,
  };
  delete env.REDIS_URL;
  if (tls) Object.assign(env, { TLS_KEY_FILE: tls.keyFile, TLS_CERT_FILE: tls.certFile });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const opsUrl = `http://127.0.0.1:${opsPort}`;
  const { stop } = await launch({
    what: `server ${name}`,
    script: 'apps/server/src/main.ts',
    env,
    log,
    url,
    readyPath: '/wps/system/status',
    timeoutMs,
    ca: tls ? readFileSync(tls.certFile) : undefined,
    cleanup: () =>
      db?.drop().catch((e) => console.error(`could not drop the ${name} database: ${e.message}`)),
  });
  if (!games) return { name, port, url, opsUrl, db, stop };
  let gamesServer;
  try {
    gamesServer = await startGamesServer({
      name: `${name}-games`,
      port: gamesPort,
      platformUrl: url,
      log,
      dbPrefix,
      env: extra,
      timeoutMs,
    });
  } catch (e) {
    await stop();
    throw e;
  }
  const stopAll = async () => {
    await gamesServer.stop();
    await stop();
  };
  return { name, port, url, opsUrl, db, stop: stopAll, games: gamesServer };
}

/**
 * Starts the games server (`tsx apps/games/src/server/main.ts`) on `port`, talking to `platformUrl`, on a fresh
 * database, log `<log>.games.log`, its operator listener (/metrics) on a free port; resolves
 * `{ name, port, url, opsUrl, stop }` once GET /health answers.
 */
export async function startGamesServer({
  name = 'games',
  port,
  platformUrl,
  log,
  dbPrefix,
  env: extra = {},
  timeoutMs = 240_000,
}) {
  port ??= await freePort();
  const opsPort = await freePort();
  const db = dbPrefix && process.env.DATABASE_URL ? await freshPostgres(`${dbPrefix}_games`) : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'pd-games-'));
  const pass = Object.fromEntries(
    Object.entries(extra).filter(([k]) =>
      /^(LOTTERY_|JACKPOT_|GAMES_|VENDOR_SECRET_|NODE_ENV$|LOG_LEVEL$|DATA_DIR$|ALLOW_EMBEDDED_DB$)/.test(k),
    ),
  );
  const env = {
    ...process.env,
    ...pass,
    PORT: String(port),
    OPS_PORT: String(opsPort),
    HOST: '127.0.0.1',
    PLATFORM_URL: platformUrl,
    GAMES_DATABASE_URL: db?.url,
    GAMES_DATA_DIR: dataDir,
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR']) delete env[k];
  // DATA_DIR (the platform's data folder) only for the install secrets file both servers derive vendor secrets from
  // when no VENDOR_SECRET_<CODE> is given (demo profile, docs/decisions.md D15); the games database stays under GAMES_DATA_DIR.
  if (pass.DATA_DIR) env.DATA_DIR = pass.DATA_DIR;
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await launch({
    what: `games server ${name}`,
    script: 'apps/games/src/server/main.ts',
    env,
    log: `${log.replace(/\.log$/, '')}.games.log`,
    url,
    readyPath: '/health',
    timeoutMs,
    cleanup: async () => {
      await db?.drop().catch((e) => console.error(`could not drop the ${name} database: ${e.message}`));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return { name, port, url, opsUrl: `http://127.0.0.1:${opsPort}`, stop };
}
