/**
 * Records over HTTP (docs/architecture.md "Records"): the betting record, profit and loss, and the winner board, fed by rounds
 * played through the real signed vendor protocol (docs/vendor-protocol.md), on PGlite and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BettingRecordPage, PersonalProfitValue, RankListValue } from '@playdeck/api-client/records';
import { upsertVendors } from '../games/store.ts';
import { transfer } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { vendorWalletCall } from '../../test/vendorWallet.ts';
import { RANK_CACHE_MS } from '../../http/routes/records.ts';
import { maskUsername } from '../text.ts';
import { twoDecimals } from './service.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';

let t: TestApp;
/** App clock offset, ms (the winner board's reuse period is on the app clock). */
let offset = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => Date.now() + offset });
  await upsertVendors(t.db, [
    { vassalage: 'CQ9', gameType: 'RNG', displayName: 'CQ9' },
    { vassalage: 'AG', gameType: 'LIVE', displayName: 'AG Live' },
  ]);
  // One catalogue game (names per language) so rounds of it carry a name and a type.
  await t.db.query(sql`
    INSERT INTO games (vassalage, game_type, game_code, names, search_text)
    VALUES ('BGS', 'BGS', 'bgs-slot', '{"en": "Lucky Slot", "bn": "লাকি স্লট"}'::jsonb, 'lucky slot bgs-slot')`);
});
afterAll(() => t.close());

let seq = 0;
const id = (p: string) => `rec-${p}-${++seq}`;

/** A signed vendor wallet call; fails the test on anything but 200. */
const call = (vendor: string, op: string, body: Record<string, unknown>) =>
  vendorWalletCall(t, vendor, op, body);

/** A registered member (session token) funded with `minor` BDT minor units. */
async function member(minor = 100_000n) {
  const m = await t.register();
  const playerId = (await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token })).body.value!
    .id;
  await transfer(t.db, {
    debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: playerId },
    amountMinor: minor,
    kind: 'test.fund',
    idempotencyKey: `test:records:${playerId}`,
  });
  return { ...m, playerId };
}
type M = Awaited<ReturnType<typeof member>>;

/** Plays one round: a bet of `stake`, then (unless null) a win of `win`; returns the round id. */
async function round(p: M, vendor: string, stake: bigint, win: bigint | null, gameCode?: string) {
  const roundId = id('r');
  const base = { playerId: p.playerId, currency: 'BDT', roundId, ...(gameCode ? { gameCode } : {}) };
  await call(vendor, 'bet', { ...base, transactionId: id('b'), amount: stake.toString() });
  if (win !== null) await call(vendor, 'win', { ...base, transactionId: id('w'), amount: win.toString() });
  return roundId;
}

const record = (token: string, q = '') =>
  t.req<BettingRecordPage>('GET', `/wps/relay/GCSGAME_bettingRecord${q}`, { token });
const profit = (token: string, q: string) =>
  t.req<PersonalProfitValue>('GET', `/wps/relay/GCSGAME_personalProfit${q}`, { token });

