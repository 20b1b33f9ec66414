/**
 * The operator-only HTTP API (docs/architecture.md "Operators"), used by `npm run ops -- <command>` (apps/server/scripts/ops.ts).
 * Every call but login needs `Authorization: Bearer <operator session token>` or `Authorization: Bootstrap <token of
 * DATA_DIR/ops-bootstrap.token>` (401 OPS_NOT_AUTHORIZED); member session tokens are never accepted. Answers use the
 * platform envelope; money is a decimal string in the brand currency.
 *
 * Each call's least role is its descriptor's `opsRole` (viewer: lists; cashier: money actions; admin: operators and the
 * audit trail; 403 OPS_FORBIDDEN below it; docs/decisions.md D21). The bootstrap token acts as an admin.
 *
 * - POST /ops/api/session `{ username, password, code? }` -> `{ token, expiresAt, role, enrolment? }` (401
 *   OPS_LOGIN_FAILED, 423 OPS_LOGIN_LOCKED after 5 failures per name); without TOTP yet, `enrolment.otpauthUri` and a
 *   session that may only call POST /ops/api/session/mfa `{ code }` -> `{ enrolled: true }` (403
 *   OPS_MFA_ENROLMENT_REQUIRED elsewhere, 400 OPS_MFA_INVALID); DELETE -> null
 * - POST /ops/api/operators `{ username, password (>= 12), role? }` -> operator (409 OPERATOR_TAKEN); GET -> `{ rows }`;
 *   PUT /ops/api/operators/:id `{ role?, disabled? }` -> operator (its sessions end; 404 OPERATOR_NOT_FOUND)
 * - GET  /ops/api/audit?pageNo&pageSize -> `{ total, rows }` (who, action, target, before, after, ip, createdAt)
 * - GET  /ops/api/deposits?status&brand&pageNo&pageSize -> `{ total, rows }` (newest first; pending ones past their
 *   time are expired first)
 * - POST /ops/api/deposits/:id/confirm -> deposit (credited; 409 DEPOSIT_STATE when rejected or expired)
 * - POST /ops/api/deposits/:id/reject `{ reason? }` -> deposit (rejected; 409 DEPOSIT_STATE when credited)
 * - GET  /ops/api/withdrawals?status&brand -> `{ total, rows }` (with payout account in full, proof ids, dispute)
 * - POST /ops/api/withdrawals/:id/take -> withdrawal (held, taken: the member can no longer cancel it)
 * - POST /ops/api/withdrawals/:id/pay `{ reference? }` -> withdrawal (paid; the receipt window opens)
 * - POST /ops/api/withdrawals/:id/fail `{ reason? }` -> withdrawal (failed; the hold is released)
 * - GET  /ops/api/withdrawals/:id/proofs/:proofId -> the image bytes (image/png or image/jpeg)
 * - GET  /ops/api/disputes?status&brand -> `{ total, rows }`
 * - POST /ops/api/disputes/:id/resolve `{ outcome: refund | repaid | rejected, note? }` -> dispute
 * - GET /ops/api/points/redemptions?status&brand; POST /ops/api/points/redemptions/:id/approve `{ remark? }`,
 *   .../reject `{ remark }`; POST /ops/api/points/accrue (src/http/routes/points.ts)
 * Each action is written to `operator_audit` in the action's transaction. Repeating an action already done answers 200
 * with the same state and writes no audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { persistentSecret, type PaymentsHandle } from './payments.ts';
import * as payments from '../../domain/payments/service.ts';
import * as pstore from '../../domain/payments/store.ts';
import { safeEqual, sha256 } from '../../infra/tokens.ts';
import * as ops from '../../domain/ops/service.ts';
import * as actions from '../../domain/ops/actions.ts';
import type { OpsRouteHooks } from '../../domain/ops/hooks.ts';
import { totpKey } from '../../domain/ops/totp.ts';
import { bonusOpsRoutes } from './bonus.ts';
import { protectionOpsRoutes } from './protection.ts';
import { agentContractOpsRoutes } from './agent/contracts.ts';
import { pointsOpsRoutes } from './points.ts';
import { rewardsOpsRoutes } from './rewards.ts';
import { leaderboardOpsRoutes } from './leaderboard.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../route.ts';

/** File in the data directory holding the local bootstrap token. */
export const BOOTSTRAP_FILE = 'ops-bootstrap.token';
/** File in the data directory holding the key that seals operators' TOTP secrets (unless OPS_TOTP_KEY is set). */
export const TOTP_KEY_FILE = 'ops-totp.key';

