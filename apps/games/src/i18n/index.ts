/**
 * Languages of the games server's pages (docs/architecture.md "Games server"): which language a page speaks, its texts, and the
 * string block the page scripts read. The dictionaries are messages.ts; number and money formats format.ts.
 *
 * The language of a page, first match wins (pickLanguage):
 * 1. the `lang` query: the platform puts the site's language on every launch URL (`/play`, `/lottery/vn`,
 *    `/sandbox/<CODE>`; apps/server/src/domain/games/launch) and on the betting record's verify link; the pages keep it on their
 *    own links (rules, verify). A language we do not speak gives English: the player chose it on the site, so a guess
 *    from the browser would contradict that choice;
 * 2. the `pd_games_lang` cookie, set from the last `lang` query for the length of a game session (kit.ts);
 * 3. the browser's Accept-Language (RFC 9110 section 12.5.4: by q-value, language ranges matched on their primary
 *    subtag), among the languages we speak;
 * 4. English.
 */
import { LANGUAGES, MESSAGES, type Lang, type MessageKey } from './messages.ts';

export { LANGUAGES, MESSAGES, type Lang, type MessageKey };

/** The dictionary of `lang`, English for a language without one. */
const dictionary = (lang: Lang) => MESSAGES[lang] ?? MESSAGES.en;

/** The language of last resort. */
export const DEFAULT_LANG: Lang = 'en';

/** The id of the page's JSON string block (`<script type="application/json" id="pd-i18n">`). */
export const BLOCK_ID = 'pd-i18n';

/**
 * The language we speak for a BCP 47 tag, by its primary subtag: 'bn', 'bn-BD', 'BN' -> 'bn'; 'hi-IN' -> 'hi'; 'en-US' -> 'en';
 * undefined for anything else (including non-strings and empty text).
 */
export function supportedLang(tag: unknown): Lang | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Lang) : undefined;
}

/**
 * The first language we speak in an Accept-Language header, by descending q-value (ties keep header order; q=0
 * means "not acceptable"; `*` matches nothing in particular), or undefined. Malformed entries are skipped.
 */
export function acceptLanguage(header: string | string[] | undefined): Lang | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  const ranges = text
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranges) {
    const lang = supportedLang(r.tag);
    if (lang) return lang;
  }
  return undefined;
}

/** Where a page's language came from (see the file header). */
export type LangSource = 'query' | 'cookie' | 'header' | 'default';

/**
 * The page language from its sources, in the order of the file header. A `lang` query that is present but not
 * spoken here gives English (source 'query'); an empty query counts as absent; a cookie is trusted only when it
 * names a language we speak.
 */
export function pickLanguage(s: {
  query?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | string[] | undefined;
}): { lang: Lang; source: LangSource } {
  if (typeof s.query === 'string' && s.query.trim() !== '')
    return { lang: supportedLang(s.query) ?? DEFAULT_LANG, source: 'query' };
  const fromCookie = supportedLang(s.cookie);
  if (fromCookie) return { lang: fromCookie, source: 'cookie' };
  const fromHeader = acceptLanguage(s.acceptLanguage);
  if (fromHeader) return { lang: fromHeader, source: 'header' };
  return { lang: DEFAULT_LANG, source: 'default' };
}

/**
 * The text of `key` in `lang` with its `{placeholders}` replaced by `params` (already formatted for the language);
 * a placeholder without a value stays as written, so a missing value shows instead of vanishing.
 */
export function t(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return dictionary(lang)[key].replace(/\{([A-Za-z0-9]+)\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
}

/** HTML-escapes text for element content and quoted attribute values. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The text of `key` as HTML: the message is escaped, then each `{placeholder}` of `html` is replaced by that raw
 * HTML (markup the caller built, e.g. `<strong id="countdown">…</strong>`); other placeholders by escaped `params`.
 */
export function tHtml(
  lang: Lang,
  key: MessageKey,
  html: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return esc(dictionary(lang)[key]).replace(/\{([A-Za-z0-9]+)\}/g, (all, name: string) =>
    name in html ? html[name]! : name in params ? esc(String(params[name])) : all,
  );
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>`, `&` and U+2028/U+2029 escaped as `\uXXXX`, so no
 * value can close the element or open a comment (HTML "script data" state) and the text stays valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page's string block for its script (the strict CSP allows no inline script, and a JSON data block is not
 * executed): `<script type="application/json" id="pd-i18n">{ lang, messages, ...extra }</script>`, with the messages
 * of `lang` whose key starts with one of `prefixes`. The scripts read it through public/i18n.js.
 */
export function messagesBlock(
  lang: Lang,
  prefixes: readonly string[],
  extra: Readonly<Record<string, unknown>> = {},
): string {
  const messages = Object.fromEntries(
    Object.entries(dictionary(lang)).filter(([k]) => prefixes.some((p) => k.startsWith(p))),
  );
  return `<script type="application/json" id="${BLOCK_ID}">${jsonForScript({ ...extra, lang, messages })}</script>`;
}
