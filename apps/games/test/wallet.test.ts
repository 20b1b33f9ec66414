/**
 * Rounds through the signed wallet protocol against the real platform server (docs/architecture.md "Games server": the games server
 * talks to the platform only over HTTP; docs/vendor-protocol.md). The app listens on a free port on a fresh database (PGlite, or
 * PostgreSQL when DATABASE_URL is set); players come from the vendor test hook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { createTestApp, testVendorSecret, type TestApp } from '../../server/src/test/harness.ts';
import { FairSession } from '../src/fair.ts';
import { playRound, type RoundRecord } from '../src/round.ts';
import { verifyRound } from '../src/verify.ts';
import { WalletClient, WalletError, type WalletClientOptions } from '../src/wallet-client.ts';

process.env.PLAYDECK_TEST_HOOKS = '1';
/** BGS's secret on the test platform (random per test process; no public secret, docs/decisions.md D15). */
const SECRET = testVendorSecret('BGS');

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function fundedPlayer(balance: string) {
  const res = await fetch(`${url}/__test/vendor/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ balance }),
  });
  const body = (await res.json()) as { value: { playerId: string; currency: string } };
  return body.value;
}

describe('in-house rounds through the wallet protocol', () => {
  it('plays 20 dice rounds: balance = start - stakes + wins, every round verifies, ledger clean', async () => {
    const client = new WalletClient({ baseUrl: url, secret: SECRET });
    const { playerId, currency } = await fundedPlayer('100000');
    const start = await client.balance(playerId);
    expect(start).toEqual({ currency, balance: 100_000n });
    const session = new FairSession('player-chosen');
    const rounds: RoundRecord[] = [];
    for (let i = 0; i < 20; i++) {
      const params = { direction: i % 2 ? 'over' : 'under', target: 20 + i * 3 } as const;
      rounds.push(
        await playRound(client, session, {
          playerId,
          currency,
          game: 'bgs-dice',
          stake: 500n + BigInt(i) * 37n,
          params,
        }),
      );
    }
    const stakes = rounds.reduce((a, r) => a + r.stake, 0n);
    const wins = rounds.reduce((a, r) => a + r.win, 0n);
    expect(rounds.some((r) => r.win > 0n) && rounds.some((r) => r.win === 0n)).toBe(true);
    const end = await client.balance(playerId);
    expect(end.balance).toBe(100_000n - stakes + wins);
    expect(rounds.at(-1)!.balance).toBe(end.balance);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);

    const { revealed } = session.rotate();
    rounds.forEach((r, i) => {
      const v = verifyRound({
        game: 'bgs-dice',
        serverSeed: revealed.serverSeed,
        serverSeedHash: r.fair.serverSeedHash,
        clientSeed: r.fair.clientSeed,
        nonce: r.fair.nonce,
        stake: r.stake,
        params: { direction: i % 2 ? 'over' : 'under', target: 20 + i * 3 },
      });
      expect(v.hashMatches).toBe(true);
      expect(v.win).toBe(r.win);
      expect(v.outcome).toEqual(r.outcome);
    });
  });

  it('retries a bet and a win whose answers were lost with the same transaction id: each moves money once', async () => {
    let drops = 0;
    const lossy: WalletClientOptions['intercept'] = async (target, send) => {
      const reply = await send();
      const op = target.split('/').pop();
      if ((op === 'bet' || op === 'win') && drops < 2 && (op === 'bet' ? drops === 0 : drops === 1)) {
        drops++;
        throw new TypeError('answer dropped after the platform processed it');
      }
      return reply;
    };
    const client = new WalletClient({ baseUrl: url, secret: SECRET, intercept: lossy, backoffMs: 5 });
    const { playerId, currency } = await fundedPlayer('10000');
    const session = new FairSession();
    const r = await playRound(client, session, { playerId, currency, game: 'bgs-slot', stake: 200n });
    expect(drops).toBe(2);
    expect((await client.balance(playerId)).balance).toBe(10_000n - 200n + r.win);
    expect(r.balance).toBe(10_000n - 200n + r.win);
    expect((await ledgerCheck(t.db)).problems).toEqual([]);
  });

  it('surfaces final refusals without retrying or using a nonce', async () => {
    const client = new WalletClient({ baseUrl: url, secret: SECRET });
    const { playerId, currency } = await fundedPlayer('100');
    const session = new FairSession();
    const err = await playRound(client, session, {
      playerId,
      currency,
      game: 'bgs-dice',
      stake: 101n,
      params: { direction: 'under', target: 50 },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WalletError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS', httpStatus: 402, balance: 100n });
    expect(session.current.nonce).toBe(0);

    const wrong = new WalletClient({ baseUrl: url, secret: 'not-the-secret' });
    await expect(wrong.balance(playerId)).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    await expect(
      playRound(client, session, { playerId, currency, game: 'bgs-slot', stake: 30n }),
    ).rejects.toMatchObject({ code: 'BAD_SLOT_STAKE' });
    expect((await client.balance(playerId)).balance).toBe(100n);
  });
});

describe('wallet client timeouts', () => {
  it('gives up on a platform that accepts the call but never answers: NETWORK_ERROR after each attempt times out', async () => {
    const { createServer } = await import('node:http');
    let seen = 0;
    // Reads the request, never answers (a hung platform).
    const hung = createServer(() => void seen++);
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
    const port = (hung.address() as { port: number }).port;
    try {
      const client = new WalletClient({
        baseUrl: `http://127.0.0.1:${port}`,
        secret: SECRET,
        attempts: 2,
        timeoutMs: 300,
        backoffMs: 1,
      });
      const started = performance.now();
      await expect(client.balance('1')).rejects.toMatchObject({ code: 'NETWORK_ERROR', httpStatus: 0 });
      const took = performance.now() - started;
      expect(seen).toBe(2);
      // Each attempt waited for its timeout (not failed at once), and the client did not wait much longer.
      expect(took).toBeGreaterThanOrEqual(2 * 300 - 20);
      expect(took).toBeLessThan(5000);
    } finally {
      hung.closeAllConnections();
      await new Promise((r) => hung.close(r));
    }
  });
});
