// @vitest-environment node
/**
 * Property tests: for every pattern id, the AJV-compiled schema `{ type: 'string', pattern, minLength, maxLength }`
 * accepts exactly the strings the independent reference accepts with a code-point length inside the bounds. Inputs:
 * arbitrary graphemes, arbitrary code points, mixed-script strings from a hand-picked alphabet, and per-pattern
 * near-valid shapes (emails, dates, names), so both verdicts are exercised.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './node/ajv';
import { patternRegistry } from './patterns';
import { codePointLength, reference } from './test/patternReference';

const MIN = 2;
const MAX = 16;

/** Characters that sit on the edges of the classes: marks, joiners, odd spaces, other scripts' digits. */
const ALPHABET = [
  ...'aZeé',
  '\u0301', // combining acute
  ...'কাি্ষঃ০৫',
  ...'กัิ่๑๏฿',
  ...'김민ㄱ',
  ...'王字',
  '𠀀', // Han, outside the BMP
  'ひ',
  ...'ΩωЖ',
  ...'09',
  ...'５Ａ，！。《》·—“”…',
  ' ',
  '\t',
  '\u3000',
  '\u00A0',
  '\u0085',
  '\uFEFF',
  '\u200C',
  '\u200D',
  ...".-'’@_!+#$",
  '😀',
];

const mixed = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 20 }).map((a) => a.join(''));
const fromChars = (chars: string[], min = 0, max = 12) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Near-valid shapes per pattern, so accepted values are common. */
const shaped: Record<number, fc.Arbitrary<string>> = {
  3: fc
    .tuple(
      fromChars([...'ab.+-', 'ক', '_'], 1, 6),
      fc.constantFrom('@', '@@', ''),
      fromChars([...'ab-', 'ক'], 0, 5),
      fc.constantFrom('.', '..', ''),
      fromChars([...'co1-', 'ব'], 0, 4),
    )
    .map((parts) => parts.join('')),
  11: fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  13: fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`),
  21: fc
    .array(fromChars([...'Jo', 'রহি', 'ম', '\u200D', '-', "'", ...'สม'], 0, 5), {
      minLength: 1,
      maxLength: 4,
    })
    .chain((parts) => fc.constantFrom(' ', '  ').map((sep) => parts.join(sep))),
};

const byPattern: Record<number, string[]> = {
  1: [...'aZ১9_ ', 'ক', 'ি'],
  2: ['王', '𠀀', '1', '১', 'a', ' '],
  5: [...'ab12', '১', ' '],
  6: [...'0123', '১', ' '],
  7: [...'aAÉ1', ' ', '-'],
  8: [...'aZ é1'],
  10: ['王', '，', '。', '·', 'a', ' ', '1'],
  12: [...'ab ', 'ক', 'ি', '\u200D', '.'],
  14: [...'aZ09', '_', 'ａ'],
  15: ['김', 'ㄱ', ' ', 'k'],
  16: ['ก', 'ั', '๑', ' ', 'a'],
  17: ['ก', 'ั', '๑', ' ', 'a', 'Z', 'é'],
  18: [...'AB ', 'É', '\u0301', 'a', '1'],
  19: [...'a1@-', '১', ' ', '\t'],
  20: [...'aA1!', ' ', '১', 'é'],
};

const ajv = createAjv();

describe.each(patternRegistry.map((p) => [p.id, p] as const))('pattern %i', (id, pattern) => {
  const validate = ajv.compile({ type: 'string', pattern: pattern.source, minLength: MIN, maxLength: MAX });
  const expected = (value: string) => {
    const length = codePointLength(value);
    return length >= MIN && length <= MAX && reference[id]!(value);
  };
  const sources: [string, fc.Arbitrary<string>][] = [
    ['graphemes', fc.string({ unit: 'grapheme', maxLength: 20 })],
    ['code points', fc.string({ unit: 'binary', maxLength: 20 })],
    ['mixed scripts', mixed],
  ];
  if (shaped[id]) sources.push(['shaped', shaped[id]]);
  if (byPattern[id]) sources.push(['pattern alphabet', fromChars(byPattern[id], 0, 18)]);

  it.each(sources)('the compiled validator agrees with the reference on %s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (value) => validate(value) === expected(value)),
      { numRuns: 400 },
    );
  });

  it('sees both verdicts across its inputs, so agreement is not vacuous', () => {
    const verdicts = new Set<boolean>();
    for (const [, arbitrary] of sources)
      for (const value of fc.sample(arbitrary, 400)) verdicts.add(expected(value));
    expect([...verdicts].sort()).toEqual([false, true]);
  });
});
