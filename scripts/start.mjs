#!/usr/bin/env node
/**
 * `npm start` (after the web build): the platform (`apps/server/src/main.ts`, PORT default 3000) and the in-house
 * games server (`apps/games/src/server/main.ts`, GAMES_PORT default 3100) in one command. When both answer, prints one
 * short block: each brand's site URL (`<brandId>.localhost` for all but the default brand: browsers resolve every
 * `*.localhost` name to the loopback address, RFC 6761), the agent page, the games server, the development inbox, the
 * sandbox SMS gateway's inbox (in the games server; the platform sends there: SMS_SANDBOX_URL defaults to GAMES_URL's),
 * Storybook's command and the demo logins created for this data folder (shown once, when the folder is new).
 * Ctrl-C (or SIGTERM) stops both; when either exits the other is stopped too and the exit code is the first one's.
 *
 * `--compiled` (`npm run start:compiled`): the same two servers from the production build (scripts/build-servers.mjs:
 * apps/server/dist/main.js and apps/games/dist/main.js run by plain node, no tsx); the profile is still the one of
 * NODE_ENV (demo unless NODE_ENV=production).
 *
 * Logs: on a terminal, one coloured line per record (pino-pretty), prefixed `[platform]` / `[games]`; otherwise
 * (a pipe, a file, a log shipper; or LOG_FORMAT=json) the servers' JSON lines unchanged but for an `app` field.
 *
 * Wiring: DATA_DIR (default ./data) is created with its parents before anything starts; the platform keeps its PGlite
 * files in it and the games server in DATA_DIR/games (GAMES_DATA_DIR overrides). The platform gets GAMES_URL (default
 * http://127.0.0.1:<GAMES_PORT>; the browser-facing base of the games server, where every launch goes); the games
 * server gets PORT=<GAMES_PORT> and PLATFORM_URL (default http://127.0.0.1:<PORT>) for the signed wallet protocol.
 * Everything else is inherited (DATABASE_URL for the platform, GAMES_DATABASE_URL for the games server,
 * VENDOR_SECRET_BGS for both, ...).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { prettyFactory } from 'pino-pretty';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const compiled = process.argv.includes('--compiled');
/** The compiled bundle of each server source entry (scripts/build-servers.mjs). */
const bundles = {
  'apps/server/src/main.ts': 'apps/server/dist/main.js',
  'apps/games/src/server/main.ts': 'apps/games/dist/main.js',
};
if (compiled)
  for (const bundle of Object.values(bundles))
    if (!existsSync(join(root, bundle))) {
      process.stderr.write(`${bundle} is missing: build it first (npm run build:servers)\n`);
      process.exit(1);
    }
const port = process.env.PORT ?? '3000';
const gamesPort = process.env.GAMES_PORT ?? '3100';
const opsPort = process.env.OPS_PORT ?? String(Number(port) + 1);
const gamesUrl = process.env.GAMES_URL ?? `http://127.0.0.1:${gamesPort}`;
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${port}`;
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const gamesDataDir = resolve(root, process.env.GAMES_DATA_DIR ?? join(dataDir, 'games'));
const configDir = resolve(root, process.env.CONFIG_DIR ?? 'config');
const freshData = !existsSync(join(dataDir, 'pglite')) && !process.env.DATABASE_URL;
mkdirSync(gamesDataDir, { recursive: true });

const pretty =
  process.stdout.isTTY && process.env.LOG_FORMAT !== 'json'
    ? prettyFactory({
        colorize: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,app,reqId',
      })
    : null;

/** Demo logins seen in the platform's log (`{ brand, username, password }`), printed in the ready block. */
const logins = [];
const children = [];
let exitCode;

/** One log line of a child: pretty on a terminal, JSON (with `app`) otherwise; demo logins go to the block. */
function onLine(name, line) {
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    record = undefined;
  }
  if (!record || typeof record !== 'object') {
    process.stdout.write(pretty ? `[${name}] ${line}\n` : `${line}\n`);
    return;
  }
  const login = typeof record.password === 'string' && /shown once/.test(String(record.msg));
  if (login) logins.push({ brand: record.brand, username: record.username, password: record.password });
  if (pretty) {
    // On a terminal the passwords appear once, in the ready block, not in the scrolling log.
    if (!login) process.stdout.write(`[${name}] ${pretty(record)}`);
  } else process.stdout.write(`${JSON.stringify({ app: name, ...record })}\n`);
}

function run(name, script, env) {
  const child = spawn(compiled ? process.execPath : tsx, [compiled ? bundles[script] : script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => onLine(name, line));
  child.on('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${signal ?? code})\n`);
    exitCode ??= code ?? 1;
    stopAll();
  });
  children.push(child);
}

