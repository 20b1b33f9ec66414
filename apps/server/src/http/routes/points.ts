/**
 * Points calls (spec 7 "points": balance, reward, config, redeem list, redeem and convert; spec 2 `pointMall`,
 * `redeemHistory`, `pointsDetails`; docs/decisions.md D11, D24). Shapes, units and errors in
 * @playdeck/api-client/points. Every member call answers 403 FEATURE_DISABLED when the brand has points off (PTSYS3).
 * Redeem and convert accept a JWE body (route table `encrypted`) and check the withdraw password.
 *
 * Also starts the points accrual job (src/domain/points/accrual.ts) once per POINTS_ACCRUAL_MS on the scheduler leader
 * (src/infra/leader.ts) unless `accrualJob` is false (test apps: AppOptions.brandJobs), and mounts the operator calls (list, approve, reject, accrue now) with opsRoutes' hooks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@playdeck/api-client/routes';
import type { Ctx } from '../../domain/context.ts';
import type { OpsRouteHooks } from '../../domain/ops/hooks.ts';
import { act, byOf } from '../../domain/ops/service.ts';
import { paging } from '../../domain/payments/service.ts';
import { formatMinor } from '../../domain/money.ts';
import { runPointsQueue } from '../../domain/points/accrual.ts';
import * as mall from '../../domain/points/mall.ts';
import { pointsSettings } from '../../domain/points/settings.ts';
import { pointsAccrualMs } from '../../env.ts';
import { isEnabled, type Brand } from '../../infra/brands/index.ts';
import { everyPeriod } from '../../infra/leader.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { route } from '../route.ts';

/** The points module switch of the whitelabel tree (spec 2: the avatar menu's points entry "if PTSYS3"). */
const POINTS_MOD = 'PTSYS3';

function pointsOn(req: FastifyRequest) {
  if (!isEnabled(req.brand, POINTS_MOD)) throw fail('FEATURE_DISABLED');
}

const rateText = (r: { num: bigint; den: bigint }) => {
  const digits = r.den.toString().length - 1;
  return formatMinor(r.num, digits).replace(/\.?0+$/, (m) => (m.startsWith('.') ? '' : m)) || '0';
};

/** A redemption as the member sees it, the item's name in `lang`. */
function view(brand: Brand | undefined, r: mall.Redemption, lang: string) {
  const exp = brand?.currency.exponent ?? 2;
  return {
    id: r.id,
    type: r.itemType,
    itemId: r.itemId,
    name:
      r.itemName[lang] ?? (brand && r.itemName[brand.defaultLanguage]) ?? Object.values(r.itemName)[0] ?? '',
    quantity: r.quantity,
    points: r.points.toString(),
    amount: formatMinor(r.amountMinor, exp),
    turnover: formatMinor(r.turnoverMinor, exp),
    currency: r.currency,
    status: r.status,
    ...(r.remark ? { remark: r.remark } : {}),
    ...(r.delivery ? { delivery: r.delivery } : {}),
    createdAt: r.createdAt,
    ...(r.decidedAt ? { decidedAt: r.decidedAt } : {}),
  };
}

const opsView = (ctx: Ctx, r: mall.Redemption) => {
  const brand = ctx.brands.get(r.brand);
  return {
    ...view(brand, r, brand?.defaultLanguage ?? 'en'),
    brand: r.brand,
    username: r.username,
    itemName: r.itemName,
    ...(r.decidedBy ? { decidedBy: r.decidedBy } : {}),
  };
};

