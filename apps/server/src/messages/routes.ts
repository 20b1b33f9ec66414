/**
 * Platform message calls (spec section 2 messageV2, spec 7 `/wps/relay/CSP_unreadCount`); all need the session token:
 * - GET /wps/messages?pageNo&pageSize&status=all|unread -> `{ content, pageNum, pageSize, totalPages, total, unread }`
 * - POST /wps/messages/read `{ ids }` | `{ all: true }` -> `{ updated, unread }`
 * - GET /wps/messages/unreadCount, GET|POST /wps/relay/CSP_unreadCount -> `{ count }`
 * Errors: NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403, VALIDATION 400, NOT_FOUND 404 (an id the member cannot see).
 */
import { Responses } from '@playdeck/api-client/envelope';
import { MarkReadValue, MessagePage, UnreadCountValue } from '@playdeck/api-client/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { MarkReadBody, MessageListQuery } from '@playdeck/api-client/messages';
import type { Ctx } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import * as service from './service.ts';

export function messageRoutes(app: FastifyInstance, ctx: Ctx) {
  const auth = requireAuth(ctx);

  app.get<{ Querystring: Static<typeof MessageListQuery> }>(
    '/wps/messages',
    {
      preHandler: auth,
      schema: {
        tags: ['messages'],
        summary: 'Platform messages of the member, newest first, paged',
        querystring: MessageListQuery,
        response: Responses(MessagePage),
      },
    },
    async (req) => ok(await service.listPage(ctx.db, req.brand, req.member!, req.lang, req.query)),
  );

  app.post<{ Body: Static<typeof MarkReadBody> }>(
    '/wps/messages/read',
    {
      preHandler: auth,
      schema: {
        tags: ['messages'],
        summary: 'Mark messages read (ids, or all)',
        body: MarkReadBody,
        response: Responses(MarkReadValue),
      },
    },
    async (req) => ok(await service.markRead(ctx.db, req.brand, req.member!, req.body)),
  );

  const count = async (req: FastifyRequest) =>
    ok({ count: await service.unreadCount(ctx.db, req.brand, req.member!) });
  const countSchema = {
    tags: ['messages'],
    summary: 'Unread platform messages of the member',
    response: Responses(UnreadCountValue),
  };
  app.get('/wps/messages/unreadCount', { preHandler: auth, schema: countSchema }, count);
  app.get('/wps/relay/CSP_unreadCount', { preHandler: auth, schema: countSchema }, count);
  app.post('/wps/relay/CSP_unreadCount', { preHandler: auth, schema: countSchema }, count);
}
