/**
 * The games server against a REAL platform (docs/architecture.md "Games server"): launch token exchange, rounds moving the ledger
 * through the signed wallet protocol, verification of every stored round of a 200-round run, refused bets cancelled,
 * undeliverable wins delivered later from the outbox, idempotent play requests, strict CSP.
 * Platform and games databases: PGlite, or PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { drainOutbox, type RoundView, type VerifyView } from '../src/server/play.ts';
import {
  fundedPlayer,
  gamesCall,
  lobbyLaunch,
  pageScripts,
  startGames,
  startPlatform,
  testSession,
  type GamesTestServer,
  fundMain,
} from './helpers/games.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let games: GamesTestServer;
/** Fault switch for the games server's outgoing wallet calls. */
let fault: ((url: string) => 'drop-before' | 'drop-after' | undefined) | undefined;

beforeAll(async () => {
  platform = await startPlatform();
  games = await startGames({
    platformUrl: platform.url,
    config: {
      walletOptions: {
        backoffMs: 10,
        attempts: 3,
        timeoutMs: 3000,
        intercept: async (url, send) => {
          const what = fault?.(url);
          if (what === 'drop-before') throw new TypeError('injected: request dropped');
          const reply = await send();
          if (what === 'drop-after') throw new TypeError('injected: answer dropped');
          return reply;
        },
      },
    },
  });
  process.env.GAMES_URL = games.url;
}, 120_000);
afterAll(async () => {
  delete process.env.GAMES_URL;
  await games?.close();
  await platform?.t.close();
});

const balanceOf = async (playerId: string) => BigInt((await games.deps.wallet.balance(playerId)).balance);

