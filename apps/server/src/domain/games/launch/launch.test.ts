/**
 * Game launch over HTTP (docs/architecture.md "Game launch"; spec 4 "Game launch", spec 8 'Game maintenance' and the real-account
 * message): login and trial rules, maintenance, vendor-level and lottery launches, the free trial without a wallet,
 * the one-time launch token and its signed exchange (docs/vendor-protocol.md "authenticate"), the launch origin, the
 * recent list, and launch URLs on the games server (GAMES_URL). The games they open, and the money they move through
 * the seamless wallet protocol, are tested with the games server itself (apps/games/test/sandbox.test.ts).
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (harness.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouritesValue } from '@playdeck/api-client/games';
import type { LaunchValue } from '@playdeck/api-client/launch';
import { demoVendors } from '../demo.ts';
import { bumpVersion, upsertVendors } from '../store.ts';
import { refreshCatalogue } from '../catalogue.ts';
import { importCatalogue } from '../service.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { repoVendorConfig, testVendorSecret } from '../../../test/harness.ts';
import { signedHeaders } from '../../vendor-wallet/protocol.ts';

const LAUNCH = '/wps/game/launchGame';
/** The games server's base for this file's launches: only the URLs' shape is checked, nothing contacts it. */
const GAMES = 'http://127.0.0.1:3999';
let t: TestApp;
let clock = Date.now();
let member: { token: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  process.env.GAMES_URL = GAMES;
  t = await createTestApp({ now: () => clock });
  await importCatalogue(t.db, [
    {
      vassalage: 'CQ9',
      gameType: 'RNG',
      gameCode: 'cq9-launch-1',
      names: { en: 'Launch Slot' },
      supportPlay: 0,
    },
    {
      vassalage: 'CQ9',
      gameType: 'RNG',
      gameCode: 'cq9-launch-2',
      names: { en: 'Paid Slot' },
      supportPlay: 1,
    },
    { vassalage: 'AE', gameType: 'RNG', gameCode: 'ae-launch-1', names: { en: 'Down Slot' } },
    {
      vassalage: 'IBC',
      gameType: 'SPORTS',
      gameCode: 'ibc',
      names: { en: 'IBC Sports' },
      isGame: 'VASSALAGE',
    },
    { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'sea-lotto', names: { en: 'SEA Lotto' } },
  ]);
  // The demo cockfight vendor: a vendor row and no game, as the demo catalogue seeds it.
  await upsertVendors(
    t.db,
    demoVendors(repoVendorConfig()).filter((v) => v.gameType === 'COCKFIGHT'),
  );
  await t.db.query(
    sql`UPDATE game_vendors SET maintenance = true WHERE vassalage = 'AE' AND game_type = 'RNG'`,
  );
  await bumpVersion(t.db);
  const s = await refreshCatalogue(t.db);
  for (const g of s.byId.values()) ids[g.gameCode] = g.nodeId;
  member = await t.register();
}, 60_000);
afterAll(async () => {
  delete process.env.GAMES_URL;
  await t.close();
});

const launch = (body: Record<string, unknown>, token?: string, language = 'en') =>
  t.req<LaunchValue>('POST', LAUNCH, { body, token, headers: { language } });

const slot = () => ({
  vassalage: 'CQ9',
  gameType: 'RNG',
  gameCode: 'cq9-launch-1',
  nodeId: ids['cq9-launch-1'],
});

/** A signed authenticate call as vendor `code` would make it. */
async function authenticate(code: string, token: string, secret = testVendorSecret(code)) {
  const raw = JSON.stringify({ token });
  const r = await t.app.inject({
    method: 'POST',
    url: `/vendor/${code}/wallet/authenticate`,
    headers: signedHeaders(secret, raw, clock),
    payload: raw,
  });
  return { status: r.statusCode, body: r.json<Record<string, string>>() };
}

const tokenOf = (url: string) => new URL(url, 'http://site.invalid').searchParams.get('token');

