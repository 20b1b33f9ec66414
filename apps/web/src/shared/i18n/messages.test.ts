import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLocaleData } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('prepareLocaleData', () => {
  it("builds the language's number and date tables in a later task, not in the caller's", () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    prepareLocaleData('bn');
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('bn');
    expect(dates).toHaveBeenCalledWith('bn');
  });

  it('swallows a malformed language tag (react-intl reports it where the tag is used)', () => {
    vi.useFakeTimers();
    prepareLocaleData('not a tag!');
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
