/** GET /wps/captcha (spec section 7): `{ success, value: data URL }`. Rate limited per IP. */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { issueCaptcha } from './service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../http/route.ts';

export function captchaRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.captcha.image, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await issueCaptcha(ctx.kv, reply, req.brand.register.captcha));
  });
}
