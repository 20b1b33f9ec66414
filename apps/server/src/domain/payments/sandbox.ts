/**
 * The sandbox payment gateway: a stand-in for a real provider that lives inside our server so the whole asynchronous
 * deposit flow is real (docs/architecture.md "Payments"). Creating a sandbox deposit registers a payment here under a gateway
 * reference; after `delayMs` the gateway calls our webhook over real HTTP, signed like a real provider would:
 *
 *   POST <base>/wps/payments/webhook/sandbox
 *   X-Pd-Timestamp: <unix seconds>
 *   X-Pd-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *   { "reference": "SBX...", "orderId": "<deposit id>", "status": "paid", "amount": "500.00", "currency": "BDT" }
 *
 * A delivery answered with a network error or a 5xx is retried (fresh timestamp and signature each time, which the
 * webhook accepts idempotently by reference) up to `MAX_ATTEMPTS` times with doubling delays; a 2xx or 4xx ends it.
 */
import { timestampedSignature } from '../../infra/signatures.ts';
import type { FastifyBaseLogger } from 'fastify';

export const SIGNATURE_HEADER = 'x-pd-signature';
export const TIMESTAMP_HEADER = 'x-pd-timestamp';
/** Webhook replay window (seconds) either side of our clock. */
export const REPLAY_WINDOW_S = 300;
const MAX_ATTEMPTS = 6;

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export const signWebhook = timestampedSignature;

export interface SandboxPayment {
  depositId: string;
  reference: string;
  /** Decimal string of the amount the payer sent. */
  amount: string;
  currency: string;
  status?: 'paid' | 'failed';
}

export interface SandboxGateway {
  /** Registers a payment: its webhook goes out after the gateway's delay. */
  schedule(p: SandboxPayment): void;
  /** Is a delivery for this deposit waiting or in flight in this process. */
  has(depositId: string): boolean;
  /** Cancels every timer (server closing). */
  close(): void;
}

/**
 * @param o.url the webhook URL, or undefined while the server is not listening (the delivery is retried)
 * @param o.now the app clock (ms), also used by the webhook to check the timestamp
 */
export function createSandboxGateway(o: {
  secret: string;
  delayMs: number;
  url: () => string | undefined;
  now: () => number;
  log: FastifyBaseLogger;
}): SandboxGateway {
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  async function deliver(p: SandboxPayment, attempt: number) {
    timers.delete(p.depositId);
    if (closed) return;
    const url = o.url();
    let retry = !url;
    if (url) {
      const body = JSON.stringify({
        reference: p.reference,
        orderId: p.depositId,
        status: p.status ?? 'paid',
        amount: p.amount,
        currency: p.currency,
      });
      const timestamp = String(Math.floor(o.now() / 1000));
      try {
        const r = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signWebhook(o.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await r.arrayBuffer().catch(() => undefined);
        if (r.status >= 500) retry = true;
        else if (r.status >= 400)
          o.log.warn({ depositId: p.depositId, status: r.status }, 'sandbox webhook refused');
      } catch (err) {
        o.log.warn({ depositId: p.depositId, err: (err as Error).message }, 'sandbox webhook failed');
        retry = true;
      }
    }
    if (retry && !closed && attempt + 1 < MAX_ATTEMPTS) arm(p, attempt + 1);
  }

  function arm(p: SandboxPayment, attempt: number) {
    const t = setTimeout(() => void deliver(p, attempt), o.delayMs * 2 ** attempt);
    t.unref();
    timers.set(p.depositId, t);
  }

  return {
    schedule(p) {
      if (closed || timers.has(p.depositId)) return;
      arm(p, 0);
    },
    has: (id) => timers.has(id),
    close() {
      closed = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
