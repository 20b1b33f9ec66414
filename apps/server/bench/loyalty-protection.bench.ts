/**
 * What loyalty and player protection cost the seamless wallet's hot path (docs/architecture.md "Targets"; points
 * accrual D24, protection D26): bet+win pairs per second through the signed vendor wallet protocol over HTTP on real
 * PostgreSQL, one platform server, three settings measured in turns on the same server and database, so each ratio
 * compares like with like:
 * - **accrual off**: the points queue trigger on `vendor_rounds` dropped (no accrual row is written when a round
 *   settles); players without protection limits. The baseline.
 * - **accrual on**: the trigger back (as migrations make it); players without limits. Target: >= 0.9 of accrual off.
 * - **limits on**: accrual on, and every player with a wager and a loss limit in each window (24 h, 7 d, 30 d), set
 *   high enough never to refuse: each bet then sums the member's hourly activity rollup and records its stake, each
 *   win its result, under the member's lock. Target: >= 0.9 of accrual on (limits off). The protection row is read by
 *   primary key on every bet in all three settings (a player without a row reads nothing): that read is in the
 *   baseline too.
 * Each setting runs ROUNDS times (default 2) for DURATION seconds, alternating (off, on, limits, off, on, limits...),
 * and its best run is reported (a shared 2-core host slows runs at random; the best is the least disturbed). No
 * assertions. Setup and client as games-wallet.bench.ts (PLAYDECK_TEST_HOOKS funded test players, the games server's
 * WalletClient as vendor BGS).
 *
 * Run: npx tsx apps/server/bench/loyalty-protection.bench.ts   (env DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; DURATION seconds, default 6; ROUNDS default 2; CLIENTS default 16;
 * PLAYERS default 300)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WalletClient } from '../../games/src/wallet-client.ts';
import { fundedVendorPlayers } from './vendorPlayers.ts';
import { pgAdmin, startServer, type StartedServer } from '../../../scripts/server-harness.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const adminUrl = (process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres');
const duration = Number(process.env.DURATION ?? 6);
const rounds = Number(process.env.ROUNDS ?? 2);
const clients = Number(process.env.CLIENTS ?? 16);
const players = Number(process.env.PLAYERS ?? 300);
const SECRET = randomBytes(32).toString('base64url');

/** The accrual trigger of migration 1000_points.sql, as it creates it. */
const CREATE_TRIGGER = `CREATE TRIGGER vendor_rounds_points AFTER UPDATE OF status, bet_total ON vendor_rounds
  FOR EACH ROW
  WHEN (NEW.currency <> 'TRIAL' AND (OLD.status = 'settled' OR NEW.status = 'settled')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.bet_total IS DISTINCT FROM NEW.bet_total))
  EXECUTE FUNCTION points_round_queued()`;
const DROP_TRIGGER = 'DROP TRIGGER IF EXISTS vendor_rounds_points ON vendor_rounds';
/** Limits far above what a run stakes (minor units): they count, never refuse. */
const HIGH = '1000000000000';
const LIMITS = JSON.stringify(
  Object.fromEntries(['wager', 'loss'].flatMap((k) => ['24h', '7d', '30d'].map((p) => [`${k}:${p}`, HIGH]))),
);

try {
  await pgAdmin('SELECT 1', adminUrl);
} catch (e) {
  console.log(`loyalty/protection bench: no PostgreSQL at ${adminUrl} (${(e as Error).message}); skipped`);
  process.exit(0);
}

