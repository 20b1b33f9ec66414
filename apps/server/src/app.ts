/**
 * buildApp(options) -> a ready-to-listen Fastify instance (no listen: tests use inject or port 0).
 * Wires: helmet (strict CSP with nonces, HSTS), cookies, form bodies, rate limits (in process or Redis), OpenAPI at
 * /wps/docs, brand + language resolution, the envelope, JWE bodies, every area's routes, and optionally the built
 * web app with an SPA fallback.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import geoip from 'geoip-lite';
import type { Redis } from 'ioredis';
import './http/types.ts';
import { loadBrandRegistry, proxyTrust, type BrandRegistry } from './infra/brands/index.ts';
import { captchaRoutes } from './http/routes/captcha.ts';
import { captchaKeys } from './domain/captcha/service.ts';
import { contentImageRoutes } from './http/content-images.ts';
import { contentRoutes } from './http/routes/content.ts';
import { syncContent } from './domain/content/sync.ts';
import { watchConfig, type ConfigWatcher } from './infra/brands/live.ts';
import { gamesRoutes } from './http/routes/games.ts';
import { seedCatalogue } from './domain/games/service.ts';
import type { Ctx } from './domain/context.ts';
import { cryptoRoutes, decryptBody } from './http/routes/crypto.ts';
import { loadJweKeys, type JweKeys } from './infra/crypto/service.ts';
import type { Db } from './infra/db/client.ts';
import { frameworkErrors, installEnvelope } from './http/envelope.ts';
import { fail } from './http/errors.ts';
import { isProduction, jwePrivateKey, secret as envSecret, smsSandboxUrl } from './env.ts';
import { optionalAuth, requireAuth } from './http/auth.ts';
import { SESSION_LAPSE_HEADER } from '@playdeck/api-client/routes';
import { clientOf } from './http/caller.ts';
import { installRouteTable } from './http/route.ts';
import { DevInbox, devInboxAllowed, devInboxRoutes, sandboxInboxReader } from './http/dev/inbox.ts';
import { brandEmailProvider, brandSmsProvider } from './infra/messaging/index.ts';
import { indexSender } from './http/indexPage.ts';
import { installRequestLog, requestSerializer } from './http/logging.ts';
import { withBrandHead } from './http/brandHead.ts';
import { loadWebRender, SSR_CACHE_MS } from './http/ssr.ts';
import { assetRoutes, themeRoutes, validatorRoutes } from './http/assets.ts';
import { normaliseLanguage } from './infra/i18n/index.ts';
import { memoryKv, redisKv, type Kv } from './infra/kv/index.ts';
import { consoleEmailProvider, type EmailProvider } from './infra/providers/email.ts';
import { bindRoutes } from './http/routes/member/bind.ts';
import { uplineTransferRoutes } from './http/routes/member/transfer.ts';
import { memberRoutes } from './http/routes/member.ts';
import { messageRoutes } from './http/routes/messages.ts';
import { seed } from './domain/seed.ts';
import { demoActivity } from './domain/agent/team/seedActivity.ts';
import { sessionRoutes } from './http/routes/session.ts';
import { socialRoutes } from './http/routes/social.ts';
import { consoleSmsProvider, type SmsProvider } from './infra/providers/sms.ts';
import { smsRoutes } from './http/routes/sms.ts';
import { restriction, statusEnvelope } from './domain/system/service.ts';
import { regionGate } from './http/region.ts';
import { systemRoutes } from './http/routes/system.ts';
import { healthRoutes, installOpsGuard } from './http/health.ts';
import { http as httpMetrics, metricsRoute } from './infra/metrics.ts';
import { loadShedding, type PressureLimits } from './http/pressure.ts';
import { shedPasswordRoutes } from './infra/pool.ts';
import { walletRoutes } from './http/routes/wallet.ts';
import { bridgeRedis } from './domain/events/index.ts';
import { eventRoutes } from './http/routes/events.ts';
import { testingRoutes } from './http/testing/routes.ts';
import { vendorRoutes } from './http/routes/vendor-wallet.ts';
import type { VendorSecretFallback } from './domain/vendor-wallet/config.ts';
import type { Profile } from './domain/profile/production.ts';
import { launchRoutes } from './http/routes/launch.ts';
import { gamesFrameSources } from './domain/games/launch/games-server.ts';
import { opsRoutes } from './http/routes/ops.ts';
import { paymentsRoutes, type PaymentsOptions } from './http/routes/payments.ts';
import { recordsRoutes } from './http/routes/records.ts';
import { playerRoutes } from './http/routes/player.ts';
import { agentTeamRoutes } from './http/routes/agent/team.ts';
import { agentContractRoutes } from './http/routes/agent/contracts.ts';
import { startSettlementScheduler } from './domain/agent/settlement/service.ts';
import { startLoyaltyScheduler } from './domain/loyalty/jobs.ts';
import { startLeaderboardScheduler } from './domain/leaderboard/jobs.ts';
import { leaderboardRoutes } from './http/routes/leaderboard.ts';
import { bonusRoutes } from './http/routes/bonus.ts';
import { loyaltyRoutes } from './http/routes/loyalty.ts';
import { protectionRoutes } from './http/routes/protection.ts';
import { lotteryRoutes } from './http/routes/lottery.ts';
import { pointsRoutes } from './http/routes/points.ts';
import { redEnvelopeRoutes } from './http/routes/red-envelope.ts';
import { referralRoutes } from './http/routes/referral.ts';
import { missionRoutes } from './http/routes/missions.ts';
import { rewardsRoutes } from './http/routes/rewards.ts';

export const repoRoot = new URL('../../../', import.meta.url).pathname;

export interface AppOptions {
  /** An open, migrated database. */
  db: Db;
  /** Config directory (default <repo>/config). */
  configDir?: string;
  /**
   * Live config (src/infra/brands/live.ts): poll `configDir` every this many ms and swap in a valid edit without a restart
   * (an invalid one is logged and refused). Default off (tests); main.ts turns it on (`CONFIG_WATCH_MS`, default 500).
   */
  watchConfigMs?: number;
  brands?: BrandRegistry;
  /** Redis client for rate limits and short-lived state; in process when absent. */
  redis?: Redis;
  kv?: Kv;
  sms?: SmsProvider;
  email?: EmailProvider;
  jwe?: JweKeys;
  /** Directory for generated keys (jwe-private.pem). */
  dataDir?: string;
  /** Fastify logger option (pino). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Record every SMS and e-mail sent and list them at `/dev/inbox` (src/http/dev/inbox.ts). Default: outside
   * `NODE_ENV=production`; forced off in production whatever is passed.
   */
  devInbox?: boolean;
  /** Level of the one line per answered request (src/http/logging.ts); default info, debug in production. */
  requestLogLevel?: 'info' | 'debug';
  /**
   * Fastify trustProxy: hop count or trusted addresses (docs/decisions.md D7). Default: `config/platform.json`
   * `trustedProxyHops` (0 = none: the socket address is the client).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Seed demo content (and the demo member unless false). */
  seed?: boolean | 'content';
  /** Built web app to serve, with SPA fallback. */
  webDist?: string;
  /** How long a server render is reused, ms (src/http/ssr.ts SSR_CACHE_MS; 0: never, for tests that vary the render). */
  ssrCacheMs?: number;
  /** Keep-alive and session re-check interval of the live member streams, ms (src/http/routes/events.ts; tests shorten it). */
  eventsKeepAliveMs?: number;
  /** Apply the route table's rate-limit classes (default on; tests that are not about rate limits turn them off). */
  rateLimit?: boolean;
  /**
   * Run the brand job schedulers (agent settlement, loyalty, leaderboard close, points accrual) on the leader (default
   * on). In-process test apps turn them off: a tick at a wall-clock period boundary would pay rebates, prizes or points
   * in the middle of an unrelated test (a ledger count taken around it changes); tests of the jobs call them directly
   * (the points test through POST /ops/api/points/accrue) or run a real server with short periods.
   */
  brandJobs?: boolean;
  now?: () => number;
  geo?: (ip: string) => string | null;
  /**
   * Test aid: compares every JSON answer as sent with the handler's value (JSON.stringify). Response schemas serialise
   * with fast-json-stringify, which silently drops keys a schema does not list; on any difference this is called and
   * the answer becomes a 500, so a schema that loses data fails the suite instead of shipping.
   */
  onSerializationLoss?: (route: string, handlerValue: string, sent: string) => void;
  /**
   * Which profile runs (src/domain/profile/production.ts, docs/decisions.md D15); default `demo`. Shown to the site in the status
   * boot data (`profile`) so the demo says so on its footer.
   */
  profile?: Profile;
  /**
   * Vendor wallet secret for a vendor without `VENDOR_SECRET_<CODE>` (domain/vendor-wallet/config.ts): the demo profile's
   * per-install secret (main.ts), a random test secret (test/harness.ts); none in production (the vendor is disabled).
   */
  vendorSecret?: VendorSecretFallback;
  /**
   * HMAC secret of the proof-of-work captcha (src/domain/captcha/service.ts): every instance of an install needs the same
   * one. Default: `CAPTCHA_HMAC_SECRET`, else random per process (one instance; tests). main.ts passes the demo
   * profile's per-install secret; production requires `CAPTCHA_HMAC_SECRET` (domain/profile/production.ts).
   */
  captchaSecret?: string;
  /**
   * Serve the operator API (`/ops/...`) and the API docs (`/wps/docs`) only to requests of the operator listener
   * (http/health.ts listenOps; main.ts on OPS_PORT), answering 404 to them on the public port, and serve the
   * Prometheus metrics (`/metrics`, infra/metrics.ts) there. Default off: tests inject everything into one app (and
   * have no /metrics).
   */
  opsListener?: boolean;
  /** With `opsListener`: keep `/wps/docs` on the public port too (API_DOCS_PUBLIC=1; refused in production). */
  apiDocsPublic?: boolean;
  /** Load shedding (http/pressure.ts; default on, limits from the environment unless `pressure` is given). */
  loadShedding?: boolean;
  pressure?: PressureLimits;
  /** Payments and operator API: sandbox gateway delay and secret, webhook base URL, sweeper period, bootstrap token. */
  payments?: PaymentsOptions;
  /**
   * Serve HTTPS with HTTP/2 (ALPN h2, HTTP/1.1 still accepted for older clients) with this PEM key and certificate
   * chain, instead of plain HTTP/1.1. For a box that faces browsers itself; behind a TLS-terminating proxy leave it
   * unset. HTTP/2 multiplexes the page's ~60 first-load requests on one connection (Lighthouse target, docs/architecture.md "Targets").
   */
  tls?: AppTls;
}

