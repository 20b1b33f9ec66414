/**
 * Reward center calls (spec 2 `rewardCenter`; spec 4 activity statuses; spec 5 activity applications;
 * docs/decisions.md D32): the center list, join, proof upload, apply; and the operator's application calls (list,
 * approve, reject) mounted by opsRoutes with its hooks. Shapes, units and errors in @playdeck/api-client/rewards.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { Ctx } from '../../domain/context.ts';
import type { OpsRouteHooks } from '../../domain/ops/hooks.ts';
import { act, byOf } from '../../domain/ops/service.ts';
import { paging } from '../../domain/payments/service.ts';
import { entryView, rewardCenter } from '../../domain/rewards/center.ts';
import * as rewards from '../../domain/rewards/service.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';
import { acceptImageBodies, PROOF_BODY_LIMIT } from '../imageBody.ts';

/** The member's reward center calls. */
export function rewardsRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.rewards.center, async (req) =>
    ok(await rewardCenter(ctx.db, req.brand, req.member!.id, req.query.lang ?? req.lang, ctx.now())),
  );

  route(app, routes.rewards.join, async (req) =>
    ok(
      entryView(
        req.brand,
        await rewards.joinPromotion(ctx, req.brand, req.member!.id, req.params.promotionId),
        req.lang,
      ),
    ),
  );

  route(app, routes.rewards.apply, async (req) =>
    ok(
      entryView(
        req.brand,
        await rewards.applyPromotion(ctx, req.brand, req.member!.id, req.params.promotionId, req.body),
        req.lang,
      ),
    ),
  );

  // Raw image bodies need their own content-type parser: an encapsulated scope keeps it off every other route.
  void app.register(async (scope) => {
    acceptImageBodies(scope);
    route(scope, routes.rewards.uploadProof, { bodyLimit: PROOF_BODY_LIMIT }, async (req) =>
      ok(
        await rewards.uploadProof(
          ctx,
          req.brand,
          req.member!,
          String(req.headers['content-type'] ?? ''),
          req.body as Buffer,
        ),
      ),
    );
  });
}

const opsView = (ctx: Ctx, e: rewards.PromotionEntry) => {
  const brand = ctx.brands.get(e.brand);
  return {
    ...entryView(brand, e, brand?.defaultLanguage ?? 'en'),
    brand: e.brand,
    username: e.username,
    entryStatus: e.status,
    proofIds: e.proofIds,
    ...(e.decidedBy ? { decidedBy: e.decidedBy } : {}),
  };
};

/** The operator's promotion application calls, mounted by opsRoutes with its hooks (acting operator, audit). */
export function rewardsOpsRoutes(app: FastifyInstance, ctx: Ctx, { who }: OpsRouteHooks) {
  route(app, routes.ops.rewardApplications, async (req) => {
    const r = await rewards.listEntries(ctx.db, {
      ...(req.query.brand ? { brand: req.query.brand } : {}),
      ...(req.query.status ? { status: req.query.status } : {}),
      ...paging(req.query, 500),
    });
    return ok({ total: r.total, rows: r.rows.map((x) => opsView(ctx, x)) });
  });

  for (const [descriptor, decision] of [
    [routes.ops.approveRewardApplication, 'approve'],
    [routes.ops.rejectRewardApplication, 'reject'],
  ] as const)
    route(app, descriptor, async (req) => {
      const w = who(req);
      return ok(
        await act(ctx, w, `rewards.${decision}`, async (c) => {
          const r = await rewards.decideEntry(
            c,
            req.params.id,
            decision,
            byOf(w.actor),
            req.body?.remark ?? null,
          );
          return {
            value: opsView(c, r.after),
            target: `promotion-entry:${req.params.id}`,
            before: opsView(c, r.before),
            after: opsView(c, r.after),
            audit: r.changed,
          };
        }),
      );
    });
}
