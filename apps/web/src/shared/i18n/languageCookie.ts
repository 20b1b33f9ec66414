/**
 * The `lang` cookie: a mirror of the stored language (spec 3 "Local data": `lang` in localStorage) that the server can
 * read, so it renders the page in the visitor's language (app/ssr.ts; apps/server/src/http/ssr.ts). localStorage
 * stays the source of the choice; the cookie is written whenever it is (shared/i18n/changeLanguage.ts) and by the
 * pre-paint script for choices stored before the cookie existed (app/ssr.ts `ssrLanguageGuardScript`).
 */

/** Name of the cookie. */
export const LANG_COOKIE = 'lang';

/** Lifetime of the cookie in seconds (one year: the localStorage entry it mirrors does not expire). */
export const LANG_COOKIE_MAX_AGE = 31_536_000;

/**
 * Writes the `lang` cookie (path `/`, SameSite=Lax, Secure on https). Best effort: with cookies blocked the server
 * renders in the brand default and the browser renders the page itself instead (app/ssr.ts).
 */
export function rememberLanguageCookie(lang: string, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? ';secure' : '';
  try {
    doc.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)};path=/;max-age=${LANG_COOKIE_MAX_AGE};samesite=lax${secure}`;
  } catch {
    // cookies blocked
  }
}
