/**
 * Server entry: `PORT` (default 3000), `HOST` (default 0.0.0.0), `DATABASE_URL` (PostgreSQL; else PGlite under
 * `DATA_DIR`, default ./data), `REDIS_URL` (optional), `CONFIG_DIR` (default <repo>/config; the trusted proxy
 * hop count is `platform.json` `trustedProxyHops`), `WEB_DIST` (default apps/web/dist), `TLS_KEY_FILE` and
 * `TLS_CERT_FILE` (PEM files, both or neither: HTTPS with HTTP/2, see AppOptions.tls), `OPS_PORT` (default PORT + 1)
 * and `OPS_HOST` (default 127.0.0.1): the operator listener, the only one serving the operator API and the API docs
 * (src/http/health.ts; `/healthz` and `/readyz` on both). Applies migrations, validates
 * brands (refusing to start with the precise problems), syncs config content and seeds a fresh database, serves the
 * API and the built site from one origin; afterwards an edit under `CONFIG_DIR` is validated and swapped in live
 * (`CONFIG_WATCH_MS`: poll period, default 500; 0 turns live config off: src/infra/brands/live.ts).
 *
 * Profiles (src/domain/profile/production.ts, docs/decisions.md D15): `NODE_ENV=production` checks the environment and the loaded
 * config first and refuses to start, naming every problem, before any database is opened; it seeds brand content
 * only (no member, no password in the log). Any other NODE_ENV is the demo profile: it says so in the log and on the
 * site's footer, seeds the demo data (`DEMO_SEED=0` to skip) and takes missing vendor secrets from the install's
 * random secrets file (`<DATA_DIR>/install-secrets.json`, shared with the games server).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { Redis } from 'ioredis';
import { buildApp, repoRoot } from './app.ts';
import { BrandConfigError, loadBrandRegistry } from './infra/brands/index.ts';
import { openPglite, openPostgres, type Db } from './infra/db/client.ts';
import { migrate } from './infra/db/migrate.ts';
import {
  configDir as configDirEnv,
  configWatchMs,
  databaseUrl,
  dataDir as dataDirEnv,
  envProblems,
  host,
  logLevel,
  opsHost,
  opsPort,
  port as listenPort,
  processEnv,
  redisUrl,
  secret,
  shutdownTimeoutMs,
  tlsFiles,
  webDist,
} from './env.ts';
import {
  deriveSecret,
  installVendorSecret,
  loadInstallSecrets,
} from '@playdeck/config-schema/node/installSecrets';
import {
  apiDocsPublic,
  demoSeedOn,
  productionProblems,
  ProductionRefusal,
  profileOf,
} from './domain/profile/production.ts';
import { listenOps } from './http/health.ts';
import { advisoryLeader, setLeader } from './infra/leader.ts';
import { loadVendorConfig, VendorConfigError } from './domain/vendor-wallet/config.ts';

const log = pino({ level: logLevel() });

async function main() {
  const env = processEnv();
  const envFaults = envProblems(env);
  if (envFaults.length) {
    log.fatal({ problems: envFaults }, 'malformed environment: refusing to start');
    process.exit(1);
  }
  const profile = profileOf(env);
  const configDir = resolve(configDirEnv(env) ?? join(repoRoot, 'config'));
  let brands;
  let vendorCodes: string[];
  try {
    brands = loadBrandRegistry(configDir);
    vendorCodes = [...loadVendorConfig(configDir, {}).keys()];
  } catch (e) {
    if (e instanceof BrandConfigError || e instanceof VendorConfigError) {
      log.fatal(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (profile === 'production') {
    const problems = productionProblems(env, {
      brands: brands.brands.values(),
      vendorCodes,
    });
    if (problems.length) {
      const refusal = new ProductionRefusal(problems);
      log.fatal({ problems }, 'production profile: refusing to start');
      process.stderr.write(`${refusal.message}\n`);
      process.exit(1);
    }
  }
  const dataDir = resolve(dataDirEnv(env));
  mkdirSync(dataDir, { recursive: true });
  // Demo: vendor secrets not given in the environment come from this install's random root (shared with the games
  // server, which reads the same file); production takes every secret from the environment (checked above).
  const install = profile === 'demo' ? loadInstallSecrets(dataDir) : undefined;
  const demoSeed = demoSeedOn(env);
  if (profile === 'demo')
    log.warn(
      { secrets: install?.file, created: install?.created, demoSeed },
      'DEMO PROFILE (npm start): sandbox payment and SMS gateways, e-mail only in this log; both in the development inbox (/dev/inbox), demo members with printed passwords, per-install generated secrets. Not for real money: NODE_ENV=production is the production profile',
    );
  else log.info({ demoSeed }, 'production profile');
  let db: Db;
  const dbUrl = databaseUrl(env);
  if (dbUrl) db = openPostgres(dbUrl);
  else db = await openPglite(join(dataDir, 'pglite'));
  const applied = await migrate(db);
  // Several instances on one PostgreSQL: the periodic jobs run on one of them (src/infra/leader.ts).
  const leader = dbUrl ? advisoryLeader(dbUrl, log) : undefined;
  if (leader) setLeader(db, leader);
  log.info({ driver: db.kind, applied }, 'database ready');
  const redisAt = redisUrl(env);
  const redis = redisAt ? new Redis(redisAt, { maxRetriesPerRequest: 2 }) : undefined;

  // Both or neither: checked with the rest of the environment above (envProblems).
  const { keyFile, certFile } = tlsFiles(env);
  const tls = keyFile && certFile ? { key: readFileSync(keyFile), cert: readFileSync(certFile) } : undefined;

  const app = await buildApp({
    tls,
    db,
    brands,
    configDir,
    watchConfigMs: configWatchMs(env),
    redis,
    dataDir,
    logger: { level: logLevel(env) },
    profile,
    // Production seeds brand content only: no member, no agent, no printed password, no demo catalogue.
    seed: demoSeed ? true : 'content',
    vendorSecret: install ? (code) => installVendorSecret(install, code) : undefined,
    // The captcha's HMAC secret: the environment's, else (demo) derived from the install root, so every instance on
    // this data folder signs and verifies the same challenges.
    captchaSecret:
      secret('CAPTCHA_HMAC_SECRET', env) ?? (install ? deriveSecret(install, 'captcha') : undefined),
    webDist: webDist(env) ?? join(repoRoot, 'apps/web/dist'),
    opsListener: true,
    apiDocsPublic: apiDocsPublic(env),
  });
  const port = listenPort(env);
  await app.listen({ port, host: host(env) });
  if (tls) log.info('serving HTTPS with HTTP/2 (HTTP/1.1 accepted)');
  // The operator API and the API docs: OPS_PORT (default PORT + 1) on OPS_HOST (default 127.0.0.1, this box only).
  const ops = await listenOps(app, {
    port: opsPort(env),
    host: opsHost(env),
  });
  log.info({ url: ops.url }, 'operator API (npm run ops) and API docs (/wps/docs) on the operator listener');

  // Graceful shutdown: stop accepting on both listeners, let the requests in flight finish (each bet, win or transfer
  // is one database transaction inside its request, so it commits or rolls back whole), stop the schedulers
  // (onClose hooks), then close the database. SHUTDOWN_TIMEOUT_MS (default 25 s) bounds the wait.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const timeout = setTimeout(() => {
      log.error('requests still in flight after SHUTDOWN_TIMEOUT_MS: exiting anyway');
      process.exit(1);
    }, shutdownTimeoutMs(env));
    timeout.unref();
    // A keep-alive connection whose request finishes after close() began stays open until the client or the
    // keep-alive timeout (72 s in Fastify) ends it, holding the shutdown: close each one as soon as it is idle.
    const idle = setInterval(() => {
      (app.server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      ops.server.closeIdleConnections();
    }, 100);
    idle.unref();
    Promise.all([ops.close(), app.close()])
      .then(() => leader?.close())
      .then(() => db.close())
      .then(() => {
        redis?.disconnect();
        log.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'server failed to start');
  process.exit(1);
});