describe('betting record (personalHistoryCopy)', () => {
  it("lists only the member's own rounds, newest first, with stake, win, profit, status and game", async () => {
    const a = await member();
    const other = await member();
    await round(other, 'BGS', 100n, 0n, 'bgs-slot');
    const won = await round(a, 'BGS', 1_500n, 4_000n, 'bgs-slot');
    const open = await round(a, 'CQ9', 700n, null, 'cq9-0001');
    const cancelled = id('r');
    const betId = id('b');
    await call('AG', 'bet', {
      playerId: a.playerId,
      currency: 'BDT',
      roundId: cancelled,
      transactionId: betId,
      amount: '300',
    });
    await call('AG', 'rollback', {
      playerId: a.playerId,
      currency: 'BDT',
      transactionId: id('rb'),
      referenceTransactionId: betId,
    });

    const r = await record(a.token);
    expect(r.status).toBe(200);
    const v = r.body.value!;
    expect(v.total).toBe(3);
    expect(v.rows.map((x) => x.roundId)).toEqual([cancelled, open, won]);
    expect(v.rows[2]).toMatchObject({
      roundId: won,
      vendor: 'BGS',
      gameType: 'BGS',
      gameCode: 'bgs-slot',
      gameName: 'Lucky Slot',
      status: 'settled',
      stake: '15.00',
      win: '40.00',
      profit: '25.00',
      currency: 'BDT',
    });
    expect(v.rows[2]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // No games server configured: no verify page to link to.
    expect(v.rows.map((x) => x.verifyUrl)).toEqual([null, null, null]);
    expect(v.rows[2]!.closedAt).toMatch(/Z$/);
    expect(v.rows[1]).toMatchObject({
      status: 'open',
      stake: '7.00',
      win: '0.00',
      gameType: 'RNG',
      closedAt: null,
    });
    // A cancelled round: its stake came back, nothing won or lost.
    expect(v.rows[0]).toMatchObject({ status: 'cancelled', vendor: 'AG', gameType: 'LIVE', stake: '0.00' });
    expect(v.rows[0]!.profit).toBe('0.00');

    // The game name follows the request language.
    const bn = await t.req<BettingRecordPage>('GET', '/wps/relay/GCSGAME_bettingRecord', {
      token: a.token,
      headers: { language: 'bn' },
    });
    expect(bn.body.value!.rows[2]!.gameName).toBe('লাকি স্লট');
  });

  it("links a provably fair in-house round to the games server's verify page in the site's language, and no other round", async () => {
    const a = await member();
    const fair = await round(a, 'BGS', 100n, 0n, 'bgs-dice');
    const lottery = await round(a, 'BGS', 100n, 0n, 'bgs-vnlotto');
    const other = await round(a, 'CQ9', 100n, 300n, 'cq9-0001');
    const saved = process.env.GAMES_URL;
    process.env.GAMES_URL = 'https://games.example/';
    try {
      const rows = (await record(a.token)).body.value!.rows;
      const url = (roundId: string) => rows.find((r) => r.roundId === roundId)!.verifyUrl;
      expect(url(fair)).toBe(`https://games.example/verify/${encodeURIComponent(fair)}?lang=en`);
      expect(url(lottery)).toBeNull();
      expect(url(other)).toBeNull();
      // The page opens in a new tab: the record's request language goes with it.
      const bn = await t.req<BettingRecordPage>('GET', '/wps/relay/GCSGAME_bettingRecord', {
        token: a.token,
        headers: { language: 'bn' },
      });
      expect(bn.body.value!.rows.find((r) => r.roundId === fair)!.verifyUrl).toBe(
        `https://games.example/verify/${encodeURIComponent(fair)}?lang=bn`,
      );
    } finally {
      if (saved === undefined) delete process.env.GAMES_URL;
      else process.env.GAMES_URL = saved;
    }
  });

  it('filters by game type, vendor and date range, and pages', async () => {
    const a = await member();
    const r1 = await round(a, 'BGS', 100n, 0n, 'bgs-slot');
    const r2 = await round(a, 'CQ9', 200n, 500n);
    const r3 = await round(a, 'CQ9', 300n, 0n);
    const ids = (p: BettingRecordPage) => p.rows.map((x) => x.roundId);

    expect(ids((await record(a.token, '?gameType=RNG')).body.value!)).toEqual([r3, r2]);
    expect(ids((await record(a.token, '?gameType=BGS')).body.value!)).toEqual([r1]);
    expect((await record(a.token, '?gameType=LIVE')).body.value!).toEqual({ total: 0, rows: [] });
    expect(ids((await record(a.token, '?vendor=cq9')).body.value!)).toEqual([r3, r2]);

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const hourAhead = new Date(Date.now() + 3_600_000).toISOString();
    const inRange = await record(a.token, `?from=${hourAgo}&to=${hourAhead}`);
    expect(inRange.body.value!.total).toBe(3);
    const later = await record(a.token, `?from=${hourAhead}`);
    expect(later.body.value).toEqual({ total: 0, rows: [] });

    const p1 = await record(a.token, '?pageNo=1&pageSize=2');
    expect(p1.body.value!.total).toBe(3);
    expect(ids(p1.body.value!)).toEqual([r3, r2]);
    const p2 = await record(a.token, '?pageNo=2&pageSize=2');
    expect(ids(p2.body.value!)).toEqual([r1]);
  });

  it('answers a new member with an empty record', async () => {
    const a = await member();
    expect((await record(a.token)).body.value).toEqual({ total: 0, rows: [] });
  });
});

describe('profit and loss (personalProfit)', () => {
  it('totals settled rounds per brand-timezone day and per game type', async () => {
    const a = await member();
    const late = await round(a, 'BGS', 1_000n, 2_500n, 'bgs-slot');
    await round(a, 'CQ9', 400n, 0n);
    await round(a, 'CQ9', 600n, 100n);
    await round(a, 'CQ9', 999n, null); // open: no result yet, not counted
    // 19:30 UTC on 1 March is 01:30 on 2 March in Dhaka (UTC+6): the round belongs to 2 March.
    await t.db.query(
      sql`UPDATE vendor_rounds SET created_at = '2026-03-01T19:30:00Z' WHERE round_id = ${late}`,
    );
    await t.db.query(sql`
      UPDATE vendor_rounds SET created_at = '2026-03-01T17:59:00Z'
      WHERE member_id = ${a.playerId}::bigint AND round_id <> ${late}`);

    const r = await profit(a.token, '?from=2026-02-28T18:00:00.000Z&to=2026-03-02T18:00:00.000Z');
    expect(r.status).toBe(200);
    const v = r.body.value!;
    expect(v).toMatchObject({ currency: 'BDT', timeZone: 'Asia/Dhaka' });
    expect(v.total).toEqual({ rounds: 3, stake: '20.00', win: '26.00', profit: '6.00' });
    expect(v.days).toEqual([
      { day: '2026-03-02', rounds: 1, stake: '10.00', win: '25.00', profit: '15.00' },
      { day: '2026-03-01', rounds: 2, stake: '10.00', win: '1.00', profit: '-9.00' },
    ]);
    expect(v.gameTypes).toEqual([
      { gameType: 'BGS', rounds: 1, stake: '10.00', win: '25.00', profit: '15.00' },
      { gameType: 'RNG', rounds: 2, stake: '10.00', win: '1.00', profit: '-9.00' },
    ]);
    const rng = await profit(
      a.token,
      '?gameType=RNG&from=2026-02-28T18:00:00.000Z&to=2026-03-02T18:00:00.000Z',
    );
    expect(rng.body.value!.total).toEqual({ rounds: 2, stake: '10.00', win: '1.00', profit: '-9.00' });
    const empty = await profit(a.token, '?from=2026-01-01T00:00:00.000Z&to=2026-01-02T00:00:00.000Z');
    expect(empty.body.value).toMatchObject({ total: { rounds: 0, profit: '0.00' }, days: [], gameTypes: [] });
  });
});

describe('winner board (GCSGAME_getRankList)', () => {
  it('ranks the biggest real wins with masked usernames and 2-decimal amounts, public', async () => {
    const a = await member(10_000_000n);
    const b = await member();
    await round(a, 'BGS', 100n, 7_456_789n, 'bgs-slot');
    await round(b, 'CQ9', 100n, 50_000n);
    await round(b, 'CQ9', 100n, 0n); // a loss is not a win
    const r = await t.req<RankListValue>(
      'GET',
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=20',
    );
    expect(r.status).toBe(200);
    const list = r.body.value!.list;
    const mine = list.filter((x) =>
      [maskUsername(a.username), maskUsername(b.username)].includes(x.username),
    );
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({
      rank: 1,
      username: maskUsername(a.username),
      amount: '74567.89',
      vendor: 'BGS',
      gameType: 'BGS',
      gameName: 'Lucky Slot',
      currency: 'BDT',
    });
    expect(list.every((x) => /^\d+\.\d{2}$/.test(x.amount) && x.amount !== '0.00')).toBe(true);
    expect(list.every((x) => !x.username.includes(a.username) && x.username.includes('***'))).toBe(true);
    // Biggest first, ranks 1..n.
    expect(list.map((x) => x.rank)).toEqual(list.map((_, i) => i + 1));
    const amounts = list.map((x) => BigInt(x.amount.replace('.', '')));
    expect([...amounts].sort((x, y) => (y > x ? 1 : y < x ? -1 : 0))).toEqual(amounts);

    const rng = await t.req<RankListValue>('POST', '/wps/relay/GCSGAME_getRankList', {
      body: { gameCategory: 'RNG', language: 'bn', limitNum: 1 },
    });
    expect(rng.body.value!.list).toHaveLength(1);
    expect(rng.body.value!.list[0]).toMatchObject({ gameType: 'RNG', amount: '500.00' });
    const bn = await t.req<RankListValue>('GET', '/wps/relay/GCSGAME_getRankList?language=bn&limitNum=1');
    expect(bn.body.value!.list[0]!.gameName).toBe('লাকি স্লট');
  });

  it('leaves trial play off the board', async () => {
    const fund = await t.req<{ playerId: string }>('POST', '/__test/vendor/players', {
      body: { balance: '100000', trial: true },
    });
    expect(fund.status).toBe(200);
    const p = fund.body.value!.playerId;
    const roundId = id('r');
    const base = { playerId: p, currency: 'TRIAL', roundId };
    await call('BGS', 'bet', { ...base, transactionId: id('b'), amount: '100' });
    await call('BGS', 'win', { ...base, transactionId: id('w'), amount: '99999900' });
    const r = await t.req<RankListValue>('GET', '/wps/relay/GCSGAME_getRankList');
    expect(r.body.value!.list.some((x) => x.amount === '999999.00')).toBe(false);
  });

  it('answers the hot home-page board from a copy a few seconds old, then shows the new win', async () => {
    const board = async () =>
      (
        await t.req<RankListValue>(
          'GET',
          '/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&language=en&limitNum=20',
        )
      ).body.value!.list;
    const p = await member(100_000_000n);
    await round(p, 'AG', 100n, 123_400n);
    const first = await board();
    expect(first.some((x) => x.username === maskUsername(p.username) && x.amount === '1234.00')).toBe(true);
    await round(p, 'AG', 100n, 98_765_400n); // a bigger win, within the reuse period
    expect(await board()).toEqual(first);
    offset += RANK_CACHE_MS;
    const later = await board();
    expect(later[0]).toMatchObject({ rank: 1, username: maskUsername(p.username), amount: '987654.00' });
  });

  it('pads amounts to 2 decimals', () => {
    expect(twoDecimals(123_456n, 2)).toBe('1234.56');
    expect(twoDecimals(5n, 0)).toBe('5.00');
    expect(twoDecimals(123_456n, 3)).toBe('123.45');
  });
});

describe("winner board gated by the brand's winnerBoard node", () => {
  it('answers 20 entries while the node is on', async () => {
    const p = await member(10_000_000n);
    for (let i = 0; i < 21; i++) await round(p, 'CQ9', 100n, 1_000n + BigInt(i));
    for (const r of [
      await t.req<RankListValue>('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=RNG&language=en'),
      await t.req<RankListValue>('POST', '/wps/relay/GCSGAME_getRankList', { body: { gameCategory: 'RNG' } }),
    ]) {
      expect(r.status).toBe(200);
      expect(r.body.value!.list).toHaveLength(20);
    }
  });

  it('refuses with FEATURE_DISABLED, like the other gated calls, when the node is off', async () => {
    const off = await createTestApp({
      brandOverride: (b) => ({ flags: { ...b.flags, winnerBoard: false } }),
    });
    try {
      for (const r of [
        await off.req('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=20'),
        await off.req('POST', '/wps/relay/GCSGAME_getRankList', { body: { limitNum: 20 } }),
      ]) {
        expect(r.status).toBe(403);
        expect(r.body.errorCode).toBe('FEATURE_DISABLED');
        expect(r.body.value).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});

describe('bad input', () => {
  it('answers 4xx envelopes and writes nothing', async () => {
    const a = await member();
    await round(a, 'BGS', 100n, 0n);
    const tables = ['vendor_rounds', 'vendor_transactions', 'ledger_transfers', 'members'];
    const before = await Promise.all(tables.map((x) => t.count(x)));
    const bad: [string, string, number, string][] = [
      ['GET', '/wps/relay/GCSGAME_bettingRecord?gameType=NOPE', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_bettingRecord?pageSize=51', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_bettingRecord?pageNo=0', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_bettingRecord?from=yesterday', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_bettingRecord?vendor=%27%3B%20DROP', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_bettingRecord?vendor=A%00B', 400, 'VALIDATION'],
      [
        'GET',
        '/wps/relay/GCSGAME_bettingRecord?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z',
        400,
        'VALIDATION',
      ],
      ['GET', '/wps/relay/GCSGAME_personalProfit', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_personalProfit?from=2026-01-01T00:00:00Z', 400, 'VALIDATION'],
      [
        'GET',
        '/wps/relay/GCSGAME_personalProfit?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z',
        400,
        'VALIDATION',
      ],
      ['GET', '/wps/relay/GCSGAME_getRankList?limitNum=21', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_getRankList?limitNum=0', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_getRankList?limitNum=abc', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_getRankList?gameCategory=XYZ', 400, 'VALIDATION'],
      ['GET', '/wps/relay/GCSGAME_getRankList?language=%F0%9F%98%80', 400, 'VALIDATION'],
    ];
    for (const [method, url, status, code] of bad) {
      const r = await t.req(method, url, { token: a.token });
      expect([url, r.status, r.body.errorCode], JSON.stringify(r.body)).toEqual([url, status, code]);
      expect(r.body.message).toEqual(expect.any(String));
    }
    for (const body of [{ limitNum: 21 }, { limitNum: '1.5' }, { gameCategory: 5 }, '[1]', 'not json']) {
      const r = await t.req('POST', '/wps/relay/GCSGAME_getRankList', {
        ...(typeof body === 'string'
          ? { rawBody: body, headers: { 'content-type': 'application/json' } }
          : { body }),
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    // Login required for the member's own records, with the localised message.
    const anon = await t.req('GET', '/wps/relay/GCSGAME_bettingRecord', { headers: { language: 'bn' } });
    expect(anon.status).toBe(401);
    expect(anon.body.errorCode).toBe('NOT_LOGGED_IN');
    const anon2 = await t.req(
      'GET',
      '/wps/relay/GCSGAME_personalProfit?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z',
    );
    expect(anon2.status).toBe(401);
    expect(await Promise.all(tables.map((x) => t.count(x)))).toEqual(before);
  });
});
