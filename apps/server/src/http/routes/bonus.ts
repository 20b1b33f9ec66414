/**
 * Bonus calls (member center `bonusDetails`, spec 2; docs/architecture.md "Member center"). Shapes, units and errors in
 * @playdeck/api-client/bonus:
 * - GET /wps/member/bonuses?pageNo&pageSize (session token) -> BonusPage (the member's own, newest first).
 *   Errors: 400 VALIDATION, 401 NOT_LOGGED_IN, 403 TRIAL_FORBIDDEN.
 * - POST /wps/member/bonuses/:id/forfeit (session token) -> BonusRow: the member gives up a bonus still wagering; its
 *   locked money goes back (docs/decisions.md D17). Errors: 404 BONUS_NOT_FOUND, 409 BONUS_NOT_ACTIVE, 401, 403.
 * - POST /ops/api/bonuses GrantBonusBody (operator) -> OpsBonus; GET /ops/api/bonuses?brand&pageNo&pageSize ->
 *   OpsBonusPage. Registered by opsRoutes with its operator authentication; each grant is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { OpsRouteHooks } from '../../domain/ops/hooks.ts';
import { act, byOf } from '../../domain/ops/service.ts';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { paging } from '../../domain/payments/service.ts';
import { formatMinor } from '../../domain/money.ts';
import { forfeitBonus, grantBonus, listBonuses, type BonusRecord } from '../../domain/bonus/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

function view(ctx: Ctx, b: BonusRecord) {
  const exp = ctx.brands.get(b.brand)?.currency.exponent ?? 2;
  return {
    id: b.id,
    name: b.name,
    amount: formatMinor(b.amountMinor, exp),
    currency: b.currency,
    turnoverRequired: formatMinor(b.turnoverRequiredMinor, exp),
    turnoverAchieved: formatMinor(b.turnoverAchievedMinor, exp),
    status: b.status,
    source: b.source,
    lockedAmount: formatMinor(b.lockedMinor, exp),
    createdAt: b.createdAt,
  };
}

const opsView = (ctx: Ctx, b: BonusRecord) => ({
  ...view(ctx, b),
  brand: b.brand,
  username: b.username,
  reference: b.reference,
  grantedBy: b.grantedBy,
});

/** The member's bonus list. */
export function bonusRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.bonus.list, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const r = await listBonuses(ctx.db, { memberId: req.member!.id, ...paging(req.query) });
    return ok({ total: r.total, rows: r.rows.map((b) => view(ctx, b)) });
  });

  route(app, routes.bonus.forfeit, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    return ok(view(ctx, await forfeitBonus(ctx, req.member!.id, req.params.id)));
  });
}

/** The operator's bonus calls, mounted by opsRoutes with its hooks (acting operator, audit). */
export function bonusOpsRoutes(app: FastifyInstance, ctx: Ctx, { who }: OpsRouteHooks) {
  route(app, routes.ops.grantBonus, async (req) => {
    const w = who(req);
    const value = await act(ctx, w, 'bonus.grant', async (c) => {
      const r = await grantBonus(c, req.body, byOf(w.actor));
      const after = opsView(c, r.bonus);
      return {
        value: after,
        target: `bonus:${r.bonus.id}`,
        before: null,
        after,
        detail: { reference: r.bonus.reference },
        audit: !r.duplicate,
      };
    });
    return ok(value);
  });

  route(app, routes.ops.bonuses, async (req) => {
    const r = await listBonuses(ctx.db, { brand: req.query.brand, ...paging(req.query, 500) });
    return ok({ total: r.total, rows: r.rows.map((b) => opsView(ctx, b)) });
  });
}
