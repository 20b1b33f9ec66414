/**
 * Core HTTP routes of the games server (docs/architecture.md "Games server"). Errors answer `{ status: 'ERROR', code, message }`.
 *
 * Pages (HTML; scripts and styles only from /assets, strict CSP), each in the language of `?lang=` (en, bn; else
 * the cookie, Accept-Language, English: kit.ts pageLanguage):
 * - `GET /play?token=<launch token>&gameCode=<code>&gameType=<type>&lang=` — the game the platform launched (slot,
 *   dice or baccarat by `resolveGame`); the page exchanges the token (POST /api/session) and drops it from the URL.
 * - `GET /verify/:roundId?lang=` — recomputes a round from its revealed seeds; `GET /rules?lang=` — rules and RTP.
 * API error `message`s are English for integrators and logs; the pages show their own text for each `code`
 * (`error.<CODE>` in src/i18n/messages.ts).
 * API (JSON; money as integer strings of minor units; `Authorization: Bearer <session>` where noted):
 * - `POST /api/session` `{ token }` -> `{ session, playerId, currency, balance, game, gameCode, fair }`;
 *   401 TOKEN_INVALID (expired/used token), 503 PLATFORM_UNAVAILABLE.
 * - `GET /api/balance` (auth) -> `{ currency, balance }`.
 * - `GET /api/fair` (auth) -> FairView; `POST /api/fair/client-seed` (auth) `{ clientSeed }` and
 *   `POST /api/fair/rotate` (auth) -> `{ revealed, next }`; 400 BAD_CLIENT_SEED.
 * - `POST /api/play` (auth) `{ stake, params?, requestId?, game? }` -> `{ round: RoundView }`; 400 game input codes
 *   (BAD_STAKE, BAD_SLOT_STAKE, BAD_DICE_BET, BAD_BACCARAT_BET, BAD_GAME), 402 INSUFFICIENT_FUNDS,
 *   409 BET_REFUSED, 503 PLATFORM_UNAVAILABLE (the round is cancelled and the stake refunded).
 * - `GET /api/rounds` (auth) -> `{ rounds: RoundView[] }` (latest 20).
 * - `GET /api/rounds/:roundId/verify` -> VerifyView; `POST /api/rounds/:roundId/reveal` -> VerifyView (rotates the
 *   seed pair of that round if it is still active). 404 ROUND_NOT_FOUND.
 * - `GET /health`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GameInputError } from '../fair.ts';
import { LANGUAGES, type Lang } from '../i18n/index.ts';
import { GAME_CODES, type GameCode } from '../verify.ts';
import type { GameSession, GamesDeps } from './deps.ts';
import {
  fairView,
  PlayError,
  playRound,
  recentRounds,
  revealRoundSeed,
  rotateSeed,
  drainOutbox,
  verifyStoredRound,
} from './play.ts';
import {
  backgroundJob,
  exchangeLaunchToken,
  pageLanguage,
  sendError as err,
  sendPage as html,
  serveAssets,
} from './kit.ts';
import { gamePage, rulesPage, verifyPage } from './pages.ts';

/**
 * The engine behind a launched game code: the engine codes themselves; catalogue slots (game type RNG, codes like
 * `BGS-RNG-0001`) are the slot; the in-house table games `BGS-BGS-<n>` are dice (n mod 3 = 1), baccarat (2) or the
 * slot (0). Anything else: the slot.
 */
export function resolveGame(gameCode: string | null | undefined, gameType?: string | null): GameCode {
  if (gameCode && (GAME_CODES as readonly string[]).includes(gameCode)) return gameCode as GameCode;
  if (gameType === 'RNG') return 'bgs-slot';
  const m = /^BGS-BGS-(\d+)$/.exec(gameCode ?? '');
  if (m) return (['bgs-slot', 'bgs-dice', 'bgs-baccarat'] as const)[Number(m[1]) % 3]!;
  return 'bgs-slot';
}

const MONEY = /^(0|[1-9][0-9]{0,17})$/;
const ROUND_ID = /^bgs-[0-9a-f-]{36}$/;