describe('POST /wps/game/launchGame', () => {
  it('asks a visitor to log in', async () => {
    const r = await launch(slot());
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('NOT_LOGGED_IN');
    expect(r.body.message).toBe('You are not logged in, please login');
  });

  it('blocks a trial account with the real-account message, in English and Bengali', async () => {
    const fp = await t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: {},
      ip: t.ip(),
    });
    expect(fp.status).toBe(200);
    const en = await launch(slot(), fp.body.value!.token);
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({ errorCode: 'TRIAL_FORBIDDEN', message: 'Please use a real account' });
    const bn = await launch(slot(), fp.body.value!.token, 'bn');
    expect(bn.body.message).toBe('অনুগ্রহ করে একটি আসল অ্যাকাউন্ট ব্যবহার করুন');
  });

  it("answers 'Game maintenance' while the vendor is in maintenance", async () => {
    const body = { vassalage: 'AE', gameType: 'RNG', nodeId: ids['ae-launch-1'] };
    const r = await launch(body, member.token);
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ errorCode: 'GAME_MAINTENANCE', message: 'Game maintenance' });
    expect((await launch(body, member.token, 'bn')).body.message).toBe('গেম রক্ষণাবেক্ষণ চলছে');
  });

  it('launches a game with a one-time launch token, never the session token, stored only hashed', async () => {
    const before = await t.count('launch_tokens');
    const r = await launch(slot(), member.token);
    expect(r.status).toBe(200);
    const v = r.body.value!;
    expect(v).toMatchObject({ mode: 'real', vassalage: 'CQ9', gameType: 'RNG', gameCode: 'cq9-launch-1' });
    expect(v.expiresIn).toBe(60);
    // The demo brand's launch host is a reserved .example name: outside production the games server's base is used.
    expect(v.url.startsWith(`${GAMES}/sandbox/CQ9?`)).toBe(true);
    expect(v.url).not.toContain(member.token);
    const token = tokenOf(v.url)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(await t.count('launch_tokens')).toBe(before + 1);
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.db.query<{ token_hash: string }>(sql`SELECT token_hash FROM launch_tokens`);
    expect(rows.map((x) => x.token_hash)).toContain(hash);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Two launches, two different tokens.
    const again = tokenOf((await launch(slot(), member.token)).body.value!.url);
    expect(again).not.toBe(token);
  });

  it('records a recent play, so /recent lists the game', async () => {
    const other = await t.register();
    expect((await launch(slot(), other.token)).status).toBe(200);
    const r = await t.req<FavouritesValue>('GET', '/wps/relay/MCSFE_recentGames?pageNo=1&pageSize=20', {
      token: other.token,
    });
    expect(r.status).toBe(200);
    expect(r.body.value!.content.map((g) => g.gameCode)).toEqual(['cq9-launch-1']);
  });

  it('launches SPORTS and lottery vendors at vendor level, with the game code', async () => {
    const sports = await launch({ vassalage: 'IBC', gameType: 'SPORTS' }, member.token);
    expect(sports.status).toBe(200);
    expect(sports.body.value!.url.startsWith(`${GAMES}/sandbox/IBC?`)).toBe(true);
    const lotto = await launch(
      { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'sea-lotto' },
      member.token,
    );
    expect(lotto.status).toBe(200);
    expect(lotto.body.value!.gameCode).toBe('sea-lotto');
    expect(new URL(lotto.body.value!.url, 'http://x.invalid').searchParams.get('gameCode')).toBe('sea-lotto');
  });

  it("launches the cockfight vendor at vendor level into the games server's sandbox, seamless wallet", async () => {
    const r = await launch({ vassalage: 'SV388', gameType: 'COCKFIGHT' }, member.token);
    expect(r.status).toBe(200);
    const url = new URL(r.body.value!.url);
    // The sandbox page picks its game from gameType (apps/games sandboxKind: COCKFIGHT is the cockfight).
    expect(url.origin + url.pathname).toBe(`${GAMES}/sandbox/SV388`);
    expect(url.searchParams.get('gameType')).toBe('COCKFIGHT');
    expect(url.searchParams.has('gameCode')).toBe(false);
    expect(r.body.value).toMatchObject({ vassalage: 'SV388', gameType: 'COCKFIGHT', gameCode: null });
    const a = await authenticate('SV388', url.searchParams.get('token')!);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      status: 'OK',
      wallet: 'seamless',
      gameType: 'COCKFIGHT',
      currency: 'BDT',
    });
  });

  it('refuses unknown games, games of another vendor and game-level types without a game', async () => {
    for (const body of [
      { vassalage: 'CQ9', gameType: 'RNG' },
      { vassalage: 'CQ9', gameType: 'RNG', nodeId: 999_999 },
      { vassalage: 'PT', gameType: 'RNG', nodeId: ids['cq9-launch-1'] },
      { vassalage: 'NOPE', gameType: 'SPORTS' },
    ]) {
      const r = await launch(body, member.token);
      expect(r.status, JSON.stringify(body)).toBe(404);
      expect(r.body).toMatchObject({ errorCode: 'GAME_NOT_FOUND', message: 'This game is not available' });
    }
  });

  it('opens the free trial (supportPlay 0) without login, token or wallet; refuses it for other games', async () => {
    const before = await t.count('launch_tokens');
    const r = await launch({ ...slot(), mode: 'demo' });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ mode: 'demo', expiresIn: 0 });
    expect(tokenOf(r.body.value!.url)).toBeNull();
    expect(r.body.value!.url.startsWith(`${GAMES}/sandbox/CQ9?`)).toBe(true);
    expect(r.body.value!.url).toContain('mode=demo');
    expect(await t.count('launch_tokens')).toBe(before);
    const paid = await launch({
      vassalage: 'CQ9',
      gameType: 'RNG',
      nodeId: ids['cq9-launch-2'],
      mode: 'demo',
    });
    expect(paid.status).toBe(400);
    expect(paid.body.errorCode).toBe('FREE_TRIAL_UNAVAILABLE');
  });

  it('answers GAME_MAINTENANCE, minting no token, while no games server is configured', async () => {
    const before = await t.count('launch_tokens');
    delete process.env.GAMES_URL;
    try {
      const r = await launch(slot(), member.token);
      expect(r.status).toBe(503);
      expect(r.body.errorCode).toBe('GAME_MAINTENANCE');
    } finally {
      process.env.GAMES_URL = GAMES;
    }
    expect(await t.count('launch_tokens')).toBe(before);
  });

  it('answers bad input with 400 VALIDATION and writes nothing', async () => {
    const before = await t.count('launch_tokens');
    for (const body of [
      {},
      { ...slot(), nodeId: '1' },
      { ...slot(), nodeId: -1 },
      { ...slot(), vassalage: "CQ9' OR 1=1" },
      { ...slot(), mode: 'free' },
      { ...slot(), gameCode: 'x'.repeat(100) },
      { ...slot(), gameType: 'rng\u0000' },
    ]) {
      const r = await launch(body, member.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    expect(await t.count('launch_tokens')).toBe(before);
  });
});

