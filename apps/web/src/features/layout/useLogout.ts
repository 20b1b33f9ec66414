import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { markLoggedOut } from '../../shared/popups/handoff';
import { loaderAtom } from '../../shared/popups/popups';
import { clearBrowserSession, logoutRequest, useSetToken } from '../../shared/session/session';

/**
 * Logout (spec 4): loader, `DELETE /wps/session/logout`, session storage cleared (merchant code kept), login state
 * reset, go to `/` (from any page, `/home` included) with no popup: the visitor's public popup stays closed on this
 * page load (`markLoggedOut`), and the navigation happens in the same tick as the token reset, before any effect of
 * the logged-out render could push a popup onto the old path.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const setLoader = useSetAtom(loaderAtom);
  const setToken = useSetToken();
  const { mutate } = useSWRConfig();
  return async () => {
    setLoader(true);
    await logoutRequest();
    markLoggedOut();
    clearBrowserSession();
    setToken(null);
    navigate('/');
    // Drop every member-scoped cache entry; brand status and catalogues stay.
    await mutate((key) => typeof key === 'string' && !key.startsWith('/wps/system'), undefined, {
      revalidate: false,
    });
    setLoader(false);
  };
}
