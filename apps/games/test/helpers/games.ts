/**
 * Test helpers for the games server (docs/architecture.md "Games server"): a real platform app listening on a free port (its own
 * fresh database: PGlite, or PostgreSQL when DATABASE_URL is set) and the games app beside it on its own fresh
 * database (in-memory PGlite, or a fresh PostgreSQL database on the DATABASE_URL server).
 */
import { randomBytes } from 'node:crypto';
import { freshPostgres } from '../../../../scripts/server-harness.mjs';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { CatalogueGame } from '@playdeck/api-client/games';
import { refreshCatalogue } from '../../../server/src/domain/games/catalogue.ts';
import { importCatalogue } from '../../../server/src/domain/games/service.ts';
import { transfer } from '../../../server/src/domain/ledger/index.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../../../server/src/test/harness.ts';
import { buildGamesApp } from '../../src/server/app.ts';
import { openGamesPglite, openGamesPostgres, type GamesDb } from '../../src/server/db.ts';
import { BGS, createDeps, type GamesConfig, type GamesDeps } from '../../src/server/deps.ts';
import { migrateGames } from '../../src/server/migrate.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

/** The platform in-process, listening on 127.0.0.1:<free port>. */
export async function startPlatform(o: Parameters<typeof createTestApp>[0] = {}) {
  const t: TestApp = await createTestApp(o);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url };
}

/** The platform and the games server beside it, as {@link platformWithGames} holds them. */
export interface PlatformWithGames {
  platform: Awaited<ReturnType<typeof startPlatform>>;
  games: GamesTestServer;
}

/**
 * Registers the suite's beforeAll/afterAll: the platform, then the games server talking to it, the platform's
 * GAMES_URL pointed at it, so a lobby launch of any vendor lands on this games server (BGS's games or a sandbox game); afterAll closes both and clears the variables. The returned object holds
 * them once beforeAll has run.
 */
export function platformWithGames(): PlatformWithGames {
  const stack = {} as PlatformWithGames;
  beforeAll(async () => {
    stack.platform = await startPlatform();
    stack.games = await startGames({ platformUrl: stack.platform.url });
    process.env.GAMES_URL = stack.games.url;
  }, 120_000);
  afterAll(async () => {
    delete process.env.GAMES_URL;
    await stack.games?.close();
    await stack.platform?.t.close();
  });
  return stack;
}

/**
 * Puts `game` in the platform's catalogue and launches it as a newly registered member through
 * `POST /wps/game/launchGame`, as the lobby does. `headers` go with the launch (e.g. `{ language: 'bn' }`).
 * Returns the member, the launch's HTTP status and, on success, its URL.
 */
export async function lobbyLaunch(t: TestApp, game: CatalogueGame, headers: Record<string, string> = {}) {
  await importCatalogue(t.db, [game]);
  const catalogue = await refreshCatalogue(t.db);
  const nodeId = [...catalogue.byId.values()].find((g) => g.gameCode === game.gameCode)!.nodeId;
  const member = await t.register();
  const r = await t.req<{ url: string }>('POST', '/wps/game/launchGame', {
    body: { vassalage: game.vassalage, gameType: game.gameType, nodeId },
    token: member.token,
    headers,
  });
  return { member, status: r.status, url: r.body.value ? new URL(r.body.value.url) : undefined };
}

