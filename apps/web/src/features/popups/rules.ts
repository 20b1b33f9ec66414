/**
 * The rules of the popups of spec sections 2, 4, 5 and 9, as pure functions so they are tested without a browser:
 * notice times in the brand timezone, the public popup's once-per-session memory per audience (the announcement pages
 * and the feedback checks are in formRules.ts, loaded with their popups, out of the first-load chunk). The new-password rule is the brand's
 * compiled one (passwordRules.ts, loaded with the registration module, out of the first-load chunk).
 */
import { readStorage, writeStorage } from '../../shared/api/storage';
import { loggedOutOnThisLoad, resetLoggedOut } from '../../shared/popups/handoff';

/** Who sees a public popup: members (executions A, and F on first login) or anonymous visitors (B). */
export type Audience = 'member' | 'anonymous';

/** sessionStorage keys remembering a closed public popup, one per audience (spec 2 "Public popup"). */
export const PUBLIC_POPUP_CLOSED_KEYS: Readonly<Record<Audience, string>> = {
  member: 'publicPopupClosed.member',
  anonymous: 'publicPopupClosed.anonymous',
};

/** The popup executions an audience sees (spec 2): members A (and F on first login), visitors B. */
export function executionsFor(audience: Audience, firstLogin: boolean): string[] {
  if (audience === 'anonymous') return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** True when this audience closed the public popup in this browser session. */
export function publicPopupClosed(audience: Audience): boolean {
  return readStorage('session', PUBLIC_POPUP_CLOSED_KEYS[audience]) === '1';
}

/** Remembers, for this browser session, that the audience closed the public popup. */
export function rememberPublicPopupClosed(audience: Audience): void {
  writeStorage('session', PUBLIC_POPUP_CLOSED_KEYS[audience], '1');
}

/** Audiences whose public popup was already shown on this page load (once per session, spec 2). */
const shownThisLoad = new Set<Audience>();

/**
 * Whether the public popup should open now for the audience: not closed in this session, not yet shown on this
 * page load, and (for visitors) not on the page load where the member just logged out (logout lands on `/` with no
 * popup). Calling it with `claim: true` records the showing.
 */
export function shouldShowPublicPopup(audience: Audience, claim = false): boolean {
  if (publicPopupClosed(audience) || shownThisLoad.has(audience)) return false;
  if (audience === 'anonymous' && loggedOutOnThisLoad()) return false;
  if (claim) shownThisLoad.add(audience);
  return true;
}

/** Test hook: forgets which audiences were shown on this page load, and a logout of this page load. */
export function resetPublicPopupMemory(): void {
  shownThisLoad.clear();
  resetLoggedOut();
}
