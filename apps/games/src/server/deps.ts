/**
 * What every route plugin of the games server gets (docs/architecture.md "Games server"; the contract with the lottery, jackpot and
 * sandbox plugins; their shared route helpers are in kit.ts).
 *
 * A plugin is a Fastify plugin registered with the deps object as its options:
 *   `export default async function lotteryRoutes(app: FastifyInstance, deps: GamesDeps) { ... }`
 *   and app.ts does `await app.register(lotteryRoutes, deps)`.
 *
 * - `db`: the games database (GamesDb: `query(text, params)`, `exec(script)`, `tx(fn)`); never the platform's.
 * - `wallet`: the signed wallet protocol client as vendor BGS; `walletFor(code)` for another vendor code (sandbox
 *   games of external vendors), each signed with that vendor's secret.
 * - `sessions`: game sessions opened from a platform launch token (authenticate) and read back from a request.
 * - `config`: vendor code, URLs, secrets lookup, flags. Currency: each player's currency is the one authenticate
 *   answered (stored on the session); money is bigint minor units, integer strings on the wire.
 * - `now()`: the clock in ms (tests inject their own); `log`: a pino-compatible logger.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  installVendorSecret,
  secretWeakness,
  type InstallSecrets,
} from '@playdeck/config-schema/node/installSecrets';
import { WalletClient, type WalletClientOptions } from '../wallet-client.ts';
import type { GamesDb } from './db.ts';

/** The in-house vendor code. */
export const BGS = 'BGS';

export interface GamesConfig {
  /** Our vendor code on the platform: 'BGS'. */
  vendor: string;
  /** Platform base URL for the wallet protocol (server to server), e.g. http://127.0.0.1:8080. */
  platformUrl: string;
  /**
   * Origins allowed to frame the game pages (CSP frame-ancestors), e.g. the player sites. Default: any http(s)
   * origin outside production is NOT assumed; main.ts reads GAMES_FRAME_ANCESTORS (space separated) or '*'.
   */
  frameAncestors: string[];
  /**
   * The vendor's shared secret: env `VENDOR_SECRET_<CODE>`; outside production, the secret derived from the install's
   * random secrets file the platform reads as well (see {@link envSecret}).
   */
  secretFor(code: string): string;
  /** Start background loops (outbox delivery, lottery draws, jackpot refresh). Tests set false and drive them. */
  backgroundJobs: boolean;
  /** NODE_ENV === 'production'. */
  production: boolean;
  /**
   * Demo profile only: the house seed each currency's jackpot pool starts from, minor units (jackpot.ts `seedPool`;
   * main.ts: env `JACKPOT_DEMO_SEED`, default 2,500,000 outside production, never in production). Undefined: none.
   */
  jackpotDemoSeedMinor?: bigint;
  /**
   * IANA time zone the pages show times in (the lottery's draw times), named next to each time: env
   * `GAMES_TIME_ZONE`, default {@link DEFAULT_TIME_ZONE}. The games server does not know the player's brand (the
   * wallet protocol does not carry it), so a deployment serving brands of another zone sets it.
   */
  timeZone?: string;
  /** Wallet client tuning (tries, timeouts, backoff; fetch for fault injection in tests). */
  walletOptions?: Partial<Omit<WalletClientOptions, 'baseUrl' | 'secret' | 'vendor'>>;
}

/** A player's game session on the games server (after a launch token was exchanged). */
export interface GameSession {
  /** Opaque session id (sent by the page as `Authorization: Bearer <id>`). */
  id: string;
  vendor: string;
  /** The platform's player id (decimal string). */
  playerId: string;
  currency: string;
  gameCode: string | null;
  language: string;
}

export interface SessionStore {
  /**
   * Exchanges a one-time launch token with the platform (`authenticate`, signed as `vendor`) and opens a session.
   * @returns the session and the player's balance (minor units). @throws WalletError (TOKEN_INVALID when expired/used)
   */
  open(
    vendor: string,
    launchToken: string,
  ): Promise<{ session: GameSession; balance: bigint; wallet: 'seamless' | 'transfer' }>;
  /** The session of a request (`Authorization: Bearer <id>`), or undefined when missing/expired. */
  fromRequest(req: FastifyRequest): Promise<GameSession | undefined>;
}

export interface GamesDeps {
  db: GamesDb;
  wallet: WalletClient;
  walletFor(code: string): WalletClient;
  sessions: SessionStore;
  config: GamesConfig;
  now: () => number;
  log: FastifyBaseLogger;
}

