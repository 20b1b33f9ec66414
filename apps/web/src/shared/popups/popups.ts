/**
 * Popups as routed state (docs/architecture.md "Popups are routed state, so Back closes them"): an open popup is the
 * `popup` search parameter (`?popup=login`), or the path itself for `/login` and `/register` (spec 2: the home page
 * with that popup open). Opening pushes a history entry; closing goes back when the entry was ours, else replaces
 * the URL without the popup.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { atom } from 'jotai';

/** Popups opened through the URL. Later issues add theirs here. */
export const POPUPS = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'feedback',
  'help',
  'announcement',
  'notice',
  'publicPopup',
  'trialWarning',
] as const;
export type PopupName = (typeof POPUPS)[number];

/** Paths that are the home page with a popup open (spec 2 routes). */
export const POPUP_PATHS: Readonly<Record<string, PopupName>> = {
  '/login': 'login',
  '/register': 'register',
};

/** The full-page loader (spec 2: every route-name change hides it; spec 4: logout and game launch show it). */
export const loaderAtom = atom(false);

function isPopup(value: string | null): value is PopupName {
  return value !== null && (POPUPS as readonly string[]).includes(value);
}

/** The popup a location shows, or null. */
export function popupOf(pathname: string, search: string): PopupName | null {
  const byPath = POPUP_PATHS[pathname.toLowerCase()];
  if (byPath) return byPath;
  const p = new URLSearchParams(search).get('popup');
  return isPopup(p) ? p : null;
}

interface PopupState {
  popupPushed?: boolean;
}

/**
 * The open popup with `open(name)` and `close()`.
 * `open` pushes `?popup=name` on the current path (on /login and /register it swaps the popup path instead, so
 * Back still leaves the popup); `close` goes back when the popup entry was pushed by `open`, else navigates to the
 * same page without the popup (to `/` from /login and /register).
 */
export function usePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const popup = popupOf(location.pathname, location.search);

  const open = useCallback(
    (name: PopupName, extra?: Record<string, string>) => {
      const onPopupPath = POPUP_PATHS[location.pathname.toLowerCase()];
      const params = new URLSearchParams(onPopupPath ? '' : location.search);
      params.set('popup', name);
      for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
      const pathname = onPopupPath ? '/' : location.pathname;
      // Swapping one popup for another (login -> register) replaces the entry and keeps whether it was pushed.
      const swapping = popupOf(location.pathname, location.search) !== null;
      const pushed = swapping ? !!(location.state as PopupState | null)?.popupPushed : true;
      navigate(
        { pathname, search: `?${params.toString()}` },
        { state: { popupPushed: pushed } satisfies PopupState, replace: swapping },
      );
    },
    [location.pathname, location.search, location.state, navigate],
  );

  const close = useCallback(() => {
    const state = location.state as PopupState | null;
    if (state?.popupPushed) {
      navigate(-1);
      return;
    }
    if (POPUP_PATHS[location.pathname.toLowerCase()]) {
      navigate('/', { replace: true });
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete('popup');
    params.delete('redirect');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, location.state, navigate]);

  return { popup, open, close };
}
