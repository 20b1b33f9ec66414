import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Loader } from '@playdeck/ui';
import { loaderAtom, popupOf } from '../shared/popups/popups';
import { useStoreValue } from '../shared/state/useStoreValue';
import type { RouteHandle } from './routeHandle';
import { ContractPopupHost } from '../features/agent/contracts/ContractPopupHost';
import { LiveSession } from '../shared/session/LiveSession';
import { useMemberInfo, useToken } from '../shared/session/session';

const LoginPopup = lazy(() => import('../features/auth/LoginPopup'));
const RegisterPopup = lazy(() => import('../features/auth/RegisterPopup'));
// Dialog code (Radix) is only in popup chunks: nothing in the shell imports Modal statically.
const PendingPopup = lazy(() => import('./PendingPopup'));
const RealityCheck = lazy(() => import('../features/responsible/RealityCheck'));
// The feature popups and their watchers (forced change, public popup) load after the first paint: no page needs them
// to show, and the home route's initial JS stays inside its budget (docs/architecture.md "Targets").
const FeaturePopups = lazy(() =>
  import('../features/popups/FeaturePopups').then((m) => ({ default: m.FeaturePopups })),
);

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
  const route = useRouteHandle();
  const agentArea = route?.agentArea === true;
  // No public popup (announcements, promotions) over the blocked page of a timed-out or self-excluded player (D26).
  const publicPopup = !agentArea && route?.name !== 'blocked';
  const featurePopup = popup === 'login' || popup === 'register' ? null : popup;
  return (
    <>
      <Suspense fallback={<Loader open />}>
        {popup === 'login' ? <LoginPopup /> : null}
        {popup === 'register' ? <RegisterPopup /> : null}
      </Suspense>
      {/* The loader only while a routed popup is on its way; the watchers load silently. */}
      <Suspense fallback={featurePopup ? <Loader open /> : null}>
        <FeaturePopups popup={featurePopup} publicPopup={publicPopup} fallback={<PendingPopup />} />
      </Suspense>
    </>
  );
}

/**
 * The reality check and idle warning of a signed-in tab (features/responsible/RealityCheck.tsx), a lazy chunk loaded
 * only once a session exists and its member info is known; a new session starts it afresh.
 */
function RealityCheckMount() {
  const token = useToken();
  // Mounted once member info is known: a server-rendered page is hydrated as the visitor view the server sent (no
  // member info yet), so nothing here may differ from it during hydration.
  const { member } = useMemberInfo();
  return token && member ? (
    <Suspense fallback={null}>
      <RealityCheck key={token} />
    </Suspense>
  ) : null;
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
      <RealityCheckMount />
      <Outlet />
      <PopupHost />
      <ContractPopupHost />
      <Loader open={loader || navigation.state === 'loading'} />
    </>
  );
}
