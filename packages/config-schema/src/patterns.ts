/**
 * The registration pattern registry: pattern ids 0 to 21 (spec section 5, "Pattern ids"), each with an anchored regular
 * expression for the `u` flag (what AJV uses: `unicodeRegExp` is on by default), a message id `reg_pattern_<id>` and
 * examples. Browser-safe: no Node imports.
 *
 * Character classes, used the same way in every pattern (and documented in the package README):
 * - letter: `\p{L}` (any script) and, after the first character, combining marks `\p{M}`: Bengali and Thai vowel signs
 *   and Devanagari matras are marks, so "letters" is `[\p{L}\p{M}]`. A string never starts with a mark where the
 *   pattern asks for a letter first.
 * - name patterns (12 and 21) also accept ZERO WIDTH NON-JOINER / JOINER (U+200C, U+200D) after a letter: Bengali
 *   spelling needs them (র‍্য). Handle patterns (1, 4, 5, 7) do not, because invisible characters make look-alike
 *   user names.
 * - digit: `\p{Nd}` (any script's decimal digit: ০-৯, ๐-๙, fullwidth ０-９) in text patterns (1, 2, 4, 5, 7, 19, 20),
 *   where the value is a name typed on the user's own keyboard. ASCII `0-9` only in the numeric patterns (6, 11, 13)
 *   and in 14, where the value is read by a machine (mobile numbers go to SMS gateways, dates are parsed); forms call
 *   `normalizeDigits` on numeric inputs first so a Bengali keyboard still works.
 * - symbol: `[\p{P}\p{S}]` (punctuation or symbol, any script).
 * - space: U+0020 only, except pattern 9, which refuses every Unicode `White_Space` character.
 *
 * Length is not part of these expressions: `minLength`/`maxLength` count Unicode code points (AJV's `ucs2length`), so a
 * Bengali grapheme such as "ক্ষি" counts 4 (ক, ্, ষ, ি). Expressions allow the empty string wherever the shape allows
 * it; emptiness is the length rule's job.
 */

/** A registry pattern id, 0 to 21 (spec section 5). */
export type PatternId =
  0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21;

/** The message id of a pattern, e.g. `reg_pattern_3`; the messages take ICU arguments `{min}` and `{max}`. */
export type PatternMessageId = `reg_pattern_${PatternId}`;

/** One registry entry. */
export interface PatternDefinition {
  /** The pattern id (its index in `patternRegistry`). */
  readonly id: PatternId;
  /** Short name, as in spec section 5 (e.g. "letters or digits"). */
  readonly name: string;
  /** Regular expression source, anchored with `^...$`, meant for the `u` flag (no other flag). */
  readonly source: string;
  /** Which digits the pattern accepts: ASCII 0-9, any `\p{Nd}`, or none. */
  readonly digits: 'ascii' | 'unicode' | 'none';
  /** Message id shown when a value fails the pattern or its length bounds. */
  readonly messageId: PatternMessageId;
  /** Values the pattern accepts (ignoring length bounds), for docs and table tests. */
  readonly accepted: readonly string[];
  /** Values the pattern refuses, for docs and table tests. */
  readonly rejected: readonly string[];
}

// Building blocks (regex source fragments, `u` flag).
const LETTER_MARK = '\\p{L}\\p{M}';
const JOINERS = '\\u200C\\u200D';
const HANDLE = `[${LETTER_MARK}\\p{Nd}]`;
const SYMBOL = '\\p{P}\\p{S}';
const ANY = '[\\s\\S]';
/** Thai letters and Thai combining marks (U+0E01-U+0E3A, U+0E40-U+0E4E): Thai script without digits or punctuation. */
const THAI_LETTERS = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';
/** Chinese punctuation: CJK Symbols and Punctuation, the punctuation/symbols of Halfwidth and Fullwidth Forms, and
 * the general-punctuation marks Chinese text uses (· — ‘ ’ “ ” …). */
const CHINESE_PUNCT =
  '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\uFFE0-\\uFFE6\\uFFE8-\\uFFEE' +
  '\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';
const EMAIL_ATOM = `[${LETTER_MARK}\\p{Nd}!#$%&'*+/=?^_\`{|}~-]+`;
const DOMAIN_CHAR = `[${LETTER_MARK}\\p{Nd}]`;
const DOMAIN_LABEL = `${DOMAIN_CHAR}(?:[${LETTER_MARK}\\p{Nd}-]*${DOMAIN_CHAR})?`;
const TLD = `[${LETTER_MARK}](?:[${LETTER_MARK}\\p{Nd}-]*${DOMAIN_CHAR})`;
// Calendar dates, leap years included: Feb 29 only when the year divides by 4 and not by 100, or by 400.
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
const NAME_PART = `\\p{L}[${LETTER_MARK}${JOINERS}]*(?:['\\u2019-]\\p{L}[${LETTER_MARK}${JOINERS}]*)*`;

