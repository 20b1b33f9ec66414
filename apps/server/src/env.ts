/**
 * The server's environment, read in this one module: one typed getter per variable, with its unit and default.
 *
 * Every getter takes the environment to read (`source`, default `process.env`), so a caller that was handed an
 * environment (tests, the production check) passes it on. Values are read when asked, not copied at import: tests and
 * launchers set some variables after start-up (the games server URL, the test hooks), and the reading stays cheap.
 * `envProblems` validates every variable at once; main.ts runs it at start-up, so a malformed value stops the server
 * with the variable's name instead of being silently replaced by its default later.
 *
 * Variables read elsewhere on purpose: brand config secrets (`env:NAME` references, resolved by brands/ and payments/),
 * `VENDOR_SECRET_<CODE>` (domain/vendor-wallet/config.ts, names built from vendors.json) and the production profile's own checks
 * (domain/profile/production.ts), which all receive the environment from their caller.
 */

/** An environment to read: `process.env`, or a plain object in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * The whole environment, for the callers that check many variables at once (the production profile's checks,
 * domain/profile/production.ts) or hand it on; everything else asks the getters below.
 */
export const processEnv = (): EnvSource => process.env;

const trimmed = (v: string | undefined): string | undefined => v?.trim() || undefined;

/** A non-negative finite number, or `fallback` when unset, empty or malformed. */
const nonNegative = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** An integer of at least `min`, or `fallback` when unset, empty or malformed. */
const integerAtLeast = (v: string | undefined, fallback: number, min: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

/** A base URL without trailing slashes, or undefined when unset or not an absolute http(s) URL with an origin. */
const baseUrl = (v: string | undefined): string | undefined => {
  const u = v?.trim().replace(/\/+$/, '');
  if (!u) return undefined;
  try {
    return new URL(u).origin === 'null' ? undefined : u;
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------- process and profile

/** `NODE_ENV === 'production'`: the production profile (no localhost aliases, no dev inbox, no test hooks). Default off. */
export const isProduction = (source: EnvSource = process.env): boolean => source.NODE_ENV === 'production';

/** `LOG_LEVEL`: the pino log level of the server. Default `info`. */
export const logLevel = (source: EnvSource = process.env): string => trimmed(source.LOG_LEVEL) ?? 'info';

/** `PLAYDECK_TEST_HOOKS === '1'`: registers the test-only routes (never with NODE_ENV=production). Default off. */
export const testHooksRequested = (source: EnvSource = process.env): boolean =>
  source.PLAYDECK_TEST_HOOKS === '1';

// ---------------------------------------------------------------- listeners and files

/** `PORT`: the public listener's TCP port. Default 3000. */
export const port = (source: EnvSource = process.env): number => Number(source.PORT ?? 3000);

/** `HOST`: the public listener's address. Default `0.0.0.0`. */
export const host = (source: EnvSource = process.env): string => source.HOST ?? '0.0.0.0';

/** `OPS_PORT`: the operator listener's TCP port. Default `PORT + 1`. */
export const opsPort = (source: EnvSource = process.env): number =>
  source.OPS_PORT ? Number(source.OPS_PORT) : port(source) + 1;

/** `OPS_HOST`: the operator listener's address. Default `127.0.0.1` (this box only). */
export const opsHost = (source: EnvSource = process.env): string => source.OPS_HOST ?? '127.0.0.1';

/** `SHUTDOWN_TIMEOUT_MS`: how long a graceful stop waits for requests in flight before exiting anyway, ms. Default 25000. */
export const shutdownTimeoutMs = (source: EnvSource = process.env): number =>
  Number(source.SHUTDOWN_TIMEOUT_MS) || 25_000;

/** `TLS_KEY_FILE` and `TLS_CERT_FILE`: PEM files of HTTPS (HTTP/2); both or neither. Default neither (HTTP). */
export const tlsFiles = (source: EnvSource = process.env): { keyFile?: string; certFile?: string } => ({
  keyFile: source.TLS_KEY_FILE || undefined,
  certFile: source.TLS_CERT_FILE || undefined,
});

/** `CONFIG_DIR`: the brand config folder (relative to the working directory). Default: the repository's `config/`. */
export const configDir = (source: EnvSource = process.env): string | undefined =>
  source.CONFIG_DIR || undefined;

/** `CONFIG_WATCH_MS`: how often the config folder is polled for edits, ms (0 = no watching). Default 500. */
export const configWatchMs = (source: EnvSource = process.env): number =>
  Number(source.CONFIG_WATCH_MS ?? 500);

/** `DATA_DIR`: the folder of the embedded database and per-install secrets. Default `./data`. */
export const dataDir = (source: EnvSource = process.env): string => source.DATA_DIR ?? './data';

/** `WEB_DIST`: the built player site to serve. Default: the repository's `apps/web/dist`. */
export const webDist = (source: EnvSource = process.env): string | undefined => source.WEB_DIST || undefined;

// ---------------------------------------------------------------- stores

/** `DATABASE_URL`: a PostgreSQL URL; unset = the embedded PGlite database under DATA_DIR. */
export const databaseUrl = (source: EnvSource = process.env): string | undefined =>
  source.DATABASE_URL || undefined;

/** `PG_POOL_MAX`: connections of the PostgreSQL pool. Default 10. */
export const pgPoolMax = (source: EnvSource = process.env): number => Number(source.PG_POOL_MAX) || 10;

/** `REDIS_URL`: moves rate-limit counters, captcha answers and OTP state to Redis; unset = in process. */
export const redisUrl = (source: EnvSource = process.env): string | undefined =>
  source.REDIS_URL || undefined;

// ---------------------------------------------------------------- secrets

/** `JWE_PRIVATE_KEY`: PEM of the key that decrypts encrypted bodies (docs/decisions.md D13); unset = generated per install. */
export const jwePrivateKey = (source: EnvSource = process.env): string | undefined => source.JWE_PRIVATE_KEY;

/**
 * A named secret of the environment (`PAYMENTS_SANDBOX_SECRET`, `OPS_BOOTSTRAP_TOKEN`, ...), or undefined when unset
 * or empty. For secrets whose fallback is a per-install file (http/routes/payments.ts `persistentSecret`).
 */
export const secret = (name: string, source: EnvSource = process.env): string | undefined =>
  source[name] || undefined;

/**
 * The value of a brand config secret reference `env:NAME` (docs/architecture.md "Messaging": SMS gateway keys, SMTP
 * passwords), or undefined when the reference is malformed or the variable unset or empty.
 */
export const secretOfRef = (ref: string | undefined, source: EnvSource = process.env): string | undefined => {
  const name = /^env:([A-Z][A-Z0-9_]*)$/.exec(ref ?? '')?.[1];
  return name ? secret(name, source) : undefined;
};

// ---------------------------------------------------------------- games server

/** `GAMES_URL`: the games server's base URL as the player's browser reaches it (no trailing slash); unset = none. */
export const gamesUrl = (source: EnvSource = process.env): string | undefined => baseUrl(source.GAMES_URL);

/** `GAMES_INTERNAL_URL`: the games server's base URL as this server reaches it. Default: GAMES_URL. */
export const gamesInternalUrl = (source: EnvSource = process.env): string | undefined =>
  source.GAMES_INTERNAL_URL?.trim().replace(/\/+$/, '') || gamesUrl(source);

/**
 * `SMS_SANDBOX_URL`: base URL of the sandbox SMS gateway (brands whose `integrations.sms.provider` is `sandbox` post
 * to `<base>/messages`). Default: the games server's `/sms-sandbox` (GAMES_INTERNAL_URL, else GAMES_URL), where
 * `npm start` runs it; unset with no games server = sandbox messages go to the console provider.
 */
export const smsSandboxUrl = (source: EnvSource = process.env): string | undefined => {
  const games = gamesInternalUrl(source);
  return baseUrl(source.SMS_SANDBOX_URL) ?? (games ? `${games}/sms-sandbox` : undefined);
};

// ---------------------------------------------------------------- payments and agents

/** `PAYMENTS_SANDBOX_DELAY_MS`: how long the sandbox gateway waits before its webhook, ms. Default 1000. */
export const paymentsSandboxDelayMs = (source: EnvSource = process.env): number =>
  Number(source.PAYMENTS_SANDBOX_DELAY_MS) || 1000;

/** `PAYMENTS_WEBHOOK_BASE_URL`: the base URL gateways call back; unset = the request's own origin. */
export const paymentsWebhookBaseUrl = (source: EnvSource = process.env): string | undefined =>
  source.PAYMENTS_WEBHOOK_BASE_URL;

/** `PAYMENTS_SWEEP_MS`: period of the deposit/withdrawal expiry sweeper, ms. Default 30000. */
export const paymentsSweepMs = (source: EnvSource = process.env): number =>
  Number(source.PAYMENTS_SWEEP_MS) || 30_000;

/** `AGENT_SETTLEMENT_INTERVAL_MS`: period of the contract settlement scheduler, ms (0 = off). Default 60000. */
export const agentSettlementIntervalMs = (source: EnvSource = process.env): number =>
  Number(source.AGENT_SETTLEMENT_INTERVAL_MS ?? 60_000);

/**
 * `LOYALTY_JOB_INTERVAL_MS`: period of the loyalty job (VIP rank recompute and automatic rebate payout,
 * src/domain/loyalty/jobs.ts), ms (0 = off). Default 300000 (5 minutes).
 */
export const loyaltyJobIntervalMs = (source: EnvSource = process.env): number =>
  Number(source.LOYALTY_JOB_INTERVAL_MS ?? 300_000);

/**
 * `LEADERBOARD_JOB_INTERVAL_MS`: period of the leaderboard close job (prizes of ended competitions,
 * src/domain/leaderboard/jobs.ts; docs/decisions.md D38), ms (0 = off). Default 60000.
 */
export const leaderboardJobIntervalMs = (source: EnvSource = process.env): number =>
  Number(source.LEADERBOARD_JOB_INTERVAL_MS ?? 60_000);

/** `TEAM_ROLLUP_FOLD_MS`: period of the agent team rollup fold (src/domain/agent/team), ms. Default 60000. */
export const teamRollupFoldMs = (source: EnvSource = process.env): number =>
  Number(source.TEAM_ROLLUP_FOLD_MS) || 60_000;

/** `POINTS_ACCRUAL_MS`: period of the points accrual job (src/domain/points/accrual.ts), ms. Default 5000. */
export const pointsAccrualMs = (source: EnvSource = process.env): number =>
  Number(source.POINTS_ACCRUAL_MS) || 5_000;

// ---------------------------------------------------------------- load shedding and the password pool

/**
 * Load shedding limits (@fastify/under-pressure), each 0 = not checked: `PRESSURE_MAX_EVENT_LOOP_DELAY_MS` (ms,
 * default 1000), `PRESSURE_MAX_EVENT_LOOP_UTILIZATION` (0..1, default 0), `PRESSURE_MAX_HEAP_BYTES` and
 * `PRESSURE_MAX_RSS_BYTES` (bytes, default 0), `PRESSURE_RETRY_AFTER_S` (the 503's Retry-After, s, default 10, at
 * least 1). A malformed value reads as its default.
 */
export const pressureEnv = (source: EnvSource = process.env) => ({
  maxEventLoopDelayMs: nonNegative(source.PRESSURE_MAX_EVENT_LOOP_DELAY_MS, 1000),
  maxEventLoopUtilization: nonNegative(source.PRESSURE_MAX_EVENT_LOOP_UTILIZATION, 0),
  maxHeapBytes: nonNegative(source.PRESSURE_MAX_HEAP_BYTES, 0),
  maxRssBytes: nonNegative(source.PRESSURE_MAX_RSS_BYTES, 0),
  retryAfterSeconds: Math.max(1, Math.round(nonNegative(source.PRESSURE_RETRY_AFTER_S, 10))),
});

/**
 * Password hashing pool limits: `PASSWORD_HASH_CONCURRENCY` (hashes at once, default `cpus - 1`, at least 1),
 * `PASSWORD_HASH_QUEUE` (waiting hashes before SERVER_BUSY, default 64), `PASSWORD_HASH_RETRY_AFTER_S` (the 503's
 * Retry-After, s, default 1). A malformed value reads as its default.
 */
export const passwordPoolEnv = (defaultConcurrency: number, source: EnvSource = process.env) => ({
  concurrency: integerAtLeast(source.PASSWORD_HASH_CONCURRENCY, defaultConcurrency, 1),
  queueLimit: integerAtLeast(source.PASSWORD_HASH_QUEUE, 64, 0),
  retryAfterSeconds: integerAtLeast(source.PASSWORD_HASH_RETRY_AFTER_S, 1, 1),
});

// ---------------------------------------------------------------- validation

const NUMBERS = [
  'PORT',
  'OPS_PORT',
  'CONFIG_WATCH_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'PG_POOL_MAX',
  'PAYMENTS_SANDBOX_DELAY_MS',
  'PAYMENTS_SWEEP_MS',
  'AGENT_SETTLEMENT_INTERVAL_MS',
  'TEAM_ROLLUP_FOLD_MS',
  'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
  'PRESSURE_MAX_EVENT_LOOP_UTILIZATION',
  'PRESSURE_MAX_HEAP_BYTES',
  'PRESSURE_MAX_RSS_BYTES',
  'PRESSURE_RETRY_AFTER_S',
  'PASSWORD_HASH_CONCURRENCY',
  'PASSWORD_HASH_QUEUE',
  'PASSWORD_HASH_RETRY_AFTER_S',
] as const;

/**
 * Every problem of `source` at once, as `NAME: reason` lines (empty when all is well): a numeric variable that is not
 * a non-negative number, TLS files given alone, a games server URL that is not an absolute URL.
 */
export function envProblems(source: EnvSource = process.env): string[] {
  const problems: string[] = [];
  for (const name of NUMBERS) {
    const v = source[name];
    if (v === undefined || v === '') continue;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0)
      problems.push(`${name}: not a non-negative number (${JSON.stringify(v)})`);
  }
  const { keyFile, certFile } = tlsFiles(source);
  if (!keyFile !== !certFile)
    problems.push('TLS_KEY_FILE, TLS_CERT_FILE: set both (HTTPS with HTTP/2) or neither');
  if (trimmed(source.GAMES_URL) && !gamesUrl(source)) problems.push('GAMES_URL: not an absolute URL');
  if (trimmed(source.SMS_SANDBOX_URL) && !baseUrl(source.SMS_SANDBOX_URL))
    problems.push('SMS_SANDBOX_URL: not an absolute URL');
  return problems;
}
