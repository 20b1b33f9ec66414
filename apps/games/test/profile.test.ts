/**
 * The games server's production profile fails closed (DECISIONS D15): every refusal of gamesProductionProblems, and
 * its secret lookup has no public fallback.
 */
import { describe, expect, it } from 'vitest';
import { envSecret, gamesProductionProblems } from '../src/server/deps.ts';

const STRONG = 'q8Vd2LrX0fKc7Wm1NzA4gTt9HbYe6Ju3PsQiR5oEvCx';

describe('gamesProductionProblems', () => {
  it('finds nothing wrong with a real BGS secret on PostgreSQL', () => {
    expect(
      gamesProductionProblems({ VENDOR_SECRET_BGS: STRONG, GAMES_DATABASE_URL: 'postgres://db/g' }),
    ).toEqual([]);
  });

  it('names a missing BGS secret, a weak sandbox vendor secret and a missing database at once', () => {
    const p = gamesProductionProblems({ VENDOR_SECRET_CQ9: 'development-secret' });
    expect(p).toEqual([
      expect.stringMatching(/^VENDOR_SECRET_BGS is not set/),
      expect.stringMatching(/^VENDOR_SECRET_CQ9 is shorter than 32/),
      expect.stringMatching(/^GAMES_DATABASE_URL is not set/),
    ]);
  });

  it('accepts embedded PGlite only with ALLOW_EMBEDDED_DB=1', () => {
    expect(gamesProductionProblems({ VENDOR_SECRET_BGS: STRONG, ALLOW_EMBEDDED_DB: '1' })).toEqual([]);
  });
});

describe('envSecret', () => {
  it('takes VENDOR_SECRET_<CODE>, else the install secret, else refuses (no public default)', () => {
    expect(envSecret('BGS', undefined, { VENDOR_SECRET_BGS: STRONG })).toBe(STRONG);
    const install = { root: 'r'.repeat(43) };
    expect(envSecret('BGS', install, {})).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(envSecret('BGS', install, {})).not.toBe(envSecret('CQ9', install, {}));
    expect(() => envSecret('BGS', undefined, {})).toThrow(/VENDOR_SECRET_BGS is not set/);
  });
});
