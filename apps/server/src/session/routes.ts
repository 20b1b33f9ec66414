/**
 * Session calls (spec section 7): POST /wps/session/login (encrypted), POST /wps/session/login/freeplay,
 * DELETE /wps/session/logout, and the one-time ticket pair of docs/decisions.md D1: POST /wps/session/ticket (token) and
 * POST /wps/session/ticket/exchange.
 */
import { NullValue, Responses } from '@playdeck/api-client/envelope';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { FreeplayBody, LoginBody, LoginResult, TicketBody, TicketValue } from '@playdeck/api-client/schemas';
import type { Ctx } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { limit } from '../http/limits.ts';
import { freeplay } from '../member/service.ts';
import { createTicket, exchangeTicket, login } from './service.ts';
import { revokeSession } from './store.ts';

export function sessionRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post<{ Body: Static<typeof LoginBody> }>(
    '/wps/session/login',
    {
      config: { encrypted: true, rateLimit: limit(20, 60_000) },
      schema: {
        tags: ['session'],
        summary: 'Log in (username/password or mobile + SMS code); body may be JWE',
        body: LoginBody,
        response: Responses(LoginResult),
      },
    },
    async (req) => ok(await login(ctx, req, req.body)),
  );
  app.post<{ Body: Static<typeof FreeplayBody> }>(
    '/wps/session/login/freeplay',
    {
      config: { rateLimit: limit(5, 3_600_000) },
      schema: {
        tags: ['session'],
        summary: 'Free play: a trial member (type 4) with trial funds',
        body: FreeplayBody,
        response: Responses(LoginResult),
      },
    },
    async (req) => ok(await freeplay(ctx, req)),
  );
  app.delete(
    '/wps/session/logout',
    {
      preHandler: requireAuth(ctx),
      config: { duringPasswordChange: true },
      schema: { tags: ['session'], summary: 'Revoke the current session', response: Responses(NullValue) },
    },
    async (req) => {
      await revokeSession(ctx.db, req.member!.tokenHash);
      return ok(null);
    },
  );
  app.post(
    '/wps/session/ticket',
    {
      preHandler: requireAuth(ctx),
      schema: {
        tags: ['session'],
        summary: 'One-time login ticket (60 s) for a URL (D1)',
        response: Responses(TicketValue),
      },
    },
    async (req) => ok(await createTicket(ctx, req.brand, req.member!.id)),
  );
  app.post<{ Body: Static<typeof TicketBody> }>(
    '/wps/session/ticket/exchange',
    {
      config: { rateLimit: limit(20, 60_000) },
      schema: {
        tags: ['session'],
        summary: 'Exchange a login ticket for a session token (D1)',
        body: TicketBody,
        response: Responses(LoginResult),
      },
    },
    async (req) => ok(await exchangeTicket(ctx, req.brand, req.body.ticket)),
  );
}