/** The member's points calls and, when `accrualJob` (default on), the periodic accrual job. */
export function pointsRoutes(app: FastifyInstance, ctx: Ctx, o: { accrualJob?: boolean } = {}) {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (o.accrualJob === false) return;
    stop = everyPeriod(ctx.db, {
      name: 'points-accrual',
      periodMs: pointsAccrualMs(),
      run: () => runPointsQueue(ctx),
      log: ctx.log,
    });
  });
  app.addHook('onClose', async () => stop?.());

  route(app, routes.points.balance, async (req) => {
    pointsOn(req);
    return ok({ points: (await mall.pointsBalance(ctx.db, req.brand.id, req.member!.id)).toString() });
  });

  route(app, routes.points.reward, async (req) => {
    pointsOn(req);
    const s = pointsSettings(req.brand);
    const earned = await mall.earnedByCategory(ctx.db, req.brand.id, req.member!.id);
    return ok({
      rates: Object.entries(s.rates).map(([category, r]) => ({ category, rate: rateText(r) })),
      earned: Object.entries(earned).map(([category, p]) => ({ category, points: p.toString() })),
    });
  });

  route(app, routes.points.config, async (req) => {
    pointsOn(req);
    const s = pointsSettings(req.brand);
    return ok({
      currency: req.brand.currency.code,
      convert: s.convert ?? null,
      items: await mall.catalogue(ctx, req.brand, req.lang, req.member?.id),
    });
  });

  route(app, routes.points.redeemList, async (req) => {
    pointsOn(req);
    const r = await mall.listRedemptions(ctx.db, { memberId: req.member!.id, ...paging(req.query) });
    return ok({ total: r.total, rows: r.rows.map((x) => view(req.brand, x, req.lang)) });
  });

  route(app, routes.points.details, async (req) => {
    pointsOn(req);
    const r = await mall.pointsMovements(ctx.db, {
      brand: req.brand.id,
      memberId: req.member!.id,
      ...(req.query.category ? { category: req.query.category } : {}),
      ...paging(req.query),
    });
    return ok({
      total: r.total,
      rows: r.rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        category: m.category,
        points: m.points.toString(),
        balanceAfter: m.balanceAfter.toString(),
        createdAt: m.createdAt,
      })),
    });
  });

  route(app, routes.points.redeem, async (req) => {
    pointsOn(req);
    return ok(view(req.brand, await mall.redeem(ctx, req.brand, req.member!, req.body), req.lang));
  });

  route(app, routes.points.convert, async (req) => {
    pointsOn(req);
    return ok(view(req.brand, await mall.convert(ctx, req.brand, req.member!, req.body), req.lang));
  });
}

/** The operator's points calls, mounted by opsRoutes with its hooks (acting operator, audit). */
export function pointsOpsRoutes(app: FastifyInstance, ctx: Ctx, { who }: OpsRouteHooks) {
  route(app, routes.ops.pointsRedemptions, async (req) => {
    const r = await mall.listRedemptions(ctx.db, {
      ...(req.query.brand ? { brand: req.query.brand } : {}),
      ...(req.query.status ? { status: req.query.status } : {}),
      ...paging(req.query, 500),
    });
    return ok({ total: r.total, rows: r.rows.map((x) => opsView(ctx, x)) });
  });

  route(app, routes.ops.approveRedemption, async (req) => {
    const w = who(req);
    return ok(
      await act(ctx, w, 'points.approve', async (c) => {
        const r = await mall.approveRedemption(c, req.params.id, byOf(w.actor), req.body?.remark ?? null);
        return {
          value: opsView(c, r.after),
          target: `redemption:${req.params.id}`,
          before: opsView(c, r.before),
          after: opsView(c, r.after),
          audit: r.changed,
        };
      }),
    );
  });

  route(app, routes.ops.rejectRedemption, async (req) => {
    const w = who(req);
    return ok(
      await act(ctx, w, 'points.reject', async (c) => {
        const r = await mall.rejectRedemption(c, req.params.id, byOf(w.actor), req.body.remark ?? '');
        return {
          value: opsView(c, r.after),
          target: `redemption:${req.params.id}`,
          before: opsView(c, r.before),
          after: opsView(c, r.after),
          audit: r.changed,
        };
      }),
    );
  });

  route(app, routes.ops.accruePoints, async () => ok({ sources: await runPointsQueue(ctx) }));
}
