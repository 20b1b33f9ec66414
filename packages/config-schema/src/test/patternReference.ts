/**
 * Reference predicates for the pattern registry, written independently of its regular expressions: each walks the
 * code points of the value and classifies one character at a time (single-character property tests, explicit code
 * point sets), with the structure (first letter, at least one of, parts, calendar) in plain code. The property tests
 * assert the AJV-compiled registry patterns agree with these.
 */

const one = (re: RegExp) => (c: string) => re.test(c);
const isL = one(/^\p{L}$/u);
const isM = one(/^\p{M}$/u);
const isNd = one(/^\p{Nd}$/u);
const isLu = one(/^\p{Lu}$/u);
const isLl = one(/^\p{Ll}$/u);
const isP = one(/^\p{P}$/u);
const isS = one(/^\p{S}$/u);
const isHan = one(/^\p{Script=Han}$/u);
const isHangul = one(/^\p{Script=Hangul}$/u);
const isThai = one(/^\p{Script=Thai}$/u);
const cp = (c: string) => c.codePointAt(0)!;
const isAsciiDigit = (c: string) => cp(c) >= 0x30 && cp(c) <= 0x39;
const isAsciiLetter = (c: string) => (cp(c) >= 0x41 && cp(c) <= 0x5a) || (cp(c) >= 0x61 && cp(c) <= 0x7a);
const isSpace = (c: string) => c === ' ';
const isJoiner = (c: string) => c === '\u200C' || c === '\u200D';
const isLetterish = (c: string) => isL(c) || isM(c);
const isHandleChar = (c: string) => isLetterish(c) || isNd(c);
const isSymbol = (c: string) => isP(c) || isS(c);

/** Unicode White_Space (PropList.txt), listed by code point. */
const WHITE_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

const EMAIL_SPECIALS = new Set([..."!#$%&'*+/=?^_`{|}~-"]);
const CHINESE_EXTRA = new Set([0xb7, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026]);

function isChinese(c: string): boolean {
  const n = cp(c);
  if (isHan(c)) return true;
  if (n >= 0x3000 && n <= 0x303f) return true;
  if (n >= 0xff00 && n <= 0xffef && isSymbol(c)) return true;
  return CHINESE_EXTRA.has(n);
}

function leap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysIn(month: number, year: number): number {
  return [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Checks `value` is digits and dashes in `shape` (`d` a digit, `-` a dash) and returns the numbers between. */
function numbers(value: string, shape: string): number[] | null {
  const chars = [...value];
  if (chars.length !== shape.length) return null;
  const out: number[] = [];
  let current = '';
  for (let i = 0; i < shape.length; i++) {
    if (shape[i] === '-') {
      if (chars[i] !== '-') return null;
      out.push(Number(current));
      current = '';
    } else {
      if (!isAsciiDigit(chars[i]!)) return null;
      current += chars[i];
    }
  }
  out.push(Number(current));
  return out;
}

function realDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, year);
}

function emailOk(value: string): boolean {
  const at = value.split('@');
  if (at.length !== 2) return false;
  const [local, domain] = at as [string, string];
  const atoms = local.split('.');
  if (!atoms.every((a) => a.length > 0 && [...a].every((c) => isHandleChar(c) || EMAIL_SPECIALS.has(c))))
    return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = [...labels[labels.length - 1]!];
  const labelOk = (chars: string[]) =>
    chars.length > 0 &&
    chars.every((c) => isHandleChar(c) || c === '-') &&
    chars[0] !== '-' &&
    chars[chars.length - 1] !== '-';
  if (!labels.slice(0, -1).every((l) => labelOk([...l]))) return false;
  return tld.length >= 2 && labelOk(tld) && isLetterish(tld[0]!);
}

function namePartOk(part: string): boolean {
  // Segments between hyphens/apostrophes each start with a letter and go on with letters, marks or joiners.
  const segments: string[][] = [[]];
  for (const c of part) {
    if (c === '-' || c === "'" || c === '\u2019') segments.push([]);
    else segments[segments.length - 1]!.push(c);
  }
  return segments.every(
    (seg) => seg.length > 0 && isL(seg[0]!) && seg.slice(1).every((c) => isLetterish(c) || isJoiner(c)),
  );
}

/** Reference predicate per pattern id (shape only; length bounds are checked separately). */
export const reference: Record<number, (value: string) => boolean> = {
  0: () => true,
  1: (v) => {
    const c = [...v];
    return c.length > 0 && isL(c[0]!) && c.slice(1).every(isHandleChar);
  },
  2: (v) => [...v].every((c) => isHan(c) || isNd(c)),
  3: emailOk,
  4: (v) => [...v].every(isHandleChar),
  5: (v) => [...v].every(isHandleChar) && [...v].some(isL) && [...v].some(isNd),
  6: (v) => [...v].every(isAsciiDigit),
  7: (v) => [...v].every(isHandleChar) && [...v].some(isLu),
  8: (v) => [...v].every((c) => isAsciiLetter(c) || isSpace(c)),
  9: (v) => [...v].every((c) => !WHITE_SPACE.has(cp(c))),
  10: (v) => [...v].every(isChinese),
  11: (v) => {
    const n = numbers(v, 'dddd-dd-dd');
    return n !== null && realDate(n[0]!, n[1]!, n[2]!);
  },
  12: (v) => [...v].every((c) => isLetterish(c) || isJoiner(c) || isSpace(c)),
  13: (v) => {
    const n = numbers(v, 'dd-dd-dddd');
    return n !== null && realDate(n[2]!, n[0]!, n[1]!);
  },
  14: (v) => [...v].every((c) => isAsciiLetter(c) || isAsciiDigit(c)),
  15: (v) => [...v].every(isHangul),
  16: (v) => [...v].every(isThai),
  17: (v) => [...v].every((c) => (isThai(c) && isLetterish(c)) || isAsciiLetter(c) || isSpace(c)),
  18: (v) => [...v].every((c) => isLu(c) || isM(c) || isSpace(c)) && [...v].some(isLu),
  19: (v) => [...v].every((c) => isHandleChar(c) || isSymbol(c)),
  20: (v) => {
    const c = [...v];
    return c.some(isLu) && c.some(isLl) && c.some(isNd) && c.some(isSymbol);
  },
  21: (v) => {
    const parts = v.split(' ');
    return parts.length >= 2 && parts.every(namePartOk);
  },
};

/** Length in code points, as JSON Schema and AJV count it. */
export function codePointLength(value: string): number {
  return [...value].length;
}
