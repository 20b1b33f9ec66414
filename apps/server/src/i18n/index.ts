/**
 * Server-side error catalogue: `message(code, lang, params)` picks the text for the `Language` header (en, bn; any
 * other language falls back to the brand default, then English) and fills `{name}` arguments.
 */
import type { ErrorCode } from '@playdeck/api-client/errors';
import { bn } from './errors.bn.ts';
import { en } from './errors.en.ts';

const catalogues: Record<string, Record<ErrorCode, string>> = { en, bn };

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