const actors = new WeakMap<FastifyRequest, ops.OpsActor>();

function tokenOf(req: FastifyRequest): { scheme: string; token: string } | null {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^(Bearer|Bootstrap) ([A-Za-z0-9_-]{16,128})$/.exec(h.trim()) : null;
  return m ? { scheme: m[1]!, token: m[2]! } : null;
}

/** The acting operator and its address, as the services take them. */
const who = (req: FastifyRequest): ops.OpsWho => ({ actor: actors.get(req)!, ip: req.ip });

export function opsRoutes(app: FastifyInstance, ctx: Ctx, handle: PaymentsHandle) {
  const bootstrap = persistentSecret(
    handle.options.opsBootstrapToken,
    'OPS_BOOTSTRAP_TOKEN',
    handle.options.dataDir,
    BOOTSTRAP_FILE,
  );
  const bootstrapHash = sha256(bootstrap);
  const totp: ops.OpsTotpConfig = {
    key: totpKey(persistentSecret(undefined, 'OPS_TOTP_KEY', handle.options.dataDir, TOTP_KEY_FILE)),
    issuer: 'Playdeck operators',
  };

  // The `operator` auth kind of the route table: an operator session or the bootstrap token (401 OPS_NOT_AUTHORIZED),
  // whose role reaches the call's `opsRole` (403 OPS_FORBIDDEN); an enrolment session may only confirm its enrolment.
  provideAuth(app, 'operator', async (req, d) => {
    const t = tokenOf(req);
    let actor: ops.OpsActor | null = null;
    if (t?.scheme === 'Bootstrap') {
      const h = sha256(t.token);
      if (safeEqual(h, bootstrapHash))
        actor = { id: null, name: 'bootstrap', role: 'admin', enrolment: false };
    } else if (t) actor = await ops.authenticate(ctx, t.token);
    if (!actor) throw fail('OPS_NOT_AUTHORIZED');
    if (actor.enrolment && d.id !== routes.ops.confirmMfa.id && d.id !== routes.ops.logout.id)
      throw fail('OPS_MFA_ENROLMENT_REQUIRED');
    if (!ops.roleAllows(actor.role, d.opsRole!)) throw fail('OPS_FORBIDDEN');
    actors.set(req, actor);
  });
  operatorSessionRoutes(app, ctx, totp);
  operatorRoutes(app, ctx);
  depositRoutes(app, ctx);
  withdrawalRoutes(app, ctx);
  disputeRoutes(app, ctx);

  const hooks: OpsRouteHooks = { who };
  bonusOpsRoutes(app, ctx, hooks);
  protectionOpsRoutes(app, ctx, hooks);
  // Agent contracts: grant a top-level contract, settle now (src/http/routes/agent/contracts.ts).
  agentContractOpsRoutes(app, ctx, hooks);
  // Points mall redemptions: list, approve, reject; the accrual queue now (src/http/routes/points.ts).
  pointsOpsRoutes(app, ctx, hooks);
  // Promotion applications: list, approve, reject (src/http/routes/rewards.ts).
  rewardsOpsRoutes(app, ctx, hooks);
  // Leaderboard competitions: close the ended ones now (src/http/routes/leaderboard.ts; D38).
  leaderboardOpsRoutes(app, ctx);

  // Unknown operator paths answer the envelope, never the site's index.html.
  app.all('/ops/api/*', { schema: { hide: true } }, async () => {
    throw fail('NOT_FOUND');
  });
}