describe('launch origin', () => {
  it("opens the frame on the games server even when the brand lists launch hosts (the site's CSP frames only it)", async () => {
    const hosts = ['https://launch-a.cdn-one.net', 'https://launch-b.cdn-two.net'];
    const b = await createTestApp({ brandOverride: () => ({ launchGameCDNs: hosts }) });
    try {
      await importCatalogue(b.db, [{ vassalage: 'CQ9', gameType: 'RNG', gameCode: 'h', names: { en: 'H' } }]);
      const s = await refreshCatalogue(b.db);
      const nodeId = [...s.byId.values()].find((g) => g.gameCode === 'h')!.nodeId;
      const u = await b.register();
      const r = await b.req<LaunchValue>('POST', LAUNCH, {
        body: { vassalage: 'CQ9', gameType: 'RNG', nodeId },
        token: u.token,
      });
      expect(r.status).toBe(200);
      expect(new URL(r.body.value!.url).origin).toBe(GAMES);
    } finally {
      await b.close();
    }
  });
});

describe('POST /vendor/{CODE}/wallet/authenticate', () => {
  it('exchanges a launch token once for the player, currency and balance', async () => {
    const token = tokenOf((await launch(slot(), member.token)).body.value!.url)!;
    const a = await authenticate('CQ9', token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'OK', currency: 'BDT', balance: '0', gameCode: 'cq9-launch-1' });
    expect(a.body.playerId).toMatch(/^[1-9][0-9]*$/);
    const again = await authenticate('CQ9', token);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ status: 'ERROR', code: 'TOKEN_INVALID' });
  });

  it('refuses a token of another vendor without using it up, a bad signature, and an expired token', async () => {
    const token = tokenOf((await launch(slot(), member.token)).body.value!.url)!;
    expect((await authenticate('AG', token)).body.code).toBe('TOKEN_INVALID');
    expect((await authenticate('CQ9', token, 'wrong-secret')).body.code).toBe('INVALID_SIGNATURE');
    expect((await authenticate('CQ9', 'x')).body.code).toBe('BAD_REQUEST');
    expect((await authenticate('CQ9', token)).status).toBe(200);

    const late = tokenOf((await launch(slot(), member.token)).body.value!.url)!;
    clock += 61_000;
    try {
      expect((await authenticate('CQ9', late)).body.code).toBe('TOKEN_INVALID');
    } finally {
      clock -= 61_000;
    }
  });

  it('identifies the player to a transfer-mode vendor too, with its sub-wallet balance', async () => {
    const url = (await launch({ vassalage: 'IBC', gameType: 'SPORTS' }, member.token)).body.value!.url;
    const a = await authenticate('IBC', tokenOf(url)!);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'OK', wallet: 'transfer', balance: '0', gameType: 'SPORTS' });
  });

  it('refuses a session token in place of a launch token', async () => {
    const a = await authenticate('CQ9', member.token.slice(0, 43).padEnd(43, 'A'));
    expect(a.status).toBe(401);
    expect(a.body.code).toBe('TOKEN_INVALID');
  });
});
