/**
 * Game launch routes (docs/architecture.md "Game launch"; spec 4 "Game launch", spec 7 "Launch /wps/game/launchGame"):
 * - `POST /wps/game/launchGame` ({@link LaunchBody}) -> envelope {@link LaunchValue}; the rules and errors are in
 *   service.ts `launchGame` (NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403, GAME_NOT_FOUND 404, GAME_MAINTENANCE 503,
 *   FREE_TRIAL_UNAVAILABLE 400, VALIDATION 400).
 * - The built-in demo game page and its backend under `/launch/demo/` (demo.ts).
 * The vendor-side token exchange, `POST /vendor/:code/wallet/authenticate`, lives with the wallet protocol
 * (vendor/routes.ts -> authenticate.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Responses } from '@playdeck/api-client/envelope';
import { LAUNCH_PATH, LaunchBody, LaunchValue } from '@playdeck/api-client/launch';
import type { Ctx } from '../context.ts';
import { optionalAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { limit } from '../http/limits.ts';
import { nameLanguage } from '../games/service.ts';
import type { VendorSettings } from '../vendor/config.ts';
import { demoGameRoutes } from './demo.ts';
import { launchGame } from './service.ts';

/** Registers the launch call and the demo game. `vendors`: the wallet settings returned by `vendorRoutes`. */
export function launchRoutes(app: FastifyInstance, ctx: Ctx, vendors: ReadonlyMap<string, VendorSettings>) {
  app.post<{ Body: LaunchBody }>(
    LAUNCH_PATH,
    {
      preHandler: optionalAuth(ctx),
      config: { rateLimit: limit(120, 60_000) },
      schema: {
        tags: ['games'],
        summary:
          'Launch a game: frame URL with a one-time launch token (mode real, login) or the free-trial demo (mode demo)',
        body: LaunchBody,
        response: Responses(LaunchValue),
      },
    },
    async (req) =>
      ok(await launchGame(ctx, req.brand, nameLanguage(req.body.language, req.lang), req.member, req.body)),
  );
  demoGameRoutes(app, ctx, vendors);
}
