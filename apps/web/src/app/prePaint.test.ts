import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeDataScript, prePaintScript, sessionHintScript } from './prePaint';
import { SESSION_HINT_ATTRIBUTE } from '../shared/session/sessionHint';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  sessionStorage.clear();
});

describe('pre-paint session hint', () => {
  it('marks <html> only when this tab holds a session token', () => {
    new Function(sessionHintScript)();
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    sessionStorage.setItem('token', 'tok');
    new Function(sessionHintScript)();
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    expect(prePaintScript).toContain(sessionHintScript);
  });
});

describe('pre-paint locale data (Lighthouse target, docs/architecture.md "Targets")', () => {
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
