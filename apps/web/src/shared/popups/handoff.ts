/**
 * What the login and register popups hand to the popups that follow them (spec 4 "Login"):
 * - the password just typed, kept in memory only (never in storage, docs/decisions.md D4), so the forced change-password
 *   popup can hide its old-password field ("old password hidden when the stored password is known");
 * - the first-login mark (`firstTimeLogin` or a registration), so the public popup adds execution F (spec 2).
 */
import { atom } from 'jotai';
import { readStorage, writeStorage } from '../api/storage';

/** The current password when the app knows it (just logged in with a forced change pending); memory only. */
export const knownPasswordAtom = atom<string | null>(null);

/** sessionStorage key of the first-login mark (cleared with the session on logout). */
export const FIRST_LOGIN_KEY = 'firstLogin';

/** Marks this browser session as the member's first login (call after registration or `firstTimeLogin: true`). */
export function markFirstLogin(): void {
  writeStorage('session', FIRST_LOGIN_KEY, '1');
}

/** True after {@link markFirstLogin} in this browser session. */
export function isFirstLogin(): boolean {
  return readStorage('session', FIRST_LOGIN_KEY) === '1';
}

/** Set by a logout; the page load that logged out shows no visitor public popup (memory only: a reload may). */
let loggedOutThisLoad = false;

/**
 * Marks that the member logged out on this page load, so the visitor's public popup does not open over the home page
 * the logout lands on (logout ends on `/` with no popup). Call before the token is cleared.
 */
export function markLoggedOut(): void {
  loggedOutThisLoad = true;
}

/** True after {@link markLoggedOut} on this page load. */
export function loggedOutOnThisLoad(): boolean {
  return loggedOutThisLoad;
}

/** Test hook: forgets a logout of this page load. */
export function resetLoggedOut(): void {
  loggedOutThisLoad = false;
}
