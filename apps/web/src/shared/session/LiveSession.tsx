import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onSessionEnded, reportSessionEnded } from '../api/client';
import { keptAfterLogout, queryKeys } from '../api/keys';
import { getToken } from '../api/storage';
import { dispatchLiveEvent, LIVE_EVENTS_PATH, useLiveEvent } from './liveEvents';
import { clearBrowserSession, useSetToken, useToken } from './session';
import type { Balance } from './useBalance';

/**
 * The tab's session upkeep, mounted once in the app shell (renders nothing):
 * - while logged in, the one live stream of the tab (shared/session/liveEvents.ts; the stream code is its own lazy
 *   chunk, so a visitor's page loads none of it); each `balance` frame becomes the header's balance at once (SWR
 *   `balance` key, no refetch), so the balance follows the ledger after every round, deposit and withdrawal without
 *   polling;
 * - an ended session (401 NOT_LOGGED_IN from any call, the stream refused with 401, or its `session` event) logs the
 *   tab out once: session storage cleared (merchant kept), token reset, member-scoped SWR entries dropped. The route
 *   guard then sends a member-only page to the login popup; nothing keeps asking with the dead token.
 */
export function LiveSession() {
  const token = useToken();
  const setToken = useSetToken();
  const { mutate } = useSWRConfig();

  useEffect(
    () =>
      onSessionEnded(() => {
        clearBrowserSession();
        setToken(null);
        void mutate((key) => !keptAfterLogout(key), undefined, {
          revalidate: false,
        });
      }),
    [setToken, mutate],
  );

  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('../api/sse').then(({ openEventStream }) => {
      if (cancelled) return;
      close = openEventStream(LIVE_EVENTS_PATH, {
        onFrame: (f) => {
          let data: unknown;
          try {
            data = JSON.parse(f.data);
          } catch {
            return;
          }
          dispatchLiveEvent(f.event, data);
        },
        onRefused: (status) => {
          if (status === 401) reportSessionEnded(token);
        },
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token]);

  useLiveEvent<Balance>('balance', (b) => {
    void mutate(queryKeys.balance(), b, { revalidate: false });
  });
  useLiveEvent<{ state?: string }>('session', (s) => {
    const current = getToken();
    if (s.state === 'ended' && current) reportSessionEnded(current);
  });
  return null;
}
