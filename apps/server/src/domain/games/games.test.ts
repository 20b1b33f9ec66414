/**
 * Game catalogue over HTTP on a fresh database (PGlite; PostgreSQL when DATABASE_URL is set), with the demo catalogue
 * seeded: menus, lists (filters, paging bounds, search incl. odd unicode and injection strings), hot games, vendors,
 * favourites, recent plays, excluded slot vendors, icons, and the import's validation and idempotency.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouritesValue, Game, GameListValue, GameMenu, Vendor } from '@playdeck/api-client/games';
import sharp from 'sharp';
import { createTestApp, repoVendorConfig, type TestApp } from '../../test/harness.ts';
import { refreshCatalogue } from './catalogue.ts';
import { demoCatalogue, DemoVendorConfigError } from './demo.ts';
import { RenderCache } from './raster.ts';
import { importCatalogue, seedCatalogue, validateCatalogue } from './service.ts';
import { recordRecentPlay } from './store.ts';

let t: TestApp;
let seededNow = false;
beforeAll(async () => {
  t = await createTestApp();
  // The lead's seed may already have seeded the catalogue; a second call is a no-op.
  seededNow = await seedCatalogue(t.db, repoVendorConfig());
  await refreshCatalogue(t.db);
}, 120_000);
afterAll(() => t.close());

const LIST = '/wps/relay/GCSGAME_gameList';
const FAV = '/wps/relay/MCSFE_favoriteGames';
const list = (query: string, token?: string) =>
  t.req<GameListValue>('GET', `${LIST}?clientType=3&${query}`, { token });

describe('demo catalogue', () => {
  it('is deterministic and holds about 10,000 slot games', () => {
    const a = demoCatalogue();
    const b = demoCatalogue();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.filter((g) => g.gameType === 'RNG')).toHaveLength(10_000);
    expect(new Set(a.map((g) => `${g.vassalage} ${g.gameCode}`)).size).toBe(a.length);
    expect(a.every((g) => g.names.en && g.names.bn)).toBe(true);
    expect(demoCatalogue(7)[0]!.names.en).not.toBe(a[0]!.names.en);
  });

  it('gives every game its own name in each language, and names the in-house games after the game they open', () => {
    const games = demoCatalogue();
    for (const lang of ['en', 'bn'] as const) {
      const names = games.map((g) => g.names[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
    }
    const inHouse = games.filter((g) => g.gameType === 'BGS').map((g) => [g.gameCode, g.names.en]);
    // apps/games resolveGame: BGS-BGS-<n> opens dice (n mod 3 = 1), baccarat (2), the Lucky Lines slot (0).
    expect(inHouse.slice(0, 3)).toEqual([
      ['BGS-BGS-0001', 'Dice'],
      ['BGS-BGS-0002', 'Baccarat'],
      ['BGS-BGS-0003', 'Lucky Lines'],
    ]);
    for (const [code, name] of inHouse) {
      const kind = ['Lucky Lines', 'Dice', 'Baccarat'][Number(code!.slice(-4)) % 3]!;
      expect(name === 'Punto Banco' ? 'Baccarat' : name, code).toContain(kind);
    }
  });

  it('is seeded once on a fresh database', async () => {
    expect(typeof seededNow).toBe('boolean');
    expect(await seedCatalogue(t.db, repoVendorConfig())).toBe(false);
    // A demo vendor code missing from config/vendors.json stops every start, seeded database or not.
    const partial = repoVendorConfig();
    partial.delete('SV388');
    await expect(seedCatalogue(t.db, partial)).rejects.toThrow(DemoVendorConfigError);
    const [row] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG'`,
    );
    expect(row!.n).toBe(10_000);
  });
});

describe('game menus', () => {
  it('lists only game types that have vendors, with at most 12 vendors each', async () => {
    const r = await t.req<GameMenu[]>('GET', '/lgw/games/game_menus?language=en');
    expect(r.status).toBe(200);
    const menus = r.body.value!;
    const types = menus.map((m) => m.gameType);
    expect(types).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'BGS']));
    // _base lists no ESPORTS vendors.
    expect(types).not.toContain('ESPORTS');
    for (const m of menus) {
      expect(m.vendors.length).toBeGreaterThan(0);
      expect(m.vendors.length).toBeLessThanOrEqual(12);
      expect(m.vendors.every((v) => v.gameType === m.gameType && v.vassalage && v.displayName)).toBe(true);
    }
    // excludedSlotVendors (BGS) never appears among the slot vendors.
    expect(menus.find((m) => m.gameType === 'RNG')!.vendors.map((v) => v.vassalage)).not.toContain('BGS');
  });

  it('offers the /cockfight center with its vendor on deshplay, and none on nova (its vendors.json drops it)', async () => {
    const menus = async (merchant: string) =>
      (await t.req<GameMenu[]>('GET', '/lgw/games/game_menus?language=en', { headers: { merchant } })).body
        .value!;
    const cockfight = (await menus('deshplay')).find((m) => m.gameType === 'COCKFIGHT');
    expect(cockfight?.vendors.map((v) => [v.vassalage, v.displayName])).toEqual([['SV388', 'SV388']]);
    expect((await menus('nova')).map((m) => m.gameType)).not.toContain('COCKFIGHT');
    // Its card launches the vendor; the round is paid from the main wallet (seamless), so no transfer is offered.
    const vendors = async (merchant: string) =>
      (
        await t.req<Vendor[]>('GET', '/wps/relay/GCS_vendors?platform=html5-desktop&gameType=COCKFIGHT', {
          headers: { merchant },
        })
      ).body.value!;
    expect((await vendors('deshplay')).map((v) => [v.vassalage, v.launchMode])).toEqual([
      ['SV388', 'seamless'],
    ]);
    expect(await vendors('nova')).toEqual([]);
  });

  it("follows the brand's vendors.json (nova offers four live vendors)", async () => {
    const r = await t.req<GameMenu[]>('GET', '/lgw/games/game_menus', { headers: { merchant: 'nova' } });
    expect(r.body.value!.find((m) => m.gameType === 'LIVE')!.vendors.map((v) => v.vassalage)).toEqual([
      'EA',
      'DG',
      'OG',
      'PT',
    ]);
  });
});

describe('game list', () => {
  it('pages 24 games by default with totals, and an empty page past the end', async () => {
    const r = await list(
      'gameType=RNG&pageNo=1&pageSize=24&language=en&platform=html5-desktop&merchant=DESHPLAY',
    );
    expect(r.status).toBe(200);
    const v = r.body.value!;
    expect(v.games).toHaveLength(24);
    expect(v.pageNum).toBe(1);
    // 10,000 slots minus the 40 BGS ones (excluded slot vendor).
    expect(v.total).toBe(9_960);
    expect(v.totalPages).toBe(Math.ceil(9_960 / 24));
    expect(v.games.every((g) => g.gameType === 'RNG' && g.vassalage !== 'BGS')).toBe(true);
    const last = await list(`gameType=RNG&pageNo=${v.totalPages}`);
    expect(last.body.value!.games).toHaveLength(9_960 - 24 * (v.totalPages - 1));
    const past = await list(`gameType=RNG&pageNo=${v.totalPages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.value!.games).toEqual([]);
    expect(past.body.value!.total).toBe(9_960);
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.body.value!.games[0]!.nodeId).not.toBe(v.games[0]!.nodeId);
  });

  it('refuses paging out of bounds with VALIDATION, never a 5xx', async () => {
    for (const q of [
      'pageNo=0',
      'pageSize=0',
      'pageSize=101',
      'pageNo=-1',
      'pageNo=1.5',
      'pageNo=abc',
      'pageSize=9999',
    ]) {
      const r = await list(`gameType=RNG&${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    expect((await list('gameType=RNG&pageSize=100')).body.value!.games).toHaveLength(100);
    expect((await list('gameType=NOPE')).status).toBe(400);
    expect((await t.req('GET', LIST)).status).toBe(400);
  });

  it('selects one vendor by vassalage; an unknown or excluded vendor gives an empty list', async () => {
    const ag = await list('gameType=RNG&vassalage=AG');
    expect(ag.body.value!.total).toBe(830);
    expect(ag.body.value!.games.every((g) => g.vassalage === 'AG')).toBe(true);
    for (const v of ['BGS', 'ZZZ', 'IBC']) {
      const r = await list(`gameType=RNG&vassalage=${v}`);
      expect(r.status).toBe(200);
      expect(r.body.value!.total).toBe(0);
    }
    expect((await list('gameType=RNG&vassalage=ag')).status).toBe(400);
  });

  it('filters HOT and NEW (newest first) and ALL', async () => {
    const hot = (await list('gameType=RNG&filter=HOT&pageSize=100')).body.value!;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.total).toBeLessThan(9_960);
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const fresh = (await list('gameType=RNG&filter=NEW&pageSize=100')).body.value!;
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const [rows] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG' AND is_new AND vassalage <> 'BGS'`,
    );
    expect(fresh.total).toBe(rows!.n);
    const ids = fresh.games.map((g) => g.nodeId);
    const created = await t.db.query<{ node_id: number; ms: string }>(
      sql`SELECT node_id, (extract(epoch FROM created_at) * 1000)::bigint::text AS ms FROM games WHERE node_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    const at = new Map(created.map((c) => [c.node_id, Number(c.ms)]));
    for (let i = 1; i < ids.length; i++)
      expect(at.get(ids[i - 1]!)!).toBeGreaterThanOrEqual(at.get(ids[i]!)!);
    expect((await list('gameType=RNG&filter=ALL')).body.value!.total).toBe(9_960);
  });

  it('filters by minimum bet and lines (spec 9: 1 or more, 25 lines or more)', async () => {
    const v = (await list('gameType=RNG&minBet=1&minLines=25&pageSize=100')).body.value!;
    expect(v.total).toBeGreaterThan(0);
    expect(v.games.every((g) => Number(g.minBet) >= 1 && g.lines >= 25)).toBe(true);
    expect((await list('gameType=RNG&minBet=1.5e3')).status).toBe(400);
  });

  it('names games in the requested language and points at a generated WebP icon', async () => {
    const en = (await list('gameType=RNG&vassalage=PT&language=en')).body.value!.games[0]!;
    const bn = (await list('gameType=RNG&vassalage=PT&language=bn')).body.value!.games[0]!;
    expect(en.nodeId).toBe(bn.nodeId);
    expect(en.gameName).not.toBe(bn.gameName);
    expect(bn.gameName).toMatch(/[\u0980-\u09ff]/);
    expect(en.iconUrl).toBe(`/lgw/games/icon/${en.nodeId}.webp`);
    expect(en.showIcon).toBe(en.iconUrl);
    const vendors = (
      await t.req<Vendor[]>('GET', '/wps/relay/GCS_vendors?platform=html5-desktop&gameType=RNG')
    ).body.value!;
    expect(vendors.length).toBeGreaterThan(0);
    expect(vendors.every((v) => v.iconUrl === `/lgw/games/vendor/${v.vassalage}.webp`)).toBe(true);
  });

  it('still serves the SVG icons to old clients', async () => {
    const en = (await list('gameType=RNG&vassalage=PT&language=en')).body.value!.games[0]!;
    const icon = await t.req('GET', `/lgw/games/icon/${en.nodeId}.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.raw.body).toContain('<svg');
    expect(icon.raw.body).toBe((await t.req('GET', `/lgw/games/icon/${en.nodeId}.svg`)).raw.body);
    expect((await t.req('GET', '/lgw/games/icon/999999.svg')).status).toBe(404);
    expect((await t.req('GET', '/lgw/games/icon/..%2Fetc.svg')).status).toBe(400);
    expect((await t.req('GET', '/lgw/games/vendor/AG.svg')).status).toBe(200);
  });
});

describe('WebP icons', () => {
  /** WebP is a RIFF container: "RIFF", 4 bytes of length, "WEBP". */
  const isWebp = (b: Buffer) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

  it('renders a game icon as a 256x256 WebP of a few KB, cached with a strong ETag', async () => {
    const g = (await list('gameType=RNG&vassalage=MG&language=en')).body.value!.games[0]!;
    const first = await t.req('GET', g.iconUrl);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const bytes = first.raw.rawPayload;
    expect(isWebp(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(10_000);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    // Not a flat colour: the gradient and the picture are drawn.
    const stats = await sharp(bytes).stats();
    expect(stats.channels[0]!.max - stats.channels[0]!.min).toBeGreaterThan(100);

    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const second = await t.req('GET', g.iconUrl);
    expect(second.headers.etag).toBe(etag);
    expect(second.raw.rawPayload.equals(bytes)).toBe(true);
    const notModified = await t.req('GET', g.iconUrl, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    // Another game, another picture.
    const other = (await list('gameType=RNG&vassalage=MG&language=en')).body.value!.games[1]!;
    expect((await t.req('GET', other.iconUrl)).headers.etag).not.toBe(etag);
  });

  it('renders a vendor logo as a 480x240 WebP (240x120 at 2x)', async () => {
    const r = await t.req('GET', '/lgw/games/vendor/AG.webp');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const bytes = r.raw.rawPayload;
    expect(isWebp(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(10_000);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
    expect((await t.req('GET', '/lgw/games/vendor/AG.webp')).headers.etag).toBe(r.headers.etag);
  });

  it('answers 404 for an unknown game or vendor and 400 for a file name of another shape', async () => {
    for (const url of ['/lgw/games/icon/999999.webp', '/lgw/games/vendor/NOSUCHVENDOR.webp']) {
      const r = await t.req('GET', url);
      expect(r.status).toBe(404);
      expect(r.body.errorCode).toBe('NOT_FOUND');
    }
    for (const url of [
      '/lgw/games/icon/12.png',
      '/lgw/games/icon/12.webp.svg',
      '/lgw/games/icon/..%2F12.webp',
      '/lgw/games/vendor/ag.webp',
      '/lgw/games/vendor/AG.jpeg',
    ]) {
      const r = await t.req('GET', url);
      expect(r.status, url).toBe(400);
      expect(r.body.errorCode, url).toBe('VALIDATION');
    }
  });

  it('shares one rendering between concurrent requests and keeps a bounded number', async () => {
    const cache = new RenderCache(2);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.from(`image ${renders}`);
    };
    const [a, b] = await Promise.all([cache.get('k1', render), cache.get('k1', render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    await cache.get('k2', render);
    await cache.get('k1', render); // k1 used last: k2 is now the least recently used
    await cache.get('k3', render);
    expect(cache.size).toBe(2);
    expect(renders).toBe(3);
    await cache.get('k1', render);
    expect(renders).toBe(3);
    await cache.get('k2', render);
    expect(renders).toBe(4);
    // A failed rendering is not kept.
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('bad', render)).bytes.toString()).toBe('image 5');
  });
});

describe('search', () => {
  it('finds games by any part of the name, in any case and language, and by game code', async () => {
    const first = (await list('gameType=RNG&vassalage=MG&language=en')).body.value!.games[0]!;
    const word = first.gameName.split(' ')[1]!;
    const r = (
      await list(`gameType=RNG&search=${encodeURIComponent(`  ${word.toUpperCase()} `)}&pageSize=100`)
    ).body.value!;
    expect(r.total).toBeGreaterThan(0);
    expect(r.games.every((g) => g.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const bn = (await list('gameType=RNG&vassalage=MG&language=bn')).body.value!.games[0]!;
    const byBn = (await list(`gameType=RNG&language=bn&search=${encodeURIComponent(bn.gameName)}`)).body
      .value!;
    expect(byBn.games.map((g) => g.nodeId)).toContain(bn.nodeId);
    const byCode = (await list(`gameType=RNG&search=${encodeURIComponent(first.gameCode.toLowerCase())}`))
      .body.value!;
    expect(byCode.games.map((g) => g.nodeId)).toEqual([first.nodeId]);
  });

  it('answers odd unicode and injection strings with a safe empty result or a 4xx, never a 5xx', async () => {
    const odd = [
      "' OR 1=1 --",
      "'; DROP TABLE games; --",
      '%',
      '_',
      '\\',
      '%_%',
      '.*',
      '(?:a+)+$',
      '<script>alert(1)</script>',
      '𝔊𝔬𝔩𝔡',
      '👑🐉',
      'e\u0301',
      '\u202eevil',
      'ﬁ',
      'x'.repeat(64),
      '{"$ne":null}',
    ];
    for (const s of odd) {
      const r = await list(`gameType=RNG&search=${encodeURIComponent(s)}`);
      expect(r.status, s).toBeLessThan(500);
      if (r.status === 200) {
        const v = r.body.value!;
        // A wildcard or quote never matches everything.
        expect(v.total, s).toBeLessThan(9_960);
      } else expect(r.body.errorCode).toBe('VALIDATION');
    }
    // Whitespace only (NBSP included) is no search at all.
    expect((await list(`gameType=RNG&search=${encodeURIComponent('\u00a0 ')}`)).body.value!.total).toBe(
      9_960,
    );
    expect((await list(`gameType=RNG&search=${'x'.repeat(65)}`)).status).toBe(400);
    expect((await list(`gameType=RNG&search=%00`)).status).toBe(400);
    expect((await list(`gameType=RNG&search=${'y'.repeat(300)}`)).status).toBe(400);
    // Full-width letters are NFKC-normalised, so they find the plain ones.
    const first = (await list('gameType=RNG&vassalage=MG&language=en')).body.value!.games[0]!;
    const word = first.gameName.split(' ')[0]!;
    const wide = [...word].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    expect((await list(`gameType=RNG&search=${encodeURIComponent(wide)}`)).body.value!.total).toBeGreaterThan(
      0,
    );
    const [row] = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM games`);
    expect(row!.n).toBeGreaterThan(10_000);
  });
});

describe('hot games and vendors', () => {
  it('returns six hot games of the brand', async () => {
    const r = await t.req<Game[]>(
      'GET',
      '/wps/relay/GCSGAME_hotGames?merchantCode=DESHPLAY&isPlatform=2&platform=flash,html5-desktop&language=en',
    );
    expect(r.body.value).toHaveLength(6);
    expect(r.body.value!.every((g) => g.isHot === 1)).toBe(true);
    expect(r.body.value!.some((g) => g.gameType === 'RNG' && g.vassalage === 'BGS')).toBe(false);
  });

  it('lists vendors with maintenance and launch mode', async () => {
    const r = await t.req<Vendor[]>('GET', '/wps/relay/GCS_vendors?platform=html5-desktop&gameType=SPORTS');
    expect(r.body.value!.map((v) => v.vassalage)).toEqual(['IBC', 'SBT', 'UG', 'BTI']);
    expect(r.body.value![0]).toMatchObject({
      gameType: 'SPORTS',
      maintenance: false,
      iconUrl: '/lgw/games/vendor/IBC.webp',
    });
    const all = await t.req<Vendor[]>('GET', '/wps/relay/GCS_vendors?platform=html5-desktop');
    expect(all.body.value!.length).toBeGreaterThan(30);
  });
});

describe('favourites and recent', () => {
  it('needs a session', async () => {
    expect((await t.req('GET', FAV)).status).toBe(401);
    expect(
      (await t.req('POST', FAV, { body: { nodeId: 1, vendor: 'AG', gameType: 'RNG' } })).body.errorCode,
    ).toBe('NOT_LOGGED_IN');
    expect((await t.req('DELETE', FAV, { body: { nodeId: 1, vendor: 'AG', gameType: 'RNG' } })).status).toBe(
      401,
    );
    expect((await t.req('GET', '/wps/relay/MCSFE_recentGames')).status).toBe(401);
    expect((await list('gameType=RNG&filter=FAV')).status).toBe(401);
    expect((await list('gameType=RNG&filter=RECENT')).status).toBe(401);
  });

  it('adds (skipping duplicates), lists, filters and removes favourites', async () => {
    const u = await t.register();
    const games = (await list('gameType=RNG&vassalage=AG')).body.value!.games;
    const [a, b] = games;
    const body = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
    expect((await t.req('POST', FAV, { token: u.token, body: body(a!) })).body.success).toBe(true);
    expect((await t.req('POST', FAV, { token: u.token, body: body(a!) })).body.success).toBe(true);
    expect((await t.req('POST', FAV, { token: u.token, body: body(b!) })).status).toBe(200);
    const favs = await t.req<FavouritesValue>(
      'GET',
      `${FAV}?clientType=3&pageNo=1&pageSize=999&gameType=RNG`,
      {
        token: u.token,
      },
    );
    expect(favs.body.value!.content.map((g) => g.nodeId).sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    expect(favs.body.value!.pageNum).toBe(1);
    expect(favs.body.value!.totalPages).toBe(1);
    const fav = (await list('gameType=RNG&filter=FAV', u.token)).body.value!;
    expect(fav.total).toBe(2);
    expect((await list('gameType=LIVE&filter=FAV', u.token)).body.value!.total).toBe(0);
    expect((await t.req('DELETE', FAV, { token: u.token, body: body(a!) })).status).toBe(200);
    expect((await t.req('DELETE', FAV, { token: u.token, body: body(a!) })).status).toBe(200);
    const after = await t.req<FavouritesValue>('GET', FAV, { token: u.token });
    expect(after.body.value!.content.map((g) => g.nodeId)).toEqual([b!.nodeId]);
    // Another member's favourites are their own.
    const other = await t.register();
    expect((await t.req<FavouritesValue>('GET', FAV, { token: other.token })).body.value!.total).toBe(0);
  });

  it('refuses unknown games, mismatched vendor or type, excluded vendors and bad bodies, writing nothing', async () => {
    const u = await t.register();
    const g = (await list('gameType=RNG&vassalage=AG')).body.value!.games[0]!;
    const [bgs] = await t.db.query<{ node_id: number }>(
      sql`SELECT node_id FROM games WHERE vassalage = 'BGS' AND game_type = 'RNG' LIMIT 1`,
    );
    const cases: Array<[unknown, number]> = [
      [{ nodeId: 99_999_999, vendor: 'AG', gameType: 'RNG' }, 404],
      [{ nodeId: g.nodeId, vendor: 'PT', gameType: 'RNG' }, 404],
      [{ nodeId: g.nodeId, vendor: 'AG', gameType: 'LIVE' }, 404],
      [{ nodeId: bgs!.node_id, vendor: 'BGS', gameType: 'RNG' }, 404],
      [{ nodeId: '1', vendor: 'AG', gameType: 'RNG' }, 400],
      [{ nodeId: -1, vendor: 'AG', gameType: 'RNG' }, 400],
      [{ nodeId: 1, vendor: "AG'; --", gameType: 'RNG' }, 400],
      [{ nodeId: 1, vendor: 'AG' }, 400],
      [{ nodeId: 2 ** 40, vendor: 'AG', gameType: 'RNG' }, 400],
    ];
    for (const [body, status] of cases) {
      const r = await t.req('POST', FAV, { token: u.token, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
    }
    expect(
      (
        await t.req('POST', FAV, {
          token: u.token,
          rawBody: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const [row] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM game_favourites WHERE member_id = (SELECT id FROM members WHERE username = ${u.username})`,
    );
    expect(row!.n).toBe(0);
  });

  it('lists recent plays latest first, at most 20, and as the RECENT filter', async () => {
    const u = await t.register();
    const [m] = await t.db.query<{ id: string }>(
      sql`SELECT id::text AS id FROM members WHERE username = ${u.username}`,
    );
    const games = (await list('gameType=RNG&vassalage=CQ9&pageSize=30')).body.value!.games;
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 25; i++)
      await recordRecentPlay(t.db, m!.id, games[i]!.nodeId, new Date(base + i * 1000));
    const live = (await list('gameType=LIVE&vassalage=EA')).body.value!.games[1]!;
    await recordRecentPlay(t.db, m!.id, live.nodeId, new Date(base + 100_000));
    const r = await t.req<FavouritesValue>('GET', '/wps/relay/MCSFE_recentGames?pageNo=1&pageSize=20', {
      token: u.token,
    });
    const ids = r.body.value!.content.map((g) => g.nodeId);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(live.nodeId);
    expect(ids[1]).toBe(games[24]!.nodeId);
    const rng = await t.req<FavouritesValue>('GET', '/wps/relay/MCSFE_recentGames?gameType=RNG', {
      token: u.token,
    });
    expect(rng.body.value!.content[0]!.nodeId).toBe(games[24]!.nodeId);
    expect((await t.req('GET', '/wps/relay/MCSFE_recentGames?pageSize=21', { token: u.token })).status).toBe(
      400,
    );
    const recent = (await list('gameType=RNG&filter=RECENT&pageSize=100', u.token)).body.value!;
    expect(recent.total).toBe(25);
    expect(recent.games[0]!.nodeId).toBe(games[24]!.nodeId);
  });
});

describe('excluded slot vendors', () => {
  it('respects a brand config that lists BGS as a slot vendor but excludes it, and one that does not', async () => {
    const make = (excluded: string[]) =>
      createTestApp({
        brandOverride: (b) => {
          const l = b.config!;
          const rng = l.config.vendors.gameTypes.RNG!;
          return {
            config: {
              ...l,
              config: {
                ...l.config,
                excludedSlotVendors: excluded,
                vendors: {
                  ...l.config.vendors,
                  gameTypes: { ...l.config.vendors.gameTypes, RNG: { vendors: [...rng.vendors, 'BGS'] } },
                },
              },
            },
          };
        },
      });
    for (const [excluded, expected] of [
      [['BGS'], 9_960],
      [[], 10_000],
      [['BGS', 'AG'], 9_130],
    ] as const) {
      const x = await make([...excluded]);
      try {
        await seedCatalogue(x.db, repoVendorConfig());
        await refreshCatalogue(x.db);
        const r = await x.req<GameListValue>('GET', `${LIST}?gameType=RNG`);
        expect(r.body.value!.total, excluded.join()).toBe(expected);
        const menus = await x.req<GameMenu[]>('GET', '/lgw/games/game_menus');
        const codes = menus.body.value!.find((m) => m.gameType === 'RNG')!.vendors.map((v) => v.vassalage);
        for (const e of excluded) expect(codes).not.toContain(e);
        expect(codes.length).toBeLessThanOrEqual(12);
      } finally {
        await x.close();
      }
    }
  }, 120_000);
});

describe('catalogue import', () => {
  it('validates entries and reports their index and path', () => {
    expect(validateCatalogue({}).problems[0]!.message).toMatch(/array/);
    const bad = validateCatalogue([
      { vassalage: 'AG', gameType: 'RNG', gameCode: 'X1', names: { en: 'A' } },
      { vassalage: 'ag', gameType: 'RNG', gameCode: 'X2', names: { en: 'B' } },
      { vassalage: 'AG', gameType: 'RNG', gameCode: 'X3', names: { bn: 'C' } },
      { vassalage: 'AG', gameType: 'RNG', gameCode: 'X1', names: { en: 'D' } },
      { vassalage: 'AG', gameType: 'RNG', gameCode: 'X4', names: { en: 'E' }, minBet: '1.005' },
      { vassalage: 'AG', gameType: 'RNG', gameCode: 'X5', names: { en: 'F' }, extra: 1 },
    ]);
    expect(bad.games).toEqual([]);
    expect(bad.problems.map((p) => p.index)).toEqual([1, 2, 3, 4, 5]);
  });

  it('upserts by (vassalage, gameCode), keeping node ids, and the lists see the change', async () => {
    const game = {
      vassalage: 'AG',
      gameType: 'RNG' as const,
      gameCode: 'IMPORT-1',
      names: { en: 'Zebra Imported Quasar', bn: 'জেব্রা' },
      isHot: 1 as const,
      minBet: '2.50',
      lines: 30,
    };
    const first = await importCatalogue(t.db, [game]);
    expect(first).toEqual({ inserted: 1, updated: 0 });
    const found = (await list('gameType=RNG&search=quasar')).body.value!;
    expect(found.total).toBe(1);
    expect(found.games[0]!.minBet).toBe('2.50');
    const again = await importCatalogue(t.db, [{ ...game, names: { en: 'Zebra Renamed Quasar' } }]);
    expect(again).toEqual({ inserted: 0, updated: 1 });
    const renamed = (await list('gameType=RNG&search=quasar')).body.value!.games[0]!;
    expect(renamed.nodeId).toBe(found.games[0]!.nodeId);
    expect(renamed.gameName).toBe('Zebra Renamed Quasar');
  });
});
