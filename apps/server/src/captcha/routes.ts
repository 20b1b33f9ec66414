/** GET /wps/captcha (spec section 7): `{ success, value: data URL }`. Rate limited per IP. */
import { Responses } from '@playdeck/api-client/envelope';
import { CaptchaValue } from '@playdeck/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { limit } from '../http/limits.ts';
import { issueCaptcha } from './service.ts';

export function captchaRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: limit(30, 60_000) },
      schema: {
        tags: ['captcha'],
        summary: 'New captcha image (base64 SVG data URL); answer single use, 2 minutes',
        response: Responses(CaptchaValue),
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await issueCaptcha(ctx.kv, reply, req.brand.register.captcha));
    },
  );
}
