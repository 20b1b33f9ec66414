/**
 * Rules of the announcement and feedback popups (spec sections 2, 5 and 9), as pure functions so they are tested
 * without a browser: pages of 9 announcements, the feedback checks (empty fields, the brand's length bounds after
 * trim). A module of their own so they load with those popups, not with the first page (rules.ts holds the rules the
 * first page needs).
 */

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
