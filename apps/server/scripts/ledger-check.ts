/**
 * `npm run ledger:check`: verifies the ledger invariants (src/domain/ledger/check.ts) on the server's database and prints a
 * report; exit 0 when clean, 1 with one line per problem (account, owner, expected and found), 2 when the database
 * cannot be opened.
 *
 * Database: `DATABASE_URL` (PostgreSQL), else PGlite under `DATA_DIR` (default ./data, as the server). PGlite is
 * single-process: stop the server before checking its data directory. Read-only: it never migrates or writes; a
 * database without the ledger tables (migration 0400 not applied) is reported as an error (exit 2).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, openPostgres, type Db } from '../src/infra/db/client.ts';
import { sql } from 'drizzle-orm';
import { ledgerCheck } from '../src/domain/ledger/check.ts';

async function open(): Promise<Db> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, 2);
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
  // Read-only: never create a data directory (PGlite would initialise an empty database in it).
  const dir = join(dataDir, 'pglite');
  if (!existsSync(dir)) throw new Error(`no database at ${dir} (set DATA_DIR, or DATABASE_URL)`);
  return openPglite(dir);
}

let db: Db;
try {
  db = await open();
  const [t] = await db.query<{ t: string | null }>(sql`SELECT to_regclass('ledger_transfers')::text AS t`);
  if (!t?.t) throw new Error('no ledger tables (start the server once, or run its migrations)');
} catch (e) {
  console.error(`ledger:check: cannot open the database: ${(e as Error).message}`);
  process.exit(2);
}
try {
  const report = await ledgerCheck(db);
  if (report.ok) {
    console.log(`ledger:check: clean (${report.accounts} accounts, ${report.transfers} transfers)`);
  } else {
    for (const p of report.problems) console.error(`ledger:check: ${p}`);
    console.error(
      `ledger:check: ${report.problems.length} problem(s) in ${report.accounts} accounts, ${report.transfers} transfers`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
