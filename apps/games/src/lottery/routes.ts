/**
 * Lottery routes of the games server (docs/architecture.md "Games server"; plugin contract in server/deps.ts). Errors answer
 * `{ status: 'ERROR', code, message }`; money is integer strings of minor units; times ISO 8601 UTC.
 *
 * Page: `GET /lottery/vn?token=<launch token>&lang=&tz=` (the platform's launch of BGS `bgs-vnlotto`; in the language
 * of `lang`, else the cookie, Accept-Language, English: server/kit.ts pageLanguage; draw times in the brand's zone
 * `tz` when the runtime knows it ({@link knownTimeZone}), else `config.timeZone`),
 * with `GET /lottery/assets/lottery.js|lottery.css`.
 * API:
 * - `POST /lottery/api/session` `{ token }` -> `{ session, playerId, currency, balance }` (launch token exchanged as
 *   BGS); 401 TOKEN_INVALID, 403 LAUNCH_REFUSED, 503 PLATFORM_UNAVAILABLE.
 * - `GET /lottery/api/state` -> `{ now, draw: DrawView (the open draw, seed committed), recent: DrawView[] (5),
 *   config: { intervalMs, closeBeforeMs, minStake, maxStake } }`.
 * - `POST /lottery/api/bets` (Bearer session) `{ drawId, type: 'de'|'lo', number: 0..99, stake, requestId? }` ->
 *   `{ bet: BetView, balance }`; 400 BAD_LOTTERY_BET, BAD_STAKE, BAD_DRAW, BAD_REQUEST_ID, DUPLICATE_REQUEST;
 *   409 DRAW_CLOSED, DRAW_NOT_OPEN; 402 INSUFFICIENT_FUNDS; 409 BET_REFUSED (another final refusal);
 *   503 PLATFORM_UNAVAILABLE (the bet will be refunded); 401 NOT_LOGGED_IN.
 * - `GET /lottery/api/bets` (Bearer) -> `{ currency, balance, bets: BetView[] (latest 50) }`.
 * - `GET /lottery/api/draws/:drawId` -> `{ draw: DrawView, hashMatches: boolean | null }` (null until drawn); 404.
 * - `GET /lottery/opened?limit=1..100` (default 20) -> `{ draws: OpenedDraw[] }`: the platform's source for the
 *   opened-number paths (`/lgw/vn/numeros/opened/game`, `/lotto/lgw/games/opened/numero`).
 * Background (config.backgroundJobs): {@link lotteryTick} every second (draws, settlement, refunds).
 * Config (env): LOTTERY_INTERVAL_MS (default 300000), LOTTERY_CLOSE_BEFORE_MS (15000), LOTTERY_MIN_STAKE (100),
 * LOTTERY_MAX_STAKE (1000000).
 */
import type { FastifyInstance } from 'fastify';
import { GameInputError } from '../fair.ts';
import { LANGUAGES } from '../i18n/index.ts';
import { DEFAULT_TIME_ZONE, type GamesDeps } from '../server/deps.ts';
import {
  backgroundJob,
  exchangeLaunchToken,
  pageLanguage,
  sendError as err,
  sendPage,
  serveAssets,
} from '../server/kit.ts';
import { WalletError } from '../wallet-client.ts';
import { verifyDraw } from './draw.ts';
import { lotteryPage } from './page.ts';
import { checkSchedule } from './schedule.ts';
import {
  currentDraw,
  DEFAULT_LOTTERY,
  getDraw,
  lotteryTick,
  placeBet,
  playerBets,
  recentDraws,
  type DrawView,
  type LotteryConfig,
  type LotteryCtx,
} from './service.ts';

/** Lottery pages kept built (language x zone): every brand's zone in every language, with room to spare. */
const MAX_CACHED_PAGES = 256;

/**
 * `tz` when it is an IANA time zone this runtime knows (e.g. "Asia/Kolkata"), else undefined: the brand's zone the
 * platform's launch URL carries (apps/server/src/domain/games/launch/service.ts), checked so that a made-up value cannot break the
 * page.
 */
