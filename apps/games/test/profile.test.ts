/**
 * The games server's production profile fails closed (docs/decisions.md D15): every refusal of gamesProductionProblems, its
 * secret lookup has no public fallback, and its probes say what is wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSecret, gamesProductionProblems } from '../src/server/deps.ts';
import { startGames, type GamesTestServer } from './helpers/games.ts';

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

describe('probes', () => {
  let g: GamesTestServer;
  beforeAll(async () => {
    // No platform is needed to answer the probes (the wallet is not called).
    g = await startGames({ platformUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => g.close());

  it('answers /healthz and /readyz with every check ok on a migrated database', async () => {
    expect(await (await fetch(`${g.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const r = await fetch(`${g.url}/readyz`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', config: 'ok' },
    });
  });

  it('is not ready while a migration is missing, naming it', async () => {
    const [row] = await g.deps.db.query<{ name: string }>(
      'SELECT name FROM games_schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await g.deps.db.query('DELETE FROM games_schema_migrations WHERE name = $1', [row!.name]);
    try {
      const r = await fetch(`${g.url}/readyz`);
      expect(r.status).toBe(503);
      expect(await r.json()).toMatchObject({ checks: { migrations: `not applied: ${row!.name}` } });
    } finally {
      await g.deps.db.query('INSERT INTO games_schema_migrations (name) VALUES ($1)', [row!.name]);
    }
  });
});