/** PEM key and certificate chain for {@link AppOptions.tls}. */
export interface AppTls {
  key: string | Buffer;
  cert: string | Buffer;
}

/**
 * @fastify/helmet options: a strict CSP (no unsafe-eval, no inline script without a nonce). With `tls` the answer
 * also carries HSTS, `upgrade-insecure-requests` and Cross-Origin-Opener-Policy; over plain HTTP (a demo on a LAN
 * host name, a box behind a TLS proxy that does not say so) they would make the browser rewrite every asset request
 * to https and lose them all, and HSTS over HTTP is ignored anyway (RFC 6797 section 8.1). X-Frame-Options is left
 * out: CSP `frame-ancestors` governs framing (CSP Level 2, section 7.7.1).
 */
function helmetOptions(tls: boolean) {
  return {
    // Nonces are only needed on HTML (the SPA fallback adds its own); API answers keep the strict 'self' policy.
    enableCSPNonces: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The game frame (/seamless) may load our games server (domain/games/launch/games-server.ts, GAMES_URL).
        frameSrc: ["'self'", ...gamesFrameSources()],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: tls ? [] : null,
      },
    },
    hsts: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: tls,
    xFrameOptions: false,
  } as const;
}

/**
 * Powerful browser features the site never uses, switched off for every document and frame it serves (W3C
 * Permissions Policy); a game frame from another origin gets none of them either.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/**
 * The response headers @fastify/helmet sets with `helmetOptions(tls)`, read once from a throwaway instance, plus
 * Permissions-Policy.
 */
