/**
 * Numbers, amounts and times on the server-rendered pages, through Intl for the page language (Bengali digits are
 * what `Intl.NumberFormat('bn')` gives). Money in the browser (with the session's currency) is public/i18n.js, which
 * formats like the player site (apps/web/src/shared/format/money.ts formatMoney).
 *
 * Money is integer minor units (bigint) with 2 decimals, as everywhere on the games server (docs/vendor-protocol.md "Players and
 * money"); the decimal string is handed to Intl as is (ECMA-402 formats numeric strings exactly), never a float.
 */
import type { Lang } from './messages.ts';

const cache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat for `lang` and `opts`. */
function nf(lang: Lang, opts: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(opts)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(lang, opts)));
  return f;
}

/** A number (or an exact decimal string) in `lang`: 1234.5 -> "1,234.5" (en), "১,২৩৪.৫" (bn). */
export function formatNumber(
  lang: Lang,
  value: number | string,
  opts: Intl.NumberFormatOptions = {},
): string {
  return nf(lang, opts).format(value as number);
}

/** The exact decimal string of `minor` units with 2 decimals: 1050n -> "10.50", -5n -> "-0.05". */
export function minorToDecimal(minor: bigint): string {
  const neg = minor < 0n;
  const a = (neg ? -minor : minor).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${a.slice(0, -2)}.${a.slice(-2)}`;
}

/**
 * An amount of minor units without a currency (the page does not know the player's currency before the session),
 * 2 decimals: 100000n -> "1,000.00" (en), "১,০০০.০০" (bn). `grouping: false` for an input's value ("১০০০.০০").
 */
export function formatAmount(lang: Lang, minor: bigint, grouping = true): string {
  return formatNumber(lang, minorToDecimal(minor), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: grouping,
  });
}

/** A percentage given in percent (96.611 -> "96.611%", bn "৯৬.৬১১%"), up to `maxFraction` decimals. */
export function formatPercent(lang: Lang, percent: number, maxFraction = 4): string {
  // The value is scaled in decimal (a string) so 96.611 stays 96.611, not 96.61099999.
  return formatNumber(lang, `${percent}e-2`, { style: 'percent', maximumFractionDigits: maxFraction });
}

/** A pay multiple: 96 -> "96×", 3.5 -> "3.5×" (bn "৯৬×", "৩.৫×"). */
export function formatTimes(lang: Lang, times: number | string): string {
  return `${formatNumber(lang, times)}×`;
}

/** A duration given in ms as whole seconds with the unit in words: 300000 -> "300 seconds" (bn "৩০০ সেকেন্ড"). */
export function formatSeconds(lang: Lang, ms: number): string {
  return formatNumber(lang, Math.round(ms / 1000), { style: 'unit', unit: 'second', unitDisplay: 'long' });
}
