/**
 * Ledger benchmark (docs/architecture.md "Targets"): `transfer()` throughput and p99 latency on real PostgreSQL at 16 and 64
 * concurrent clients, beside `pgbench -N` (TPC-B without the branch/teller updates) at the same client count, measured
 * in the same run on scratch databases created here and dropped afterwards. Prints transfers/s, p99 (ms) and the ratio
 * to pgbench TPS; no assertions. Target: ratio >= 0.5 and p99 <= 50 ms.
 *
 * Workload: 2,000 members funded up front; each operation is either a deposit (clearing -> member cash: one hot row) or
 * a wallet transfer (member cash -> vendor sub-wallet: two hot rows locked in id order), with random idempotency keys.
 * Each client is an async loop over a pool of as many connections as clients (as pgbench opens one per client).
 *
 * Run: npx tsx apps/server/bench/ledger.bench.ts   (env DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * DURATION seconds per measurement, default 8; PGBENCH path, default as in bench/pgbench.ts)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { openPostgres, type Db } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { transfer, type AccountRef } from '../src/domain/ledger/index.ts';
import { ledgerCheck } from '../src/domain/ledger/check.ts';
import { freshPostgres, pgAdmin, type TempDb } from '../../../scripts/server-harness.mjs';
import { pgbenchDb, pgbenchPath } from './pgbench.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.DURATION ?? 8);
const CLIENT_COUNTS = [16, 64];
const MEMBERS = 2_000;

try {
  await pgAdmin('SELECT 1', adminUrl);
} catch (e) {
  console.log(`ledger bench: no PostgreSQL at ${adminUrl} (${(e as Error).message}); skipped`);
  process.exit(0);
}
if (!existsSync(pgbenchPath)) {
  console.log(`ledger bench: ${pgbenchPath} not found; skipped`);
  process.exit(0);
}

async function ledgerRun(db: Db, clients: number, members: string[]) {
  const cash = (id: string): AccountRef => ({
    kind: 'cash',
    brand: 'deshplay',
    currency: 'BDT',
    memberId: id,
  });
  const deposits: AccountRef = { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' };
  const latencies: number[] = [];
  let refused = 0;
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  const end = performance.now() + duration * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const m = members[Math.floor(Math.random() * members.length)]!;
      const deposit = Math.random() < 0.5;
      const t0 = performance.now();
      try {
        await transfer(db, {
          debit: deposit ? deposits : cash(m),
          credit: deposit ? cash(m) : { ...cash(m), kind: 'vendor', vendor: 'AG' },
          amountMinor: BigInt(1 + Math.floor(Math.random() * 100)),
          kind: deposit ? 'deposit' : 'wallet.transfer',
          idempotencyKey: `bench:${prefix}:${n++}`,
        });
      } catch {
        refused++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!;
  return { tps: latencies.length / duration, p99, refused, ops: latencies.length };
}

let ledgerDb: TempDb | undefined;
let bench: Awaited<ReturnType<typeof pgbenchDb>> | undefined;
try {
  ledgerDb = await freshPostgres('pd_bench_ledger', adminUrl);
  bench = await pgbenchDb('pd_bench_pgbench', adminUrl);

  const setup = openPostgres(ledgerDb.url, 4);
  await migrate(setup);
  const members = (
    await setup.query<{ id: string }>(
      (await import('drizzle-orm')).sql`
        INSERT INTO members (brand, username, username_key, password_hash)
        SELECT 'deshplay', 'b' || g, 'b' || g, 'x' FROM generate_series(1, ${MEMBERS}) g RETURNING id::text AS id`,
    )
  ).map((r) => r.id);
  // Fund every member (and open the accounts) so wallet transfers rarely find an empty wallet.
  for (const id of members)
    await transfer(setup, {
      debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
      credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: id },
      amountMinor: 1_000_000n,
      kind: 'deposit',
      idempotencyKey: `bench:fund:${id}`,
    });
  await setup.close();

  console.log(
    `ledger bench: PostgreSQL ${adminUrl.replace(/\/\/[^@]*@/, '//')}, ${duration} s per measurement`,
  );
  for (const clients of CLIENT_COUNTS) {
    const base = bench.tps(clients, duration);
    const db = openPostgres(ledgerDb.url, clients);
    await ledgerRun(db, clients, members.slice(0, 50)); // warm-up: prepared statements and the account cache
    const r = await ledgerRun(db, clients, members);
    await db.close();
    const ratio = r.tps / base;
    console.log(
      `ledger transfers ${clients} clients: ${r.tps.toFixed(0)} transfers/s, p99 ${r.p99.toFixed(1)} ms` +
        ` | pgbench -N ${base.toFixed(0)} TPS | ratio ${ratio.toFixed(2)} (target >= 0.5)` +
        ` | p99 target <= 50 ms${r.refused ? ` | ${r.refused} refused` : ''}`,
    );
  }
  const check = openPostgres(ledgerDb.url, 2);
  const report = await ledgerCheck(check);
  await check.close();
  console.log(
    `ledger bench: ledger:check ${report.ok ? 'clean' : report.problems.join('; ')} (${report.transfers} transfers)`,
  );
} finally {
  await ledgerDb?.drop();
  await bench?.db.drop();
}
