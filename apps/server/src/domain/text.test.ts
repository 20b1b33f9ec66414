import { describe, expect, it } from 'vitest';
import { maskUsername } from './text.ts';

describe('maskUsername', () => {
  it('keeps the first 2 and last 2 characters of a name longer than 4', () => {
    expect(maskUsername('player42')).toBe('pl***42');
    expect(maskUsername('abcde')).toBe('ab***de');
  });

  it('keeps only the first character of a name of 4 or fewer', () => {
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('abc')).toBe('a***');
    expect(maskUsername('a')).toBe('a***');
    expect(maskUsername('')).toBe('***');
  });

  it('counts characters as a reader sees them: a Bengali vowel sign stays with its consonant, an emoji whole', () => {
    // র হি ম ক রি ম: six characters, eight code points (the old code-point cut gave "রহ***িম").
    expect(maskUsername('রহিমকরিম')).toBe('রহি***রিম');
    // A skin-toned thumb and a family (a ZWJ sequence) are one character each.
    expect(maskUsername('👍🏽abc👨‍👩‍👧')).toBe('👍🏽a***c👨‍👩‍👧');
    expect(maskUsername('👍🏽ab👨‍👩‍👧')).toBe('👍🏽***');
    expect(maskUsername('😀😁x😂😃')).toBe('😀😁***😂😃');
    expect(maskUsername('😀😁😂😃')).toBe('😀***');
  });
});
