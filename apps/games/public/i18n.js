// Texts and formats of the games server's page scripts (apps/games/src/i18n). The page carries its language and
// messages in a JSON data block, <script type="application/json" id="pd-i18n"> (the strict CSP runs no inline
// script; a data block is never executed), read here once. Money is formatted like the player site
// (apps/web/src/shared/format/money.ts formatMoney): Intl currency style, symbol display, 2 decimals, the exact
// decimal string handed to Intl, never a float.

/**
 * The page's i18n from its block data `{ lang, timeZone?, messages }`.
 * @returns { lang, timeZone, t, errorText, num, two, amount, money, percent, time, parseMinor }
 */
export function createI18n(data) {
  const lang = data.lang || 'en';
  const messages = data.messages || {};
  const timeZone = data.timeZone || undefined;
  const formats = new Map();
  const nf = (opts = {}) => {
    const key = JSON.stringify(opts);
    let f = formats.get(key);
    if (!f) formats.set(key, (f = new Intl.NumberFormat(lang, opts)));
    return f;
  };

  /** Message `key` with `{placeholders}` from `params` (a missing message shows its key). */
  const t = (key, params = {}) => {
    const m = messages[key];
    if (m === undefined) return key;
    return m.replace(/\{([A-Za-z0-9]+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  };

  /**
   * The text of an API error `{ code, message }`: `error.<scope>.<code>`, else `error.<code>`, else the server's
   * (English) message, else `error.UNKNOWN`. `params` fill the message's placeholders.
   */
  const errorText = (e, scope, params = {}) => {
    const code = e && e.code;
    for (const key of [scope && code && `error.${scope}.${code}`, code && `error.${code}`])
      if (key && key in messages) return t(key, params);
    return (e && e.message) || t('error.UNKNOWN');
  };

  /** A number (or an exact decimal string) in the page language. */
  const num = (n, opts) => nf(opts).format(n);
  /** A lottery number or a clock part with two digits: 7 -> "07" (bn "০৭"). */
  const two = (n) => nf({ minimumIntegerDigits: 2, useGrouping: false }).format(n);

  /** Minor units (integer string or bigint) -> exact decimal string with 2 decimals: "1050" -> "10.50". */
  const decimal = (minor) => {
    const v = BigInt(minor);
    const neg = v < 0n;
    const a = (neg ? -v : v).toString().padStart(3, '0');
    return `${neg ? '-' : ''}${a.slice(0, -2)}.${a.slice(-2)}`;
  };
  /** An amount without currency, 2 decimals: "100000" -> "1,000.00" (bn "১,০০০.০০"). */
  const amount = (minor, grouping = true) =>
    nf({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: grouping }).format(decimal(minor));

  /**
   * Money in `currency`: ISO codes through Intl ("BDT 1,234.50" en, "১,২৩৪.৫০৳" bn); codes Intl cannot name (TRIAL,
   * DEMO) as the amount and the code's name (`currency.<CODE>`); no currency yet: the amount alone.
   */
  const money = (minor, currency) => {
    if (currency && /^[A-Z]{3}$/.test(currency)) {
      try {
        return nf({
          style: 'currency',
          currency,
          currencyDisplay: 'symbol',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(decimal(minor));
      } catch {
        // an ill-formed code: shown as text below
      }
    }
    if (!currency) return amount(minor);
    const name = messages[`currency.${currency}`] ?? currency;
    return `${amount(minor)} ${name}`;
  };

  /** A percentage given in percent: 49.5 -> "49.5%" (bn "৪৯.৫%"). */
  const percent = (p) => nf({ style: 'percent', maximumFractionDigits: 2 }).format(`${p}e-2`);

  /** The clock time of an ISO instant in the page's time zone, with the zone named: "20:35 GMT+6". */
  const time = (iso) =>
    new Intl.DateTimeFormat(lang, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso));

  /**
   * An amount typed by the player -> minor units string, or null: Latin or Bengali digits, an optional "." or ","
   * decimal part of 1-2 digits, "," or spaces as thousands separators ("1,000.50", "১০.৫০").
   */
  const parseMinor = (text) => {
    const ascii = String(text)
      .replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
      .replace(/[\s\u00A0]/g, '');
    const m =
      /^(\d{1,3}(?:,\d{3})+|\d{1,12})(?:[.](\d{1,2}))?$/.exec(ascii) ?? /^(\d{1,12}),(\d{1,2})$/.exec(ascii);
    if (!m) return null;
    const whole = m[1].replace(/,/g, '');
    if (whole.length > 12) return null;
    return (BigInt(whole) * 100n + BigInt((m[2] || '').padEnd(2, '0'))).toString();
  };

  return { lang, timeZone, t, errorText, num, two, amount, money, percent, time, parseMinor };
}

const block = typeof document === 'undefined' ? null : document.getElementById('pd-i18n');
/** The page's i18n (English with no messages when the page has no block). */
export const i18n = createI18n(block ? JSON.parse(block.textContent) : { lang: 'en', messages: {} });
