/**
 * The database handle both servers use: embedded PGlite or a node-postgres pool (by URL), through one interface.
 * A statement is either Drizzle's `sql` tag (`db.query(sql`...`)`: the platform's style) or plain text with `$1`..
 * placeholders and a parameter list (`db.query('... $1', [x])`: the games server's style); both run the same on both
 * drivers. Read bigint columns as `::text` in SQL so both drivers give strings (money is never a JS number). PGlite is
 * a single connection: avoid long interactive transactions and prefer single statements (CTEs, ON CONFLICT), atomic
 * on both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export interface Db {
  readonly kind: 'pglite' | 'pg';
  /** Runs one statement (Drizzle `sql` tag), returning its rows. */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** Runs one statement given as text with `$1`.. placeholders bound to `params`, returning its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs a hot statement as a named prepared statement (`$1`.. placeholders, text parameters), so the server parses and
   * plans it once per connection instead of on every call. `name` must be unique per distinct `text`.
   */
  queryPrepared<T = Record<string, unknown>>(name: string, text: string, params: string[]): Promise<T[]>;
  /** Runs a script of statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one database transaction (BEGIN .. COMMIT, ROLLBACK when `fn` throws) on a dedicated connection and
   * returns its result. `fn` must use the handle it is given, never the outer one: on PGlite the outer handle waits
   * for the transaction to end (a deadlock), on PostgreSQL it would run outside the transaction. Nested calls run
   * inside the same transaction.
   */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** True on the handle given to a `tx` callback. */
  readonly inTx?: boolean;
  /**
   * On the handle given to a `tx` callback: the handle the transaction was opened on (process-wide caches key on it).
   */
  readonly outer?: Db;
  /**
   * On the handle given to a `tx` callback: runs `fn` once the transaction has committed (never when it rolls back),
   * e.g. to publish into a process-wide cache what only became durable with the commit. `fn` must not throw.
   */
  onCommit?(fn: () => void): void;
  close(): Promise<void>;
}

/** A transaction's after-commit callbacks: collected while it runs, run once after COMMIT succeeded. */
function commitHooks() {
  const fns: Array<() => void> = [];
  return {
    add: (fn: () => void) => void fns.push(fn),
    run: () => {
      for (const fn of fns) fn();
    },
  };
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** What a PGlite handle runs on: the instance itself, or an open transaction of it. */
type PgliteRunner = Pick<PGlite, 'exec' | 'query'>;

/** Wraps an open PGlite instance (file-backed, in-memory or cloned). */
export function pgliteDb(client: PGlite): Db {
  return pgliteHandle(client, client, new Map(), false);
}

function pgliteHandle(
  root: PGlite,
  client: PgliteRunner,
  prepared: Map<string, Promise<unknown>>,
  inTx: boolean,
  outer?: Db,
  hooks?: ReturnType<typeof commitHooks>,
): Db {
  // Drizzle's PGlite session only calls `query` (and `transaction`, unused here), which a transaction also has.
  const orm = drizzlePglite(client as PGlite);
  const self: Db = {
    kind: 'pglite',
    inTx,
    ...(outer && hooks ? { outer, onCommit: hooks.add } : {}),
    query: async <T>(statement: SQL | string, params: unknown[] = []) =>
      typeof statement === 'string'
        ? (await client.query<T>(statement, params)).rows
        : rowsOf<T>(await orm.execute(statement)),
    // PGlite's parameterised query parses and plans on every call (about half the cost of a small join); a SQL-level
    // PREPARE once and EXECUTE over the simple protocol skips both. The parameters become quoted literals: with
    // standard_conforming_strings on (the default) doubling single quotes is the complete escape, and NUL is refused.
    queryPrepared: async <T>(name: string, text: string, params: string[]) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad prepared statement name ${name}`);
      if (params.some((p) => p.includes('\0'))) throw new Error('NUL in a prepared statement parameter');
      let ready = prepared.get(name);
      if (!ready) {
        const types = params.map(() => 'text').join(', ');
        ready = client.exec(`PREPARE ${name} (${types}) AS ${text}`);
        prepared.set(name, ready);
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      const args = params.map((p) => `'${p.replaceAll("'", "''")}'`).join(', ');
      const [result] = await client.exec(`EXECUTE ${name} (${args})`);
      return (result?.rows ?? []) as T[];
    },
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (err) {
        // A failed script leaves an explicit transaction open; close it so the single connection stays usable.
        if (!inTx) await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    tx: async (fn) => {
      if (inTx) return fn(self);
      const hooks = commitHooks();
      const result = await root.transaction((t) => fn(pgliteHandle(root, t, prepared, true, self, hooks)));
      hooks.run();
      return result;
    },
    close: () => root.close(),
  };
  return self;
}

/**
 * Opens a PGlite database with files under `dataDir` (or in memory when undefined). The folder is created with its
 * parents first: PGlite makes only the last level, so a fresh clone without `./data` would fail with ENOENT.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return pgliteDb(client);
}

/**
 * Opens a node-postgres pool on `url` with at most `max` connections (default 10: on a small host more connections
 * only add contention; raise it with the database server's cores). Each server passes its own setting.
 */
export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, failover, admin) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  const orm = drizzlePg(pool);
  const tx = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    let broken: unknown;
    try {
      await conn.query('BEGIN');
      const hooks = commitHooks();
      const result = await fn(pgClientDb(conn, self, hooks));
      await conn.query('COMMIT');
      hooks.run();
      return result;
    } catch (err) {
      await conn.query('ROLLBACK').catch((e: unknown) => (broken = e));
      throw err;
    } finally {
      // A connection that could not roll back is discarded rather than returned to the pool mid-transaction.
      conn.release(broken instanceof Error ? broken : undefined);
    }
  };
  const self: Db = {
    kind: 'pg',
    tx,
    query: async <T>(statement: SQL | string, params: unknown[] = []) =>
      typeof statement === 'string'
        ? ((await pool.query(statement, params)).rows as T[])
        : rowsOf<T>(await orm.execute(statement)),
    // node-postgres prepares a named statement once per pooled connection and reuses it.
    queryPrepared: async <T>(name: string, text: string, params: string[]) =>
      (await pool.query({ name, text, values: params })).rows as T[],
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
    close: () => pool.end(),
  };
  return self;
}

/** A handle on one checked-out node-postgres connection inside an open transaction (see `Db.tx`). */
function pgClientDb(conn: pg.PoolClient, outer: Db, hooks: ReturnType<typeof commitHooks>): Db {
  const orm = drizzlePg(conn);
  const self: Db = {
    kind: 'pg',
    inTx: true,
    outer,
    onCommit: hooks.add,
    query: async <T>(statement: SQL | string, params: unknown[] = []) =>
      typeof statement === 'string'
        ? ((await conn.query(statement, params)).rows as T[])
        : rowsOf<T>(await orm.execute(statement)),
    queryPrepared: async <T>(name: string, text: string, params: string[]) =>
      (await conn.query({ name, text, values: params })).rows as T[],
    exec: async (script) => {
      await conn.query(script);
    },
    tx: (fn) => fn(self),
    close: async () => undefined,
  };
  return self;
}

/** True when `err` (possibly wrapped by Drizzle) is a PostgreSQL unique violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): { constraint?: string } | false {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return { constraint: x.constraint };
    e = x.cause;
  }
  return false;
}
