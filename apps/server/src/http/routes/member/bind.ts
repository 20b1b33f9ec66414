/**
 * The five bind calls of the member area (`/wps/member/bind...`, see domain/member/bind.ts for the rules): signed-in full
 * members only (401 NOT_LOGGED_IN, 403 TRIAL_FORBIDDEN for a trial account, spec 6).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../../domain/context.ts';
import { requireAuth } from '../../auth.ts';
import { ok } from '../../envelope.ts';
import { fail } from '../../../infra/errors.ts';
import {
  bindEmail,
  bindMobile,
  bindStatus,
  sendEmailCode,
  sendMobileBindCode,
} from '../../../domain/member/bind.ts';
import { TRIAL_MEMBER_TYPE } from '../../../domain/member/types.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../../route.ts';

/** Registers the five bind calls and the `fullMember` guard they use. */
export function bindRoutes(app: FastifyInstance, ctx: Ctx) {
  const auth = requireAuth(ctx);
  const member = async (req: Parameters<typeof auth>[0]) => {
    await auth(req);
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  };
  provideAuth(app, 'fullMember', member);

  route(app, routes.member.bindStatus, async (req) => ok(await bindStatus(ctx, req.member!.id)));
  route(app, routes.member.bindMobileCode, async (req) =>
    ok(await sendMobileBindCode(ctx, req.brand, req.member!.id, req.body, req.ip, req.lang)),
  );
  route(app, routes.member.bindMobile, async (req) =>
    ok(await bindMobile(ctx, req.brand, req.member!.id, req.body, req.lang)),
  );
  route(app, routes.member.bindEmailCode, async (req) =>
    ok(await sendEmailCode(ctx, req.brand, req.member!.id, req.body.email, req.lang)),
  );
  route(app, routes.member.bindEmail, async (req) =>
    ok(await bindEmail(ctx, req.brand, req.member!.id, req.body, req.lang)),
  );
}