async function helmetHeaders(tls: boolean): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(tls));
  probe.get('/', async () => 'probe');
  const r = await probe.inject({ url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return {
    ...Object.fromEntries(
      Object.entries(r.headers)
        .filter(([k]) => !own.has(k))
        .map(([k, v]) => [k, String(v)]),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Body size limit for every call (bytes). */
export const BODY_LIMIT = 32 * 1024;

/** A route as registered (method and URL pattern), e.g. `{ method: 'GET', url: '/lgw/games/icon/:file' }`. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export async function buildApp(
  options: AppOptions,
): Promise<
  FastifyInstance & { ctx: Ctx; routes: readonly RegisteredRoute[]; configWatcher?: ConfigWatcher }
> {
  const configDir = options.configDir ?? join(repoRoot, 'config');
  const brands = options.brands ?? loadBrandRegistry(configDir);
  const logger = options.logger ?? false;
  const serverOptions = {
    // Secret query parameters never reach a log line (src/http/logging.ts), in the request log nor in error lines.
    logger:
      logger && typeof logger === 'object' ? { serializers: { req: requestSerializer }, ...logger } : logger,
    // One line per request from src/http/logging.ts instead of Fastify's two; errors keep theirs (http/envelope.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? liveProxyTrust(brands),
    return503OnClosing: true,
    frameworkErrors,
    // No coercion: a number where a string is expected is a client error, not a guess.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
  };
  // With TLS: HTTP/2 through Node's compatibility API, whose request and response objects the routes use like
  // HTTP/1.1 ones (src/http/tls.test.ts opens the one hand-written response, the contract event stream, over h2).
  // Typed as the default instance so every route module keeps one FastifyInstance type.
  const app = (
    options.tls
      ? Fastify({
          ...serverOptions,
          http2: true,
          https: { allowHTTP1: true, key: options.tls.key, cert: options.tls.cert },
        } as FastifyServerOptions)
      : Fastify(serverOptions)
  ) as FastifyInstance;
  if (logger) installRequestLog(app, options.requestLogLevel ?? (isProduction() ? 'debug' : 'info'));
  // Request latency per route pattern (infra/metrics.ts), served at /metrics on the operator listener only.
  httpMetrics.install(app);
  const kv = options.kv ?? (options.redis ? redisKv(options.redis) : memoryKv());
  const ctx: Ctx = {
    db: options.db,
    kv,
    brands,
    sms: options.sms ?? consoleSmsProvider(app.log),
    email: options.email ?? consoleEmailProvider(app.log),
    jwe: options.jwe ?? (await loadJweKeys({ pem: jwePrivateKey(), dataDir: options.dataDir })),
    captchaKeys: captchaKeys(
      options.captchaSecret ?? envSecret('CAPTCHA_HMAC_SECRET') ?? randomBytes(32).toString('base64url'),
    ),
    log: app.log,
    profile: options.profile ?? 'demo',
    now: options.now ?? Date.now,
    geo: options.geo ?? ((ip) => geoip.lookup(ip)?.country ?? null),
  };
  // The development inbox lists what the console providers (or the providers a test passed) were given, and the
  // sandbox SMS gateway's messages (src/http/dev/inbox.ts).
  const sandboxSms = smsSandboxUrl();
  const devInbox =
    (options.devInbox ?? true) && devInboxAllowed()
      ? new DevInbox(ctx.now, sandboxSms ? sandboxInboxReader(sandboxSms) : undefined)
      : undefined;
  if (devInbox) {
    ctx.sms = devInbox.sms(ctx.sms);
    ctx.email = devInbox.email(ctx.email);
  }
  // Real delivery: each brand's integrations pick its provider (src/infra/messaging; docs/architecture.md "Messaging");
  // the console ones above serve brands without one. Providers a test passes serve every brand instead.
  const mailer = options.email
    ? undefined
    : brandEmailProvider({ db: ctx.db, log: app.log, consoleSms: ctx.sms, consoleEmail: ctx.email });
  if (!options.sms)
    ctx.sms = brandSmsProvider({ db: ctx.db, log: app.log, consoleSms: ctx.sms, consoleEmail: ctx.email });
  if (mailer) ctx.email = mailer;

  const webDist =
    options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  // The site's index.html for every non-API GET (SPA routes): a fresh CSP nonce, the request's status inlined as
  // boot data, and the page rendered on the server when the build has a render that takes the URL
  // (src/http/indexPage.ts, src/http/ssr.ts).
  const webRender = webDist
    ? await loadWebRender(app, webDist, app.log, options.ssrCacheMs ?? SSR_CACHE_MS)
    : undefined;
  const sendIndex = webDist
    ? indexSender(
        indexHtml,
        (req) => statusEnvelope(ctx, clientOf(req)).toString('utf8'),
        webRender,
        (req) => req.brand.theme?.href,
        (req, html) => withBrandHead(html, req.brand, req.lang),
      )
    : undefined;
  installEnvelope(app, sendIndex);
  // Every route as registered (HEAD twins of GETs left out): the OpenAPI completeness and bad-input tests walk it.
  // Input checks are attached per route, only where there is input to check, so input-less GETs (status, member
  // info) run no hook for them: first JWE decryption (config.encrypted), then the text check on the plain body.
  const routes: RegisteredRoute[] = [];
  const decrypt = decryptBody(ctx);
  app.addHook('onRoute', (r) => {
    const methods = [r.method].flat();
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: r.url });
    const s = r.schema as { querystring?: unknown; params?: unknown } | undefined;
    const takesInput = methods.some((m) => m !== 'GET' && m !== 'HEAD') || !!s?.querystring || !!s?.params;
    const own = r.preValidation ? [r.preValidation].flat() : [];
    r.preValidation = [
      ...(r.config?.encrypted ? [decrypt] : []),
      ...(takesInput ? [rejectBadText] : []),
      ...own,
    ] as typeof r.preValidation;
  });
  app.decorateRequest('brand', null as never);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('member', null);
  // The operator API and docs only on the operator listener (http/health.ts), checked before anything else runs.
  if (options.opsListener) installOpsGuard(app, { docsPublic: options.apiDocsPublic });
  // Load shedding: 503 SERVER_BUSY with Retry-After while the event loop lags or memory passes its limits
  // (http/pressure.ts; limits from the environment).
  if (options.loadShedding !== false) await loadShedding(app, options.pressure);

  // Security headers: @fastify/helmet rebuilds its middleware (and re-parses the CSP) on every request, so its output
  // for its options is captured once per transport and set as a static header block (same headers, a fraction of
  // the cost). `req.protocol` is https for a TLS socket or, behind a trusted proxy hop, for X-Forwarded-Proto https.
  const securityHeaders = { tls: await helmetHeaders(true), plain: await helmetHeaders(false) };
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `retry in ${c.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Playdeck platform API',
        version: '0.1.0',
        description:
          'Envelope { success, value } | { success: false, errorCode, message }. Headers: Merchant, Language, Authorization: Bearer <token>.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  const region = regionGate(ctx);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.protocol === 'https' ? securityHeaders.tls : securityHeaders.plain);
    const header = req.headers.merchant;
    const brand = brands.resolve(typeof header === 'string' ? header : undefined, req.hostname);
    req.brand = brand ?? brands.defaultBrand;
    const lang = normaliseLanguage(
      typeof req.headers.language === 'string' ? req.headers.language : undefined,
    );
    req.lang =
      lang && req.brand.languages.includes(lang)
        ? lang
        : (normaliseLanguage(req.brand.defaultLanguage) ?? 'en');
    if (!brand) return done(fail('UNKNOWN_BRAND'));
    if (req.routeOptions.config.guarded) {
      const r = restriction(ctx, clientOf(req));
      if (r.status === 1) return done(fail('SYSTEM_MAINTENANCE'));
      if (r.status === 2) return done(fail('ACCESS_RESTRICTED', { ip: req.ip }));
    }
    // Money, launch, ticket and code-send calls: the region again whenever the session's address changes (D7).
    done(region(req));
  });

  // Logins and registrations refused at the door while the password hashing pool is full (infra/pool.ts); after the
  // brand hook, so the refusal speaks the request's language.
  shedPasswordRoutes(app);

  if (options.onSerializationLoss) installSerializationCheck(app, options.onSerializationLoss);

  // Every API call is registered from its descriptor in the route table (http/route.ts): auth by kind, rate-limit class
  // (not applied with `rateLimit: false`), JWE body, guard. Areas add the auth kinds they own (agent, operator...).
  installRouteTable(app, {
    auth: { member: requireAuth(ctx), optional: optionalAuth(ctx) },
    rateLimits: options.rateLimit !== false,
  });
  // Every answer to a member call says how long its session has left unless used again (ms), so the site can warn
  // a minute before the idle logout (GLI-19 idle re-login) without asking, which would itself count as activity.
  app.addHook('onSend', async (req, reply, payload) => {
    const lapsesAt = req.member?.lapsesAt;
    if (lapsesAt !== undefined) reply.header(SESSION_LAPSE_HEADER, String(Math.max(0, lapsesAt - ctx.now())));
    return payload;
  });
  cryptoRoutes(app, ctx);
  systemRoutes(app, ctx);
  // /healthz and /readyz (database, migrations, Redis, config), on both listeners.
  healthRoutes(app, ctx, options.redis);
  if (options.opsListener) metricsRoute(app);
  captchaRoutes(app, ctx);
  smsRoutes(app, ctx);
  sessionRoutes(app, ctx);
  socialRoutes(app, ctx);
  memberRoutes(app, ctx);
  bindRoutes(app, ctx);
  uplineTransferRoutes(app, ctx);
  // The periodic brand jobs (AppOptions.brandJobs): points accrual below, settlement, loyalty and leaderboard further on.
  const jobs = options.brandJobs !== false;
  // The vendor seamless wallet (/vendor/:code/wallet/:op), from config/vendors.json (validated here, at start): the one
  // reader of that file; the wallet, the vendor list and the records take how each vendor is paid from what it loaded.
  const vendors = vendorRoutes(app, ctx, configDir, undefined, options.vendorSecret);
  walletRoutes(app, ctx, vendors);
  // The member's live stream (/wps/events: balance after every ledger transfer; src/domain/events), across instances by Redis.
  eventRoutes(app, ctx, options.eventsKeepAliveMs ? { keepAliveMs: options.eventsKeepAliveMs } : {});
  const unbridge = options.redis ? await bridgeRedis(options.db, options.redis) : undefined;
  contentRoutes(app, ctx);
  // Banner, popup and promotion pictures of config/brands/<id>/content/images (src/http/content-images.ts).
  const contentImages = contentImageRoutes(app, configDir);
  // Each brand's theme CSS (/theme/<id>.<hash>.css), made from its config, linked by the index page.
  const themes = themeRoutes(app, brands);
  // Each brand's registration validator module (/validator/<id>.<hash>.js), imported by the register form.
  const validators = validatorRoutes(app, brands);
  gamesRoutes(app, ctx, vendors);
  messageRoutes(app, ctx);
  testingRoutes(app, ctx);
  if (devInbox) devInboxRoutes(app, devInbox);
  // Game launch (/wps/game/launchGame); the games it opens are on the games server (GAMES_URL).
  launchRoutes(app, ctx);
  opsRoutes(app, ctx, paymentsRoutes(app, ctx, { dataDir: options.dataDir, ...options.payments }));
  // Betting record, profit and loss, winner board (/wps/relay/GCSGAME_*; src/domain/records).
  recordsRoutes(app, ctx, vendors);
  playerRoutes(app, ctx, vendors);
  agentTeamRoutes(app, ctx);
  // Agent contracts, statements, income, live offers (/wps/agent/contracts...; src/domain/agent/contracts).
  agentContractRoutes(app, ctx);
  bonusRoutes(app, ctx);
  // Loyalty points, the points mall and the accrual job (/wps/points/...; src/domain/points). The accrual job writes
  // points transfers in the ledger, so it is one of the brand jobs test apps turn off (they accrue through the ops call).
  pointsRoutes(app, ctx, { accrualJob: jobs });
  loyaltyRoutes(app, ctx);
  // Reward center and promotion applications (/wps/rewards...; src/domain/rewards).
  rewardsRoutes(app, ctx);
  protectionRoutes(app, ctx);
  redEnvelopeRoutes(app, ctx);
  referralRoutes(app, ctx);
  leaderboardRoutes(app, ctx);
  missionRoutes(app, ctx);
  // In-house lottery results and the jackpot counter, read from the games server (src/domain/lottery).
  lotteryRoutes(app, ctx);
  app.get('/wps/docs', { schema: { hide: true } }, async () => app.swagger());

  if (webDist && sendIndex) {
    // The hashed assets from memory, immutable (src/http/assets.ts); the rest of the build through @fastify/static.
    assetRoutes(app, webDist);
    // preCompressed: the web build writes .br and .gz siblings of its text assets (apps/web/vite.config.ts).
    // dotfiles ignored: the build's .vite (manifest) and .ssr (server render) folders are for the server, not browsers.
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      dotfiles: 'ignore',
    });
    // The static wildcard would answer the directory "/" with 403: the home page is the SPA's index.
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  }

  // Full seeding (npm start) also plays the demo activity (agent contracts, rounds) through the services above.
  if (options.seed)
    await seed(
      options.db,
      brands,
      app.log,
      options.seed === true,
      options.seed === true ? demoActivity(ctx, vendors) : undefined,
    );
  // The ~10,000-game demo catalogue only for full seeding (npm start), not for test apps (seed: 'content').
  // Launch modes from the vendor wallet config loaded above (one reader of config/vendors.json).
  if (options.seed === true) await seedCatalogue(options.db, vendors);
  const off = () => undefined;
  // Salary and dividend settlement every minute (AGENT_SETTLEMENT_INTERVAL_MS; idempotent on every instance).
  const stopSettlement = jobs ? startSettlementScheduler(options.db, brands, ctx.now, app.log) : off;
  // VIP ranks and automatic rebate every 5 minutes (LOYALTY_JOB_INTERVAL_MS; idempotent per period).
  const stopLoyalty = jobs ? startLoyaltyScheduler(options.db, brands, ctx.now, app.log) : off;
  // Leaderboard prizes of ended competitions every minute (LEADERBOARD_JOB_INTERVAL_MS; each rank paid once, D38).
  const stopLeaderboard = jobs ? startLeaderboardScheduler(options.db, brands, ctx.now, app.log) : off;
  // Live config: the theme files first (a page rendered on the new config links them), then the content pictures and
  // the content rows (only where this app writes content at all: seeding apps).
  const watcher = options.watchConfigMs
    ? watchConfig({
        configDir,
        registry: brands,
        log: app.log,
        intervalMs: options.watchConfigMs,
        onSwap: [
          () => themes.remember(),
          () => validators.remember(),
          () => contentImages.reload(),
          async (r) => {
            if (options.seed) await syncContent(options.db, r.brands.values(), app.log);
          },
        ],
      })
    : undefined;
  app.addHook('onClose', async () => {
    mailer?.close();
    watcher?.stop();
    stopSettlement();
    stopLoyalty();
    stopLeaderboard();
    await unbridge?.();
    await kv.close();
  });
  return Object.assign(app, { ctx, routes, configWatcher: watcher }) as unknown as FastifyInstance & {
    ctx: Ctx;
    routes: readonly RegisteredRoute[];
    /** The live config watcher, when `watchConfigMs` is set. */
    configWatcher?: ConfigWatcher;
  };
}

/**
 * Fastify `trustProxy` that follows the registry's `platform.json` settings as they are now (a live config edit of
 * `trustedProxyHops` or `trustedProxies` applies to the next request): {@link proxyTrust}, rebuilt when the registry
 * is replaced. With 0 hops it trusts no hop, which is what `trustProxy: false` means.
 */
function liveProxyTrust(brands: BrandRegistry): (address: string, hop: number) => boolean {
  let generation = -1;
  let trust: false | ((address: string, hop: number) => boolean) = false;
  return (address, hop) => {
    if (generation !== brands.generation) {
      generation = brands.generation;
      trust = proxyTrust(brands.trustedProxyHops, brands.trustedProxies);
    }
    return trust ? trust(address, hop) : false;
  };
}

/** See `AppOptions.onSerializationLoss`. */
export function installSerializationCheck(
  app: FastifyInstance,
  report: NonNullable<AppOptions['onSerializationLoss']>,
) {
  const values = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (req, _reply, payload) => {
    values.set(req, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    const value = values.get(req);
    values.delete(req);
    if (value === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(value))) {
      const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
      report(route, value, payload);
      throw new Error(`response schema of ${route} lost data`);
    }
    return payload;
  });
}

// C0 controls but tab, LF, CR; DEL; and a UTF-16 surrogate without its pair (not well-formed Unicode).
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when any string (or key) inside `v` holds a C0 control character other than tab, LF, CR, or a lone surrogate. */
function hasControlChars(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return CONTROL.test(v);
  if (depth > 8 || v === null || typeof v !== 'object') return false;
  for (const [k, x] of Object.entries(v)) if (CONTROL.test(k) || hasControlChars(x, depth + 1)) return true;
  return false;
}

/**
 * preValidation of every route that takes input (see the onRoute hook): PostgreSQL text cannot hold NUL, so NUL and
 * the other C0 controls but tab/newline are refused as bad input (VALIDATION, rule controlCharacters), never a 500; a
 * lone UTF-16 surrogate is not text either (it would be stored as U+FFFD, silently changed) and is refused the same
 * way. Runs after JWE decryption, so an encrypted body is checked as well.
 */
function rejectBadText(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  if (hasControlChars(req.body) || hasControlChars(req.query) || hasControlChars(req.params))
    return done(fail('VALIDATION', { rule: 'controlCharacters' }));
  done();
}
