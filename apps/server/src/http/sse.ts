/**
 * Server-Sent Events answers (WHATWG HTML "Server-sent events"), shared by the member's live stream (http/routes/events.ts)
 * and the agent contract stream (http/routes/agent/contracts.ts): the hijacked reply with the stream headers (the security
 * headers already set kept), a `retry: 5000` advice, a keep-alive comment line every `keepAliveMs` (so proxies keep an
 * idle stream open), and every open stream ended when the server closes (Fastify does not close a hijacked reply).
 *
 * A stream opened with a member session (docs/decisions.md D22) ends when that session ends: the session is checked
 * again at every keep-alive and at once whenever the member's sessions change (logout, password change or reset, on
 * any instance: domain/events/index.ts SESSIONS_CHANGED); the stream then sends `session` `{ state: 'ended' }` and closes.
 * At most {@link STREAMS_PER_SESSION} streams of one route are open per session on an instance; one more is refused
 * before it opens with 429 STREAM_LIMIT.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../domain/context.ts';
import { memberBus, SESSIONS_CHANGED, sseFrame } from '../domain/events/index.ts';
import { authenticate } from '../domain/session/service.ts';
import { tokenOf } from './caller.ts';
import { fail } from './errors.ts';

/** Open streams of one route per member session (one per tab, a few tabs). */
export const STREAMS_PER_SESSION = 3;

/** The session a stream belongs to (see the module comment). */
export interface SseSession {
  /** Streams are counted per key (the session's token hash). */
  key: string;
  /** True while the session is valid. */
  check: () => Promise<boolean>;
  /** Calls `fn` whenever the member's sessions change; returns the unsubscribe function. */
  changes: (fn: () => void) => () => void;
}

/** The member session of an authenticated request (`req.member`), for {@link SseOptions.session}. */
export function memberStreamSession(ctx: Ctx, req: FastifyRequest): SseSession {
  const m = req.member!;
  return {
    key: m.tokenHash,
    // The keep-alive re-check is not activity: an open stream must not keep an idle session alive (GLI-19).
    check: async () => (await authenticate(ctx, req.brand, tokenOf(req), { touch: false })) !== null,
    changes: (fn) =>
      memberBus(ctx.db).subscribe(m.id, (e) => {
        if (e.event === SESSIONS_CHANGED) fn();
      }),
  };
}

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
  /** The session the stream lives by: counted, re-checked, and the stream ended with it. */
  session?: SseSession;
}

/**
 * Returns `open(req, reply, options)` for the routes of `app`; call once per route module. Ending every open stream on
 * `app.close()` is registered here. `open` throws STREAM_LIMIT (429, before anything is sent) when the session already
 * has {@link STREAMS_PER_SESSION} streams of this opener.
 */
export function sseOpener(
  app: FastifyInstance,
): (req: FastifyRequest, reply: FastifyReply, options: SseOptions) => SseStream {
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });
  const perSession = new Map<string, number>();
  return (req, reply, { keepAliveMs, onKeepAlive, onStop, session }) => {
    if (session) {
      const n = perSession.get(session.key) ?? 0;
      if (n >= STREAMS_PER_SESSION) throw fail('STREAM_LIMIT', undefined, { max: STREAMS_PER_SESSION });
      perSession.set(session.key, n + 1);
    }
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
    let unwatch = () => {};
    const stop = () => {
      if (closed) return;
      closed = true;
      clearInterval(keep);
      unwatch();
      if (session) {
        const n = (perSession.get(session.key) ?? 1) - 1;
        if (n > 0) perSession.set(session.key, n);
        else perSession.delete(session.key);
      }
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
    // The session re-check: a session that ended is announced, then the stream ends.
    const recheck = () =>
      void session
        ?.check()
        .then((live) => {
          if (live || closed) return;
          stream.send(sseFrame('session', { state: 'ended' }));
          end();
        })
        .catch(() => undefined);
    const keep = setInterval(() => {
      stream.send(': keep-alive\n\n');
      recheck();
      onKeepAlive?.(stream);
    }, keepAliveMs);
    if (session) unwatch = session.changes(recheck);
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
