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

  it('counts code points, so non-ASCII names are cut between characters', () => {
    expect(maskUsername('রহিমকরিম')).toBe('রহ***িম');
    expect(maskUsername('😀😁x😂😃')).toBe('😀😁***😂😃');
    expect(maskUsername('😀😁😂😃')).toBe('😀***');
  });
});
