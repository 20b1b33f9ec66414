/**
 * The rules of the popups of spec sections 2, 4, 5 and 9, as pure functions so they are tested without a browser:
 * pages of 9 announcements, the feedback checks (empty fields, the brand's length bounds after trim), notice times in the
 * brand timezone, the public popup's once-per-session memory per audience. The new-password rule is the brand's
 * compiled one (passwordRules.ts, loaded with the registration module, out of the first-load chunk).
 */
import { readStorage, writeStorage } from '../../shared/api/storage';
import { loggedOutOnThisLoad, resetLoggedOut } from '../../shared/popups/handoff';

/** Announcement titles per page (spec 2 and 9: "Announcement page size 9"). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/**
 * One page of a list, 1-based. `page` is clamped into 1..pageCount; an empty list has pageCount 0 and no items.
 * @returns the page's items, the clamped page and the number of pages.
 */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = ANNOUNCEMENT_PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.ceil(items.length / size);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));
  return { items: items.slice((p - 1) * size, p * size), page: p, pageCount };
}

/**
 * Feedback description bounds after trim, in characters (spec 5 and 9: a maximum and a hint minimum): the brand's
 * brand.json `limits.feedbackHintMinLength` and `limits.feedbackMaxLength`, served in the status info.
 */
export interface FeedbackBounds {
  min: number;
  max: number;
}

/** Feedback question types (spec 3): 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply-agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Characters as a person counts them (code points, as the server does). */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** The feedback form's fields, in the order the warning names them. */
export type FeedbackField = 'type' | 'content' | 'captcha';

/**
 * The empty fields of the feedback form, in form order (spec 5: "a warning names the empty fields followed by
 * 'is empty'"). Text is trimmed first, so spaces alone count as empty.
 */
export function feedbackEmptyFields(form: {
  type: string;
  content: string;
  captcha: string;
}): FeedbackField[] {
  const out: FeedbackField[] = [];
  if (!form.type) out.push('type');
  if (!form.content.trim()) out.push('content');
  if (!form.captcha.trim()) out.push('captcha');
  return out;
}

/** True when the trimmed description's length in characters is within the brand's bounds (spec 5). */
export function feedbackContentOk(content: string, { min, max }: FeedbackBounds): boolean {
  const n = codePoints(content.trim());
  return n >= min && n <= max;
}

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
