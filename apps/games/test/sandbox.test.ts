/**
 * Sandbox games of the external vendor codes (apps/games/src/sandbox; docs/architecture.md "Games server"), against a real platform:
 * a lobby launch of a seamless vendor (CQ9) opens our sandbox page, which exchanges the token as CQ9 and plays rounds
 * signed with CQ9's secret; a transfer-mode vendor (BG) shows its sub-wallet and cannot bet; the free trial never
 * touches a wallet; owed wins are delivered later; the vendor list is the demo catalogue's.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from '../../server/src/games/demo.ts';
import { ledgerCheck, transfer } from '../../server/src/ledger/index.ts';
import { testVendorSecret } from '../../server/src/test/harness.ts';
import { SANDBOX_VENDORS, playSandboxRound, sandboxPay, settleSandbox } from '../src/sandbox/service.ts';
import { WalletClient } from '../src/wallet-client.ts';
import { fundedPlayer, gamesCall, lobbyLaunch, pageScripts, platformWithGames } from './helpers/games.ts';

const stack = platformWithGames();

/** A lobby launch of a new game `gameCode` of `vassalage` by a new member; the launch must succeed. */
async function launch(vassalage: string, gameType: 'RNG' | 'LIVE', gameCode: string) {
  const r = await lobbyLaunch(stack.platform.t, { vassalage, gameType, gameCode, names: { en: gameCode } });
  expect(r.status).toBe(200);
  return { member: r.member, url: r.url! };
}

describe('sandbox games', () => {
  it('covers every external vendor code of the demo catalogue', () => {
    const codes = new Set(
      Object.values(DEMO_VENDORS)
        .flat()
        .filter((c) => c !== 'BGS'),
    );
    expect([...SANDBOX_VENDORS].sort()).toEqual([...codes].sort());
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
    await transfer(stack.platform.t.db, {
      debit: { kind: 'house', brand: 'deshplay', currency: 'BDT', name: 'test-funding' },
      credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: row!.player_id },
      amountMinor: 1_000n,
      kind: 'test.fund',
      idempotencyKey: `test:sandbox:${row!.player_id}`,
    });
    let expected = 1_000n;
    for (let i = 0; i < 6; i++) {
      const r = await gamesCall<{ balance: string; win: string; stake: string }>(
        stack.games.url,
        '/sandbox/CQ9/api/play',
        {
          body: {},
          session: s.body.session,
        },
      );
      expect(r.status).toBe(200);
      expect(['0', '200']).toContain(r.body.win);
      expected += BigInt(r.body.win) - 100n;
      expect(r.body.balance).toBe(expected.toString());
    }
    expect((await cq9.balance(row!.player_id)).balance).toBe(expected);
    // Another vendor's path with this session is refused.
    expect(
      (await gamesCall(stack.games.url, '/sandbox/PT/api/play', { body: {}, session: s.body.session }))
        .status,
    ).toBe(401);
    expect((await ledgerCheck(stack.platform.t.db)).problems).toEqual([]);
  });

  it('shows a transfer-mode vendor (BG) its sub-wallet and lets it not bet', async () => {
    const { url } = await launch('BG', 'LIVE', 'BG-LIVE-SBX1');
    expect(url.pathname).toBe('/sandbox/BG');
    const s = await gamesCall<{ session: string }>(stack.games.url, '/sandbox/BG/api/session', {
      body: { token: url.searchParams.get('token') },
    });
    expect(s.body).toMatchObject({ status: 'OK', canBet: false, balance: '0' });
    expect(
      await gamesCall(stack.games.url, '/sandbox/BG/api/play', { body: {}, session: s.body.session }),
    ).toMatchObject({
      status: 403,
      body: { code: 'NOT_SEAMLESS' },
    });
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
      body: {},
      session: s.body.session,
    });
    expect(r.body.balance).toBe((100_000n - 100n + BigInt(r.body.win)).toString());
    expect((await gamesCall(stack.games.url, '/sandbox/NOPE', {})).status).toBe(404);
  });

  it('pays 2x on draws 0..47 and nothing on 48..99', () => {
    expect(sandboxPay(0)).toBe(200n);
    expect(sandboxPay(47)).toBe(200n);
    expect(sandboxPay(48)).toBe(0n);
    expect(sandboxPay(99)).toBe(0n);
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
    const r = await playSandboxRound(ctx, { vendor: 'PT', ...p, gameCode: null });
    expect(r.pending).toBe(true);
    drop = false;
    clock += 11_000;
    expect(await settleSandbox(ctx)).toMatchObject({ settled: 1 });
    expect(await settleSandbox(ctx)).toMatchObject({ settled: 0 });
    const pt = ctx.walletFor('PT');
    expect((await pt.balance(p.playerId)).balance).toBe(1000n - 100n + r.win);
  });
});
