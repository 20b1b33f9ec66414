/**
 * Server-Sent Events over `fetch()` (WHATWG HTML "Server-sent events" framing). `EventSource` cannot send the
 * `Authorization` header and a session token in a URL would leak (docs/decisions.md D1), so streams are read with `fetch()`
 * (same origin: the CSP's `connect-src 'self'` is enough) and their `text/event-stream` frames parsed here.
 */
import { apiHeaders } from './client';

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

/** Callbacks of {@link openEventStream}. */
export interface EventStreamHandlers {
  /** Each frame with data, in order. */
  onFrame(frame: SseFrame): void;
  /** The server refused the stream with 401 (session ended) or 403; the stream is not retried. */
  onRefused?(status: number): void;
}

/**
 * Opens the stream at `path` with the API headers and keeps it open: after a dropped connection it reconnects after
 * the server's `retry` (default 5000 ms); a 401 or 403 ends it (`onRefused`). Returns the function that closes it.
 */
export function openEventStream(path: string, handlers: EventStreamHandlers): () => void {
  const abort = new AbortController();
  let retryMs = 5000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    let stop = false;
    try {
      const res = await fetch(path, {
        headers: { ...apiHeaders(), Accept: 'text/event-stream' },
        credentials: 'same-origin',
        signal: abort.signal,
      });
      if (res.status === 401 || res.status === 403) {
        stop = true;
        handlers.onRefused?.(res.status);
      } else if (res.ok && res.body) {
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
            if (f.data) handlers.onFrame(f);
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
}
