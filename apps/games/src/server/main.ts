/**
 * Starts the games server (`npm start -w @playdeck/games`). Environment:
 * - PORT (default 3100), HOST (default 0.0.0.0)
 * - PLATFORM_URL (default http://127.0.0.1:3000): the platform's base URL for the signed wallet protocol
 * - VENDOR_SECRET_BGS (and VENDOR_SECRET_<CODE> for sandbox vendors): shared secrets; outside production the
 *   platform's public development defaults
 * - GAMES_DATABASE_URL: PostgreSQL; else PGlite under GAMES_DATA_DIR (default ./data/games)
 * - GAMES_FRAME_ANCESTORS: space-separated origins allowed to frame the games (default: any http(s) origin outside
 *   production, none in production)
 * - GAMES_TIME_ZONE: IANA zone of the times the pages show (default Asia/Dhaka, the default brand's); an unknown zone
 *   stops the start (RangeError)
 */
import pino from 'pino';
import { buildGamesApp } from './app.ts';
import { requestSerializer } from './logging.ts';
import { openGamesDb } from './db.ts';
import { BGS, createDeps, DEFAULT_TIME_ZONE, envSecret } from './deps.ts';
import { migrateGames } from './migrate.ts';

const production = process.env.NODE_ENV === 'production';
const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { app: 'games' },
  serializers: { req: requestSerializer },
});
const db = await openGamesDb(process.env.GAMES_DATABASE_URL, process.env.GAMES_DATA_DIR ?? './data/games');
const applied = await migrateGames(db);
if (applied.length) log.info({ applied }, 'games migrations applied');
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
    secretFor: (code) => envSecret(code, production),
    backgroundJobs: true,
    production,
    timeZone,
  },
});
const app = await buildGamesApp(deps);
const port = Number(process.env.PORT ?? 3100);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
