/**
 * Game launch routes (docs/architecture.md "Game launch"; spec 4 "Game launch", spec 7 "Launch /wps/game/launchGame"):
 * - `POST /wps/game/launchGame` ({@link LaunchBody}) -> envelope {@link LaunchValue}; the rules and errors are in
 *   service.ts `launchGame` (NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403, GAME_NOT_FOUND 404, GAME_MAINTENANCE 503,
 *   FREE_TRIAL_UNAVAILABLE 400, VALIDATION 400).
 * The vendor-side token exchange, `POST /vendor/:code/wallet/authenticate`, lives with the wallet protocol
 * (http/routes/vendor-wallet.ts -> authenticate.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { nameLanguage } from '../../domain/games/service.ts';
import { launchGame } from '../../domain/games/launch/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

/** Registers the launch call (the games it opens are on the games server: games-server.ts). */
export function launchRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.launch.launchGame, async (req) =>
    ok(await launchGame(ctx, req.brand, nameLanguage(req.body.language, req.lang), req.member, req.body)),
  );
}
