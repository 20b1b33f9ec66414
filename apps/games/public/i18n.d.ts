// Types of i18n.js (the page scripts' texts and formats), for the tests that import it.

/** What a page's JSON block holds (src/i18n/index.ts messagesBlock). */
export interface I18nData {
  lang: string;
  timeZone?: string;
  messages: Record<string, string>;
}

export interface I18n {
  lang: string;
  timeZone: string | undefined;
  t(key: string, params?: Record<string, string | number>): string;
  errorText(
    e: { code?: string; message?: string } | null | undefined,
    scope?: string,
    params?: Record<string, string | number>,
  ): string;
  num(n: number | string, opts?: Intl.NumberFormatOptions): string;
  two(n: number): string;
  amount(minor: string | bigint, grouping?: boolean): string;
  money(minor: string | bigint, currency?: string): string;
  percent(p: number): string;
  time(iso: string): string;
  parseMinor(text: string): string | null;
}

export function createI18n(data: I18nData): I18n;
export const i18n: I18n;
