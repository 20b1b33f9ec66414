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

/** The localised message of an error code. */
export function message(
  code: ErrorCode,
  lang: string | undefined,
  params?: Record<string, string | number>,
): string {
  const cat = (lang && catalogues[lang]) || en;
  const text = cat[code] ?? en[code] ?? code;
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
}
