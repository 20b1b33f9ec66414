/**
 * CSP-safe drop-in for `react-style-singleton` (2.x API: `stylesheetSingleton`, `styleHookSingleton`,
 * `styleSingleton`), swapped in by the `resolve.alias` of apps/web/vite.config.ts.
 *
 * Why: Radix's scroll lock (react-remove-scroll -> react-remove-scroll-bar -> react-style-singleton) injects a
 * `<style>` element with `body[data-scroll-locked] { overflow: hidden ... }` when a modal opens. The server's CSP is
 * `style-src 'self'` (apps/server/src/app.ts, no 'unsafe-inline', no style nonce), so the browser refuses that element
 * (one "Refused to apply inline style" violation per modal open) and the page behind the modal keeps scrolling.
 *
 * How: the same rules go into a constructed stylesheet (`new CSSStyleSheet()` + `replaceSync`) adopted by the
 * document (`document.adoptedStyleSheets`). That is CSSOM, which CSP does not gate, so no nonce and no
 * 'unsafe-inline' are needed. Same reference counting as the original: the sheet is adopted when the first user
 * mounts and dropped when the last one unmounts. Browsers without constructable stylesheets (before Safari 16.4)
 * get no scroll lock, as they got under the CSP before, and no violation report.
 */
import { useEffect, type FC } from 'react';

/** True when this document can adopt constructed stylesheets. */
function canAdopt(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    Array.isArray(document.adoptedStyleSheets)
  );
}

/** A reference-counted stylesheet: `add(css)` adopts it on the first call, `remove()` drops it on the last. */
export interface StyleSheetSingleton {
  add: (style: string) => void;
  remove: () => void;
}

/** Same contract as react-style-singleton's `stylesheetSingleton`, backed by an adopted CSSStyleSheet. */
export const stylesheetSingleton = (): StyleSheetSingleton => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && canAdopt()) {
        const created = new CSSStyleSheet();
        created.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, created];
        sheet = created;
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
};

/**
 * Same contract as react-style-singleton's `styleHookSingleton`: a hook that applies `styles` while mounted
 * (re-applied on change only when `isDynamic`).
 */
export const styleHookSingleton = (): ((styles: string, isDynamic?: boolean) => void) => {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // Same dependency as the original: only dynamic styles are re-applied when they change.
      [styles && isDynamic],
    );
  };
};

/** Same contract as react-style-singleton's `styleSingleton`: a component `<Sheet styles dynamic? />`. */
export const styleSingleton = (): FC<{ styles: string; dynamic?: boolean }> => {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
