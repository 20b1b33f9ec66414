/**
 * Live contract events (docs/architecture.md "Agents", contracts: offers arrive live over Server-Sent Events). `EventSource` cannot send
 * the `Authorization` header and a token in the URL would leak (docs/decisions.md D1), so the stream is read with `fetch()`
 * (same origin: the CSP's `connect-src 'self'` is enough; shared/api/sse.ts). The
 * server sends every open offer on connect, so nothing is missed while disconnected; after a dropped connection this
 * reconnects after the server's `retry` (5 s), and gives up on 401/403 (logged out, not an agent).
 */
import { useEffect, useRef } from 'react';
import type { Contract } from '@playdeck/api-client/agentContracts';
import { openEventStream } from '../../../shared/api/sse';
import { CONTRACT_PATHS } from './api';

export { parseSse, type SseFrame } from '../../../shared/api/sse';

/**
 * Opens the contract event stream while `enabled` and calls `onEvent(name, contract)` for each `offer` and
 * `contract` event.
 */
export function useContractEvents(
  enabled: boolean,
  onEvent: (event: 'offer' | 'contract', contract: Contract) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return openEventStream(CONTRACT_PATHS.events, {
      onFrame: (f) => {
        if (f.event === 'offer' || f.event === 'contract')
          handler.current(f.event, JSON.parse(f.data) as Contract);
      },
    });
  }, [enabled]);
}
