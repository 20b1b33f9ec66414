import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Loader } from '@playdeck/ui';
import { loaderAtom, popupOf } from '../shared/popups/popups';
import { useStoreValue } from '../shared/state/useStoreValue';
import type { RouteHandle } from './routeHandle';
import { FeaturePopups } from '../features/popups/FeaturePopups';
import { ContractPopupHost } from '../features/agent/contracts/ContractPopupHost';
import { LiveSession } from '../shared/session/LiveSession';

const LoginPopup = lazy(() => import('../features/auth/LoginPopup'));
const RegisterPopup = lazy(() => import('../features/auth/RegisterPopup'));
// Dialog code (Radix) is only in popup chunks: nothing in the shell imports Modal statically.
const PendingPopup = lazy(() => import('./PendingPopup'));

/** The handle of the deepest matched route of the table (name, gamePage), or undefined. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

/** The current route name (`handle.name` of the deepest match). */
export function useRouteName(): string | undefined {
  return useRouteHandle()?.name;
}

/**
 * Spec 2: "Each navigation hides the loader and scrolls to top when the route name changes". Query-only changes
 * (a popup opening, a filter) keep the scroll position.
 */
export function RouteChangeEffects() {
  const name = useRouteName();
  const setLoader = useSetAtom(loaderAtom);
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    setLoader(false);
    window.scrollTo(0, 0);
  }, [name, setLoader]);
  return null;
}

/** Renders the popup the URL asks for (routed state; each popup is its own lazy chunk). */
export function PopupHost() {
  const location = useLocation();
  const popup = popupOf(location.pathname, location.search);
  const agentArea = useRouteHandle()?.agentArea === true;
  return (
    <Suspense fallback={<Loader open />}>
      {popup === 'login' ? <LoginPopup /> : null}
      {popup === 'register' ? <RegisterPopup /> : null}
      <FeaturePopups
        popup={popup === 'login' || popup === 'register' ? null : popup}
        publicPopup={!agentArea}
        fallback={<PendingPopup />}
      />
    </Suspense>
  );
}

/**
 * Root of every route: route-change effects, the tab's live session (shared/session/LiveSession.tsx), the page loader (shown while a route chunk loads and whenever the app
 * opens it), the routed popups, and the matched layout.
 */
export function AppShell() {
  const navigation = useNavigation();
  const loader = useStoreValue(loaderAtom);
  return (
    <>
      <RouteChangeEffects />
      <LiveSession />
      <Outlet />
      <PopupHost />
      <ContractPopupHost />
      <Loader open={loader || navigation.state === 'loading'} />
    </>
  );
}
