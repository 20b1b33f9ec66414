/**
 * The platform's database handle: the shared adapter of `@playdeck/db` (PGlite embedded by default, PostgreSQL with
 * `DATABASE_URL`), with the platform's pool size setting. Services write SQL with Drizzle's `sql` tag and read rows
 * with `db.query`; see the package for the rules both drivers share.
 */
import { openPostgres as openPool, type Db } from '@playdeck/db/client';
import { pgPoolMax } from '../../env.ts';

export { isUniqueViolation, openPglite, pgliteDb, type Db } from '@playdeck/db/client';

/** Opens a node-postgres pool on `url` with at most `max` connections (default `PG_POOL_MAX`, else 10). */
export function openPostgres(url: string, max = pgPoolMax()): Db {
  return openPool(url, max);
}
