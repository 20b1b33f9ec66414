// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './catalogues';

describe('catalogueGaps on this repository', () => {
  it('finds the site, server, mail/SMS and games catalogues complete for English, Bengali and Hindi', () => {
    expect(catalogueGaps('en')).toEqual([]);
    expect(catalogueGaps('bn')).toEqual([]);
    expect(catalogueGaps('hi')).toEqual([]);
  });

  it('names the four catalogue files a language the code does not speak lacks', () => {
    expect(catalogueGaps('ta')).toEqual([
      { file: 'locales/ta.json', found: 'no file' },
      { file: 'apps/server/src/infra/i18n/errors.ta.ts', found: 'no file' },
      { file: 'apps/server/src/infra/messaging/templates.ta.ts', found: 'no file' },
      { file: 'apps/games/src/i18n/messages.ta.ts', found: 'no file' },
    ]);
  });
});