function def(
  id: PatternId,
  name: string,
  source: string,
  digits: PatternDefinition['digits'],
  accepted: string[],
  rejected: string[],
): PatternDefinition {
  return { id, name, source, digits, messageId: `reg_pattern_${id}`, accepted, rejected };
}

/**
 * Pattern ids 0 to 21, indexed by id (spec section 5). Each `source` is anchored and meant for `new RegExp(source,
 * 'u')`, which is how AJV compiles `pattern`.
 */
export const patternRegistry: readonly PatternDefinition[] = [
  def(0, 'length only', `^${ANY}*$`, 'unicode', ['any thing 1!', 'পাসওয়ার্ড ১২৩', ''], []),
  def(
    1,
    'first character a letter, then letters or digits',
    `^\\p{L}${HANDLE}*$`,
    'unicode',
    ['player01', 'রহিম১২', 'สมชาย9', '김민수7'],
    ['1player', 'play er', 'ি্ক', 'user_1'],
  ),
  def(
    2,
    'kanji and digits',
    '^[\\p{Script=Han}\\p{Nd}]*$',
    'unicode',
    ['王小明', '張三123', '𠀀字'],
    ['王 小明', 'abc', 'ひらがな'],
  ),
  def(
    3,
    'email',
    `^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TLD}$`,
    'unicode',
    ['a.b+c@example.com', 'রহিম@উদাহরণ.বাংলা', 'x@mail.xn--p1ai'],
    ['a@b', 'a..b@example.com', 'a b@example.com', '@example.com', 'a@-x.com'],
  ),
  def(
    4,
    'letters or digits',
    `^${HANDLE}*$`,
    'unicode',
    ['abc', '123', 'রহিম১২', 'ทดสอบ'],
    ['ab c', 'a-b', 'a_b'],
  ),
  def(
    5,
    'letters and digits combined',
    `^(?=${HANDLE}*\\p{L})(?=${HANDLE}*\\p{Nd})${HANDLE}*$`,
    'unicode',
    ['abc123', 'রহিম১', '9ก'],
    ['abcdef', '123456', 'abc 123'],
  ),
  def(6, 'digits only', '^[0-9]*$', 'ascii', ['01712345678', '0'], ['০১৭১২', '12 34', '+8801']),
  def(
    7,
    'letters and digits with at least one uppercase letter',
    `^(?=${HANDLE}*\\p{Lu})${HANDLE}*$`,
    'unicode',
    ['Player1', 'ÉCOLE', 'Ωmega'],
    ['player1', 'রহিম', 'Play er'],
  ),
  def(
    8,
    'English letters and spaces',
    '^[A-Za-z ]*$',
    'none',
    ['John Smith', 'abc'],
    ['José', 'John1', 'রহিম'],
  ),
  def(
    9,
    'no spaces',
    '^\\P{White_Space}*$',
    'unicode',
    ['any-thing_1!', 'রহিম'],
    ['a b', 'a\tb', 'a\u3000b', 'a\u00A0b'],
  ),
  def(
    10,
    'Chinese characters and punctuation',
    `^[\\p{Script=Han}${CHINESE_PUNCT}]*$`,
    'none',
    ['你好，世界！', '《三国》', '王·明'],
    ['你好, world', 'abc', '你好1'],
  ),
  def(
    11,
    'date yyyy-MM-dd',
    `^(?:[0-9]{4}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`,
    'ascii',
    ['2000-02-29', '1999-12-31', '2024-02-29'],
    ['1900-02-29', '2023-02-29', '2024-13-01', '2024-01-32', '2024-04-31', '২০২৪-০১-০১', '24-01-01'],
  ),
  def(
    12,
    'letters and spaces',
    `^[${LETTER_MARK}${JOINERS} ]*$`,
    'none',
    ['Md Rahim', 'মোঃ রহিম', 'র‍্যাব', 'สมชาย ใจดี'],
    ['Rahim1', 'Md. Rahim', 'a\tb'],
  ),
  def(
    13,
    'date MM-dd-yyyy',
    `^(?:${MONTH_DAY}-[0-9]{4}|02-29-${LEAP_YEAR})$`,
    'ascii',
    ['02-29-2000', '12-31-1999'],
    ['02-29-1900', '13-01-2024', '01-32-2024', '2024-01-01'],
  ),
  def(
    14,
    'English letters and digits',
    '^[A-Za-z0-9]*$',
    'ascii',
    ['abc123', 'ABC'],
    ['রহিম', 'abc_1', 'ａｂｃ'],
  ),
  def(
    15,
    'Korean only',
    '^\\p{Script=Hangul}*$',
    'none',
    ['김민수', 'ㄱㄴㄷ'],
    ['김 민수', '김민수1', 'kim'],
  ),
  def(16, 'Thai only', '^\\p{Script=Thai}*$', 'none', ['สมชาย', 'ทดสอบ๑๒'], ['สมชาย ใจดี', 'abc', 'สมชาย1']),
  def(
    17,
    'Thai or English letters and spaces',
    `^[${THAI_LETTERS}A-Za-z ]*$`,
    'none',
    ['สมชาย Smith', 'John'],
    ['สมชาย๑', 'José', 'রহিম'],
  ),
  def(
    18,
    'uppercase letters and spaces, at least one letter',
    '^(?=[\\p{Lu}\\p{M} ]*\\p{Lu})[\\p{Lu}\\p{M} ]*$',
    'none',
    ['JOHN SMITH', 'ÉLODIE', 'ΩMEGA'],
    ['John', '   ', 'রহিম', 'JOHN1'],
  ),
  def(
    19,
    'letters, digits and symbols',
    `^[${LETTER_MARK}\\p{Nd}${SYMBOL}]*$`,
    'unicode',
    ['P@ss-word_1', 'রহিম@১২', '¥100'],
    ['has space', 'tab\t'],
  ),
  def(
    20,
    'at least one uppercase, lowercase, digit and symbol',
    `^(?=${ANY}*\\p{Lu})(?=${ANY}*\\p{Ll})(?=${ANY}*\\p{Nd})(?=${ANY}*[${SYMBOL}])${ANY}*$`,
    'unicode',
    ['Passw0rd!', 'Aa1 ৳'],
    ['password1!', 'PASSWORD1!', 'Password!', 'Password1'],
  ),
  def(
    21,
    'first and last name separated by a space',
    `^${NAME_PART}(?: ${NAME_PART})+$`,
    'none',
    ['John Smith', 'মোহাম্মদ আব্দুল করিম', "Mary O'Neil-Jones", 'สมชาย ใจดี'],
    ['John', 'John  Smith', ' John Smith', 'John Smith ', 'John 2'],
  ),
];