export function knownTimeZone(tz: string | undefined): string | undefined {
  if (!tz || tz.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz }); // RangeError for a zone the runtime does not know
    // As given, not resolvedOptions(): Node's ICU resolves "Asia/Kolkata" to the old name "Asia/Calcutta", and the
    // page names the zone next to each time.
    return tz;
  } catch {
    return undefined;
  }
}

/** Lottery config from the environment (see the file header). @throws RangeError for a bad schedule or stakes */
export function lotteryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LotteryConfig {
  const num = (k: string, d: number) => (env[k] ? Number(env[k]) : d);
  const c: LotteryConfig = {
    intervalMs: num('LOTTERY_INTERVAL_MS', DEFAULT_LOTTERY.intervalMs),
    closeBeforeMs: num('LOTTERY_CLOSE_BEFORE_MS', DEFAULT_LOTTERY.closeBeforeMs),
    minStake: env.LOTTERY_MIN_STAKE ? BigInt(env.LOTTERY_MIN_STAKE) : DEFAULT_LOTTERY.minStake,
    maxStake: env.LOTTERY_MAX_STAKE ? BigInt(env.LOTTERY_MAX_STAKE) : DEFAULT_LOTTERY.maxStake,
  };
  checkSchedule(c);
  if (c.minStake < 1n || c.maxStake < c.minStake) throw new RangeError('lottery stakes: 1 <= min <= max');
  return c;
}

