/**
 * Live contract events (issue 8 "Deliver" 3: offers arrive live over Server-Sent Events). `EventSource` cannot send
 * the `Authorization` header and a token in the URL would leak (DECISIONS D1), so the stream is read with `fetch()`
 * (same origin: the CSP's `connect-src 'self'` is enough) and its `text/event-stream` frames are parsed here. The
 * server sends every open offer on connect, so nothing is missed while disconnected; after a dropped connection this
 * reconnects after the server's `retry` (5 s), and gives up on 401/403 (logged out, not an agent).
 */
import { useEffect, useRef } from 'react';
import type { Contract } from '@playdeck/api-client/agentContracts';
import { apiHeaders } from '../../../shared/api/client';
import { CONTRACT_PATHS } from './api';

/** One parsed frame. */
export interface SseFrame {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/**
 * Parses complete frames out of `buffer` (text so far); returns them and the incomplete rest. Comment lines (`:`)
 * are skipped; several `data:` lines join with newlines (the SSE rules).
 */
export function parseSse(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const f: SseFrame = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const i = line.indexOf(':');
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'event') f.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') f.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) f.retry = Number(value);
    }
    f.data = data.join('\n');
    frames.push(f);
  }
  return { frames, rest };
}

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
    const abort = new AbortController();
    let retryMs = 5000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      let stop = false;
      try {
        const res = await fetch(CONTRACT_PATHS.events, {
          headers: { ...apiHeaders(), Accept: 'text/event-stream' },
          credentials: 'same-origin',
          signal: abort.signal,
        });
        if (res.status === 401 || res.status === 403) stop = true;
        else if (res.ok && res.body) {
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
            buffer = parsed.rest;
            for (const f of parsed.frames) {
              if (f.retry !== undefined) retryMs = f.retry;
              if ((f.event === 'offer' || f.event === 'contract') && f.data)
                handler.current(f.event, JSON.parse(f.data) as Contract);
            }
          }
        }
      } catch {
        // network error or abort: retried below unless aborted
      }
      if (!stop && !abort.signal.aborted) timer = setTimeout(() => void connect(), retryMs);
    };
    void connect();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [enabled]);
}
