/**
 * The games server's own database handle (docs/architecture.md "Games server"): embedded PGlite under `./data/games` by default, or
 * PostgreSQL with `GAMES_DATABASE_URL`. The same SQL runs on both. Deliberately independent of the platform's code
 * (apps/server/src/db): the games server could be deployed anywhere and talks to the platform only over HTTP.
 *
 * SQL is written with `$1`.. placeholders; bigint columns should be read as `::text` so both drivers give strings.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface GamesDb {
  readonly kind: 'pglite' | 'pg';
  /** Runs one statement with `$n` parameters; returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one transaction (BEGIN .. COMMIT; ROLLBACK when it throws) and returns its result. `fn` must use the
   * handle it is given (on PGlite the outer handle would wait for the transaction: a deadlock). Nested calls join the
   * outer transaction.
   */
  tx<T>(fn: (db: GamesDb) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type PgliteRunner = Pick<PGlite, 'exec' | 'query'>;

function pgliteHandle(root: PGlite, client: PgliteRunner, inTx: boolean): GamesDb {
  const self: GamesDb = {
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (err) {
        if (!inTx) await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    tx: (fn) => (inTx ? fn(self) : root.transaction((t) => fn(pgliteHandle(root, t, true)))),
    close: () => root.close(),
  };
  return self;
}

/**
 * Opens PGlite with its files under `dataDir` (in memory when undefined). The folder is created with its parents
 * first: PGlite makes only the last level, and on a fresh clone `./data` does not exist yet.
 */
export async function openGamesPglite(dataDir?: string): Promise<GamesDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return pgliteHandle(client, client, false);
}

/** Opens a node-postgres pool (`max` connections, default `GAMES_PG_POOL_MAX` or 10). */
export function openGamesPostgres(url: string, max = Number(process.env.GAMES_PG_POOL_MAX) || 10): GamesDb {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  const onConn = (conn: pg.PoolClient): GamesDb => {
    const self: GamesDb = {
      kind: 'pg',
      query: async <T>(text: string, params: unknown[] = []) => (await conn.query(text, params)).rows as T[],
      exec: async (script) => {
        await conn.query(script);
      },
      tx: (fn) => fn(self),
      close: async () => undefined,
    };
    return self;
  };
  return {
    kind: 'pg',
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    exec: async (script) => {
      const conn = await pool.connect();
      try {
        await conn.query(script);
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    tx: async (fn) => {
      const conn = await pool.connect();
      let broken: unknown;
      try {
        await conn.query('BEGIN');
        const out = await fn(onConn(conn));
        await conn.query('COMMIT');
        return out;
      } catch (err) {
        await conn.query('ROLLBACK').catch((e: unknown) => (broken = e));
        throw err;
      } finally {
        conn.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** `GAMES_DATABASE_URL` -> PostgreSQL; else PGlite under `dataDir` (default ./data/games; ':memory:' for none). */
export async function openGamesDb(url: string | undefined, dataDir = './data/games'): Promise<GamesDb> {
  if (url) return openGamesPostgres(url);
  return openGamesPglite(dataDir === ':memory:' ? undefined : dataDir);
}
