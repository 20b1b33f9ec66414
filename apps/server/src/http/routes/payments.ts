/**
 * Payment calls of the member center (`depositv2`, `withdraw`; docs/architecture.md "Payments") and the gateway webhook. Shapes are in
 * packages/api-client/src/payments.ts; money is a decimal string in major units. All member calls need the session
 * token (401 NOT_LOGGED_IN) and refuse trial members (403 TRIAL_FORBIDDEN, docs/decisions.md D10).
 *
 * - GET  /wps/payments/deposit/methods -> `{ currency, exponent, methods: [{ id, name, provider, min, max, fee }] }`
 * - POST /wps/payments/deposits `{ methodId, amount }` -> Deposit (`pending`). Errors: PAYMENT_METHOD_UNAVAILABLE,
 *   AMOUNT_INVALID, AMOUNT_PRECISION, AMOUNT_OUT_OF_RANGE (400)
 * - GET  /wps/payments/deposits?pageNo&pageSize -> `{ total, rows: Deposit[] }`; GET /wps/payments/deposits/:id ->
 *   Deposit (404 DEPOSIT_NOT_FOUND, also for another member's)
 * - GET  /wps/payments/withdraw/password -> `{ isSet, lockedUntil? }`
 * - PUT  /wps/payments/withdraw/password `{ password, oldWithdrawPassword?, newWithdrawPassword,
 *   confirmWithdrawPassword }` -> `{ isSet: true }` (login password needed: D6)
 * - POST /wps/payments/withdraw/password/verify `{ withdrawPassword }` -> `{ valid: true }`; 400
 *   WITHDRAW_PASSWORD_REQUIRED 'Please enter withdraw password' (spec 8), WITHDRAW_PASSWORD_INCORRECT, 423 locked
 * - GET  /wps/payments/payout-accounts -> PayoutAccount[]; POST `{ channel, accountNo, holderName, password }` ->
 *   PayoutAccount (login password: D6); POST /wps/payments/payout-accounts/:id/remove `{ password }` -> null
 * - POST /wps/payments/withdrawals `{ amount, payoutAccountId, withdrawPassword }` -> Withdrawal (`held`); 400
 *   INSUFFICIENT_BALANCE
 * - GET  /wps/payments/withdrawals?pageNo&pageSize -> `{ total, rows }`; GET /wps/payments/withdrawals/:id -> Withdrawal
 * - POST /wps/payments/withdrawals/:id/proofs, body the raw image (`Content-Type: image/png` or `image/jpeg`, at most
 *   5 MB; stored re-encoded: ./proofImage.ts) -> `{ id, mime, size }`; 415 PROOF_NOT_IMAGE / UNSUPPORTED_MEDIA_TYPE,
 *   422 PROOF_UNREADABLE, 413 BODY_TOO_LARGE / PROOF_TOO_MANY_PIXELS, 409 PROOF_LIMIT
 * - POST /wps/payments/withdrawals/:id/receipt `{ result, receivedAmount?, remainingAmount?, proofIds? }` -> Withdrawal
 * - POST /wps/payments/withdrawals/:id/cancel -> Withdrawal (`cancelled`, reserve released); 409
 *   WITHDRAWAL_NOT_CANCELLABLE once an operator took it (or it is paid, failed, cancelled); 404 WITHDRAWAL_NOT_FOUND
 * - POST /wps/payments/webhook/sandbox (gateway -> us; signed, see webhook.ts) -> `{ depositId, status, duplicate }`
 *
 * Also owns the sandbox gateway (sandbox.ts) and the sweeper (every `sweepMs`: expiry of deposits, automatic receipt
 * confirmation, and re-sending the webhook of sandbox deposits left pending by a restart).
 */
import { acceptImageBodies, PROOF_BODY_LIMIT } from '../imageBody.ts';
import {
  paymentsSandboxDelayMs,
  paymentsSweepMs,
  paymentsWebhookBaseUrl,
  secret as envSecret,
} from '../../env.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFileOnce } from '@playdeck/config-schema/node/installSecrets';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../domain/context.ts';
import { callerOf } from '../caller.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { formatMinor } from '../../domain/money.ts';
import { createSandboxGateway, type SandboxGateway } from '../../domain/payments/sandbox.ts';
import * as service from '../../domain/payments/service.ts';
import * as store from '../../domain/payments/store.ts';
import { handleWebhook } from '../../domain/payments/webhook.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { everyPeriod } from '../../infra/leader.ts';
import { watchSweepBacklog } from '../../infra/metrics.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

export interface PaymentsOptions {
  /** Directory for the generated sandbox secret and the operator bootstrap token (the server's DATA_DIR). */
  dataDir?: string;
  /** Delay before the sandbox gateway calls the webhook, ms (default `PAYMENTS_SANDBOX_DELAY_MS`, else 1000). */
  sandboxDelayMs?: number;
  /** HMAC secret shared with the sandbox gateway (default `PAYMENTS_SANDBOX_SECRET`, else kept in dataDir). */
  sandboxSecret?: string;
  /** Base URL the sandbox calls (default `PAYMENTS_WEBHOOK_BASE_URL`, else this server's listening address). */
  webhookBaseUrl?: string;
  /** Sweeper period, ms (default `PAYMENTS_SWEEP_MS`, else 30 s). */
  sweepMs?: number;
  /** Operator bootstrap token (default: generated into dataDir/ops-bootstrap.token); see http/routes/ops.ts. */
  opsBootstrapToken?: string;
}

/** What the operator routes need from payments. */
export interface PaymentsHandle {
  options: PaymentsOptions;
  sandbox: SandboxGateway;
}

/**
 * A secret from `explicit`, else the environment, else a file in `dataDir` (created 0600 atomically and only if
 * absent, so two processes starting together keep the same one), else a random one.
 */
