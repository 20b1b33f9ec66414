/**
 * Route helpers shared by the core routes (routes.ts) and the lottery, jackpot and sandbox plugins of the games server
 * (docs/architecture.md "Games server"): the error envelope, HTML pages and their language, static assets, the launch-token exchange
 * and background loops.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type Lang } from '../i18n/index.ts';
import { WalletError } from '../wallet-client.ts';
import { SESSION_TTL_MS, type GameSession, type GamesDeps } from './deps.ts';

/** Sends the error envelope `{ status: 'ERROR', code, message, ...extra }` with HTTP `status`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: object = {},
) {
  return reply.code(status).send({ status: 'ERROR', code, message, ...extra });
}

/** Sends an HTML page (no-store, no referrer). */
export function sendPage(reply: FastifyReply, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

/** The cookie that keeps a page language chosen by a `lang` query (src/i18n/index.ts, source 2). */
export const LANG_COOKIE = 'pd_games_lang';

/** The value of cookie `name` in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language of the page answering `req` (order: `lang` query, the {@link LANG_COOKIE} cookie, Accept-Language,
 * English; src/i18n/index.ts). A `lang` query is kept in the cookie for a game session's length (SESSION_TTL_MS;
 * HttpOnly, SameSite=Lax, Secure over https), so the pages a player opens without it (a link typed or shared) keep
 * the language; where the cookie cannot go (a cross-site frame), the pages carry `lang` on their own links. Sets
 * Content-Language and `Vary: Accept-Language, Cookie`.
 */
export function pageLanguage(req: FastifyRequest, reply: FastifyReply): Lang {
  const query = (req.query as Record<string, unknown> | undefined)?.lang;
  const cookie = cookieValue(req.headers.cookie, LANG_COOKIE);
  const { lang, source } = pickLanguage({ query, cookie, acceptLanguage: req.headers['accept-language'] });
  if (source === 'query' && cookie !== lang)
    reply.header(
      'set-cookie',
      `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${SESSION_TTL_MS / 1000}; HttpOnly; SameSite=Lax${
        req.protocol === 'https' ? '; Secure' : ''
      }`,
    );
  reply.header('content-language', lang).header('vary', 'Accept-Language, Cookie');
  return lang;
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * `GET <prefix>:name` serving the files `names` of folder `dir` (read once, here; no-cache); 404 NOT_FOUND for any
 * other name. Content type by extension (.js, .css).
 */
export function serveAssets(app: FastifyInstance, prefix: string, dir: URL, names: readonly string[]) {
  const files = new Map(
    names.map((n) => [n, [TYPES[n.split('.').pop()!]!, readFileSync(new URL(n, dir), 'utf8')] as const]),
  );
  app.get<{ Params: { name: string } }>(`${prefix}:name`, async (req, reply) => {
    const f = files.get(req.params.name);
    if (!f) return sendError(reply, 404, 'NOT_FOUND', 'no such asset');
    return reply.type(f[0]).header('cache-control', 'no-cache').send(f[1]);
  });
}

const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Exchanges the launch token of a `POST .../api/session` body with the platform as `vendor` (deps.sessions.open) and
 * answers `answer(opened)`. Errors: 401 TOKEN_INVALID (malformed, expired or used token: "The launch link is invalid
 * or expired: <again>"), 403 LAUNCH_REFUSED (another 4xx of the platform), 503 PLATFORM_UNAVAILABLE (logged as
 * `<label> failed`).
 */
export async function exchangeLaunchToken(
  deps: GamesDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  o: { token: unknown; vendor: string; again: string; label: string },
  answer: (opened: {
    session: GameSession;
    balance: bigint;
    wallet: 'seamless' | 'transfer';
  }) => Promise<object> | object,
) {
  const invalid = () =>
    sendError(reply, 401, 'TOKEN_INVALID', `The launch link is invalid or expired: ${o.again}`);
  if (typeof o.token !== 'string' || !LAUNCH_TOKEN.test(o.token)) return invalid();
  try {
    return await answer(await deps.sessions.open(o.vendor, o.token));
  } catch (e) {
    if (e instanceof WalletError && e.code === 'TOKEN_INVALID') return invalid();
    if (e instanceof WalletError && e.httpStatus > 0 && e.httpStatus < 500)
      return sendError(reply, 403, 'LAUNCH_REFUSED', `The platform refused the launch (${e.code})`);
    req.log.error({ err: e }, `${o.label} failed`);
    return sendError(reply, 503, 'PLATFORM_UNAVAILABLE', 'The platform did not answer: try again');
  }
}

/**
 * With `deps.config.backgroundJobs`: runs `job` every `everyMs` from the app's onReady until its onClose, never two
 * passes at once (a pass still running skips the tick); a failed pass is logged as `failMessage`.
 */
export function backgroundJob(
  app: FastifyInstance,
  deps: GamesDeps,
  everyMs: number,
  job: () => Promise<unknown>,
  failMessage: string,
) {
  if (!deps.config.backgroundJobs) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      job()
        .catch((e: unknown) => deps.log.error({ err: e }, failMessage))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