/** Registers the core routes and, with `config.backgroundJobs`, the outbox worker. */
export async function coreRoutes(app: FastifyInstance, deps: GamesDeps) {
  // Outbox delivery every second; leases expire after 60 s, so a crashed delivery is retried by a later pass.
  backgroundJob(app, deps, 1000, () => drainOutbox(deps), 'outbox pass failed');

  app.get('/health', async () => ({ status: 'OK', vendor: deps.config.vendor }));

  serveAssets(app, '/assets/', new URL('../../public/', import.meta.url), [
    'game.js',
    'verify.js',
    'i18n.js',
    'games.css',
  ]);

  app.get<{ Querystring: { gameCode?: string; gameType?: string; lang?: string } }>(
    '/play',
    async (req, reply) =>
      html(reply, gamePage(resolveGame(req.query.gameCode, req.query.gameType), pageLanguage(req, reply))),
  );
  app.get<{ Params: { roundId: string }; Querystring: { lang?: string } }>(
    '/verify/:roundId',
    async (req, reply) => html(reply, verifyPage(req.params.roundId, pageLanguage(req, reply))),
  );
  // Static per language: built once.
  const rules = new Map<Lang, string>(LANGUAGES.map((l) => [l, rulesPage(l)]));
  app.get<{ Querystring: { lang?: string } }>('/rules', async (req, reply) =>
    html(reply, rules.get(pageLanguage(req, reply))!),
  );

  const auth = async (req: FastifyRequest, reply: FastifyReply): Promise<GameSession | undefined> => {
    const s = await deps.sessions.fromRequest(req);
    if (!s) void err(reply, 401, 'NOT_LOGGED_IN', 'No game session: relaunch the game from the site');
    return s;
  };

  app.post<{ Body: { token?: unknown } }>('/api/session', async (req, reply) =>
    exchangeLaunchToken(
      deps,
      req,
      reply,
      {
        token: req.body?.token,
        vendor: deps.config.vendor,
        again: 'relaunch the game',
        label: 'authenticate',
      },
      async ({ session, balance }) => ({
        status: 'OK',
        session: session.id,
        playerId: session.playerId,
        currency: session.currency,
        balance: balance.toString(),
        game: resolveGame(session.gameCode),
        gameCode: session.gameCode,
        fair: await fairView(deps, session),
      }),
    ),
  );

  app.get('/api/balance', async (req, reply) => {
    const s = await auth(req, reply);
    if (!s) return reply;
    try {
      const b = await deps.walletFor(s.vendor).balance(s.playerId, s.currency);
      return { status: 'OK', currency: b.currency, balance: b.balance.toString() };
    } catch {
      return err(reply, 503, 'PLATFORM_UNAVAILABLE', 'The platform did not answer: try again');
    }
  });

  app.get('/api/fair', async (req, reply) => {
    const s = await auth(req, reply);
    if (!s) return reply;
    return { status: 'OK', ...(await fairView(deps, s)) };
  });

  app.post<{ Body: { clientSeed?: unknown } }>('/api/fair/client-seed', async (req, reply) => {
    const s = await auth(req, reply);
    if (!s) return reply;
    try {
      return { status: 'OK', ...(await rotateSeed(deps, s, String(req.body?.clientSeed ?? ''))) };
    } catch (e) {
      if (e instanceof GameInputError) return err(reply, 400, e.code, e.message);
      throw e;
    }
  });

  app.post('/api/fair/rotate', async (req, reply) => {
    const s = await auth(req, reply);
    if (!s) return reply;
    return { status: 'OK', ...(await rotateSeed(deps, s)) };
  });

  app.post<{ Body: { stake?: unknown; params?: unknown; requestId?: unknown; game?: unknown } }>(
    '/api/play',
    async (req, reply) => {
      const s = await auth(req, reply);
      if (!s) return reply;
      const b = req.body ?? {};
      if (typeof b.stake !== 'string' || !MONEY.test(b.stake))
        return err(reply, 400, 'BAD_STAKE', 'stake must be an integer string of minor units');
      if (b.requestId !== undefined && typeof b.requestId !== 'string')
        return err(reply, 400, 'BAD_REQUEST_ID', 'requestId must be a string');
      if (b.game !== undefined && !(GAME_CODES as readonly string[]).includes(String(b.game)))
        return err(reply, 400, 'BAD_GAME', 'unknown game');
      const game = (b.game as GameCode | undefined) ?? resolveGame(s.gameCode);
      try {
        const round = await playRound(deps, s, {
          game,
          gameCode: s.gameCode ?? game,
          stake: BigInt(b.stake),
          params: b.params,
          requestId: b.requestId as string | undefined,
        });
        return { status: 'OK', round };
      } catch (e) {
        if (e instanceof GameInputError) return err(reply, 400, e.code, e.message);
        if (e instanceof PlayError) return err(reply, e.status, e.code, e.message, { round: e.round });
        throw e;
      }
    },
  );

  app.get('/api/rounds', async (req, reply) => {
    const s = await auth(req, reply);
    if (!s) return reply;
    return { status: 'OK', rounds: await recentRounds(deps, s) };
  });

  app.get<{ Params: { roundId: string } }>('/api/rounds/:roundId/verify', async (req, reply) => {
    const v = ROUND_ID.test(req.params.roundId)
      ? await verifyStoredRound(deps, req.params.roundId)
      : undefined;
    if (!v) return err(reply, 404, 'ROUND_NOT_FOUND', 'No such round');
    return { status: 'OK', ...v };
  });

  app.post<{ Params: { roundId: string } }>('/api/rounds/:roundId/reveal', async (req, reply) => {
    if (!ROUND_ID.test(req.params.roundId) || !(await revealRoundSeed(deps, req.params.roundId)))
      return err(reply, 404, 'ROUND_NOT_FOUND', 'No such round');
    return { status: 'OK', ...(await verifyStoredRound(deps, req.params.roundId))! };
  });
}
