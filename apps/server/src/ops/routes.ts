/**
 * The operator-only HTTP API (docs/architecture.md "Operators"), used by `npm run ops -- <command>` (apps/server/scripts/ops.ts).
 * Every call but login needs `Authorization: Bearer <operator session token>` or `Authorization: Bootstrap <token of
 * DATA_DIR/ops-bootstrap.token>` (401 OPS_NOT_AUTHORIZED); member session tokens are never accepted. Answers use the
 * platform envelope; money is a decimal string in the brand currency.
 *
 * - POST /ops/api/session `{ username, password }` -> `{ token, expiresAt }` (401 OPS_LOGIN_FAILED); DELETE -> null
 * - POST /ops/api/operators `{ username, password (>= 12) }` -> `{ id, username, createdAt }` (409 OPERATOR_TAKEN)
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
 * Each action is written to `operator_audit`. Repeating an action already done answers 200 with the same state.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { persistentSecret, type PaymentsHandle } from '../payments/routes.ts';
import * as payments from '../payments/service.ts';
import * as pstore from '../payments/store.ts';
import { safeEqual, sha256 } from '../tokens.ts';
import { formatMinor } from '../money.ts';
import * as ops from './service.ts';
import { bonusOpsRoutes } from '../bonus/routes.ts';
import { agentContractOpsRoutes } from '../agent/contracts/routes.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../http/route.ts';

/** File in the data directory holding the local bootstrap token. */
export const BOOTSTRAP_FILE = 'ops-bootstrap.token';

const actors = new WeakMap<FastifyRequest, ops.OpsActor>();

function tokenOf(req: FastifyRequest): { scheme: string; token: string } | null {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^(Bearer|Bootstrap) ([A-Za-z0-9_-]{16,128})$/.exec(h.trim()) : null;
  return m ? { scheme: m[1]!, token: m[2]! } : null;
}

const actorOf = (req: FastifyRequest) => actors.get(req)!;
/** Who acts, as stored in the rows an action writes: `operator:<id>` or `bootstrap`. */
const by = (req: FastifyRequest) => {
  const a = actorOf(req);
  return a.id ? `operator:${a.id}` : a.name;
};

/** A deposit as operators see it: the member's view plus brand and member. */
const depositView = (ctx: Ctx, d: pstore.DepositRow) => ({
  ...payments.depositView(ctx, d),
  brand: d.brand,
  memberId: d.member_id,
  username: d.username,
});
/** A withdrawal as operators see it: with the payout account in full, reference and proof ids. */
const withdrawalView = (ctx: Ctx, w: pstore.WithdrawalRow) => ({
  ...payments.withdrawalView(ctx, w),
  // Operators pay to the real account number.
  payoutAccount: {
    channel: w.channel,
    accountNo: w.account_no,
    holderName: w.holder_name,
    ...(w.ifsc ? { ifsc: w.ifsc } : {}),
  },
  brand: w.brand,
  memberId: w.member_id,
  username: w.username,
  ...(w.payout_reference ? { payoutReference: w.payout_reference } : {}),
  proofIds: w.proof_ids ? w.proof_ids.split(',') : [],
});
/** A receipt dispute as operators see it. */
const disputeView = (ctx: Ctx, d: pstore.DisputeRow) => ({
  id: d.id,
  withdrawalId: d.withdrawal_id,
  brand: d.brand,
  memberId: d.member_id,
  username: d.username,
  kind: d.kind,
  currency: d.currency,
  claimedAmount: formatMinor(d.claimed_amount, ctx.brands.get(d.brand)?.currency.exponent ?? 2),
  status: d.status,
  ...(d.outcome ? { outcome: d.outcome } : {}),
  ...(d.note ? { note: d.note } : {}),
  createdAt: d.created_at,
  ...(d.resolved_at ? { resolvedAt: d.resolved_at } : {}),
});

export function opsRoutes(app: FastifyInstance, ctx: Ctx, handle: PaymentsHandle) {
  const bootstrap = persistentSecret(
    handle.options.opsBootstrapToken,
    'OPS_BOOTSTRAP_TOKEN',
    handle.options.dataDir,
    BOOTSTRAP_FILE,
  );
  const bootstrapHash = sha256(bootstrap);

  // The `operator` auth kind of the route table: an operator session or the bootstrap token (401 OPS_NOT_AUTHORIZED).
  provideAuth(app, 'operator', async (req) => {
    const t = tokenOf(req);
    let actor: ops.OpsActor | null = null;
    if (t?.scheme === 'Bootstrap') {
      const h = sha256(t.token);
      if (safeEqual(h, bootstrapHash)) actor = { id: null, name: 'bootstrap' };
    } else if (t) actor = await ops.authenticate(ctx, t.token);
    if (!actor) throw fail('OPS_NOT_AUTHORIZED');
    actors.set(req, actor);
  });
  operatorSessionRoutes(app, ctx);
  operatorRoutes(app, ctx);
  depositRoutes(app, ctx);
  withdrawalRoutes(app, ctx);
  disputeRoutes(app, ctx);

  /** The operator_audit row of an action of the calls mounted from other areas. */
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    ops.audit(ctx, actorOf(req), action, target, detail, req.ip);
  const hooks: ops.OpsRouteHooks = { by, audit };
  bonusOpsRoutes(app, ctx, hooks);
  // Agent contracts: grant a top-level contract, settle now (src/agent/contracts/routes.ts).
  agentContractOpsRoutes(app, ctx, hooks);

  // Unknown operator paths answer the envelope, never the site's index.html.
  app.all('/ops/api/*', { schema: { hide: true } }, async () => {
    throw fail('NOT_FOUND');
  });
}

