/**
 * Platform message calls (spec section 2 messageV2, spec 7 `/wps/relay/CSP_unreadCount`); all need the session token:
 * - GET /wps/messages?pageNo&pageSize&status=all|unread -> `{ content, pageNum, pageSize, totalPages, total, unread }`
 * - POST /wps/messages/read `{ ids }` | `{ all: true }` -> `{ updated, unread }`
 * - GET /wps/messages/unreadCount, GET|POST /wps/relay/CSP_unreadCount -> `{ count }`
 * Errors: NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403, VALIDATION 400, NOT_FOUND 404 (an id the member cannot see).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import * as service from '../../domain/messages/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export function messageRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.messages.list, async (req) =>
    ok(await service.listPage(ctx.db, req.brand, req.member!, req.lang, req.query, ctx.now())),
  );

  route(app, routes.messages.read, async (req) =>
    ok(await service.markRead(ctx.db, req.brand, req.member!, req.body, ctx.now())),
  );

  const count = async (req: FastifyRequest) =>
    ok({ count: await service.unreadCount(ctx.db, req.brand, req.member!, ctx.now()) });
  route(app, routes.messages.unreadCount, count);
  route(app, routes.messages.unreadCountRelay, count);
  route(app, routes.messages.unreadCountRelayPost, count);
}
