/**
 * Digits in the UI language's own script (spec: Bengali pages write Bengali digits). Intl gives each locale its CLDR
 * default numbering system (bn: beng ০-৯; en and hi: latn 0-9), the same one react-intl's formatNumber and
 * formatDate use, so identifiers shown here match the numbers and dates around them.
 */
const tables = new Map<string, readonly string[]>();

/**
 * `text` with every ASCII digit 0-9 written in `locale`'s digits, digit by digit (an identifier such as a member id
 * "10000042" keeps its exact digits and no grouping; it is never parsed as a number); other characters as given.
 * `localDigits('ID 42', 'bn')` -> "ID ৪২"; `localDigits('42', 'en')` -> "42".
 */
export function localDigits(text: string, locale: string): string {
  let table = tables.get(locale);
  if (!table) {
    const nf = new Intl.NumberFormat(locale, { useGrouping: false });
    table = Array.from({ length: 10 }, (_, d) => nf.format(d));
    tables.set(locale, table);
  }
  const digits = table;
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]!);
}
