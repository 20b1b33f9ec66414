/** Signatures of our signed server-to-server calls. */
import { createHmac } from 'node:crypto';

/**
 * `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the signature of our signed server-to-server calls
 * (vendor wallet protocol, docs/vendor-protocol.md; payment gateway webhooks, domain/payments/sandbox.ts).
 */
export function timestampedSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
