/**
 * Player protection calls (docs/decisions.md D19, D26; shapes, units and errors in @playdeck/api-client/protection):
 * - GET /wps/protection, POST /wps/protection/limits, POST /wps/protection/limits/confirm, POST /wps/protection/timeout,
 *   POST /wps/protection/exclusion (session token; trial members 403 TRIAL_FORBIDDEN).
 * - GET /ops/api/protection?brand&state, GET /ops/api/protection/:memberId/history (viewer) and
 *   POST /ops/api/protection/:memberId/end-exclusion (admin, audited): registered by opsRoutes with its hooks.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { Ctx } from '../../domain/context.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import type { OpsRouteHooks } from '../../domain/ops/hooks.ts';
import { act } from '../../domain/ops/service.ts';
import {
  confirmLimit,
  endExclusion,
  listByState,
  memberHistory,
  protectionView,
  setLimit,
  takeBlock,
  type ProtectionState,
} from '../../domain/protection/service.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { route } from '../route.ts';

/** The member center's protection calls. */
export function protectionRoutes(app: FastifyInstance, ctx: Ctx) {
  const member = (req: { member?: { id: string; type: number } | null }) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    return req.member!.id;
  };
  route(app, routes.protection.view, async (req) => ok(await protectionView(ctx, req.brand, member(req))));
  route(app, routes.protection.setLimit, async (req) =>
    ok(await setLimit(ctx, req.brand, member(req), req.body.key, req.body.value)),
  );
  route(app, routes.protection.confirmLimit, async (req) =>
    ok(await confirmLimit(ctx, req.brand, member(req), req.body.key)),
  );
  route(app, routes.protection.timeout, async (req) =>
    ok(await takeBlock(ctx, req.brand, member(req), 'timeout', req.body.length)),
  );
  route(app, routes.protection.exclusion, async (req) =>
    ok(await takeBlock(ctx, req.brand, member(req), 'exclusion', req.body.length)),
  );
}

/** The operator's protection calls, mounted by opsRoutes with its hooks (acting operator, audit). */
export function protectionOpsRoutes(app: FastifyInstance, ctx: Ctx, { who }: OpsRouteHooks) {
  route(app, routes.ops.protection, async (req) => {
    if (!ctx.brands.get(req.query.brand)) throw fail('UNKNOWN_BRAND');
    return ok({ rows: await listByState(ctx, req.query.brand, req.query.state as ProtectionState) });
  });
  route(app, routes.ops.protectionHistory, async (req) =>
    ok({ rows: await memberHistory(ctx, req.params.memberId) }),
  );
  route(app, routes.ops.endExclusion, async (req) => {
    const w = who(req);
    const value = await act(ctx, w, 'protection.endExclusion', async (c) => {
      const r = await endExclusion(c, req.params.memberId, w.actor.name, req.body.reason ?? null);
      return { value: r, target: `member:${req.params.memberId}`, before: null, after: r };
    });
    return ok(value);
  });
}
