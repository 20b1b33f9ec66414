/**
 * Applies the games server's plain SQL migrations (apps/games/migrations/*.sql) in file-name order, each once,
 * recorded in `games_schema_migrations`; on PostgreSQL an advisory lock keeps two instances from racing. Number
 * ranges: 0001-0499 core (seeds, rounds, outbox, sessions), 0500-0899 lottery,
 * jackpot and sandbox games, 0900+ free.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GamesDb } from './db.ts';

export const gamesMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The migration files, sorted: `[name, sql]`. */
export function gamesMigrationFiles(dir = gamesMigrationsDir): Array<[string, string]> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => [f, readFileSync(dir + f, 'utf8')]);
}

/** Applies pending migrations; returns the names applied. */
export async function migrateGames(db: GamesDb): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS games_schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const [name, script] of gamesMigrationFiles()) {
    const done = await db.query('SELECT 1 FROM games_schema_migrations WHERE name = $1', [name]);
    if (done.length) continue;
    const quoted = name.replace(/'/g, "''");
    const lock = db.kind === 'pg' ? 'SELECT pg_advisory_xact_lock(724301);' : '';
    await db
      .exec(
        `BEGIN; ${lock}
       DO $$ BEGIN IF EXISTS (SELECT 1 FROM games_schema_migrations WHERE name = '${quoted}') THEN RAISE EXCEPTION 'pd_already_applied'; END IF; END $$;
       ${script}
       ;INSERT INTO games_schema_migrations (name) VALUES ('${quoted}'); COMMIT;`,
      )
      .catch((err: unknown) => {
        if (!String((err as Error).message).includes('pd_already_applied')) throw err;
      });
    applied.push(name);
  }
  return applied;
}