/** Operator login (password, then TOTP or its enrolment) and logout. */
function operatorSessionRoutes(app: FastifyInstance, ctx: Ctx, totp: ops.OpsTotpConfig) {
  route(app, routes.ops.login, async (req) => ok(await ops.login(ctx, totp, req.body, req.ip)));

  route(app, routes.ops.confirmMfa, async (req) =>
    ok(await ops.confirmMfa(ctx, totp, who(req), tokenOf(req)!.token, req.body.code)),
  );

  route(app, routes.ops.logout, async (req) => {
    const t = tokenOf(req);
    if (t?.scheme === 'Bearer') await ops.logout(ctx, who(req), t.token);
    return ok(null);
  });
}

/** Operator accounts and the audit trail (admin). */
function operatorRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.createOperator, async (req) => ok(await ops.createOperator(ctx, who(req), req.body)));
  route(app, routes.ops.operators, async () => ok({ rows: await ops.listOperators(ctx) }));
  route(app, routes.ops.updateOperator, async (req) =>
    ok(await ops.updateOperator(ctx, who(req), req.params.id, req.body)),
  );
  route(app, routes.ops.audit, async (req) => ok(await ops.auditPage(ctx, payments.paging(req.query, 500))));
}

/** The filters of a payments queue page: status and brand as the ops console sends them, and the page as rows. */
type QueueFilter = { status?: string; brand?: string; limit: number; offset: number };

/**
 * A page of a payments queue (deposits, withdrawals, disputes) for the ops console: the rows `list` finds in
 * `ctx.db` under the query's `status` and `brand`, page `pageNo` of `pageSize` rows (default 10, at most 500), each
 * through `view`. Returns `{ total, rows }`, total over all pages.
 */
async function queuePage<R, V>(
  ctx: Ctx,
  query: { status?: string; brand?: string; pageNo?: string; pageSize?: string },
  list: (db: Ctx['db'], f: QueueFilter) => Promise<{ total: number; rows: R[] }>,
  view: (ctx: Ctx, row: R) => V,
): Promise<{ total: number; rows: V[] }> {
  const r = await list(ctx.db, { status: query.status, brand: query.brand, ...payments.paging(query, 500) });
  return { total: r.total, rows: r.rows.map((row) => view(ctx, row)) };
}

/** Deposits: the list, confirm, reject. */
function depositRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.deposits, async (req) => {
    await pstore.expireDeposits(ctx.db, ctx.now());
    return ok(await queuePage(ctx, req.query, pstore.listDeposits, actions.depositView));
  });

  route(app, routes.ops.confirmDeposit, async (req) =>
    ok(await actions.confirmDeposit(ctx, who(req), req.params.id)),
  );

  route(app, routes.ops.rejectDeposit, async (req) =>
    ok(await actions.rejectDeposit(ctx, who(req), req.params.id, req.body?.reason ?? null)),
  );
}

/** Withdrawals: the list, take, pay, fail, and their proof images. */
function withdrawalRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.withdrawals, async (req) => {
    await pstore.autoReceive(ctx.db, ctx.now());
    return ok(await queuePage(ctx, req.query, pstore.listWithdrawals, actions.withdrawalView));
  });

  route(app, routes.ops.takeWithdrawal, async (req) =>
    ok(await actions.takeWithdrawal(ctx, who(req), req.params.id)),
  );
  route(app, routes.ops.payWithdrawal, async (req) =>
    ok(await actions.payWithdrawal(ctx, who(req), req.params.id, req.body?.reference ?? null)),
  );
  route(app, routes.ops.failWithdrawal, async (req) =>
    ok(await actions.failWithdrawal(ctx, who(req), req.params.id, req.body?.reason ?? null)),
  );

  route(app, routes.ops.proofImage, async (req, reply) => {
    const img = await pstore.proofImage(ctx.db, req.params.id, req.params.proofId);
    if (!img) throw fail('NOT_FOUND');
    return reply.type(img.mime).header('Cache-Control', 'no-store').send(img.bytes);
  });
}

/** Receipt disputes: the list and resolve. */
function disputeRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.disputes, async (req) => {
    return ok(await queuePage(ctx, req.query, pstore.listDisputes, actions.disputeView));
  });

  route(app, routes.ops.resolveDispute, async (req) =>
    ok(await actions.resolveDispute(ctx, who(req), req.params.id, req.body.outcome, req.body.note ?? null)),
  );
}
