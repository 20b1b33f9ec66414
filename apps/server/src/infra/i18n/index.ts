/**
 * Server-side error catalogue: `message(code, lang, params)` picks the text for the `Language` header (any language
 * with a catalogue; any other falls back to English) and fills `{name}` arguments.
 *
 * The languages are the catalogue files beside this module, `errors.<lang>.ts` each exporting one
 * `Record<ErrorCode, string>` (docs/decisions.md D31: an added language is catalogue files only, no list in code).
 * They are found by name when the module loads and imported through a template-literal `import()`, which tsx runs as
 * is and esbuild bundles as every file matching `./errors.*.ts` (scripts/build-servers.mjs keeps `import.meta.url`
 * at the source folder, which ships with the bundle).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '@playdeck/api-client/errors';
import { en } from './errors.en.ts';

/** A catalogue file name's language: `errors.hi.ts` -> "hi"; `errors.zh-tw.ts` -> "zh-tw". */
export const CATALOGUE_FILE = /^errors\.([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.ts$/;

/** The languages with a catalogue file in `dir` (default: this module's folder), sorted. */
export function catalogueFiles(dir: string = fileURLToPath(new URL('.', import.meta.url))): string[] {
  return readdirSync(dir)
    .map((f) => CATALOGUE_FILE.exec(f)?.[1])
    .filter((l): l is string => l !== undefined)
    .sort();
}

const catalogues: Record<string, Record<ErrorCode, string>> = { en };
for (const lang of catalogueFiles()) {
  if (lang === 'en') continue;
  const mod = (await import(`./errors.${lang}.ts`)) as Record<string, Record<ErrorCode, string>>;
  const table = mod[lang.replace(/[^a-z0-9]/g, '_')] ?? Object.values(mod)[0];
  if (table) catalogues[lang] = table;
}

/** The languages the server's messages speak (English and every catalogue file), sorted. */
export const SERVER_LANGUAGES: readonly string[] = Object.keys(catalogues).sort();

/** The catalogue of `lang` (a normalised code), or undefined. */
export function errorCatalogue(lang: string): Readonly<Record<ErrorCode, string>> | undefined {
  return catalogues[lang];
}

/** Normalises a `Language` header value ('BN', 'bn-BD', 'en_US') to a catalogue key, or undefined. */
export function normaliseLanguage(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const base = raw
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  return base && catalogues[base] ? base : undefined;
}

/** Digits of numbers filled into messages, by catalogue (Bengali text writes Bengali digits: ৩০, not 30). */
const numberFormats: Record<string, Intl.NumberFormat> = {
  bn: new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 20 }),
};

/** A plain decimal string as the server sends money ("100.00", "-5"): filled in the catalogue's digits, exactly. */
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** `text` with each ASCII digit written by `nf` (digit by digit, so a decimal string is never parsed as a float). */
const withDigits = (text: string, nf: Intl.NumberFormat) =>
  text.replace(/[0-9]/g, (d) => nf.format(Number(d)));

/**
 * The localised message of an error code, with `{name}` placeholders filled from `params` (a number, or a decimal
 * string such as an amount limit "100.00", in the catalogue language's digits; any other string as given; an unknown
 * placeholder left as is).
 */
export function message(
  code: ErrorCode,
  lang: string | undefined,
  params?: Record<string, string | number>,
): string {
  const key = lang && catalogues[lang] ? lang : 'en';
  const text = catalogues[key]![code] ?? en[code] ?? code;
  if (!params) return text;
  const nf = numberFormats[key];
  return text.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!(k in params)) return m;
    const v = params[k]!;
    if (!nf) return String(v);
    if (typeof v === 'number') return nf.format(v);
    return DECIMAL.test(v) ? withDigits(v, nf) : v;
  });
}
