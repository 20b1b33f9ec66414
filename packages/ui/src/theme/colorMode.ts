/**
 * Colour mode (light/dark) chosen before first paint, so a dark-mode visitor never sees a light flash.
 *
 * The choice is stored in localStorage under `COLOR_MODE_STORAGE_KEY` ('light' | 'dark'); without a stored
 * choice the OS preference (`prefers-color-scheme`) decides. The result is written to
 * `<html data-color-mode="light|dark">`, which the brand CSS keys on.
 */

/** localStorage key of the visitor's explicit colour-mode choice. */
export const COLOR_MODE_STORAGE_KEY = 'pd-color-mode';

/** A resolved colour mode. */
export type ColorMode = 'light' | 'dark';

/**
 * Inline script for `<head>`, to run before the first paint. It never throws (storage can be blocked).
 * Served as an inline script, so the server's Content-Security-Policy must allow it by its SHA-256 hash
 * (`script-src 'sha256-...'`), never by `unsafe-inline`.
 */
export const colorModeScript = `(function(){try{var m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(m!=='light'&&m!=='dark'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-color-mode',m)}catch(e){document.documentElement.setAttribute('data-color-mode','light')}})();`;

/** Reads the stored choice, else the OS preference. Safe where storage or matchMedia are unavailable. */
export function resolveColorMode(): ColorMode {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage blocked (privacy mode): fall through to the OS preference
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Stores an explicit choice and applies it to `<html>` at once. */
export function setColorMode(mode: ColorMode): void {
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // not persisted, still applied for this page
  }
  document.documentElement.setAttribute('data-color-mode', mode);
}