/** The default brand's time zone (config/brands/deshplay: Asia/Dhaka, UTC+6, no DST). */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** Sessions live this long after the launch (ms). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The environment variable of a vendor's secret: `VENDOR_SECRET_<CODE>` (as the platform names it). */
export function secretEnvName(code: string): string {
  return `VENDOR_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * Default secret lookup (docs/vendor-protocol.md "Vendors and settings"): `VENDOR_SECRET_<CODE>` from `env`, else, when `install`
 * is given (the demo profile: the secrets file of the shared data folder, loaded by main.ts), the secret derived from
 * it, as the platform derives it. There is no public development secret (docs/decisions.md D15).
 * @throws Error naming the variable when neither gives a secret (production without the variable)
 */
export function envSecret(
  code: string,
  install?: Pick<InstallSecrets, 'root'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const key = secretEnvName(code);
  const v = env[key];
  if (v) return v;
  if (install) return installVendorSecret(install, code);
  throw new Error(`${key} is not set`);
}

/**
 * Every reason the games server may not start under NODE_ENV=production (docs/decisions.md D15), one line each: no
 * `VENDOR_SECRET_BGS` or a development/weak one (it signs every wallet call), a weak secret of another vendor given
 * in the environment (`VENDOR_SECRET_<CODE>`, the sandbox games), no `GAMES_DATABASE_URL` (embedded PGlite only with
 * `ALLOW_EMBEDDED_DB=1`). Pure: main.ts refuses to start with all of them named.
 */
export function gamesProductionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const bgs = secretEnvName(BGS);
  if (!env[bgs]) problems.push(`${bgs} is not set (the games server signs every wallet call with it)`);
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VENDOR_SECRET_') || !value) continue;
    const weak = secretWeakness(value);
    if (weak) problems.push(`${name} is ${weak}; use a random secret of at least 32 characters`);
  }
  if (!env.GAMES_DATABASE_URL && env.ALLOW_EMBEDDED_DB !== '1')
    problems.push(
      'GAMES_DATABASE_URL is not set: production runs on PostgreSQL (set ALLOW_EMBEDDED_DB=1 to accept embedded PGlite on one box)',
    );
  return problems;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Builds the deps object. `log` defaults to a silent logger until app.ts hands its own. */
export function createDeps(o: {
  db: GamesDb;
  config: GamesConfig;
  now?: () => number;
  log: FastifyBaseLogger;
}): GamesDeps {
  const now = o.now ?? Date.now;
  const clients = new Map<string, WalletClient>();
  const walletFor = (code: string) => {
    let c = clients.get(code);
    if (!c) {
      c = new WalletClient({
        ...o.config.walletOptions,
        baseUrl: o.config.platformUrl,
        vendor: code,
        secret: o.config.secretFor(code),
      });
      clients.set(code, c);
    }
    return c;
  };
  const db = o.db;
  const sessions: SessionStore = {
    async open(vendor, launchToken) {
      const a = await walletFor(vendor).call('authenticate', { token: launchToken });
      const id = randomBytes(24).toString('base64url');
      const session: GameSession = {
        id,
        vendor,
        playerId: String(a.playerId),
        currency: String(a.currency),
        gameCode: a.gameCode == null ? null : String(a.gameCode),
        language: String(a.language ?? 'en'),
      };
      await db.query(
        `INSERT INTO game_sessions (id_hash, vendor, player_id, currency, game_code, language, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          hashId(id),
          vendor,
          session.playerId,
          session.currency,
          session.gameCode,
          session.language,
          new Date(now()).toISOString(),
          new Date(now() + SESSION_TTL_MS).toISOString(),
        ],
      );
      return {
        session,
        balance: BigInt(String(a.balance)),
        wallet: a.wallet === 'transfer' ? 'transfer' : 'seamless',
      };
    },
    async fromRequest(req) {
      const m = /^Bearer ([A-Za-z0-9_-]{32})$/.exec(String(req.headers.authorization ?? ''));
      if (!m) return undefined;
      const [row] = await db.query<{
        vendor: string;
        player_id: string;
        currency: string;
        game_code: string | null;
        language: string;
      }>(
        `SELECT vendor, player_id, currency, game_code, language FROM game_sessions
         WHERE id_hash = $1 AND expires_at > $2`,
        [hashId(m[1]!), new Date(now()).toISOString()],
      );
      if (!row) return undefined;
      return {
        id: m[1]!,
        vendor: row.vendor,
        playerId: row.player_id,
        currency: row.currency,
        gameCode: row.game_code,
        language: row.language,
      };
    },
  };
  return {
    db,
    wallet: walletFor(o.config.vendor),
    walletFor,
    sessions,
    config: o.config,
    now,
    log: o.log,
  };
}
