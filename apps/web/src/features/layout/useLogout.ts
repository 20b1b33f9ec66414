import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { loaderAtom } from '../../shared/popups/popups';
import { clearBrowserSession, logoutRequest, useSetToken } from '../../shared/session/session';

/**
 * Logout (spec 4): loader, `DELETE /wps/session/logout`, session storage cleared (merchant code kept), login state
 * reset, go to /.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const setLoader = useSetAtom(loaderAtom);
  const setToken = useSetToken();
  const { mutate } = useSWRConfig();
  return async () => {
    setLoader(true);
    await logoutRequest();
    clearBrowserSession();
    setToken(null);
    // Drop every member-scoped cache entry; brand status and catalogues stay.
    await mutate((key) => typeof key === 'string' && !key.startsWith('/wps/system'), undefined, {
      revalidate: false,
    });
    navigate('/');
    setLoader(false);
  };
}
