/**
 * Lazy message catalogues: one chunk per locale, `locales/<lang>.json` at the repo root (ui.*, reg.* and, once
 * extracted, app.*) merged with the app's own translations `apps/web/src/i18n/<lang>.app.json` (until the lead merges
 * them into locales/). English needs no catalogue beyond the source messages' defaults.
 */
const catalogs = import.meta.glob<Record<string, string>>('../../../../../locales/*.json', {
  import: 'default',
});
const appCatalogs = import.meta.glob<Record<string, string>>('../../i18n/*.app.json', { import: 'default' });

function find<T>(map: Record<string, () => Promise<T>>, suffix: string): (() => Promise<T>) | undefined {
  const key = Object.keys(map).find((k) => k.endsWith(suffix));
  return key ? map[key] : undefined;
}

/**
 * Loads the catalogue of `lang` (ids -> ICU strings). An unknown language gives `{}` (source defaults show).
 * @throws the chunk loader's error when a catalogue chunk fails to load (the boot screen offers a retry).
 */
export async function loadMessages(lang: string): Promise<Record<string, string>> {
  const base = find(catalogs, `/locales/${lang}.json`);
  const app = find(appCatalogs, `/${lang}.app.json`);
  const [a, b] = await Promise.all([base?.() ?? {}, app?.() ?? {}]);
  return { ...a, ...b };
}
