/**
 * The tab's live member events (docs/architecture.md "Live events"): ONE stream per tab, GET /wps/events, opened by
 * {@link LiveSession} while logged in and shared by every feature through {@link useLiveEvent}. Events (see
 * apps/server/src/http/routes/events.ts): `balance` (the wallet balance value after every ledger transfer), `transfer`
 * (`{ kind, currency, account }` of each transfer), `session` (`{ state: 'ended' }`).
 */
import { events } from '@playdeck/api-client/routes/events';
import { useEffect, useRef } from 'react';

/** Path of the member's live stream. */
export const LIVE_EVENTS_PATH = events.stream.path;

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Calls `fn(data)` for every `event` frame of the tab's stream; returns the unsubscribe function. */
export function onLiveEvent(event: string, fn: Listener): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(fn);
  return () => void set.delete(fn);
}

/** Delivers one frame (its JSON data parsed) to the listeners of its event. */
export function dispatchLiveEvent(event: string, data: unknown): void {
  for (const fn of [...(listeners.get(event) ?? [])]) fn(data);
}

/** Calls `fn(data)` for every `event` frame while the component is mounted (the latest `fn`). */
export function useLiveEvent<T>(event: string, fn: (data: T) => void): void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => onLiveEvent(event, (d) => latest.current(d as T)), [event]);
}
