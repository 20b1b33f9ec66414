/**
 * Sandbox games of the external vendor codes (apps/games/src/sandbox; docs/architecture.md "Games server"), against a real platform:
 * a lobby launch of a seamless vendor (CQ9) opens our sandbox page, which exchanges the token as CQ9 and plays rounds
 * signed with CQ9's secret; a transfer-mode vendor (BG) plays from its sub-wallet only; the free trial never
 * touches a wallet (the in-house vendor's free trial is played here too); owed wins are delivered later; the vendor
 * list is the demo catalogue's.
 */
import { describe, expect, it } from 'vitest';
import { demoVendors } from '../../server/src/domain/games/demo.ts';
import { refreshCatalogue } from '../../server/src/domain/games/catalogue.ts';
import { bumpVersion, upsertVendors } from '../../server/src/domain/games/store.ts';
import { importCatalogue } from '../../server/src/domain/games/service.ts';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { repoVendorConfig, testVendorSecret } from '../../server/src/test/harness.ts';
import {
  CARDS_PAY_PERCENT,
  COCKFIGHT_PAY_PERCENT,
  CRASH_TARGETS,
  crashPoint,
  playKind,
  sandboxKind,
  SLOT_LINES,
  TABLE_PAY_PERCENT,
  validChoice,
  WHEEL,
} from '../src/sandbox/games.ts';
import { SANDBOX_VENDORS, playSandboxRound, settleSandbox } from '../src/sandbox/service.ts';
import { WalletClient } from '../src/wallet-client.ts';
import {
  fundedPlayer,
  gamesCall,
  lobbyLaunch,
  pageScripts,
  platformWithGames,
  fundMain,
} from './helpers/games.ts';

const stack = platformWithGames();

/** A lobby launch of a new game `gameCode` of `vassalage` by a new member; the launch must succeed. */
async function launch(vassalage: string, gameType: 'RNG' | 'LIVE', gameCode: string) {
  const r = await lobbyLaunch(stack.platform.t, { vassalage, gameType, gameCode, names: { en: gameCode } });
  expect(r.status).toBe(200);
  return { member: r.member, url: r.url! };
}

