/**
 * Member events: the bus behind the site's one live stream per tab (GET /wps/events, src/http/routes/events.ts;
 * docs/architecture.md "Live events ... reach the browser over Server-Sent Events").
 *
 * A bus per database (a process serving one database has one bus; tests that open several databases in one process
 * get one each, so member ids of different databases never meet). Publishers are domain code (the ledger publishes a
 * `transfer` after every committed transfer touching a member's account); subscribers are the open streams.
 *
 * Across instances (docs/architecture.md "Beyond one machine": events cross replicas): with Redis, {@link bridgeRedis} sends
 * every event through one Redis pub/sub channel, so a stream open on instance A hears a transfer made on instance B.
 * The instance that published delivers its own event at once and ignores its echo from Redis. Without Redis every
 * event stays in process, which is complete for one instance (the games server, the operator CLI and payment webhooks
 * all move money through this process's HTTP API).
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Db } from '../../infra/db/client.ts';

/**
 * The bus event that says a member's sessions changed (one ended: logout, password change, reset): open streams
 * re-check their own session at once. Internal: never forwarded to the browser.
 */
export const SESSIONS_CHANGED = 'sessions.changed';

/** One event for a member: a name (`transfer`, ...) and a JSON-safe payload. */
export interface MemberEvent {
  event: string;
  data: Record<string, string>;
}

/** The bus of one database. */
export interface MemberBus {
  /** Delivers `e` to the subscribers of `memberId` here and, when bridged, on every other instance. */
  publish(memberId: string, e: MemberEvent): void;
  /** Calls `fn` for each event of `memberId`; returns the unsubscribe function. */
  subscribe(memberId: string, fn: (e: MemberEvent) => void): () => void;
  /** Open subscriptions of `memberId` on this instance (tests, diagnostics). */
  listeners(memberId: string): number;
}

interface BusState {
  emitter: EventEmitter;
  /** Set while bridged: sends one event to Redis. */
  remote?: (memberId: string, e: MemberEvent) => void;
}

const buses = new WeakMap<Db, BusState>();

function stateOf(db: Db): BusState {
  const root = db.outer ?? db;
  let s = buses.get(root);
  if (!s) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    buses.set(root, (s = { emitter }));
  }
  return s;
}

/** The bus of `db` (a transaction's handle gives its database's bus). */
export function memberBus(db: Db): MemberBus {
  const s = stateOf(db);
  return {
    publish: (memberId, e) => {
      s.emitter.emit(`m:${memberId}`, e);
      s.remote?.(memberId, e);
    },
    subscribe: (memberId, fn) => {
      s.emitter.on(`m:${memberId}`, fn);
      return () => void s.emitter.off(`m:${memberId}`, fn);
    },
    listeners: (memberId) => s.emitter.listenerCount(`m:${memberId}`),
  };
}

/**
 * Publishes `e` for `memberId` once what `db` wrote is visible to others: after the commit inside `db.tx()` (never on a
 * rollback), at once outside one (a single statement has committed when it returns).
 */
export function publishAfterCommit(db: Db, memberId: string, e: MemberEvent): void {
  const send = () => memberBus(db).publish(memberId, e);
  if (db.inTx && db.onCommit) db.onCommit(send);
  else send();
}

/**
 * Bridges the bus of `db` through Redis channel `channel`: events published here are also sent to Redis, and events
 * other instances sent arrive here. `redis` is the instance's command connection (publishes); a duplicate connection
 * subscribes (a subscribed Redis connection can do nothing else). Returns the function that ends the bridge.
 */
export async function bridgeRedis(
  db: Db,
  redis: Redis,
  channel = 'pd:member-events',
): Promise<() => Promise<void>> {
  const s = stateOf(db);
  const origin = randomUUID();
  const sub = redis.duplicate();
  sub.on('error', () => undefined);
  // A Redis that does not answer at start must not stop the server (/readyz reports it): the first subscription is
  // awaited (so events flow once this returns) but a failure is tolerated, and every later connect subscribes again.
  let subscribed = await sub.subscribe(channel).then(
    () => true,
    () => false,
  );
  sub.on('ready', () => {
    if (!subscribed)
      void sub.subscribe(channel).then(
        () => (subscribed = true),
        () => undefined,
      );
  });
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    try {
      const m = JSON.parse(text) as { o: string; m: string; e: MemberEvent };
      if (m.o !== origin && typeof m.m === 'string' && m.e && typeof m.e.event === 'string')
        s.emitter.emit(`m:${m.m}`, m.e);
    } catch {
      // not one of ours
    }
  });
  s.remote = (memberId, e) => {
    redis.publish(channel, JSON.stringify({ o: origin, m: memberId, e })).catch(() => undefined);
  };
  return async () => {
    s.remote = undefined;
    await sub.quit().catch(() => undefined);
  };
}

/** One SSE frame: `event: <name>`, optional `id: <id>` and one `data:` line of JSON (WHATWG HTML "Server-sent events"). */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
