/**
 * The platform's migrations: the plain SQL files in apps/server/migrations/, applied by the shared migrator of
 * `@playdeck/db` and recorded in `schema_migrations` (advisory lock 724300 on PostgreSQL). The table name is what
 * every existing platform database records its migrations in: it never changes.
 */
import { fileURLToPath } from 'node:url';
import { applyMigrations, migrationFiles as filesOf, type MigrationSet } from '@playdeck/db/migrate';
import type { Db } from './client.ts';

export const migrationsDir = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** Where the platform's migrations live and how they are recorded. */
export const platformMigrations: MigrationSet = {
  dir: migrationsDir,
  table: 'schema_migrations',
  lockId: 724300,
};

/** The migration files, sorted: `[name, sql]`. */
export function migrationFiles(): Array<[string, string]> {
  return filesOf(migrationsDir);
}

/** Applies pending migrations; returns the names applied. */
export function migrate(db: Db): Promise<string[]> {
  return applyMigrations(db, platformMigrations);
}
