/**
 * Game launch routes (issue 7 "Deliver" 1; spec 4 "Game launch", spec 7 "Launch /wps/game/launchGame"):
 * - `POST /wps/game/launchGame` ({@link LaunchBody}) -> envelope {@link LaunchValue}; the rules and errors are in
 *   service.ts `launchGame` (NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403, GAME_NOT_FOUND 404, GAME_MAINTENANCE 503,
 *   FREE_TRIAL_UNAVAILABLE 400, VALIDATION 400).
 * - The built-in demo game page and its backend under `/launch/demo/` (demo.ts).
 * The vendor-side token exchange, `POST /vendor/:code/wallet/authenticate`, lives with the wallet protocol
 * (vendor/routes.ts -> authenticate.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { nameLanguage } from '../games/service.ts';
import type { VendorSettings } from '../vendor/config.ts';
import { demoGameRoutes } from './demo.ts';
import { launchGame } from './service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../http/route.ts';

/** Registers the launch call and the demo game. `vendors`: the wallet settings returned by `vendorRoutes`. */
export function launchRoutes(app: FastifyInstance, ctx: Ctx, vendors: ReadonlyMap<string, VendorSettings>) {
  route(app, routes.launch.launchGame, async (req) =>
    ok(await launchGame(ctx, req.brand, nameLanguage(req.body.language, req.lang), req.member, req.body)),
  );
  demoGameRoutes(app, ctx, vendors);
}