describe('launch through the platform', () => {
  it('a BGS launch opens the games server with a one-time token; the page exchanges it and plays', async () => {
    const { t } = platform;
    const launch = await lobbyLaunch(t, {
      vassalage: 'BGS',
      gameType: 'BGS',
      gameCode: 'BGS-BGS-0003',
      names: { en: 'Lucky Lines' },
    });
    expect(launch.status).toBe(200);
    const url = launch.url!;
    expect(url.origin + url.pathname).toBe(`${games.url}/play`);
    expect(url.searchParams.get('gameCode')).toBe('BGS-BGS-0003');
    const token = url.searchParams.get('token')!;

    const page = await fetch(`${games.url}/play${url.search}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    const html = await page.text();
    expect(html).toContain('data-game="bgs-slot"');
    expect(pageScripts(html).blocks['pd-i18n']).toMatchObject({ lang: 'en' });

    const opened = await gamesCall<{
      session: string;
      playerId: string;
      currency: string;
      balance: string;
      game: string;
    }>(games.url, '/api/session', { body: { token } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ balance: '0', game: 'bgs-slot', currency: 'BDT' });
    // One-time: the same token again is refused.
    expect((await gamesCall(games.url, '/api/session', { body: { token } })).status).toBe(401);

    await fundMain(t, opened.body.playerId, 50_000n, 'games');
    let stakes = 0n;
    let wins = 0n;
    for (let i = 0; i < 5; i++) {
      const r = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
        body: { stake: '1000' },
        session: opened.body.session,
      });
      expect(r.status).toBe(200);
      expect(r.body.round).toMatchObject({ status: 'settled', game: 'bgs-slot', gameCode: 'BGS-BGS-0003' });
      stakes += 1000n;
      wins += BigInt(r.body.round.win);
      expect(r.body.round.balance).toBe((50_000n - stakes + wins).toString());
    }
    expect(await balanceOf(opened.body.playerId)).toBe(50_000n - stakes + wins);
    // The platform's betting record sees the rounds under the catalogue game.
    const rec = await t.req('GET', '/wps/relay/GCSGAME_bettingRecord?pageNo=1&pageSize=20', {
      token: launch.member.token,
    });
    expect(JSON.stringify(rec.body)).toContain('BGS-BGS-0003');
  });
});

describe('rounds', () => {
  it('200 rounds of the three games move the ledger exactly and every stored round verifies', async () => {
    const p = await fundedPlayer(platform.url, '10000000');
    const { id } = await testSession(games.deps, p);
    const seed = await gamesCall(games.url, '/api/fair/client-seed', {
      body: { clientSeed: 'my-seed.1' },
      session: id,
    });
    expect(seed.status).toBe(200);
    const rounds: RoundView[] = [];
    for (let i = 0; i < 200; i++) {
      const game = (['bgs-slot', 'bgs-dice', 'bgs-baccarat'] as const)[i % 3];
      const params =
        game === 'bgs-dice'
          ? { direction: i % 2 ? 'over' : 'under', target: 10 + (i % 80) }
          : game === 'bgs-baccarat'
            ? { bet: (['player', 'banker', 'tie'] as const)[i % 3] }
            : undefined;
      const r = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
        body: { game, stake: String(200 + 20 * (i % 7)), params },
        session: id,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      rounds.push(r.body.round);
    }
    expect(rounds.map((r) => r.fair.nonce)).toEqual([...Array(200).keys()]);
    expect(new Set(rounds.map((r) => r.fair.clientSeed))).toEqual(new Set(['my-seed.1']));
    const stakes = rounds.reduce((a, r) => a + BigInt(r.stake), 0n);
    const wins = rounds.reduce((a, r) => a + BigInt(r.win), 0n);
    expect(wins > 0n).toBe(true);
    expect(await balanceOf(p.playerId)).toBe(10_000_000n - stakes + wins);

    // Before rotation the seed is secret: the verify page cannot recompute yet.
    const early = await gamesCall<VerifyView>(games.url, `/api/rounds/${rounds[0]!.roundId}/verify`);
    expect(early.body).toMatchObject({ revealed: false, serverSeed: null, verified: false });
    const rotated = await gamesCall<{
      revealed: { serverSeed: string; serverSeedHash: string; roundsPlayed: number };
    }>(games.url, '/api/fair/rotate', { body: {}, session: id });
    expect(rotated.body.revealed.roundsPlayed).toBe(200);
    expect(rotated.body.revealed.serverSeedHash).toBe(rounds[0]!.fair.serverSeedHash);
    for (const r of rounds) {
      const v = await gamesCall<VerifyView>(games.url, `/api/rounds/${r.roundId}/verify`);
      expect(v.status).toBe(200);
      expect(v.body).toMatchObject({
        revealed: true,
        hashMatches: true,
        outcomeMatches: true,
        verified: true,
      });
      expect(v.body.recomputed!.win).toBe(r.win);
      expect(v.body.serverSeed).toBe(rotated.body.revealed.serverSeed);
    }
    const page = await fetch(`${games.url}/verify/${rounds[0]!.roundId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/assets/verify.js');
    expect(
      (await gamesCall(games.url, '/api/rounds/bgs-00000000-0000-0000-0000-000000000000/verify')).status,
    ).toBe(404);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  }, 180_000);

  it('reveals a round still in play from its verify page by rotating the seed pair', async () => {
    const p = await fundedPlayer(platform.url);
    const { id } = await testSession(games.deps, p);
    const r = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
      body: { game: 'bgs-dice', stake: '500', params: { direction: 'under', target: 50 } },
      session: id,
    });
    const v = await gamesCall<VerifyView>(games.url, `/api/rounds/${r.body.round.roundId}/reveal`, {
      method: 'POST',
    });
    expect(v.body).toMatchObject({ revealed: true, verified: true });
    const fair = await gamesCall<{ nonce: number; serverSeedHash: string }>(games.url, '/api/fair', {
      session: id,
    });
    expect(fair.body.nonce).toBe(0);
    expect(fair.body.serverSeedHash).not.toBe(r.body.round.fair.serverSeedHash);
  });

  it('a slot round feeds the jackpot; a hit adds the pool to the single win and still verifies', async () => {
    const p = await fundedPlayer(platform.url, '1000000');
    const { id } = await testSession(games.deps, p);
    const play = () =>
      gamesCall<{ round: RoundView }>(games.url, '/api/play', {
        body: { game: 'bgs-slot', stake: '10000' },
        session: id,
      });
    process.env.JACKPOT_TRIGGER_DIVISOR = String(2 ** 32); // a hit needs a draw below 10000 of 2^32: never here
    let fed: Awaited<ReturnType<typeof play>>;
    try {
      fed = await play();
    } finally {
      delete process.env.JACKPOT_TRIGGER_DIVISOR;
    }
    expect(fed.body.round.jackpot).toMatchObject({ hit: false, award: '0' });
    process.env.JACKPOT_TRIGGER_DIVISOR = '1'; // every draw (0) is below the stake: a certain hit
    let hit: RoundView;
    try {
      hit = (await play()).body.round;
    } finally {
      delete process.env.JACKPOT_TRIGGER_DIVISOR;
    }
    expect(hit.jackpot!.hit).toBe(true);
    const award = BigInt(hit.jackpot!.award);
    expect(award).toBeGreaterThan(0n);
    const v = await gamesCall<VerifyView>(games.url, `/api/rounds/${hit.roundId}/reveal`, { method: 'POST' });
    expect(v.body).toMatchObject({ revealed: true, verified: true });
    expect(BigInt(v.body.recomputed!.win) + award).toBe(BigInt(hit.win));
    const stakes = 20_000n;
    expect(await balanceOf(p.playerId)).toBe(
      1_000_000n - stakes + BigInt(fed.body.round.win) + BigInt(hit.win),
    );
  });

  it('refuses bad bets before any money moves', async () => {
    const p = await fundedPlayer(platform.url);
    const { id } = await testSession(games.deps, p);
    for (const [body, code] of [
      [{ game: 'bgs-slot', stake: '105' }, 'BAD_SLOT_STAKE'],
      [{ game: 'bgs-dice', stake: '100', params: { direction: 'under', target: 99 } }, 'BAD_DICE_BET'],
      [{ game: 'bgs-baccarat', stake: '100', params: { bet: 'dragon' } }, 'BAD_BACCARAT_BET'],
      [{ game: 'bgs-slot', stake: '1.5' }, 'BAD_STAKE'],
      [{ game: 'poker', stake: '100' }, 'BAD_GAME'],
    ] as const) {
      const r = await gamesCall<{ code: string }>(games.url, '/api/play', { body, session: id });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe(code);
    }
    expect((await gamesCall(games.url, '/api/play', { body: { stake: '100' } })).status).toBe(401);
    expect(await balanceOf(p.playerId)).toBe(100_000n);
  });

  it('a bet refused for funds cancels the round (rolled back) and leaves the balance', async () => {
    const p = await fundedPlayer(platform.url, '300');
    const { id } = await testSession(games.deps, p);
    const r = await gamesCall<{ code: string; round: RoundView }>(games.url, '/api/play', {
      body: { game: 'bgs-slot', stake: '400' },
      session: id,
    });
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(r.body.round.status).toBe('cancelled');
    expect(await balanceOf(p.playerId)).toBe(300n);
  });

  it('a play request repeated with its requestId answers the same round, charged once', async () => {
    const p = await fundedPlayer(platform.url);
    const { id } = await testSession(games.deps, p);
    const body = {
      game: 'bgs-dice',
      stake: '1000',
      params: { direction: 'over', target: 50 },
      requestId: 'click-1',
    };
    const [a, b] = await Promise.all([
      gamesCall<{ round: RoundView }>(games.url, '/api/play', { body, session: id }),
      gamesCall<{ round: RoundView }>(games.url, '/api/play', { body, session: id }),
    ]);
    const c = await gamesCall<{ round: RoundView }>(games.url, '/api/play', { body, session: id });
    expect(a.body.round.roundId).toBe(b.body.round.roundId);
    expect(c.body.round.roundId).toBe(a.body.round.roundId);
    expect(await balanceOf(p.playerId)).toBe(100_000n - 1000n + BigInt(c.body.round.win));
  });

  it('retries through dropped answers; a win that cannot be delivered is delivered later from the outbox', async () => {
    const p = await fundedPlayer(platform.url);
    const { id } = await testSession(games.deps, p);
    // The bet's first answer is lost after the platform processed it: the retry gets the stored answer.
    let dropped = 0;
    fault = (u) => (u.endsWith('/bet') && dropped++ === 0 ? 'drop-after' : undefined);
    const r1 = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
      body: { game: 'bgs-baccarat', stake: '1000', params: { bet: 'banker' } },
      session: id,
    });
    expect(r1.body.round.status).toBe('settled');
    expect(await balanceOf(p.playerId)).toBe(100_000n - 1000n + BigInt(r1.body.round.win));
    // Every win call is dropped: the round stays open with the win pending, the stake taken.
    fault = (u) => (u.endsWith('/win') ? 'drop-before' : undefined);
    const r2 = await gamesCall<{ round: RoundView }>(games.url, '/api/play', {
      body: { game: 'bgs-dice', stake: '1000', params: { direction: 'under', target: 98 } },
      session: id,
    });
    expect(r2.status).toBe(200);
    expect(r2.body.round).toMatchObject({ status: 'open', winPending: true });
    expect((await drainOutbox(games.deps)).pending).toBeGreaterThan(0); // not yet due or still failing
    fault = undefined;
    await games.deps.db.query(
      `UPDATE wallet_outbox SET next_at = now() - interval '1 minute' WHERE done_at IS NULL`,
    );
    expect(await drainOutbox(games.deps)).toMatchObject({ pending: 0 });
    const v = await gamesCall<VerifyView>(games.url, `/api/rounds/${r2.body.round.roundId}/verify`);
    expect(v.body.round.status).toBe('settled');
    expect(await balanceOf(p.playerId)).toBe(
      100_000n - 2000n + BigInt(r1.body.round.win) + BigInt(r2.body.round.win),
    );
    // A bet whose every try is lost: the round is cancelled by a rollback and the stake comes back.
    fault = (u) => (u.endsWith('/bet') ? 'drop-after' : undefined);
    const before = await balanceOf(p.playerId);
    const r3 = await gamesCall<{ code: string; round: RoundView }>(games.url, '/api/play', {
      body: { game: 'bgs-slot', stake: '1000' },
      session: id,
    });
    fault = undefined;
    expect(r3.status).toBe(503);
    expect(r3.body.round.status).toBe('cancelled');
    expect(await balanceOf(p.playerId)).toBe(before);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  });
});

