/**
 * The games server's migrations: the plain SQL files in apps/games/migrations/, applied by the shared migrator of
 * `@playdeck/db` and recorded in `games_schema_migrations` (advisory lock 724301 on PostgreSQL), apart from the
 * platform's, so both may share one PostgreSQL database. The table name is what every existing games database records
 * its migrations in: it never changes. Number ranges: 0001-0499 core (seeds, rounds, outbox, sessions), 0500-0899
 * lottery, jackpot and sandbox games, 0900+ free.
 */
import { fileURLToPath } from 'node:url';
import { applyMigrations, migrationFiles, type MigrationSet } from '@playdeck/db/migrate';
import type { GamesDb } from './db.ts';

export const gamesMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Where the games server's migrations live and how they are recorded. */
export const gamesMigrations: MigrationSet = {
  dir: gamesMigrationsDir,
  table: 'games_schema_migrations',
  lockId: 724301,
};

/** The migration files, sorted: `[name, sql]`. */
export function gamesMigrationFiles(dir = gamesMigrationsDir): Array<[string, string]> {
  return migrationFiles(dir);
}

/** Applies pending migrations; returns the names applied. */
export function migrateGames(db: GamesDb): Promise<string[]> {
  return applyMigrations(db, gamesMigrations);
}