/** Operator login and logout. */
function operatorSessionRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.login, async (req) => ok(await ops.login(ctx, req.body.username, req.body.password)));

  route(app, routes.ops.logout, async (req) => {
    const t = tokenOf(req);
    if (t?.scheme === 'Bearer') await ops.logout(ctx, t.token);
    return ok(null);
  });
}

/** Operator accounts. */
function operatorRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.createOperator, async (req) => {
    const op = await ops.createOperator(ctx, req.body.username, req.body.password);
    await ops.audit(
      ctx,
      actorOf(req),
      'operator.create',
      `operator:${op.id}`,
      { username: op.username },
      req.ip,
    );
    return ok(op);
  });
}

/** Deposits: the list, confirm, reject. */
function depositRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.deposits, async (req) => {
    await pstore.expireDeposits(ctx.db, ctx.now());
    const r = await pstore.listDeposits(ctx.db, {
      status: req.query.status,
      brand: req.query.brand,
      ...payments.paging(req.query, 500),
    });
    return ok({ total: r.total, rows: r.rows.map((d) => depositView(ctx, d)) });
  });

  route(app, routes.ops.confirmDeposit, async (req) => {
    const r = await payments.creditDeposit(ctx, req.params.id, by(req));
    if (!r.duplicate)
      await ops.audit(ctx, actorOf(req), 'deposit.confirm', `deposit:${req.params.id}`, {}, req.ip);
    return ok(depositView(ctx, r.deposit));
  });

  route(app, routes.ops.rejectDeposit, async (req) => {
    const reason = req.body?.reason ?? null;
    const r = await payments.rejectDeposit(ctx, req.params.id, by(req), reason);
    if (!r.duplicate)
      await ops.audit(ctx, actorOf(req), 'deposit.reject', `deposit:${req.params.id}`, { reason }, req.ip);
    return ok(depositView(ctx, r.deposit));
  });
}

/** Withdrawals: the list, take, pay, fail, and their proof images. */
function withdrawalRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.withdrawals, async (req) => {
    await pstore.autoReceive(ctx.db, ctx.now());
    const r = await pstore.listWithdrawals(ctx.db, {
      status: req.query.status,
      brand: req.query.brand,
      ...payments.paging(req.query, 500),
    });
    return ok({ total: r.total, rows: r.rows.map((w) => withdrawalView(ctx, w)) });
  });

  route(app, routes.ops.takeWithdrawal, async (req) => {
    const w = await payments.takeWithdrawal(ctx, req.params.id, by(req));
    await ops.audit(ctx, actorOf(req), 'withdrawal.take', `withdrawal:${req.params.id}`, {}, req.ip);
    return ok(withdrawalView(ctx, w));
  });

  route(app, routes.ops.payWithdrawal, async (req) => {
    const reference = req.body?.reference ?? null;
    const r = await payments.payWithdrawal(ctx, req.params.id, by(req), reference);
    if (!r.duplicate)
      await ops.audit(
        ctx,
        actorOf(req),
        'withdrawal.pay',
        `withdrawal:${req.params.id}`,
        { reference },
        req.ip,
      );
    return ok(withdrawalView(ctx, r.withdrawal));
  });

  route(app, routes.ops.failWithdrawal, async (req) => {
    const reason = req.body?.reason ?? null;
    const r = await payments.failWithdrawal(ctx, req.params.id, by(req), reason);
    if (!r.duplicate)
      await ops.audit(
        ctx,
        actorOf(req),
        'withdrawal.fail',
        `withdrawal:${req.params.id}`,
        { reason },
        req.ip,
      );
    return ok(withdrawalView(ctx, r.withdrawal));
  });

  route(app, routes.ops.proofImage, async (req, reply) => {
    const img = await pstore.proofImage(ctx.db, req.params.id, req.params.proofId);
    if (!img) throw fail('NOT_FOUND');
    return reply.type(img.mime).header('Cache-Control', 'no-store').send(img.bytes);
  });
}

/** Receipt disputes: the list and resolve. */
function disputeRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.ops.disputes, async (req) => {
    const r = await pstore.listDisputes(ctx.db, {
      status: req.query.status,
      brand: req.query.brand,
      ...payments.paging(req.query, 500),
    });
    return ok({ total: r.total, rows: r.rows.map((d) => disputeView(ctx, d)) });
  });

  route(app, routes.ops.resolveDispute, async (req) => {
    const d = await payments.resolveDispute(
      ctx,
      req.params.id,
      by(req),
      req.body.outcome,
      req.body.note ?? null,
    );
    await ops.audit(
      ctx,
      actorOf(req),
      'dispute.resolve',
      `dispute:${req.params.id}`,
      { outcome: req.body.outcome, note: req.body.note ?? null },
      req.ip,
    );
    return ok(disputeView(ctx, d));
  });
}