/** A player with `balance` minor units on the platform (vendor test hook). */
export async function fundedPlayer(platformUrl: string, balance = '100000') {
  const res = await fetch(`${platformUrl}/__test/vendor/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ balance }),
  });
  const body = (await res.json()) as { value: { playerId: string; currency: string } };
  return body.value;
}

/** A fresh games database: a new PostgreSQL database when DATABASE_URL is set, else in-memory PGlite. */
export async function freshGamesDb(): Promise<{ db: GamesDb; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) {
    const db = await openGamesPglite();
    return { db, drop: async () => undefined };
  }
  const scratch = await freshPostgres('pd_games', admin);
  return { db: openGamesPostgres(scratch.url, 10), drop: scratch.drop };
}

export interface GamesTestServer {
  app: FastifyInstance;
  deps: GamesDeps;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * The games app on a fresh migrated database, talking to `platformUrl`, listening on a free port. Background jobs
 * are off by default (drive the outbox with drainOutbox).
 */
export async function startGames(o: {
  platformUrl: string;
  now?: () => number;
  config?: Partial<GamesConfig>;
}): Promise<GamesTestServer> {
  const { db, drop } = await freshGamesDb();
  await migrateGames(db);
  const deps = createDeps({
    db,
    now: o.now,
    log: pino({ level: process.env.GAMES_TEST_LOG ?? 'silent' }),
    config: {
      vendor: BGS,
      platformUrl: o.platformUrl,
      frameAncestors: ['http:', 'https:'],
      secretFor: testVendorSecret,
      backgroundJobs: false,
      production: false,
      walletOptions: { backoffMs: 20, timeoutMs: 3000 },
      ...o.config,
    },
  });
  const app = await buildGamesApp(deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    deps,
    url,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/**
 * A game session for `player` written straight into the games database (as if its launch token had been
 * exchanged): for tests that exercise play, not launch. @returns the bearer id and the session
 */
export async function testSession(
  deps: GamesDeps,
  player: { playerId: string; currency: string },
  gameCode: string | null = null,
) {
  const { createHash } = await import('node:crypto');
  const id = randomBytes(24).toString('base64url');
  await deps.db.query(
    `INSERT INTO game_sessions (id_hash, vendor, player_id, currency, game_code, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'en', now(), now() + interval '1 hour')`,
    [
      createHash('sha256').update(id).digest('hex'),
      deps.config.vendor,
      player.playerId,
      player.currency,
      gameCode,
    ],
  );
  return {
    id,
    session: {
      id,
      vendor: deps.config.vendor,
      playerId: player.playerId,
      currency: player.currency,
      gameCode,
      language: 'en',
    },
  };
}

/** A JSON call to the games app. */
export async function gamesCall<T = Record<string, unknown>>(
  url: string,
  path: string,
  o: { body?: unknown; session?: string; method?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.session ? { authorization: `Bearer ${o.session}` } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * The strict CSP's promise on a page's HTML (server/app.ts: `script-src 'self'`, no inline script or style): every
 * `<script>` either loads a file (`src`, empty body) or is a JSON data block (`type="application/json"`, an id,
 * valid JSON, no raw `<`); no `style` attribute, no `on*` handler. Throws (failing the test) otherwise.
 * @returns the JSON blocks by id and the script sources
 */
export function pageScripts(html: string): { blocks: Record<string, unknown>; srcs: string[] } {
  const blocks: Record<string, unknown> = {};
  const srcs: string[] = [];
  const all = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  if (all.length !== (html.match(/<script\b/gi) ?? []).length) throw new Error('a <script> is not closed');
  for (const [, attrs = '', body = ''] of all) {
    if (/\btype="application\/json"/.test(attrs)) {
      const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
      if (!id) throw new Error('a JSON block without an id');
      if (body.includes('<')) throw new Error(`JSON block ${id} holds a raw "<"`);
      blocks[id] = JSON.parse(body);
    } else {
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (!src || body.trim() !== '') throw new Error(`inline script: <script${attrs}>${body.slice(0, 40)}`);
      srcs.push(src);
    }
  }
  if (/\sstyle=|\son[a-z]+=/i.test(html)) throw new Error('inline style or event handler attribute');
  return { blocks, srcs };
}

/** Credits `amountMinor` to the deshplay main wallet of member `playerId` from a house account (once per `key`). */
export async function fundMain(t: TestApp, playerId: string, amountMinor: bigint, key: string) {
  await transfer(t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: playerId },
    amountMinor,
    kind: 'test.fund',
    idempotencyKey: `test:${key}:${playerId}`,
  });
}
