// @vitest-environment node
/**
 * The shared migrator: files applied once each in name order, recorded in the table the caller names (so each
 * server's existing databases keep their history), and a refused table name.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './client.ts';
import { applyMigrations } from './migrate.ts';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pd-migrate-')) + '/';
  writeFileSync(dir + '0002_rows.sql', "INSERT INTO things (name) VALUES ('second');");
  writeFileSync(dir + '0001_table.sql', 'CREATE TABLE things (name text PRIMARY KEY);');
  writeFileSync(dir + 'notes.txt', 'not a migration');
  db = await openPglite();
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('applyMigrations', () => {
  it('applies each file once, in name order, recorded in the named table', async () => {
    const set = { dir, table: 'app_migrations', lockId: 1 };
    expect(await applyMigrations(db, set)).toEqual(['0001_table.sql', '0002_rows.sql']);
    expect(await applyMigrations(db, set)).toEqual([]);
    expect(await db.query('SELECT name FROM things')).toEqual([{ name: 'second' }]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM app_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(['0001_table.sql', '0002_rows.sql']);
  });

  it('keeps an existing database history: only files missing from its table run', async () => {
    writeFileSync(dir + '0003_more.sql', "INSERT INTO things (name) VALUES ('third');");
    expect(await applyMigrations(db, { dir, table: 'app_migrations', lockId: 1 })).toEqual(['0003_more.sql']);
    expect((await db.query('SELECT name FROM things ORDER BY name')).length).toBe(2);
  });

  it('rolls back a failing file and leaves it unrecorded', async () => {
    writeFileSync(
      dir + '0004_bad.sql',
      "INSERT INTO things (name) VALUES ('fourth'); SELECT * FROM missing;",
    );
    await expect(applyMigrations(db, { dir, table: 'app_migrations', lockId: 1 })).rejects.toThrow(/missing/);
    expect(await db.query(`SELECT 1 FROM things WHERE name = $1`, ['fourth'])).toEqual([]);
    expect(await db.query(`SELECT 1 FROM app_migrations WHERE name = $1`, ['0004_bad.sql'])).toEqual([]);
    rmSync(dir + '0004_bad.sql');
  });

  it('refuses a table name that is not a plain identifier', async () => {
    await expect(applyMigrations(db, { dir, table: 'x; DROP TABLE things', lockId: 1 })).rejects.toThrow(
      /bad migrations table/,
    );
  });
});
