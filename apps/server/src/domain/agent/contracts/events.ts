/**
 * Live contract events (docs/architecture.md "Agents", contracts "Offers arrive live ... over Server-Sent Events"; docs/architecture.md "Live
 * events").
 *
 * Auth design: `EventSource` cannot send our `Authorization` header, and a session token in a URL leaks (docs/decisions.md D1),
 * so the browser reads the stream with `fetch()` (headers allowed, body read as a stream) and parses the
 * `text/event-stream` format itself (apps/web/src/features/agent/contracts/useContractEvents.ts). Same origin, so the
 * CSP stays `connect-src 'self'`; no ticket, no cookie.
 *
 * Delivery: an in-process bus gives the instance that made the change an immediate push; every stream also re-reads
 * the member's open offers every POLL_MS (and on connect), so an offer made on another server instance arrives within
 * that time. Nothing is lost when no stream is open: offers stay in the database and the popup reads them on connect.
 */
import { EventEmitter } from 'node:events';

/** Re-read interval of each open stream (ms): bounds the delay of an offer made on another instance. */
export const POLL_MS = 10_000;
/** Comment line interval that keeps proxies from closing an idle stream (ms). */
export const KEEPALIVE_MS = 25_000;

/** One event for a member: `offer` (a new offer to me) or `contract` (a contract of mine changed). */
export interface ContractEvent {
  event: 'offer' | 'contract';
  contractId: string;
}

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Publishes `e` to the streams of `memberId` open on this instance. */
export function publish(memberId: string, e: ContractEvent): void {
  bus.emit(`m:${memberId}`, e);
}

/** Subscribes to the events of `memberId`; returns the unsubscribe function. */
export function subscribe(memberId: string, fn: (e: ContractEvent) => void): () => void {
  bus.on(`m:${memberId}`, fn);
  return () => bus.off(`m:${memberId}`, fn);
}
