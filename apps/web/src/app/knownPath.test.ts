import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../entry-server';

describe('isKnownPath (the server answers 404 for the rest)', () => {
  it('knows every page of the route table, member-only and game category pages included', () => {
    for (const p of [
      '/',
      '/home',
      '/login',
      '/member',
      '/promotions',
      '/help',
      '/rng',
      '/seamless',
      '/agent',
      '/lottery',
    ])
      expect(isKnownPath(p), p).toBe(true);
  });

  it('does not know what only the catch-all takes', () => {
    for (const p of ['/no-such-page', '/member/x/y', '/PROMOTIONS']) expect(isKnownPath(p), p).toBe(false);
  });
});
