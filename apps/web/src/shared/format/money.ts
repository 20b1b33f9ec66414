/**
 * Money in the wallet pages (docs/architecture.md "Conventions": "Money is never a JS float"; docs/architecture.md "Money: decimal strings in JSON").
 * The server sends decimal strings in the brand currency's major unit ("500.00"); arithmetic, when a page needs it
 * (deposit fee, partly received remainder), is done on bigint minor units; display goes through Intl.NumberFormat,
 * which formats a decimal string exactly (ECMA-402 "NumberFormat v3" string values), so no value is ever parsed into
 * a float.
 */

/** A decimal string as sent by the server or typed by a member: optional sign, digits, optional fraction. */
const DECIMAL = /^(-)?([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Minor units of a decimal string in a currency with `exponent` decimals: "12.5" -> 1250n (exponent 2).
 * Returns null for text that is not a plain decimal number or has more decimals than `exponent` (the server would
 * answer AMOUNT_PRECISION / AMOUNT_INVALID).
 */
export function toMinor(text: string, exponent: number): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  if (frac.length > exponent) {
    // Trailing zeros beyond the exponent ("1.500" for exponent 2) are still exact.
    if (!/^0*$/.test(frac.slice(exponent))) return null;
  }
  const digits = `${m[2]}${frac.slice(0, exponent).padEnd(exponent, '0')}`;
  const minor = BigInt(digits);
  return m[1] ? -minor : minor;
}

/** The decimal string of `minor` units with `exponent` decimals: 1250n -> "12.50" (exponent 2). */
export function fromMinor(minor: bigint, exponent: number): string {
  const neg = minor < 0n;
  const abs = (neg ? -minor : minor).toString().padStart(exponent + 1, '0');
  const int = abs.slice(0, abs.length - exponent);
  const frac = exponent > 0 ? `.${abs.slice(abs.length - exponent)}` : '';
  return `${neg ? '-' : ''}${int}${frac}`;
}

/** Why an amount typed by the member cannot be sent (checked again by the server). */
export type AmountProblem = 'required' | 'invalid' | 'precision' | 'min' | 'max';

/**
 * Checks an amount typed by the member: a positive decimal number with at most `exponent` decimals, within
 * `[min, max]` when given (decimal strings of the server). Returns the problem, or null when the amount is fine.
 */
export function amountProblem(
  text: string,
  exponent: number,
  limits: { min?: string; max?: string } = {},
): AmountProblem | null {
  const t = text.trim();
  if (!t) return 'required';
  if (!/^[0-9]+(\.[0-9]+)?$/.test(t)) return 'invalid';
  const minor = toMinor(t, exponent);
  if (minor === null) return 'precision';
  if (minor <= 0n) return 'invalid';
  const min = limits.min !== undefined ? toMinor(limits.min, exponent) : null;
  const max = limits.max !== undefined ? toMinor(limits.max, exponent) : null;
  if (min !== null && minor < min) return 'min';
  if (max !== null && minor > max) return 'max';
  return null;
}

type FormatOf = (value: string) => string;
const formatters = new Map<string, FormatOf>();

/**
 * Formats a decimal string as money in `currency` for `locale` with the currency's `exponent` decimals
 * ("1234.5", BDT, en -> "BDT 1,234.50"; bn -> "১,২৩৪.৫০৳"). The string is handed to Intl as is (exact decimal).
 * `signed` shows a plus sign on positive amounts too. `narrow` uses the currency's narrow symbol where the locale
 * has no short one of its own (en BDT -> "৳1,234.50" instead of "BDT 1,234.50"): the header, where a phone has no room.
 * A unit that is not an ISO 4217 code (Intl refuses it, e.g. the ledger's POINTS) is shown as the number followed by
 * the unit ("1,234.50 POINTS"), never an exception that takes the page down.
 */
export function formatMoney(
  value: string,
  currency: string,
  locale: string,
  exponent = 2,
  signed = false,
  narrow = false,
): string {
  const key = `${locale}|${currency}|${exponent}|${signed}|${narrow}`;
  let f = formatters.get(key);
  if (!f) {
    const iso = /^[A-Z]{3}$/.test(currency);
    const nf = new Intl.NumberFormat(locale, {
      ...(iso
        ? { style: 'currency', currency, currencyDisplay: narrow ? 'narrowSymbol' : 'symbol' }
        : { style: 'decimal' }),
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      // Account record: "+৳500.00" for money in, "-৳500.00" for money out, in the locale's own way.
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    // ECMA-402 formats a numeric string exactly (no float on the way).
    f = iso
      ? (v: string) => nf.format(v as `${number}`)
      : (v: string) => `${nf.format(v as `${number}`)} ${currency}`;
    formatters.set(key, f);
  }
  const t = value.trim();
  return DECIMAL.test(t) ? f(t) : value;
}

const decimals = new Map<string, Intl.NumberFormat>();

/**
 * Formats a decimal string with `places` decimals and the locale's grouping and digits, exactly (the string is handed
 * to Intl as is): "1234.5", en -> "1,234.50"; bn -> "১,২৩৪.৫০". A value that is not a decimal string is returned as is.
 */
export function formatDecimal(value: string, locale: string, places = 2): string {
  const key = `${locale}|${places}`;
  let nf = decimals.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places });
    decimals.set(key, nf);
  }
  const t = value.trim();
  return DECIMAL.test(t) ? nf.format(t as `${number}`) : value;
}
