/**
 * preHandlers: `requireAuth` (401 NOT_LOGGED_IN without a valid session) and `optionalAuth`.
 *
 * A session whose member must change its password (an agent-issued one-time password, a common password at login:
 * docs/decisions.md D2, ASVS 5.0 V6.4.1) can only change it: `requireAuth` refuses it with 403 PASSWORD_CHANGE_REQUIRED on
 * every route but those marked `config.duringPasswordChange` (change password, logout), and `optionalAuth` treats it
 * as no session. /wps/member/info still answers (with `mustChangePassword: true`), so the site can ask for the change.
 *
 * A call whose descriptor is `passive` (a background read the member did not ask for, e.g. the reality check's
 * session summary) does not slide the 30-minute idle window (GLI-19 idle re-login).
 */
import type { FastifyRequest } from 'fastify';
import type { RouteSpec } from '@playdeck/api-client/routes';
import type { Ctx } from '../domain/context.ts';
import { authenticate } from '../domain/session/service.ts';
import { fail } from './errors.ts';
import { tokenOf } from './caller.ts';

export function requireAuth(ctx: Ctx) {
  return async (req: FastifyRequest, d?: Pick<RouteSpec, 'passive'>) => {
    req.member = await authenticate(ctx, req.brand, tokenOf(req), { touch: !d?.passive });
    if (!req.member) throw fail('NOT_LOGGED_IN');
    if (req.member.mustChangePassword && !req.routeOptions.config.duringPasswordChange)
      throw fail('PASSWORD_CHANGE_REQUIRED');
  };
}

export function optionalAuth(ctx: Ctx) {
  return async (req: FastifyRequest) => {
    const m = await authenticate(ctx, req.brand, tokenOf(req));
    req.member = m && !m.mustChangePassword ? m : null;
  };
}
