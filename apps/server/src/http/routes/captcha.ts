/**
 * GET /wps/captcha (spec section 7; docs/decisions.md D23): `{ success, value: challenge }`, a proof-of-work challenge
 * of the brand's difficulty for the captcha widget (src/domain/captcha/service.ts). Rate limited per IP; never cached.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { issueChallenge } from '../../domain/captcha/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export function captchaRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.captcha.challenge, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await issueChallenge(ctx, req.brand));
  });
}
