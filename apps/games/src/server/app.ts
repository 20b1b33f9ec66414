/**
 * The in-house game server (vendor BGS; docs/architecture.md "Games server"): its own Fastify 5 app that talks to the platform only
 * through the signed vendor wallet protocol over HTTP (docs/vendor-protocol.md).
 *
 * Wires: a strict CSP on every answer (no inline script, no unsafe-eval; frame-ancestors = the configured player
 * sites), the core routes (game pages, play API, fair-play seeds, verify page and JSON: routes.ts), and the plugins of
 * the probes (`/healthz`, `/readyz`: health.ts), the lottery, jackpot and sandbox games (`../lottery/routes.ts`, `../jackpot/routes.ts`, `../sandbox/routes.ts`), the sandbox SMS gateway (`../sms-sandbox/routes.ts`; each
 * `export default` a Fastify plugin taking GamesDeps as options: see deps.ts). Background jobs (outbox delivery, lottery
 * draws, sandbox settlement) start on `onReady` when `config.backgroundJobs`.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import helmet from '@fastify/helmet';
import { installRequestLog } from './logging.ts';
import jackpotRoutes from '../jackpot/routes.ts';
import lotteryRoutes from '../lottery/routes.ts';
import sandboxRoutes from '../sandbox/routes.ts';
import smsSandboxRoutes from '../sms-sandbox/routes.ts';
import type { GamesDeps } from './deps.ts';
import { coreRoutes } from './routes.ts';
import { healthRoutes } from './health.ts';
import { gamesHttp, watchOutbox } from './metrics.ts';

/** CSP directives of every answer; `frameAncestors` from config; upgrade-insecure-requests in production only. */
export function cspDirectives(frameAncestors: readonly string[], production = false) {
  return {
    // Plain-http deployments (a LAN demo) would lose their assets to the upgrade; production is https.
    upgradeInsecureRequests: production ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: frameAncestors.length ? [...frameAncestors] : ["'none'"],
  };
}

/**
 * Builds the games app around `deps` (not listening). `extraPlugins` lets tests register more routes.
 * @returns the Fastify instance (call `listen` or `inject`; `close` stops background jobs).
 */
export async function buildGamesApp(
  deps: GamesDeps,
  o: { extraPlugins?: FastifyPluginAsync<GamesDeps>[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });
  installRequestLog(app, deps.config.production ? 'debug' : 'info');
  // Request latency per route pattern and the outbox gauge (metrics.ts), on the operator listener only (main.ts).
  gamesHttp.install(app);
  watchOutbox(async () => {
    const [r] = await deps.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM wallet_outbox WHERE done_at IS NULL',
    );
    return Number(r?.n ?? 0);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(deps.config.frameAncestors, deps.config.production) },
    // frame-ancestors governs framing; X-Frame-Options SAMEORIGIN would block the player site.
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: deps.config.production ? { maxAge: 31_536_000 } : false,
  });
  for (const plugin of [
    healthRoutes,
    coreRoutes,
    lotteryRoutes,
    jackpotRoutes,
    sandboxRoutes,
    smsSandboxRoutes,
  ])
    await app.register(plugin, deps);
  for (const p of o.extraPlugins ?? []) await app.register(p, deps);
  return app;
}
