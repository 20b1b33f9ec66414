#!/usr/bin/env node
/**
 * `npm start` (after the web build): the platform (`apps/server/src/main.ts`, PORT default 3000) and the in-house
 * games server (`apps/games/src/server/main.ts`, GAMES_PORT default 3100) in one command, both logs on this terminal
 * prefixed `[platform]` / `[games]`. Ctrl-C (or SIGTERM) stops both; when either exits the other is stopped too and
 * the exit code is the first one's.
 *
 * Wiring: the platform gets GAMES_URL (default http://127.0.0.1:<GAMES_PORT>; the browser-facing base of the games
 * server, where BGS launches go); the games server gets PORT=<GAMES_PORT> and PLATFORM_URL
 * (default http://127.0.0.1:<PORT>) for the signed wallet protocol. Everything else is inherited (DATABASE_URL for
 * the platform, GAMES_DATABASE_URL for the games server, VENDOR_SECRET_BGS for both, ...).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const port = process.env.PORT ?? '3000';
const gamesPort = process.env.GAMES_PORT ?? '3100';
const gamesUrl = process.env.GAMES_URL ?? `http://127.0.0.1:${gamesPort}`;
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${port}`;

const children = [];
let exitCode;

function run(name, script, env) {
  const child = spawn(tsx, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  child.on('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${signal ?? code})\n`);
    exitCode ??= code ?? 1;
    stopAll();
  });
  children.push(child);
}

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  const t = setTimeout(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }, 10_000);
  t.unref();
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

run('platform', 'apps/server/src/main.ts', {
  PORT: port,
  GAMES_URL: gamesUrl,
  // Every external vendor of the demo catalogue launches its sandbox game on the games server.
  GAMES_SANDBOX_VENDORS: process.env.GAMES_SANDBOX_VENDORS ?? '*',
});
run('games', 'apps/games/src/server/main.ts', { PORT: gamesPort, PLATFORM_URL: platformUrl });

const timer = setInterval(() => {
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
    clearInterval(timer);
    process.exit(exitCode ?? 0);
  }
}, 200);
