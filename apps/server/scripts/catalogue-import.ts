/**
 * `npm run catalogue:import <file>`: imports a JSON array of games (packages/api-client/src/games.ts
 * `CatalogueGame`: vassalage, gameType, gameCode, names {en, bn, ...}, iconUrl?, isGame?, isHot?, supportPlay?, isNew?,
 * minBet? (decimal string), lines?, sort?, createdAt?). Every entry is validated first; one bad entry imports
 * nothing (exit 1 with each problem's index and path). Valid files are upserted by (vassalage, gameCode), so running
 * the same file twice changes nothing; vendor rows missing for a (vassalage, gameType) are added. The catalogue
 * version is bumped, so running servers reload within 5 s.
 *
 * Database: `DATABASE_URL` (PostgreSQL), else PGlite under `DATA_DIR` (default ./data, as the server). PGlite is
 * single-process: stop the server before importing into its data directory.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, openPostgres, type Db } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { importCatalogue, validateCatalogue } from '../src/domain/games/service.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run catalogue:import <file.json>');
  process.exit(2);
}
let data: unknown;
try {
  data = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (e) {
  console.error(`cannot read ${file}: ${(e as Error).message}`);
  process.exit(1);
}
const { games, problems } = validateCatalogue(data);
if (problems.length) {
  for (const p of problems) console.error(`entry ${p.index}${p.path}: ${p.message}`);
  console.error(`${problems.length} problem(s); nothing imported`);
  process.exit(1);
}
async function open(): Promise<Db> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, 2);
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(join(dataDir, 'pglite'));
}
const db = await open();
try {
  await migrate(db);
  const started = Date.now();
  const { inserted, updated } = await importCatalogue(db, games);
  console.log(
    `${games.length} games: ${inserted} inserted, ${updated} updated in ${Date.now() - started} ms`,
  );
} finally {
  await db.close();
}
