/**
 * Starts the games server (`npm start -w @playdeck/games`). Environment:
 * - PORT (default 3100), HOST (default 0.0.0.0)
 * - OPS_PORT (default PORT + 1), OPS_HOST (default 127.0.0.1): the operator listener, serving only the Prometheus
 *   metrics (`GET /metrics`, metrics.ts)
 * - PLATFORM_URL (default http://127.0.0.1:3000): the platform's base URL for the signed wallet protocol
 * - VENDOR_SECRET_BGS (and VENDOR_SECRET_<CODE> for sandbox vendors): shared secrets; required in production. Outside
 *   production a missing one is derived from the install's random secrets file `<DATA_DIR>/install-secrets.json`
 *   (DATA_DIR default ./data: the platform's data folder, so both servers derive the same secret; whichever starts
 *   first creates it). There is no public development secret (docs/decisions.md D15).
 * - GAMES_DATABASE_URL: PostgreSQL; else PGlite under GAMES_DATA_DIR (default <DATA_DIR>/games, i.e. ./data/games;
 *   created with its parents); production needs it unless ALLOW_EMBEDDED_DB=1
 * - GAMES_FRAME_ANCESTORS: space-separated origins allowed to frame the games (default: any http(s) origin outside
 *   production, none in production)
 * - JACKPOT_DEMO_SEED: outside production, the house seed each currency's jackpot pool starts from, minor units
 *   (default 2500000: 25,000.00 in a currency of 2 decimals; 0 = none); ignored in production (jackpot.ts seedPool)
 * - GAMES_TIME_ZONE: IANA zone of the times the pages show (default Asia/Dhaka, the default brand's); an unknown zone
 *   stops the start (RangeError)
 * NODE_ENV=production refuses to start, naming every problem at once (gamesProductionProblems). On SIGTERM/SIGINT the
 * server stops accepting, lets requests in flight finish (a round being played completes its wallet calls), then
 * closes the database.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadInstallSecrets } from '@playdeck/config-schema/node/installSecrets';
import { buildGamesApp } from './app.ts';
import { requestSerializer } from './logging.ts';
import { openGamesDb } from './db.ts';
import { BGS, createDeps, DEFAULT_TIME_ZONE, envSecret, gamesProductionProblems } from './deps.ts';
import { migrateGames } from './migrate.ts';
import { listenGamesOps } from './metrics.ts';

const production = process.env.NODE_ENV === 'production';
const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { app: 'games' },
  serializers: { req: requestSerializer },
});
if (production) {
  const problems = gamesProductionProblems(process.env);
  if (problems.length) {
    log.fatal({ problems }, 'production profile: refusing to start');
    process.stderr.write(
      `NODE_ENV=production refuses to start the games server (docs/decisions.md D15):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const install = production ? undefined : loadInstallSecrets(dataDir);
if (install)
  log.warn(
    { secrets: install.file, created: install.created },
    'DEMO PROFILE: vendor secrets not in the environment are derived from this install secrets file (shared with the platform)',
  );
// PGlite's folder is created with its parents (PGlite itself creates only the last level).
const gamesDataDir = resolve(process.env.GAMES_DATA_DIR ?? join(dataDir, 'games'));
if (!process.env.GAMES_DATABASE_URL) mkdirSync(gamesDataDir, { recursive: true });
const db = await openGamesDb(process.env.GAMES_DATABASE_URL, gamesDataDir);
const applied = await migrateGames(db);
if (applied.length) log.info({ applied }, 'games migrations applied');
/** JACKPOT_DEMO_SEED as minor units (default 2,500,000; 0 = none). @throws RangeError for anything but digits */
function jackpotDemoSeed(v: string | undefined): bigint | undefined {
  if (v === undefined || v === '') return 2_500_000n;
  if (!/^[0-9]{1,15}$/.test(v)) throw new RangeError('JACKPOT_DEMO_SEED must be minor units (digits)');
  return BigInt(v) > 0n ? BigInt(v) : undefined;
}
const frame = process.env.GAMES_FRAME_ANCESTORS?.split(/\s+/).filter(Boolean);
const timeZone = process.env.GAMES_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
new Intl.DateTimeFormat('en', { timeZone }); // throws RangeError for a zone Intl does not know
const deps = createDeps({
  db,
  log,
  config: {
    vendor: BGS,
    platformUrl: (process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    frameAncestors: frame ?? (production ? [] : ['http:', 'https:']),
    secretFor: (code) => envSecret(code, install),
    backgroundJobs: true,
    production,
    // Demo profile: each jackpot pool starts from a house seed (jackpot.ts seedPool); JACKPOT_DEMO_SEED=0 turns it off.
    jackpotDemoSeedMinor: production ? undefined : jackpotDemoSeed(process.env.JACKPOT_DEMO_SEED),
    timeZone,
  },
});
const app = await buildGamesApp(deps);
const port = Number(process.env.PORT ?? 3100);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
// Prometheus metrics on the operator listener only (metrics.ts): OPS_PORT (default PORT + 1) on OPS_HOST (default
// 127.0.0.1, this box only).
const ops = await listenGamesOps({
  port: process.env.OPS_PORT ? Number(process.env.OPS_PORT) : port + 1,
  host: process.env.OPS_HOST ?? '127.0.0.1',
});
log.info({ url: ops.url }, 'metrics (/metrics) on the operator listener');
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal: sig }, 'stopping: no new connections, finishing requests in flight');
    // app.close() stops listening, answers 503 to requests on kept-alive connections (return503OnClosing), waits for
    // the requests in flight, then runs onClose hooks (background jobs stop); only then is the database closed.
    void Promise.all([app.close(), ops.close()])
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
