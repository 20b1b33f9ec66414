/**
 * Session calls (spec section 7): POST /wps/session/login (encrypted), POST /wps/session/login/freeplay,
 * DELETE /wps/session/logout, and the one-time ticket pair of docs/decisions.md D1: POST /wps/session/ticket (token) and
 * POST /wps/session/ticket/exchange.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { freeplay } from '../member/service.ts';
import { createTicket, exchangeTicket, login } from './service.ts';
import { revokeSession } from './store.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../http/route.ts';

export function sessionRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.session.login, async (req) => ok(await login(ctx, req, req.body)));
  route(app, routes.session.freeplay, async (req) => ok(await freeplay(ctx, req)));
  route(app, routes.session.logout, async (req) => {
    await revokeSession(ctx.db, req.member!.tokenHash);
    return ok(null);
  });
  route(app, routes.session.ticket, async (req) => ok(await createTicket(ctx, req.brand, req.member!.id)));
  route(app, routes.session.ticketExchange, async (req) =>
    ok(await exchangeTicket(ctx, req.brand, req.body.ticket)),
  );
}
