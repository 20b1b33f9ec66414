import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { keptAfterLogout } from '../api/keys';
import { markLoggedOut } from '../popups/handoff';
import { loaderAtom } from '../popups/popups';
import { clearBrowserSession, logoutRequest, useSetToken } from './session';

/** Where the user lands after signing out. */
export interface LogoutTarget {
  /** The path to go to. */
  to: string;
  /** Replace the current history entry instead of pushing (Back does not return to the signed-in page). */
  replace?: boolean;
}

/**
 * Logout (spec 4): loader, `DELETE /wps/session/logout`, session storage cleared (merchant code kept), login state
 * reset, then the navigation to `target` with no popup: the visitor's public popup stays closed on this page load
 * (`markLoggedOut`), and the navigation happens in the same tick as the token reset, before any effect of the
 * logged-out render could push a popup onto the old path. Member-scoped SWR entries are dropped; brand status and
 * catalogues stay. The player site goes to `/` (from any page, `/home` included); the agent center replaces the route
 * with `/agent` (spec 4 "Agent center: sign out replaces route with /agent"). The returned function takes
 * `{ forgetDevice: true }` for "sign out and forget this device" (docs/decisions.md D35).
 */
export function useLogout(
  { to, replace = false }: LogoutTarget = { to: '/' },
): (opts?: { forgetDevice?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const setLoader = useSetAtom(loaderAtom);
  const setToken = useSetToken();
  const { mutate } = useSWRConfig();
  return async (opts) => {
    setLoader(true);
    await logoutRequest(opts?.forgetDevice === true);
    markLoggedOut();
    clearBrowserSession();
    setToken(null);
    navigate(to, replace ? { replace: true } : undefined);
    await mutate((key) => !keptAfterLogout(key), undefined, {
      revalidate: false,
    });
    setLoader(false);
  };
}
