/**
 * Languages the site knows (spec 1: "about 40"); a brand makes a subset selectable (status `info.languages`).
 * Names are shown as autonyms through `Intl.DisplayNames`, so no literal language names live in code.
 */
export const KNOWN_LANGUAGES = [
  'bn',
  'en',
  'hi',
  'ur',
  'ne',
  'si',
  'ta',
  'te',
  'mr',
  'gu',
  'pa',
  'kn',
  'ml',
  'zh',
  'zh-tw',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'ms',
  'fil',
  'my',
  'km',
  'lo',
  'ar',
  'fa',
  'tr',
  'ru',
  'uk',
  'pl',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'sv',
  'ro',
  'el',
] as const;

/** Autonyms already computed: an `Intl.DisplayNames` per locale loads that locale's data, so each is built once. */
const autonyms = new Map<string, string>();

/**
 * The language's own name (e.g. `bn` -> "বাংলা"), falling back to the code. Cached per code: the header's and side
 * menu's language lists render it for every configured language on each render.
 */
export function languageAutonym(code: string): string {
  let name = autonyms.get(code);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    autonyms.set(code, name);
  }
  return name;
}

/**
 * The language to use: the stored choice if the brand offers it, else the brand's default (spec 3, 8).
 * @param stored value of localStorage `lang` (any case) or null.
 */
export function pickLanguage(
  stored: string | null,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const s = stored?.toLowerCase();
  return s && languages.includes(s) ? s : defaultLanguage;
}
