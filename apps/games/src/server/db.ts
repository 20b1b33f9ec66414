/**
 * The games server's database handle: the shared adapter of `@playdeck/db`, embedded PGlite under `./data/games` by
 * default, or PostgreSQL with `GAMES_DATABASE_URL`. The games server still owns its own database (it could be
 * deployed anywhere and talks to the platform only over HTTP); it only shares the adapter's code.
 *
 * SQL is written as text with `$1`.. placeholders (`db.query(text, params)`); bigint columns are read as `::text` so
 * both drivers give strings.
 */
import { openPglite, openPostgres, type Db } from '@playdeck/db/client';

/** The games server's handle: the shared {@link Db}. */
export type GamesDb = Db;

/** Opens PGlite with its files under `dataDir` (in memory when undefined); the folder is created with its parents. */
export const openGamesPglite = (dataDir?: string): Promise<GamesDb> => openPglite(dataDir);

/** Opens a node-postgres pool (`max` connections, default `GAMES_PG_POOL_MAX` or 10). */
export function openGamesPostgres(url: string, max = Number(process.env.GAMES_PG_POOL_MAX) || 10): GamesDb {
  return openPostgres(url, max);
}

/** `GAMES_DATABASE_URL` -> PostgreSQL; else PGlite under `dataDir` (default ./data/games; ':memory:' for none). */
export async function openGamesDb(url: string | undefined, dataDir = './data/games'): Promise<GamesDb> {
  if (url) return openGamesPostgres(url);
  return openGamesPglite(dataDir === ':memory:' ? undefined : dataDir);
}
