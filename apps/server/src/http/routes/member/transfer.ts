/**
 * The member-center transfer to the upline (`/wps/member/transfer/upline`; spec 2 page transferUpline under
 * AGENTTRANSFER3; docs/decisions.md D12; rules in domain/agent/transfer/service.ts): signed-in full members only
 * (401 NOT_LOGGED_IN, 403 TRIAL_FORBIDDEN). Shapes and errors: @playdeck/api-client/agentTeam.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../../domain/context.ts';
import { transferToUpline, uplineTransferView } from '../../../domain/agent/transfer/service.ts';
import { ok } from '../../envelope.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../../route.ts';

/** Registers the two calls; the `fullMember` guard comes from the bind routes (registered before). */
export function uplineTransferRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.agentTeam.uplineTransferView, async (req) =>
    ok(await uplineTransferView(ctx.db, req.brand, req.member!.id)),
  );
  route(app, routes.agentTeam.transferUpline, async (req) =>
    ok(await transferToUpline(ctx, req.brand, req.member!.id, { ...req.body, ip: req.ip })),
  );
}
