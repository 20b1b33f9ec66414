/**
 * Server entry: `PORT` (default 3000), `HOST` (default 0.0.0.0), `DATABASE_URL` (PostgreSQL; else PGlite under
 * `DATA_DIR`, default ./data), `REDIS_URL` (optional), `CONFIG_DIR` (default <repo>/config; the trusted proxy
 * hop count is `platform.json` `trustedProxyHops`), `WEB_DIST` (default apps/web/dist), `TLS_KEY_FILE` and
 * `TLS_CERT_FILE` (PEM files, both or neither: HTTPS with HTTP/2, see AppOptions.tls), `CONFIG_WATCH_MS` (live config
 * poll period, default 500; 0 turns live config off: src/brands/live.ts). Applies migrations, validates brands
 * (refusing to start with the precise problems), syncs config content and seeds a fresh database, serves the API and
 * the built site from one origin; afterwards an edit under `CONFIG_DIR` is validated and swapped in live.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { Redis } from 'ioredis';
import { buildApp, repoRoot } from './app.ts';
import { BrandConfigError, loadBrandRegistry } from './brands/index.ts';
import { openPglite, openPostgres, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  let brands;
  const configDir = resolve(process.env.CONFIG_DIR ?? join(repoRoot, 'config'));
  try {
    brands = loadBrandRegistry(configDir);
  } catch (e) {
    if (e instanceof BrandConfigError) {
      log.fatal(e.message);
      process.exit(1);
    }
    throw e;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  let db: Db;
  if (process.env.DATABASE_URL) db = openPostgres(process.env.DATABASE_URL);
  else db = await openPglite(join(dataDir, 'pglite'));
  const applied = await migrate(db);
  log.info({ driver: db.kind, applied }, 'database ready');
  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;

  const { TLS_KEY_FILE: keyFile, TLS_CERT_FILE: certFile } = process.env;
  if (!keyFile !== !certFile) {
    log.fatal('TLS_KEY_FILE and TLS_CERT_FILE go together: set both (HTTPS with HTTP/2) or neither');
    process.exit(1);
  }
  const tls = keyFile && certFile ? { key: readFileSync(keyFile), cert: readFileSync(certFile) } : undefined;

  const app = await buildApp({
    tls,
    db,
    brands,
    configDir,
    watchConfigMs: Number(process.env.CONFIG_WATCH_MS ?? 500),
    redis,
    dataDir,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    seed: true,
    webDist: process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
  });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  if (tls) log.info('serving HTTPS with HTTP/2 (HTTP/1.1 accepted)');
  const stop = async () => {
    await app.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'server failed to start');
  process.exit(1);
});
