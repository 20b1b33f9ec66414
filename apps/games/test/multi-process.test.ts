/**
 * Two games server processes (src/server/main.ts) on one PostgreSQL database, started at the same moment, beside one
 * platform:
 * - the migrations run once: both come up (a games migration run twice would fail: its CREATE TABLEs are not
 *   IF NOT EXISTS), each file recorded once;
 * - a round started on A whose win A cannot deliver (A reaches the platform through a relay that drops every `win`
 *   call, then A stops: while A runs, a due row goes to whichever worker leases it first, so B's turn would be luck)
 *   is settled by B's outbox worker: the round ends `settled`, the platform holds exactly one win transfer for
 *   it, the balance is start - stake + win, and the platform's ledger check is clean;
 * - rounds played on both at once, both reaching the platform, settle once each (no double settlement).
 *
 * Needs DATABASE_URL (fresh databases are created and dropped). Without it it prints that it did not run and is
 * skipped; it never passes without running.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { parseExposition } from '@playdeck/db/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshPostgres, type TempDb } from '../../../scripts/server-harness.mjs';
import { balanceOf, ledgerCheck } from '../../server/src/domain/ledger/index.ts';
import { testVendorSecret } from '../../server/src/test/harness.ts';
import { spawnNode, waitReady, type NodeProcess } from '../../server/src/test/processes.ts';
import { openGamesPostgres, type GamesDb } from '../src/server/db.ts';
import type { GamesDeps } from '../src/server/deps.ts';
import { gamesMigrationFiles } from '../src/server/migrate.ts';
import type { RoundView } from '../src/server/play.ts';
import { fundedPlayer, gamesCall, startPlatform, testSession } from './helpers/games.ts';

const missing = !process.env.DATABASE_URL;
if (missing)
  console.warn('games multi-process test NOT RUN: DATABASE_URL not set (it needs PostgreSQL; CI sets it)');

interface GamesProcess {
  name: string;
  url: string;
  opsUrl: string;
  proc: NodeProcess;
}

let platform: Awaited<ReturnType<typeof startPlatform>>;
let pg: TempDb | undefined;
let gamesDb: GamesDb | undefined;
let relay: Server | undefined;
let a: GamesProcess;
let b: GamesProcess;
/** The relay's URL (A's way to the platform). */
let relayed = '';
/** `win` calls the relay dropped (A's attempts to settle). */
let droppedWins = 0;
/** Whether the relay drops `win` calls now. */
let dropWins = true;

/**
 * A relay in front of the platform that passes every wallet call but `win`, which it answers 503 (the games server
 * retries, then leaves the win in its outbox).
 */
async function dropWinsRelay(target: string): Promise<string> {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (dropWins && req.url?.endsWith('/wallet/win')) {
        droppedWins++;
        res.writeHead(503).end('dropped');
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k.startsWith('x-') || k === 'content-type'),
      ) as Record<string, string>;
      fetch(`${target}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) })
        .then(async (r) =>
          res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()),
        )
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((r) => relay!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
}

async function startGamesProcess(name: string, platformUrl: string): Promise<GamesProcess> {
  const port = await freePort();
  const opsPort = await freePort();
  const proc = spawnNode(
    'apps/games/src/server/main.ts',
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      OPS_PORT: String(opsPort),
      PLATFORM_URL: platformUrl,
      GAMES_DATABASE_URL: pg!.url,
      VENDOR_SECRET_BGS: testVendorSecret('BGS'),
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      LOG_LEVEL: 'info',
    },
    { tsx: true },
  );
  return { name, url: `http://127.0.0.1:${port}`, opsUrl: `http://127.0.0.1:${opsPort}`, proc };
}

/** A counter of `inst`'s /metrics (0 when absent). */
async function metric(inst: GamesProcess, sample: string): Promise<number> {
  return parseExposition(await (await fetch(`${inst.opsUrl}/metrics`)).text()).get(sample) ?? 0;
}

/** The games database as testSession needs it (sessions are written straight into it). */
const sessionDeps = () => ({ db: gamesDb!, config: { vendor: 'BGS' } }) as unknown as GamesDeps;

/** The platform's balance of a vendor test player (minor units). */
const balance = (p: { playerId: string; currency: string }) =>
  balanceOf(platform.t.db, { kind: 'cash', brand: 'deshplay', currency: p.currency, memberId: p.playerId });