const logDir = join(root, '.cache/bench');
mkdirSync(logDir, { recursive: true });
let server: StartedServer | undefined;
try {
  server = await startServer({
    name: 'bench-loyalty-protection',
    log: join(logDir, 'loyalty-protection-platform.log'),
    dbPrefix: 'pd_bench_lp',
    games: false,
    env: {
      PLAYDECK_TEST_HOOKS: '1',
      NODE_ENV: 'test',
      VENDOR_SECRET_BGS: SECRET,
      LOG_LEVEL: 'warn',
    },
  });
  const url = server.url;
  const dbUrl = server.db!.url;
  const ids = await fundedVendorPlayers(url, players);
  const currency = (await new WalletClient({ baseUrl: url, secret: SECRET }).balance(ids[0]!)).currency;
  const wallet = new WalletClient({ baseUrl: url, secret: SECRET, attempts: 1, timeoutMs: 10_000 });

  /** Bet+win pairs per second over `seconds` with `clients` loops; failed pairs counted apart. */
  const run = async (seconds: number) => {
    let pairs = 0;
    let failed = 0;
    const prefix = randomBytes(4).toString('hex');
    let n = 0;
    const end = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < end) {
        const playerId = ids[Math.floor(Math.random() * ids.length)]!;
        const roundId = `lp-${prefix}-${n++}`;
        const base = { playerId, currency, roundId, gameCode: 'bgs-slot' };
        try {
          await wallet.bet({ ...base, transactionId: `${roundId}:bet`, amount: 100n });
          await wallet.win({
            ...base,
            transactionId: `${roundId}:win`,
            amount: Math.random() < 0.45 ? 200n : 0n,
          });
          pairs++;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, loop));
    return { rate: pairs / seconds, failed };
  };

  const settings = {
    'accrual off': async () => {
      await pgAdmin(DROP_TRIGGER, dbUrl);
      await pgAdmin('DELETE FROM member_protection', dbUrl);
    },
    'accrual on': async () => {
      await pgAdmin(`${DROP_TRIGGER}; ${CREATE_TRIGGER}`, dbUrl);
      await pgAdmin('DELETE FROM member_protection', dbUrl);
    },
    'limits on': async () => {
      await pgAdmin(`${DROP_TRIGGER}; ${CREATE_TRIGGER}`, dbUrl);
      await pgAdmin(
        `INSERT INTO member_protection (member_id, brand, limits, updated_at)
         SELECT id, brand, '${LIMITS}'::jsonb, now() FROM members
         ON CONFLICT (member_id) DO UPDATE SET limits = EXCLUDED.limits`,
        dbUrl,
      );
    },
  } as const;
  type Setting = keyof typeof settings;
  const best: Record<Setting, number> = { 'accrual off': 0, 'accrual on': 0, 'limits on': 0 };
  let failures = 0;

  console.log(
    `loyalty/protection bench: platform ${url} on PostgreSQL ${adminUrl.replace(/\/\/[^@]*@/, '//')}, ${clients}` +
      ` clients, ${players} players, ${rounds} x ${duration} s per setting, alternating; NOISY on a shared machine`,
  );
  await run(2); // warm-up: connections, prepared statements, JIT
  for (let i = 0; i < rounds; i++) {
    for (const name of Object.keys(settings) as Setting[]) {
      await settings[name]();
      const r = await run(duration);
      failures += r.failed;
      best[name] = Math.max(best[name], r.rate);
      console.log(
        `  ${name.padEnd(12)} run ${i + 1}: ${r.rate.toFixed(0)} pairs/s${r.failed ? `, ${r.failed} failed` : ''}`,
      );
    }
  }
  const accrual = best['accrual on'] / best['accrual off'];
  const limits = best['limits on'] / best['accrual on'];
  console.log(
    `points accrual: ${best['accrual on'].toFixed(0)} pairs/s on vs ${best['accrual off'].toFixed(0)} off | ratio` +
      ` ${accrual.toFixed(2)} (target >= 0.9: ${accrual >= 0.9 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `protection limits: ${best['limits on'].toFixed(0)} pairs/s with wager and loss limits vs` +
      ` ${best['accrual on'].toFixed(0)} without | ratio ${limits.toFixed(2)} (target >= 0.9: ${limits >= 0.9 ? 'met' : 'NOT met'})` +
      `${failures ? ` | ${failures} pairs failed` : ''}`,
  );
} finally {
  await server?.stop();
}
