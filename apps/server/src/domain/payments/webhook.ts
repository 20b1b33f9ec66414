/**
 * The signed gateway webhook (docs/architecture.md "Payments"): `POST /wps/payments/webhook/sandbox`.
 *
 * Order of checks, each refusal a 4xx envelope with nothing written to the ledger:
 * 1. `X-Pd-Timestamp` (unix seconds) and `X-Pd-Signature` (`sha256=` + hex HMAC-SHA256 over `<timestamp>.<raw body>`,
 *    compared in constant time) -> 401 WEBHOOK_SIGNATURE_INVALID;
 * 2. timestamp within 5 minutes of our clock -> else 409 WEBHOOK_REPLAYED (a captured delivery replayed later);
 * 3. the signature not seen before (table payment_webhook_deliveries) -> else 409 WEBHOOK_REPLAYED (the same signed
 *    delivery sent twice);
 * 4. body shape; the deposit found by the gateway's reference and matching order id, amount and currency -> else
 *    400 VALIDATION / 404 DEPOSIT_NOT_FOUND / 409 WEBHOOK_CONFLICT;
 * 5. `paid` credits, `failed` rejects. A new delivery (fresh timestamp and signature: a gateway retry) for a reference
 *    already processed the same way answers 200 with `duplicate: true` and changes nothing (idempotent on the
 *    reference); one that contradicts the outcome answers 409 DEPOSIT_STATE.
 */
import { Value } from 'typebox/value';
import { WebhookBody } from '@playdeck/api-client/payments';
import type { Ctx } from '../context.ts';
import { fail } from '../../infra/errors.ts';
import { safeEqual } from '../../infra/tokens.ts';
import { formatMinor } from '../money.ts';
import { REPLAY_WINDOW_S, signWebhook } from './sandbox.ts';
import { creditDeposit, rejectDeposit } from './service.ts';
import * as store from './store.ts';

export async function handleWebhook(
  ctx: Ctx,
  provider: 'sandbox',
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
) {
  const timestamp = headers['x-pd-timestamp'];
  const signature = headers['x-pd-signature'];
  if (typeof timestamp !== 'string' || !/^[0-9]{1,12}$/.test(timestamp) || typeof signature !== 'string')
    throw fail('WEBHOOK_SIGNATURE_INVALID');
  if (!safeEqual(signature, signWebhook(secret, timestamp, raw))) throw fail('WEBHOOK_SIGNATURE_INVALID');
  const now = ctx.now();
  if (Math.abs(now / 1000 - Number(timestamp)) > REPLAY_WINDOW_S)
    throw fail('WEBHOOK_REPLAYED', { reason: 'stale' });
  if (!(await store.recordDelivery(ctx.db, provider, signature, now)))
    throw fail('WEBHOOK_REPLAYED', { reason: 'seen' });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw fail('VALIDATION', { part: 'body' });
  }
  if (!Value.Check(WebhookBody, body)) throw fail('VALIDATION', { part: 'body' });
  const id = await store.findDepositByReference(ctx.db, provider, body.reference);
  if (!id) throw fail('DEPOSIT_NOT_FOUND');
  const d = (await store.findDeposit(ctx.db, id))!;
  const e = ctx.brands.get(d.brand)?.currency.exponent ?? 2;
  if (d.id !== body.orderId || d.currency !== body.currency || formatMinor(d.amount, e) !== body.amount)
    throw fail('WEBHOOK_CONFLICT');
  const by = `gateway:${provider}`;
  const r =
    body.status === 'paid'
      ? await creditDeposit(ctx, id, by)
      : await rejectDeposit(ctx, id, by, 'declined by the gateway');
  return { depositId: id, status: r.deposit.status, duplicate: r.duplicate };
}
