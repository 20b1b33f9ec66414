/**
 * The plain-SQL migrator both servers use: the `.sql` files of one folder applied in file-name order, each once, in
 * its own transaction, its name recorded in a migrations table. The same files run on PGlite and PostgreSQL. On
 * PostgreSQL a transaction-scoped advisory lock keeps two instances starting together from racing: the second waits,
 * then finds the file recorded and skips it.
 *
 * Each server keeps its own table and lock id (the platform `schema_migrations` / 724300, the games server
 * `games_schema_migrations` / 724301), so the two can share one PostgreSQL database and a database made before this
 * package existed keeps migrating: the table name is part of every existing database and never changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './client.ts';

/** Where a server's migrations live and how they are recorded. */
export interface MigrationSet {
  /** Folder of the `.sql` files, with a trailing slash. */
  dir: string;
  /** Table recording applied file names (a plain SQL identifier: lower case letters, digits, underscores). */
  table: string;
  /** Key of the PostgreSQL advisory lock held while one file is applied (a bigint, distinct per server). */
  lockId: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The migration files of `dir` (trailing slash), sorted by name: `[name, sql]`. */
export function migrationFiles(dir: string): Array<[string, string]> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => [f, readFileSync(dir + f, 'utf8')]);
}

/**
 * Applies the pending migrations of `set` to `db`.
 * @returns the file names applied by this call (a file another instance applied meanwhile is listed too: it is done)
 * @throws Error on a bad table name or lock id, or the first failing file's database error (that file is rolled back;
 *   the files before it stay applied)
 */
export async function applyMigrations(db: Db, set: MigrationSet): Promise<string[]> {
  const { table, lockId } = set;
  if (!IDENTIFIER.test(table)) throw new Error(`bad migrations table name ${table}`);
  if (!Number.isSafeInteger(lockId)) throw new Error(`bad advisory lock id ${lockId}`);
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both miss the table and one fail on pg_type.
  const tableLock = db.kind === 'pg' ? `SELECT pg_advisory_xact_lock(${lockId});` : '';
  await db.exec(
    `BEGIN; ${tableLock}
     CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     COMMIT;`,
  );
  const applied: string[] = [];
  for (const [name, script] of migrationFiles(set.dir)) {
    const done = await db.query(`SELECT 1 FROM ${table} WHERE name = $1`, [name]);
    if (done.length) continue;
    const quoted = name.replace(/'/g, "''");
    const lock = db.kind === 'pg' ? `SELECT pg_advisory_xact_lock(${lockId});` : '';
    await db
      .exec(
        `BEGIN; ${lock}
       DO $$ BEGIN IF EXISTS (SELECT 1 FROM ${table} WHERE name = '${quoted}') THEN RAISE EXCEPTION 'pd_already_applied'; END IF; END $$;
       ${script}
       ;INSERT INTO ${table} (name) VALUES ('${quoted}'); COMMIT;`,
      )
      .catch((err: unknown) => {
        if (!String((err as Error).message).includes('pd_already_applied')) throw err;
      });
    applied.push(name);
  }
  return applied;
}
