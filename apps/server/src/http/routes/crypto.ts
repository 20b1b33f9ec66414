/**
 * GET /wps/crypto/publicKey: `{ kid, alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk }`, and `decryptBody`, the
 * preValidation step that decrypts bodies of routes with `config.encrypted` (docs/decisions.md D13), enforcing the brand's
 * policy (`off` | `allowed` | `required`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { fail } from '../errors.ts';
import { ok } from '../envelope.ts';
import { JWE_ALG, JWE_ENC } from '../../infra/crypto/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export function cryptoRoutes(app: FastifyInstance, ctx: Ctx) {
  app.addContentTypeParser('application/jose', { parseAs: 'string' }, (_req, body, done) =>
    done(null, { jwe: body }),
  );

  route(app, routes.crypto.publicKey, async () =>
    ok({ kid: ctx.jwe.kid, alg: JWE_ALG, enc: JWE_ENC, jwk: ctx.jwe.publicJwk as Record<string, string> }),
  );
}

/**
 * preValidation of the routes with `config.encrypted` (attached per route by app.ts, so other calls pay nothing):
 * decrypts a `{ jwe }` body (an `application/jose` body arrives as one) and enforces the brand's policy (D13).
 * @throws ENCRYPTION_REQUIRED (plain body where the brand requires JWE), DECRYPTION_FAILED
 */
export function decryptBody(ctx: Ctx) {
  return async (req: FastifyRequest) => {
    const body = req.body as Record<string, unknown> | undefined;
    const compact = body && typeof body === 'object' && typeof body.jwe === 'string' ? body.jwe : undefined;
    if (compact === undefined) {
      if (req.brand.security.encryption === 'required') throw fail('ENCRYPTION_REQUIRED');
      return;
    }
    if (compact.length > 16_384) throw fail('DECRYPTION_FAILED');
    req.body = await ctx.jwe.decrypt(compact);
  };
}