/** Win transfers recorded by the platform for `roundId`. */
async function winTransfers(roundId: string): Promise<number> {
  const [row] = await platform.t.db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${`vendor:BGS:${roundId}:win`}`,
  );
  return Number(row!.n);
}

beforeAll(async () => {
  if (missing) return;
  platform = await startPlatform();
  pg = await freshPostgres('pd_games_multi');
  gamesDb = openGamesPostgres(pg.url, 2);
  relayed = await dropWinsRelay(platform.url);
  // Both at once: the migrations race for the advisory lock.
  [a, b] = await Promise.all([startGamesProcess('A', relayed), startGamesProcess('B', platform.url)]);
  await Promise.all([a, b].map((g) => waitReady(g.proc, `${g.url}/readyz`, 240_000)));
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.proc.stop(), b?.proc.stop()]);
  await new Promise<void>((r) => (relay ? relay.close(() => r()) : r()));
  await gamesDb?.close();
  await pg?.drop();
  await platform?.t.close();
});

describe.skipIf(missing)('two games server processes on one PostgreSQL database', () => {
  it('ran each migration once', async () => {
    const rows = await gamesDb!.query<{ name: string }>('SELECT name FROM games_schema_migrations');
    expect(rows.map((r) => r.name).sort()).toEqual(gamesMigrationFiles().map(([n]) => n));
  });

  it('a round started on A whose win A cannot deliver is settled once by B', async () => {
    const before = await metric(b, 'playdeck_games_rounds_closed_total{outcome="settled"}');
    const players = await Promise.all([0, 1, 2].map(() => fundedPlayer(platform.url, '10000')));
    const rounds = await Promise.all(
      players.map(async (p) => {
        const { id } = await testSession(sessionDeps(), p);
        const r = await gamesCall<{ round: RoundView }>(a.url, '/api/play', {
          body: { game: 'bgs-dice', stake: '1000', params: { direction: 'under', target: 50 } },
          session: id,
        });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        // Bet taken, win queued: the round is still open on A's answer.
        expect(r.body.round).toMatchObject({ status: 'open', winPending: true });
        return { p, round: r.body.round };
      }),
    );
    expect(droppedWins).toBeGreaterThanOrEqual(3);
    // A goes away with its wins unsent (its own outbox worker would otherwise race B for every retry).
    await a.proc.stop();
    // B's outbox worker (every second; A's failed attempt pushed the row back by its backoff) delivers the wins.
    const deadline = Date.now() + 30_000;
    let open = rounds.length;
    while (open > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      const rows = await gamesDb!.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rounds WHERE round_id = ANY($1) AND status <> 'settled'`,
        [rounds.map((r) => r.round.roundId)],
      );
      open = Number(rows[0]!.n);
    }
    expect(open, 'rounds left unsettled').toBe(0);
    for (const { p, round } of rounds) {
      expect(await winTransfers(round.roundId), round.roundId).toBe(BigInt(round.win) > 0n ? 1 : 0);
      expect(await balance(p)).toBe(10_000n - 1000n + BigInt(round.win));
    }
    expect(await metric(b, 'playdeck_games_rounds_closed_total{outcome="settled"}')).toBe(before + 3);
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  });

  it('rounds played on both at once settle once each', async () => {
    // Both reach the platform now; their outbox workers run side by side over the same table.
    dropWins = false;
    a = await startGamesProcess('A', relayed);
    await waitReady(a.proc, `${a.url}/readyz`, 240_000);
    const players = await Promise.all([0, 1, 2, 3].map(() => fundedPlayer(platform.url, '20000')));
    const played = await Promise.all(
      players.map(async (p, i) => {
        const { id } = await testSession(sessionDeps(), p);
        const out: RoundView[] = [];
        for (let k = 0; k < 3; k++) {
          const r = await gamesCall<{ round: RoundView }>((i % 2 ? a : b).url, '/api/play', {
            body: { game: 'bgs-dice', stake: '500', params: { direction: 'over', target: 40 } },
            session: id,
          });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          out.push(r.body.round);
        }
        return { p, out };
      }),
    );
    const ids = played.flatMap((x) => x.out.map((r) => r.roundId));
    const deadline = Date.now() + 30_000;
    let rows: Array<{ round_id: string; win: string; status: string }> = [];
    while (Date.now() < deadline) {
      rows = await gamesDb!.query(
        `SELECT round_id, win::text AS win, status FROM rounds WHERE round_id = ANY($1)`,
        [ids],
      );
      if (rows.every((r) => r.status === 'settled')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(rows.filter((r) => r.status !== 'settled')).toEqual([]);
    for (const r of rows) expect(await winTransfers(r.round_id), r.round_id).toBe(BigInt(r.win) > 0n ? 1 : 0);
    for (const { p } of played) {
      const wins = rows
        .filter((r) => played.find((x) => x.p === p)!.out.some((o) => o.roundId === r.round_id))
        .reduce((s, r) => s + BigInt(r.win), 0n);
      expect(await balance(p)).toBe(20_000n - 1500n + wins);
    }
    expect((await ledgerCheck(platform.t.db)).problems).toEqual([]);
  }, 300_000);
});
