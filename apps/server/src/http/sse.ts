/**
 * Server-Sent Events answers (WHATWG HTML "Server-sent events"), shared by the member's live stream (events/routes.ts)
 * and the agent contract stream (agent/contracts/routes.ts): the hijacked reply with the stream headers (the security
 * headers already set kept), a `retry: 5000` advice, a keep-alive comment line every `keepAliveMs` (so proxies keep an
 * idle stream open), and every open stream ended when the server closes (Fastify does not close a hijacked reply).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One open stream. */
export interface SseStream {
  /** Writes `text` (whole frames) while the stream is open; nothing after it closed. */
  send(text: string): void;
  /** True once the client went away or the stream was ended. */
  readonly closed: boolean;
  /** Ends the stream from the server side. */
  end(): void;
}

/** Options of {@link sseOpener}'s `open`. */
export interface SseOptions {
  /** Interval of the keep-alive comment line, ms. */
  keepAliveMs: number;
  /** Runs with each keep-alive (e.g. re-checking the session). */
  onKeepAlive?: (stream: SseStream) => void;
  /** Runs once when the stream stops, however it stops (unsubscribe, clear own timers). */
  onStop?: () => void;
}

/**
 * Returns `open(req, reply, options)` for the routes of `app`; call once per route module. Ending every open stream on
 * `app.close()` is registered here.
 */
export function sseOpener(
  app: FastifyInstance,
): (req: FastifyRequest, reply: FastifyReply, options: SseOptions) => SseStream {
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });
  return (req, reply, { keepAliveMs, onKeepAlive, onStop }) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let closed = false;
    const stop = () => {
      if (closed) return;
      closed = true;
      clearInterval(keep);
      onStop?.();
    };
    const end = () => {
      stop();
      res.end();
    };
    const stream: SseStream = {
      send: (text) => {
        if (!closed) res.write(text);
      },
      get closed() {
        return closed;
      },
      end,
    };
    const keep = setInterval(() => {
      stream.send(': keep-alive\n\n');
      onKeepAlive?.(stream);
    }, keepAliveMs);
    streams.add(end);
    req.raw.on('close', stop);
    res.on('close', () => {
      stop();
      streams.delete(end);
    });
    stream.send('retry: 5000\n\n');
    return stream;
  };
}
