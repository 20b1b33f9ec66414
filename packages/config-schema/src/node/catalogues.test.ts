// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './catalogues';

describe('catalogueGaps on this repository', () => {
  it('finds the site, server and games catalogues complete for English and Bengali', () => {
    expect(catalogueGaps('en')).toEqual([]);
    expect(catalogueGaps('bn')).toEqual([]);
  });

  it('names the three catalogues a language the code does not speak lacks', () => {
    expect(catalogueGaps('hi').map((g) => g.file)).toEqual([
      'locales/hi.json',
      'apps/server/src/i18n/errors.hi.ts',
      'apps/games/src/i18n/messages.ts',
    ]);
  });
});