describe('sandbox games', () => {
  it('covers every external vendor row the platform seeds, each vendor listed in config/vendors.json', () => {
    const config = repoVendorConfig();
    const seeded = new Set(
      demoVendors(config)
        .map((v) => v.vassalage)
        .filter((c) => c !== 'BGS'),
    );
    expect([...SANDBOX_VENDORS].sort()).toEqual([...seeded].sort());
    expect(SANDBOX_VENDORS.filter((code) => !config.has(code))).toEqual([]);
  });

  it('plays CQ9 rounds through the protocol signed as CQ9, from a real lobby launch', async () => {
    const { url } = await launch('CQ9', 'RNG', 'CQ9-RNG-SBX1');
    expect(url.origin + url.pathname).toBe(`${stack.games.url}/sandbox/CQ9`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="game-balance"');
    expect(pageScripts(html).blocks['pd-i18n']).toMatchObject({ lang: 'en' });

    const token = url.searchParams.get('token')!;
    const s = await gamesCall<{ session: string; balance: string; currency: string; canBet: boolean }>(
      stack.games.url,
      '/sandbox/CQ9/api/session',
      { body: { token } },
    );
    expect(s.body).toMatchObject({ status: 'OK', balance: '0', currency: 'BDT', canBet: true, demo: false });
    expect((await gamesCall(stack.games.url, '/sandbox/CQ9/api/session', { body: { token } })).status).toBe(
      401,
    );
    const broke = await gamesCall(stack.games.url, '/sandbox/CQ9/api/play', {
      body: {},
      session: s.body.session,
    });
    expect(broke).toMatchObject({ status: 402, body: { code: 'INSUFFICIENT_FUNDS' } });

    const cq9 = new WalletClient({
      baseUrl: stack.platform.url,
      vendor: 'CQ9',
      secret: testVendorSecret('CQ9'),
    });
    const [row] = await stack.games.deps.db.query<{ player_id: string }>(
      `SELECT player_id FROM game_sessions WHERE vendor = 'CQ9'`,
    );
    await fundMain(stack.platform.t, row!.player_id, 1_000n, 'sandbox');
    let expected = 1_000n;
    for (let i = 0; i < 6; i++) {
      const r = await gamesCall<{ balance: string; win: string; stake: string; outcome: { kind: string } }>(
        stack.games.url,
        '/sandbox/CQ9/api/play',
        { body: { kind: 'slot', stake: '100' }, session: s.body.session },
      );
      expect(r.status).toBe(200);
      expect(r.body.outcome.kind).toBe('slot');
      expect(['0', ...SLOT_LINES.map((l) => String(l.pay * 100))]).toContain(r.body.win);
      expected += BigInt(r.body.win) - 100n;
      expect(r.body.balance).toBe(expected.toString());
    }
    // Round history: the six rounds, newest first.
    const h = await gamesCall<{ rounds: { game: string }[] }>(stack.games.url, '/sandbox/CQ9/api/rounds', {
      method: 'GET',
      session: s.body.session,
    });
    expect(h.body.rounds.map((x) => x.game)).toEqual(Array(6).fill('slot'));
    // A stake not offered, or a choice the game has not, is refused before any money moves.
    for (const body of [
      { kind: 'slot', stake: '150' },
      { kind: 'cards', stake: '100', choice: 'lion' },
    ])
      expect(
        await gamesCall(stack.games.url, '/sandbox/CQ9/api/play', { body, session: s.body.session }),
      ).toMatchObject({ status: 400, body: { code: 'BAD_ROUND' } });
    expect((await cq9.balance(row!.player_id)).balance).toBe(expected);
    // Another vendor's path with this session is refused.
    expect(
      (await gamesCall(stack.games.url, '/sandbox/PT/api/play', { body: {}, session: s.body.session }))
        .status,
    ).toBe(401);
    expect((await ledgerCheck(stack.platform.t.db)).problems).toEqual([]);
  });

  it('plays a transfer-mode vendor (BG) from its sub-wallet only, never the main wallet', async () => {
    const { url, member } = await launch('BG', 'LIVE', 'BG-LIVE-SBX1');
    expect(url.pathname).toBe('/sandbox/BG');
    const s = await gamesCall<{ session: string }>(stack.games.url, '/sandbox/BG/api/session', {
      body: { token: url.searchParams.get('token') },
    });
    expect(s.body).toMatchObject({ status: 'OK', canBet: true, balance: '0', wallet: 'transfer' });
    const [row] = await stack.games.deps.db.query<{ player_id: string }>(
      `SELECT player_id FROM game_sessions WHERE vendor = 'BG'`,
    );
    // 10.00 in the main wallet only: the vendor-side balance is empty, so a bet is refused.
    await fundMain(stack.platform.t, row!.player_id, 1_000n, 'sandbox-bg');
    const play = () =>
      gamesCall<{ balance: string; win: string }>(stack.games.url, '/sandbox/BG/api/play', {
        body: { kind: 'wheel', stake: '100' },
        session: s.body.session,
      });
    expect(await play()).toMatchObject({ status: 402, body: { code: 'INSUFFICIENT_FUNDS' } });
    // 5.00 moved in (the site's wallet transfer): rounds play from it, the main wallet keeps its 5.00.
    const moved = await stack.platform.t.req('POST', '/wps/relay/GCS_walletTransfer', {
      body: { vassalage: 'BG', direction: 'in', amount: '5.00' },
      token: member.token,
    });
    expect(moved.status).toBe(200);
    const r = await play();
    expect(r.status).toBe(200);
    expect(r.body.balance).toBe((500n - 100n + BigInt(r.body.win)).toString());
    const w = await stack.platform.t.req<{
      mainBalance: string;
      wallets: { vassalage: string; balance: string }[];
    }>('GET', '/wps/relay/GCS_merchantWallet', { token: member.token });
    expect(w.body.value!.mainBalance).toBe('5.00');
    const sub = 400n + BigInt(r.body.win);
    expect(w.body.value!.wallets.find((x) => x.vassalage === 'BG')!.balance).toBe(
      `${sub / 100n}.${String(sub % 100n).padStart(2, '0')}`,
    );
    expect((await ledgerCheck(stack.platform.t.db)).problems).toEqual([]);
  });

  it('plays the free trial on a play balance without any wallet', async () => {
    const s = await gamesCall<{ session: string; balance: string }>(
      stack.games.url,
      '/sandbox/PNG/api/session',
      {
        body: { demo: true },
      },
    );
    expect(s.body).toMatchObject({ status: 'OK', demo: true, balance: '100000', canBet: true });
    const r = await gamesCall<{ balance: string; win: string }>(stack.games.url, '/sandbox/PNG/api/play', {
      body: { kind: 'lotto', stake: '500', choice: '3' },
      session: s.body.session,
    });
    expect(['0', '4800']).toContain(r.body.win);
    expect(r.body.balance).toBe((100_000n - 500n + BigInt(r.body.win)).toString());
    expect((await gamesCall(stack.games.url, '/sandbox/NOPE', {})).status).toBe(404);
  });

  it('opens a live baccarat table, a crash game and a cockfight for their game types, each playable', async () => {
    const cases = [
      {
        code: 'AG',
        gameType: 'LIVE',
        kind: 'table',
        labels: ['Player', 'Banker'],
        choice: 'banker',
        pays: 192n,
      },
      {
        code: 'CQ9',
        gameType: 'FISH',
        kind: 'crash',
        labels: ['1.50×', '10.00×'],
        choice: '300',
        pays: 300n,
      },
      {
        code: 'SV388',
        gameType: 'COCKFIGHT',
        kind: 'cockfight',
        labels: ['Meron (red)', 'Wala (blue)'],
        choice: 'wala',
        pays: 200n,
      },
    ];
    for (const c of cases) {
      const res = await fetch(
        `${stack.games.url}/sandbox/${c.code}?gameType=${c.gameType}&lang=en&mode=demo`,
      );
      expect(res.status, c.kind).toBe(200);
      const html = await res.text();
      expect(html).toContain(`data-kind="${c.kind}"`);
      for (const label of c.labels) expect(html, c.kind).toContain(`>${label}</button>`);
      expect(html).toContain('RTP 96%');
      const s = await gamesCall<{ session: string }>(stack.games.url, `/sandbox/${c.code}/api/session`, {
        body: { demo: true },
      });
      let balance = 100_000n;
      for (let i = 0; i < 5; i++) {
        const r = await gamesCall<{ balance: string; win: string; outcome: { kind: string } }>(
          stack.games.url,
          `/sandbox/${c.code}/api/play`,
          { body: { kind: c.kind, stake: '100', choice: c.choice }, session: s.body.session },
        );
        expect(r.status, c.kind).toBe(200);
        expect(r.body.outcome.kind).toBe(c.kind);
        expect(['0', String(c.pays)]).toContain(r.body.win);
        balance += BigInt(r.body.win) - 100n;
        expect(r.body.balance).toBe(balance.toString());
      }
    }
  });

  it('opens the cockfight from a vendor-level launch of SV388 and settles Meron bets in the main wallet', async () => {
    const t = stack.platform.t;
    // The demo cockfight vendor: a vendor row without games, as the demo catalogue seeds it (spec 4: vendor launch).
    await upsertVendors(
      t.db,
      demoVendors(repoVendorConfig()).filter((v) => v.gameType === 'COCKFIGHT'),
    );
    await bumpVersion(t.db);
    await refreshCatalogue(t.db);
    const member = await t.register();
    const r = await t.req<{ url: string }>('POST', '/wps/game/launchGame', {
      body: { vassalage: 'SV388', gameType: 'COCKFIGHT' },
      token: member.token,
    });
    expect(r.status).toBe(200);
    const url = new URL(r.body.value!.url);
    expect(url.origin + url.pathname).toBe(`${stack.games.url}/sandbox/SV388`);
    const html = await (await fetch(url)).text();
    expect(html).toContain('data-kind="cockfight"');
    for (const label of ['Meron (red)', 'Wala (blue)']) expect(html).toContain(`>${label}</button>`);

    const s = await gamesCall<{ session: string }>(stack.games.url, '/sandbox/SV388/api/session', {
      body: { token: url.searchParams.get('token') },
    });
    expect(s.body).toMatchObject({ status: 'OK', wallet: 'seamless', balance: '0', canBet: true });
    const [row] = await stack.games.deps.db.query<{ player_id: string }>(
      `SELECT player_id FROM game_sessions WHERE vendor = 'SV388'`,
    );
    await fundMain(t, row!.player_id, 1_000n, 'sandbox-sv388');
    let expected = 1_000n;
    for (let i = 0; i < 5; i++) {
      const play = await gamesCall<{
        balance: string;
        win: string;
        outcome: { kind: string; winner: string; pick: string };
      }>(stack.games.url, '/sandbox/SV388/api/play', {
        body: { kind: 'cockfight', stake: '100', choice: 'meron' },
        session: s.body.session,
      });
      expect(play.status).toBe(200);
      expect(play.body.outcome).toMatchObject({ kind: 'cockfight', pick: 'meron' });
      // Meron's win pays 2x; Wala's win and a draw lose the stake.
      expect(play.body.win).toBe(play.body.outcome.winner === 'meron' ? '200' : '0');
      expected += BigInt(play.body.win) - 100n;
      expect(play.body.balance).toBe(expected.toString());
    }
    // Seamless: the rounds moved the member's main wallet itself (what the site's header shows).
    const w = await t.req<{ mainBalance: string }>('GET', '/wps/relay/GCS_merchantWallet', {
      token: member.token,
    });
    expect(w.body.value!.mainBalance).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it("opens the in-house vendor's free trial here from a lobby launch, but never its real sessions", async () => {
    const t = stack.platform.t;
    await importCatalogue(t.db, [
      {
        vassalage: 'BGS',
        gameType: 'BGS',
        gameCode: 'BGS-BGS-TRIAL',
        names: { en: 'Trial' },
        supportPlay: 0,
      },
    ]);
    const nodeId = [...(await refreshCatalogue(t.db)).byId.values()].find(
      (g) => g.gameCode === 'BGS-BGS-TRIAL',
    )!.nodeId;
    const r = await t.req<{ url: string }>('POST', '/wps/game/launchGame', {
      body: { vassalage: 'BGS', gameType: 'BGS', nodeId, mode: 'demo' },
    });
    expect(r.status).toBe(200);
    const url = new URL(r.body.value!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.games.url}/sandbox/BGS`);
    expect(url.searchParams.get('mode')).toBe('demo');
    expect((await fetch(url)).status).toBe(200);
    const s = await gamesCall<{ session: string }>(stack.games.url, '/sandbox/BGS/api/session', {
      body: { demo: true },
    });
    expect(s.body).toMatchObject({ status: 'OK', demo: true, balance: '100000' });
    const play = await gamesCall<{ demo: boolean }>(stack.games.url, '/sandbox/BGS/api/play', {
      body: { kind: 'slot', stake: '100' },
      session: s.body.session,
    });
    expect(play.body).toMatchObject({ status: 'OK', demo: true });
    // A real BGS launch opens its own games (/play); the sandbox refuses to exchange its token.
    const real = await lobbyLaunch(t, {
      vassalage: 'BGS',
      gameType: 'BGS',
      gameCode: 'BGS-BGS-0001',
      names: { en: 'S' },
    });
    expect(real.url!.pathname).toBe('/play');
    const refused = await gamesCall(stack.games.url, '/sandbox/BGS/api/session', {
      body: { token: real.url!.searchParams.get('token') },
    });
    expect(refused.status).toBe(404);
  });

  it('picks the game of each game type and pays each by its table (RTP 96 %)', () => {
    expect(
      ['RNG', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'LIVE', 'FISH', 'COCKFIGHT', 'ESPORTS', undefined].map(
        sandboxKind,
      ),
    ).toEqual(['slot', 'cards', 'lotto', 'lotto', 'sports', 'table', 'crash', 'cockfight', 'wheel', 'wheel']);
    // Slot: the lines' share of 1000 draws x their pay = 960; a losing draw shows reels that are not all alike.
    expect(SLOT_LINES.reduce((a, l) => a + l.per1000 * l.pay, 0)).toBe(960);
    expect(playKind('slot', 100n, undefined, () => 0)).toMatchObject({ win: 5000n });
    const lose = playKind('slot', 100n, undefined, (n) => (n === 1000 ? 999 : 0));
    expect(lose.win).toBe(0n);
    expect(new Set((lose.outcome as { reels: string[] }).reels).size).toBeGreaterThan(1);
    // Wheel: the multiples sum to 19.2 over 20 segments.
    expect(WHEEL.reduce((a: number, p) => a + p, 0)).toBe(1920);
    expect(playKind('wheel', 1000n, undefined, () => 9).win).toBe(5000n);
    // Dragon tiger: the higher card on the pick pays 2.08x; a tie loses. 6/13 x 2.08 = 0.96.
    const seq =
      (...v: number[]) =>
      () =>
        v.shift()!;
    expect(playKind('cards', 100n, 'dragon', seq(12, 3)).win).toBe(CARDS_PAY_PERCENT);
    expect(playKind('cards', 100n, 'tiger', seq(12, 3)).win).toBe(0n);
    expect(playKind('cards', 100n, 'tiger', seq(5, 5)).win).toBe(0n);
    expect(playKind('lotto', 250n, '4', () => 4).win).toBe(2400n);
    expect(playKind('lotto', 250n, '4', () => 5).win).toBe(0n);
    // Live table (draws are rank - 1): player 9 + K = 9 against banker 3 + 4 = 7; the player side pays 1.92x.
    expect(playKind('table', 100n, 'player', seq(8, 12, 2, 3)).win).toBe(TABLE_PAY_PERCENT);
    expect(playKind('table', 100n, 'banker', seq(8, 12, 2, 3)).win).toBe(0n);
    // A + A = 2 against 2 + 10 = 2 is dealt again: 2 + 3 = 5 against 5 + 9 = 4.
    const redealt = playKind('table', 100n, 'player', seq(0, 0, 1, 9, 1, 2, 4, 8));
    expect(redealt.outcome).toEqual({
      kind: 'table',
      player: [2, 3],
      banker: [5, 9],
      redeals: 1,
      pick: 'player',
    });
    expect(redealt.win).toBe(TABLE_PAY_PERCENT);
  });

  it('pays the crash and cockfight games 96 % at every choice, counted over every draw', () => {
    // Crash: over all 1,000,000 values of u, the share reaching each target times the target is exactly 0.96.
    const points = Array.from({ length: 1_000_000 }, (_, u) => crashPoint(u));
    for (const target of CRASH_TARGETS) {
      const reached = points.filter((p) => p >= target).length;
      expect(reached * target, String(target)).toBe(96_000_000);
    }
    // u = 500,000 crashes at 1.92x, short of a 2x target; u = 600,000 reaches 2.40x and the target pays.
    expect(playKind('crash', 1000n, '200', () => 500_000)).toEqual({
      win: 0n,
      outcome: { kind: 'crash', point: 192, target: 200 },
    });
    expect(playKind('crash', 1000n, '200', () => 600_000).win).toBe(2000n);
    // Cockfight: 25 equally likely fights, Meron wins 12, Wala 12, one draw.
    const fights = Array.from({ length: 25 }, (_, n) => playKind('cockfight', 100n, 'meron', () => n));
    expect(fights.reduce((a, f) => a + f.win, 0n)).toBe(12n * COCKFIGHT_PAY_PERCENT);
    expect(fights.filter((f) => (f.outcome as { winner: string }).winner === 'draw')).toHaveLength(1);
    expect(validChoice('crash', '250')).toBe(false);
    expect(validChoice('cockfight', 'wala')).toBe(true);
    expect(validChoice('table', 'tie')).toBe(false);
  });

  it('delivers a win lost on the way later, once', async () => {
    const p = await fundedPlayer(stack.platform.url, '1000');
    let drop = true;
    let clock = Date.now();
    const ctx = {
      db: stack.games.deps.db,
      now: () => clock,
      walletFor: (code: string) =>
        new WalletClient({
          baseUrl: stack.platform.url,
          vendor: code,
          secret: testVendorSecret(code),
          attempts: 2,
          backoffMs: 5,
          intercept: async (url, send) => {
            const reply = await send();
            if (drop && url.endsWith('/win')) throw new TypeError('answer dropped');
            return reply;
          },
        }),
    };
    const r = await playSandboxRound(
      ctx,
      { vendor: 'PT', ...p, gameCode: null },
      { kind: 'wheel', stake: 100n },
    );
    expect(r.pending).toBe(true);
    drop = false;
    clock += 11_000;
    expect(await settleSandbox(ctx)).toMatchObject({ settled: 1 });
    expect(await settleSandbox(ctx)).toMatchObject({ settled: 0 });
    const pt = ctx.walletFor('PT');
    expect((await pt.balance(p.playerId)).balance).toBe(1000n - 100n + r.win);
  });
});