/** Highest pattern id (21). */
export const MAX_PATTERN_ID = patternRegistry.length - 1;

/** True when `value` is a known pattern id (an integer 0 to 21). */
export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PATTERN_ID;
}

/**
 * The registry entry for a pattern id.
 * @throws RangeError when `id` is not an integer from 0 to 21 (an unknown patternId is a config error, spec section 5).
 */
export function getPattern(id: number): PatternDefinition {
  if (!isPatternId(id))
    throw new RangeError(`unknown patternId ${String(id)}: expected an integer from 0 to 21`);
  return patternRegistry[id]!;
}

const compiled = new Map<number, RegExp>();

/**
 * Tests a value against a pattern's expression alone (no length bounds), with the `u` flag as AJV does.
 * @throws RangeError for an unknown pattern id.
 */
export function matchesPattern(id: number, value: string): boolean {
  let re = compiled.get(id);
  if (!re) {
    re = new RegExp(getPattern(id).source, 'u');
    compiled.set(id, re);
  }
  return re.test(value);
}

/**
 * Replaces every decimal digit of any script (`\p{Nd}`: Bengali ০-৯, Devanagari ०-९, Thai ๐-๙, fullwidth ０-９, ...)
 * with its ASCII digit. Forms call it on numeric inputs (mobile number, verification code, captcha) before validation,
 * so patterns 6, 11 and 13 can stay ASCII-only. Other characters are left alone.
 */
export function normalizeDigits(value: string): string {
  return value.replace(/\p{Nd}/gu, (digit) => {
    const cp = digit.codePointAt(0)!;
    // Unicode guarantees every Nd run is ten consecutive code points from 0 to 9; adjacent runs (the mathematical
    // digits) are back to back. So the distance from the start of the contiguous block, modulo 10, is the value.
    let start = cp;
    while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}

const ND = /^\p{Nd}$/u;
