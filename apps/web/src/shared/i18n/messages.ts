/**
 * Lazy message catalogues: one chunk per locale, `locales/<lang>.json` at the repo root merged with the app's own
 * translations `apps/web/src/i18n/<lang>.app.json` when such a file exists.
 *
 * In the site's build (apps/web/vite.config.ts, plugin `playdeck-precompiled-messages`) every catalogue arrives
 * precompiled to ICU ASTs (`{ id: MessageFormatElement[] }`, scripts/i18n.mjs `compileCatalogue`), the ICU parser is
 * aliased to its no-parser build and the source messages' `defaultMessage`s are dropped from the code, so the
 * browser never parses ICU. Unit tests and stories use the source strings, which react-intl parses itself.
 * A language without a catalogue gets the English one (the built code has no default messages to fall back to).
 */
import type { MessageFormatElement } from 'react-intl';

/** A catalogue as react-intl takes it: ICU strings (source) or precompiled ASTs (the site's build). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const catalogs = import.meta.glob<Messages>('../../../../../locales/*.json', { import: 'default' });
const appCatalogs = import.meta.glob<Messages>('../../i18n/*.app.json', { import: 'default' });

function find<T>(map: Record<string, () => Promise<T>>, suffix: string): (() => Promise<T>) | undefined {
  const key = Object.keys(map).find((k) => k.endsWith(suffix));
  return key ? map[key] : undefined;
}

/**
 * Loads the catalogue of `lang` (ids -> ICU strings, or ASTs in the build). A language without a catalogue gets
 * English.
 * @throws the chunk loader's error when a catalogue chunk fails to load (the boot screen offers a retry).
 */
export async function loadMessages(lang: string): Promise<Messages> {
  const base = find(catalogs, `/locales/${lang}.json`) ?? find(catalogs, '/locales/en.json');
  const app = find(appCatalogs, `/${lang}.app.json`);
  const [a, b] = await Promise.all([base?.() ?? {}, app?.() ?? {}]);
  return { ...a, ...b } as Messages;
}

/**
 * Starts the browser's number and date formatting data for `lang` in a task of its own (a zero-delay timer), while the
 * page waits for its catalogue and chunks. The first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page makes the
 * engine build its locale tables (40-90 ms on the 2-core CI host, measured in Debian Chromium: the first
 * `new Intl.NumberFormat('bn')` of a fresh page); react-intl's `createIntl` makes both when the first render reaches
 * `IntlProvider`, inside the render's task. Done here, that cost lands in time the main thread would spend waiting on
 * the network, and the render that follows finds the tables built (Lighthouse target, docs/architecture.md "Targets"). Harmless if the render comes
 * first: the tables are built once per page either way.
 */
export function prepareLocaleData(lang: string): void {
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(lang);
      Intl.DateTimeFormat.supportedLocalesOf(lang);
    } catch {
      // A malformed tag: react-intl reports it (and falls back) when it meets it.
    }
  }, 0);
}