describe('outbox worker', () => {
  it('with background jobs on, a win that failed on the spot reaches the platform by itself', async () => {
    let failWins = true;
    const g = await startGames({
      platformUrl: platform.url,
      config: {
        backgroundJobs: true,
        walletOptions: {
          attempts: 2,
          backoffMs: 10,
          intercept: async (url, send) => {
            if (failWins && url.endsWith('/win')) throw new TypeError('injected: request dropped');
            return send();
          },
        },
      },
    });
    try {
      const p = await fundedPlayer(platform.url);
      const { id } = await testSession(g.deps, p);
      const r = await gamesCall<{ round: RoundView }>(g.url, '/api/play', {
        body: { game: 'bgs-baccarat', stake: '1000', params: { bet: 'banker' } },
        session: id,
      });
      expect(r.body.round).toMatchObject({ status: 'open', winPending: true });
      failWins = false;
      let status = 'open';
      for (let i = 0; i < 100 && status === 'open'; i++) {
        await new Promise((ok) => setTimeout(ok, 200));
        status = (await gamesCall<VerifyView>(g.url, `/api/rounds/${r.body.round.roundId}/verify`)).body.round
          .status;
      }
      expect(status).toBe('settled');
      expect(await balanceOf(p.playerId)).toBe(100_000n - 1000n + BigInt(r.body.round.win));
    } finally {
      await g.close();
    }
  });
});
