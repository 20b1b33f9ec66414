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