export function persistentSecret(
  explicit: string | undefined,
  env: string,
  dataDir: string | undefined,
  file: string,
) {
  if (explicit) return explicit;
  const fromEnv = envSecret(env);
  if (fromEnv) return fromEnv;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const path = join(dataDir, file);
  if (!existsSync(path)) writeFileOnce(path, `${randomBytes(32).toString('base64url')}\n`);
  return readFileSync(path, 'utf8').trim();
}

export function paymentsRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  options: PaymentsOptions = {},
): PaymentsHandle {
  const secret = persistentSecret(
    options.sandboxSecret,
    'PAYMENTS_SANDBOX_SECRET',
    options.dataDir,
    'sandbox-webhook.secret',
  );
  const delayMs = options.sandboxDelayMs ?? paymentsSandboxDelayMs();
  const webhookPath = '/wps/payments/webhook/sandbox';
  const base = options.webhookBaseUrl ?? paymentsWebhookBaseUrl();
  const sandbox = createSandboxGateway({
    secret,
    delayMs,
    now: ctx.now,
    log: ctx.log,
    url: () => {
      if (base) return base.replace(/\/$/, '') + webhookPath;
      const a = app.server.address() as AddressInfo | string | null;
      if (!a || typeof a === 'string') return undefined;
      const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address;
      return `http://${host.includes(':') ? `[${host}]` : host}:${a.port}${webhookPath}`;
    },
  });
  const gateways: service.Gateways = { sandbox };

  // Sweeper: idempotent housekeeping, once per period on the scheduler leader (src/infra/leader.ts).
  const sweepMs = options.sweepMs ?? paymentsSweepMs();
  const sweepOnce = async () => {
    await service.sweep(ctx);
    for (const d of await store.pendingSandboxDeposits(ctx.db, ctx.now() - delayMs - 60_000)) {
      if (sandbox.has(d.id)) continue;
      const e = ctx.brands.get(d.brand)?.currency.exponent ?? 2;
      sandbox.schedule({
        depositId: d.id,
        reference: d.reference,
        amount: formatMinor(d.amount, e),
        currency: d.currency,
      });
    }
  };
  const stopSweeper = everyPeriod(ctx.db, {
    name: 'payments-sweep',
    periodMs: sweepMs,
    run: sweepOnce,
    log: ctx.log,
  });
  watchSweepBacklog(() => store.sweepBacklog(ctx.db, ctx.now()));
  app.addHook('onClose', async () => {
    stopSweeper();
    sandbox.close();
  });

  route(app, routes.payments.depositMethods, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    return ok(service.depositMethods(req.brand));
  });

  route(app, routes.payments.createDeposit, async (req) =>
    ok(
      await service.createDeposit(
        ctx,
        gateways,
        req.brand,
        req.member!,
        req.body.methodId,
        req.body.amount,
        ctx.geo(callerOf(req).ip),
      ),
    ),
  );

  route(app, routes.payments.deposits, async (req) =>
    ok(await service.memberDeposits(ctx, req.member!, req.query)),
  );

  route(app, routes.payments.deposit, async (req) =>
    ok(await service.memberDeposit(ctx, req.member!, req.params.id)),
  );

  route(app, routes.payments.withdrawPassword, async (req) =>
    ok(await service.withdrawPasswordState(ctx, req.member!)),
  );

  route(app, routes.payments.setWithdrawPassword, async (req) =>
    ok(await service.setWithdrawPassword(ctx, req.member!, req.body)),
  );

  route(app, routes.payments.verifyWithdrawPassword, async (req) => {
    await service.verifyWithdrawPassword(ctx, req.member!, req.body.withdrawPassword);
    return ok({ valid: true });
  });

  route(app, routes.payments.payoutAccounts, async (req) =>
    ok(await service.payoutAccounts(ctx, req.member!)),
  );

  route(app, routes.payments.bindPayoutAccount, async (req) =>
    ok(await service.bindPayoutAccount(ctx, req.brand, req.member!, req.body)),
  );

  route(app, routes.payments.removePayoutAccount, async (req) =>
    ok(await service.removePayoutAccount(ctx, req.brand, req.member!, req.params.id, req.body.password)),
  );

  route(app, routes.payments.createWithdrawal, async (req) =>
    ok(await service.createWithdrawal(ctx, req.brand, req.member!, req.body)),
  );

  route(app, routes.payments.withdrawals, async (req) =>
    ok(await service.memberWithdrawals(ctx, req.member!, req.query)),
  );

  route(app, routes.payments.withdrawal, async (req) =>
    ok(await service.memberWithdrawal(ctx, req.member!, req.params.id)),
  );

  route(app, routes.payments.withdrawalReceipt, async (req) =>
    ok(await service.confirmReceipt(ctx, req.member!, req.params.id, req.body)),
  );

  route(app, routes.payments.cancelWithdrawal, async (req) =>
    ok(await service.cancelWithdrawal(ctx, req.member!, req.params.id)),
  );

  // Raw image bodies and the raw webhook body need their own content-type parsers: an encapsulated scope keeps them
  // off every other route.
  void app.register(async (scope) => {
    acceptImageBodies(scope);
    route(scope, routes.payments.uploadProof, { bodyLimit: PROOF_BODY_LIMIT }, async (req) =>
      ok(
        await service.addProof(
          ctx,
          req.brand,
          req.member!,
          req.params.id,
          String(req.headers['content-type'] ?? ''),
          req.body as Buffer,
        ),
      ),
    );
  });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );
    route(scope, routes.payments.webhookSandbox, async (req) =>
      ok(await handleWebhook(ctx, 'sandbox', secret, req.headers, String(req.body ?? ''))),
    );
  });

  return { options, sandbox };
}
