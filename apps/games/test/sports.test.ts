/**
 * The sandbox sports book (apps/games/src/sandbox/sports.ts, sports-book.ts) against a real platform, as a
 * transfer-mode SPORTS vendor (IBC): fixtures are the same for a day and priced with a margin; a bet takes its stake
 * from the player's sub-wallet of the vendor (never the main wallet, never below zero); settlement pays the potential
 * return on a winning slip, nothing on a losing one, and only once however often it is asked; the ledger stays clean.
 */
import { describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { testVendorSecret } from '../../server/src/test/harness.ts';
import type { SandboxCtx } from '../src/sandbox/service.ts';
import {
  offeredFixtures,
  placeSportsBet,
  settleSportsBet,
  SlipError,
  sportsBets,
} from '../src/sandbox/sports-book.ts';
import { dayFixtures, dayIn, FIXTURES_PER_DAY, potentialReturn, type Pick } from '../src/sandbox/sports.ts';
import { WalletClient } from '../src/wallet-client.ts';
import { gamesCall, lobbyLaunch, platformWithGames, fundMain } from './helpers/games.ts';

const stack = platformWithGames();
const TZ = 'Asia/Dhaka';

/** A new member who launched IBC from the lobby, moved `transferIn` (major units) to IBC, and the games session. */
async function sportsPlayer(transferIn?: string, deposit = 100_000n) {
  const t = stack.platform.t;
  const r = await lobbyLaunch(t, {
    vassalage: 'IBC',
    gameType: 'SPORTS',
    gameCode: `IBC-SPORTS-${Math.random().toString(36).slice(2, 8)}`,
    names: { en: 'IBC Sports' },
  });
  expect(r.status).toBe(200);
  expect(r.url!.searchParams.get('gameType')).toBe('SPORTS');
  const s = await gamesCall<{ session: string; wallet: string }>(
    stack.games.url,
    '/sandbox/IBC/api/session',
    {
      body: { token: r.url!.searchParams.get('token') },
    },
  );
  expect(s.body).toMatchObject({ status: 'OK', wallet: 'transfer', balance: '0' });
  const [row] = await stack.games.deps.db.query<{ player_id: string }>(
    `SELECT player_id FROM game_sessions WHERE vendor = 'IBC' ORDER BY created_at DESC LIMIT 1`,
  );
  await fundMain(t, row!.player_id, deposit, 'sports');
  if (transferIn)
    expect(
      (
        await t.req('POST', '/wps/relay/GCS_walletTransfer', {
          body: { vassalage: 'IBC', direction: 'in', amount: transferIn },
          token: r.member.token,
        })
      ).status,
    ).toBe(200);
  const wallet = new WalletClient({
    baseUrl: stack.platform.url,
    vendor: 'IBC',
    secret: testVendorSecret('IBC'),
  });
  return {
    member: r.member,
    session: s.body.session,
    player: { vendor: 'IBC', playerId: row!.player_id, currency: 'BDT', gameCode: null },
    /** The vendor-side balance (the sub-wallet), minor units. */
    vendorBalance: async () => (await wallet.balance(row!.player_id)).balance,
  };
}

const ctx = (): SandboxCtx => ({
  db: stack.games.deps.db,
  walletFor: stack.games.deps.walletFor,
  now: Date.now,
});

describe('sports book', () => {
  it('offers the same priced fixtures all day, kickoffs in the brand zone', () => {
    const a = dayFixtures('2026-11-26', TZ);
    expect(a).toEqual(dayFixtures('2026-11-26', TZ));
    expect(a).toHaveLength(FIXTURES_PER_DAY);
    expect(dayFixtures('2026-11-27', TZ)).not.toEqual(a);
    for (const f of a) {
      expect(f.home).not.toBe(f.away);
      // Local kickoff between 12:00 and 23:30 on that day in Dhaka (UTC+6).
      const local = new Date(Date.parse(f.kickoff) + 6 * 3600_000).toISOString();
      expect(local.slice(0, 10)).toBe('2026-11-26');
      expect(local.slice(11, 16) >= '12:00' && local.slice(11, 16) <= '23:30').toBe(true);
      // A 1X2 book with a margin: the implied probabilities add up to more than 100 %.
      const implied = (['1', 'X', '2'] as Pick[]).reduce((s, p) => s + 10_000 / f.odds[p], 0);
      expect(implied).toBeGreaterThan(100);
      expect(implied).toBeLessThan(110);
    }
    expect(potentialReturn(1000n, [185, 210])).toBe(3885n);
    expect(potentialReturn(333n, [157])).toBe(522n); // 522.81 rounded down
  });

  it('places a bet from the vendor-side balance only, never below zero, and over HTTP', async () => {
    const p = await sportsPlayer('50.00');
    expect(await p.vendorBalance()).toBe(5_000n);
    const f = offeredFixtures(Date.now(), TZ)[0]!;
    // More than the vendor-side balance (the main wallet still holds 950.00): refused, nothing moves.
    await expect(
      placeSportsBet(ctx(), p.player, { stake: '5001', selections: [{ fixtureId: f.id, pick: '1' }] }, TZ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await p.vendorBalance()).toBe(5_000n);
    // Bad slips are refused before any money moves.
    for (const slip of [
      { stake: '1000', selections: [] },
      { stake: '1000', selections: [{ fixtureId: 'nope', pick: '1' }] },
      { stake: '1000', selections: [{ fixtureId: f.id, pick: '3' }] },
      {
        stake: '1000',
        selections: [
          { fixtureId: f.id, pick: '1' },
          { fixtureId: f.id, pick: '2' },
        ],
      },
      { stake: '-5', selections: [{ fixtureId: f.id, pick: '1' }] },
      { stake: '10.5', selections: [{ fixtureId: f.id, pick: '1' }] },
    ])
      await expect(placeSportsBet(ctx(), p.player, slip, TZ)).rejects.toBeInstanceOf(SlipError);
    // Over HTTP: 20.00 on an accumulator of two matches.
    const g = offeredFixtures(Date.now(), TZ)[1]!;
    const r = await gamesCall<{ bet: { status: string; potential: string; stake: string }; balance: string }>(
      stack.games.url,
      '/sandbox/IBC/api/sports/bet',
      {
        session: p.session,
        body: {
          stake: '2000',
          tz: TZ,
          selections: [
            { fixtureId: f.id, pick: 'X' },
            { fixtureId: g.id, pick: '2' },
          ],
        },
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.balance).toBe('3000');
    expect(r.body.bet).toMatchObject({
      status: 'open',
      stake: '2000',
      potential: potentialReturn(2000n, [f.odds.X, g.odds['2']]).toString(),
    });
    expect(await p.vendorBalance()).toBe(3_000n);
    const bad = await gamesCall(stack.games.url, '/sandbox/IBC/api/sports/bet', {
      session: p.session,
      body: { stake: '999999999', selections: [{ fixtureId: f.id, pick: '1' }] },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_STAKE' } });
    expect(
      await gamesCall(stack.games.url, '/sandbox/IBC/api/sports/bet', {
        body: { stake: '1000', selections: [{ fixtureId: f.id, pick: '1' }] },
      }),
    ).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    const list = await gamesCall<{ bets: unknown[] }>(stack.games.url, '/sandbox/IBC/api/sports/bets', {
      session: p.session,
    });
    expect(list.body.bets).toHaveLength(1);
  });

  it('settles a winning slip by paying its potential return, once, and a losing one with nothing', async () => {
    const p = await sportsPlayer('100.00');
    const [f, g] = offeredFixtures(Date.now(), TZ).filter((x) => x.day === dayIn(Date.now(), TZ));
    // The first draw of each match decides it for every bet: f's result is the home side, g's the away side.
    const win = await placeSportsBet(
      ctx(),
      p.player,
      { stake: '1000', selections: [{ fixtureId: f!.id, pick: '1' }] },
      TZ,
    );
    expect(win.balance).toBe(9_000n);
    const home = () => 0; // draw 0 of 1000: below the home weight
    const settled = await settleSportsBet(ctx(), p.player, win.bet.betId, TZ, home);
    const pay = potentialReturn(1000n, [f!.odds['1']]);
    expect(settled.bet).toMatchObject({ status: 'settled', win: pay.toString() });
    expect(settled.bet.selections[0]!.result).toBe('1');
    expect(settled.balance).toBe(9_000n + pay);
    expect(await p.vendorBalance()).toBe(9_000n + pay);

    // Settling again (here, over HTTP, twice at once) answers the same and pays nothing more.
    const again = await Promise.all(
      [1, 2].map(() =>
        gamesCall<{ bet: { win: string; status: string }; balance: string | null }>(
          stack.games.url,
          '/sandbox/IBC/api/sports/settle',
          { session: p.session, body: { betId: win.bet.betId, tz: TZ } },
        ),
      ),
    );
    for (const a of again)
      expect(a.body).toMatchObject({ status: 'OK', balance: null, bet: { status: 'settled' } });
    expect(await p.vendorBalance()).toBe(9_000n + pay);

    // A losing slip: pays nothing; the result drawn first (home) stands even for a draw that would say away.
    const lose = await placeSportsBet(
      ctx(),
      p.player,
      {
        stake: '500',
        selections: [
          { fixtureId: f!.id, pick: '2' },
          { fixtureId: g!.id, pick: '1' },
        ],
      },
      TZ,
    );
    const lost = await settleSportsBet(ctx(), p.player, lose.bet.betId, TZ, () => 999);
    expect(lost.bet).toMatchObject({ status: 'settled', win: '0' });
    expect(lost.bet.selections.map((s) => s.result)).toEqual(['1', '2']);
    expect(await p.vendorBalance()).toBe(8_500n + pay);

    // Someone else's bet, or no bet: 404.
    const other = await sportsPlayer();
    expect(
      await gamesCall(stack.games.url, '/sandbox/IBC/api/sports/settle', {
        session: other.session,
        body: { betId: win.bet.betId },
      }),
    ).toMatchObject({ status: 404, body: { code: 'BET_NOT_FOUND' } });
    expect(await sportsBets(stack.games.deps.db, 'IBC', other.player.playerId)).toEqual([]);

    // The winnings go back to the main wallet with the site's transfer out.
    const out = await stack.platform.t.req('POST', '/wps/relay/GCS_walletTransfer', {
      body: { vassalage: 'IBC', direction: 'out', all: true },
      token: p.member.token,
    });
    expect(out.status).toBe(200);
    expect(await p.vendorBalance()).toBe(0n);
    expect((await ledgerCheck(stack.platform.t.db)).problems).toEqual([]);
  });
});
