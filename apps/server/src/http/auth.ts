/** preHandlers: `requireAuth` (401 NOT_LOGGED_IN without a valid session) and `optionalAuth`. */
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { authenticate } from '../session/service.ts';
import { fail } from './errors.ts';

export function requireAuth(ctx: Ctx) {
  return async (req: FastifyRequest) => {
    req.member = await authenticate(ctx, req);
    if (!req.member) throw fail('NOT_LOGGED_IN');
  };
}

export function optionalAuth(ctx: Ctx) {
  return async (req: FastifyRequest) => {
    req.member = await authenticate(ctx, req);
  };
}
