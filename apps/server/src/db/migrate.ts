/**
 * Applies the plain SQL migrations in apps/server/migrations/ in file-name order, each once, recorded in
 * `schema_migrations`. The same files run on PGlite and PostgreSQL. On PostgreSQL an advisory lock keeps two
 * instances starting together from racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The migration files, sorted: `[name, sql]`. */
export function migrationFiles(): Array<[string, string]> {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => [f, readFileSync(migrationsDir + f, 'utf8')]);
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const [name, script] of migrationFiles()) {
    const done = await db.query(sql`SELECT 1 FROM schema_migrations WHERE name = ${name}`);
    if (done.length) continue;
    const quoted = name.replace(/'/g, "''");
    const lock = db.kind === 'pg' ? 'SELECT pg_advisory_xact_lock(724300);' : '';
    await db
      .exec(
        `BEGIN; ${lock}
       DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN RAISE EXCEPTION 'pd_already_applied'; END IF; END $$;
       ${script}
       ;INSERT INTO schema_migrations (name) VALUES ('${quoted}'); COMMIT;`,
      )
      .catch((err: unknown) => {
        if (!String((err as Error).message).includes('pd_already_applied')) throw err;
      });
    applied.push(name);
  }
  return applied;
}
