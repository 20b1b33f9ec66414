import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeDataScript, prePaintScript } from './prePaint';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
});

describe('pre-paint locale data (issue 5 Lighthouse)', () => {
  it("builds the number and date tables of the page's language before first paint", () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    document.documentElement.lang = 'bn';
    new Function(localeDataScript)();
    expect(numbers).toHaveBeenCalledWith('bn');
    expect(dates).toHaveBeenCalledWith('bn');
    expect(prePaintScript).toContain(localeDataScript);
  });

  it('does nothing without a page language and never throws on a malformed one', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    new Function(localeDataScript)();
    expect(numbers).not.toHaveBeenCalled();
    numbers.mockRestore();
    document.documentElement.lang = 'not a language tag';
    expect(() => new Function(localeDataScript)()).not.toThrow();
  });
});