const running = (c) => c.exitCode === null && c.signalCode === null;
let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (running(c)) c.kill('SIGTERM');
  const t = setTimeout(() => {
    for (const c of children) if (running(c)) c.kill('SIGKILL');
  }, 10_000);
  t.unref();
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
process.on('exit', () => {
  for (const c of children) if (running(c)) c.kill('SIGKILL');
});

run('platform', 'apps/server/src/main.ts', {
  PORT: port,
  DATA_DIR: dataDir,
  GAMES_URL: gamesUrl,
});
run('games', 'apps/games/src/server/main.ts', {
  PORT: gamesPort,
  // Its own operator listener (/metrics): never the platform's OPS_PORT inherited from this environment.
  OPS_PORT: process.env.GAMES_OPS_PORT ?? String(Number(gamesPort) + 1),
  PLATFORM_URL: platformUrl,
  GAMES_DATA_DIR: gamesDataDir,
});

const timer = setInterval(() => {
  if (children.every((c) => !running(c))) {
    clearInterval(timer);
    process.exit(exitCode ?? 0);
  }
}, 200);

/** Whether `url` answers 2xx within 2 s. */
async function answers(url) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await r.body?.cancel();
    return r.ok;
  } catch {
    return false;
  }
}

/** The brands of the config folder: `[{ id, name }]`, the default brand first. */
function brands() {
  const platform = JSON.parse(readFileSync(join(configDir, 'platform.json'), 'utf8'));
  const dir = join(configDir, 'brands');
  const list = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(dir, d.name, 'brand.json')))
    .map((d) => {
      const brand = JSON.parse(readFileSync(join(dir, d.name, 'brand.json'), 'utf8'));
      return { id: brand.id ?? d.name, name: brand.name ?? d.name };
    });
  return list.sort((a, b) => Number(b.id === platform.defaultBrand) - Number(a.id === platform.defaultBrand));
}

/** The block printed once both servers answer. */
function readyBlock() {
  const bold = (s) => (pretty ? `\x1b[1m${s}\x1b[22m` : s);
  const site = (id, i) => `http://${i === 0 ? 'localhost' : `${id}.localhost`}:${port}/`;
  const list = brands();
  const width = Math.max(...list.map((b) => b.id.length));
  const urlWidth = Math.max(...list.map((b, i) => site(b.id, i).length));
  const out = [
    '',
    bold('Playdeck is running (demo profile: sandbox payments, demo data, development inbox)'),
    '',
    '  Player site',
    ...list.map(
      (b, i) =>
        `    ${b.id.padEnd(width)}  ${site(b.id, i).padEnd(urlWidth)}  ${b.name}${i === 0 ? ' (default brand)' : ''}`,
    ),
    `  Agent page    http://localhost:${port}/agent`,
    `  Games server  http://localhost:${gamesPort}/health`,
    `  Dev inbox     http://localhost:${port}/dev/inbox   (SMS codes and e-mails of the last hour)`,
    `  SMS sandbox   http://localhost:${gamesPort}/sms-sandbox/inbox   (the sandbox SMS gateway the demo brands send through)`,
    '  Storybook     npm run storybook',
    `  Operator CLI  npm run ops -- --help   (operator API on http://127.0.0.1:${opsPort}, this machine only)`,
    '',
  ];
  const rel = relative(process.cwd(), dataDir);
  const folder = !rel ? '.' : rel.startsWith('..') || isAbsolute(rel) ? dataDir : `./${rel}`;
  if (logins.length) {
    out.push(
      `  Demo logins, created for ${folder} and shown only now (each asks for a new password at first login):`,
    );
    for (const id of new Set(logins.map((l) => l.brand))) {
      const mine = logins.filter((l) => l.brand === id);
      out.push(
        `    ${String(id).padEnd(width)}  ${mine.map((l) => `${l.username} / ${l.password}`).join('   ')}`,
      );
    }
  } else if (process.env.DATABASE_URL || !freshData) {
    out.push(
      `  Demo logins: demo (player) and demoagent (agent) on every brand; their passwords were shown when the data`,
      `  was created. To start over with new ones, stop and delete ${process.env.DATABASE_URL ? 'the database' : folder}.`,
    );
  }
  out.push('', '  Stop with Ctrl-C.', '');
  return out.join('\n');
}

// Wait until the platform serves the home page and the games server answers, then print the block once.
void (async () => {
  while (!stopping) {
    if (
      (await answers(`http://127.0.0.1:${port}/`)) &&
      (await answers(`http://127.0.0.1:${gamesPort}/health`))
    ) {
      if (!stopping) process.stdout.write(`${readyBlock()}\n`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
})();