/** One opened draw for the platform's result paths. */
export interface OpenedDraw {
  drawId: string;
  drawAt: string;
  /** The 27 numbers as two-digit strings, first = special. */
  numbers: string[];
  special: string;
  serverSeed: string;
  serverSeedHash: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const opened = (d: DrawView): OpenedDraw => ({
  drawId: d.drawId,
  drawAt: d.drawAt,
  numbers: d.numbers!.map(two),
  special: two(d.numbers![0]!),
  serverSeed: d.serverSeed!,
  serverSeedHash: d.serverSeedHash,
});

const MONEY = /^[1-9][0-9]{0,17}$/;
const CLOSED_CODES = new Set(['DRAW_CLOSED', 'DRAW_NOT_OPEN']);

/** The lottery plugin (see the file header). */
export default async function lotteryRoutes(app: FastifyInstance, deps: GamesDeps) {
  const config = lotteryConfigFromEnv();
  const ctx: LotteryCtx = {
    db: deps.db,
    wallet: deps.wallet,
    vendor: deps.config.vendor,
    now: deps.now,
    log: deps.log,
    config,
  };
  backgroundJob(app, deps, 1000, () => lotteryTick(ctx), 'lottery tick failed');

  serveAssets(app, '/lottery/assets/', new URL('./assets/', import.meta.url), ['lottery.js', 'lottery.css']);

  // Built once per language and time zone: the process's zone up front, a brand's (`tz`) on its first launch.
  const timeZone = deps.config.timeZone ?? DEFAULT_TIME_ZONE;
  const pages = new Map<string, string>(
    LANGUAGES.map((l) => [`${l}|${timeZone}`, lotteryPage(config, l, timeZone)]),
  );
  app.get<{ Querystring: { lang?: string; tz?: string } }>('/lottery/vn', async (req, reply) => {
    const lang = pageLanguage(req, reply);
    // A page already built for this exact `tz` needs no second check of the zone (the hot path of every launch).
    const cached = req.query.tz ? pages.get(`${lang}|${req.query.tz}`) : undefined;
    if (cached !== undefined) return sendPage(reply, cached);
    const zone = knownTimeZone(req.query.tz) ?? timeZone;
    const key = `${lang}|${zone}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = lotteryPage(config, lang, zone);
      // Zones are case-insensitive, so spellings of one zone are endless: the cache stops at MAX_CACHED_PAGES.
      if (pages.size < MAX_CACHED_PAGES) pages.set(key, html);
    }
    return sendPage(reply, html);
  });

  app.post<{ Body: { token?: unknown } }>('/lottery/api/session', async (req, reply) =>
    exchangeLaunchToken(
      deps,
      req,
      reply,
      {
        token: req.body?.token,
        vendor: deps.config.vendor,
        again: 'open the lottery again',
        label: 'lottery authenticate',
      },
      ({ session, balance }) => ({
        status: 'OK',
        session: session.id,
        playerId: session.playerId,
        currency: session.currency,
        balance: balance.toString(),
      }),
    ),
  );

  app.get('/lottery/api/state', async () => ({
    status: 'OK',
    now: new Date(deps.now()).toISOString(),
    draw: await currentDraw(ctx),
    recent: await recentDraws(deps.db, 5),
    config: {
      intervalMs: config.intervalMs,
      closeBeforeMs: config.closeBeforeMs,
      minStake: config.minStake.toString(),
      maxStake: config.maxStake.toString(),
    },
  }));

  app.post<{ Body: Record<string, unknown> | undefined }>('/lottery/api/bets', async (req, reply) => {
    const s = await deps.sessions.fromRequest(req);
    if (!s || s.vendor !== deps.config.vendor)
      return err(reply, 401, 'NOT_LOGGED_IN', 'No game session: open the lottery again from the site');
    const b = req.body ?? {};
    if (typeof b.stake !== 'string' || !MONEY.test(b.stake))
      return err(reply, 400, 'BAD_STAKE', 'stake must be an integer string of minor units');
    if (typeof b.drawId !== 'string') return err(reply, 400, 'BAD_DRAW', 'drawId is required');
    try {
      const r = await placeBet(ctx, {
        playerId: s.playerId,
        currency: s.currency,
        drawId: b.drawId,
        type: b.type,
        number: b.number,
        stake: BigInt(b.stake),
        requestId: typeof b.requestId === 'string' ? b.requestId : undefined,
      });
      return { status: 'OK', bet: r.bet, balance: r.balance.toString() };
    } catch (e) {
      if (e instanceof GameInputError)
        return err(reply, CLOSED_CODES.has(e.code) ? 409 : 400, e.code, e.message);
      if (e instanceof WalletError) {
        if (e.code === 'INSUFFICIENT_FUNDS')
          return err(reply, 402, 'INSUFFICIENT_FUNDS', 'Not enough balance for this stake', {
            balance: e.balance?.toString(),
          });
        if (e.code !== 'NETWORK_ERROR')
          return err(reply, 409, 'BET_REFUSED', `The platform refused the bet (${e.code})`);
      }
      req.log.error({ err: e }, 'lottery bet not delivered');
      return err(reply, 503, 'PLATFORM_UNAVAILABLE', 'The platform did not answer: the bet will be refunded');
    }
  });

  app.get('/lottery/api/bets', async (req, reply) => {
    const s = await deps.sessions.fromRequest(req);
    if (!s || s.vendor !== deps.config.vendor)
      return err(reply, 401, 'NOT_LOGGED_IN', 'No game session: open the lottery again from the site');
    const bets = await playerBets(deps.db, s.vendor, s.playerId, 50);
    try {
      const b = await deps.wallet.balance(s.playerId, s.currency);
      return { status: 'OK', currency: b.currency, balance: b.balance.toString(), bets };
    } catch {
      return err(reply, 503, 'PLATFORM_UNAVAILABLE', 'The platform did not answer: try again');
    }
  });

  app.get<{ Params: { drawId: string } }>('/lottery/api/draws/:drawId', async (req, reply) => {
    const d = /^\d{14}$/.test(req.params.drawId) ? await getDraw(deps.db, req.params.drawId) : undefined;
    if (!d) return err(reply, 404, 'DRAW_NOT_FOUND', 'No such draw');
    const hashMatches =
      d.serverSeed === null
        ? null
        : verifyDraw({ drawId: d.drawId, serverSeed: d.serverSeed, serverSeedHash: d.serverSeedHash })
            .hashMatches;
    return { status: 'OK', draw: d, hashMatches };
  });

  app.get<{ Querystring: { limit?: string } }>('/lottery/opened', async (req) => {
    const limit = Number(req.query.limit ?? 20);
    const draws = await recentDraws(deps.db, Number.isFinite(limit) ? limit : 20);
    return { status: 'OK', draws: draws.map(opened) };
  });
}
