/**
 * SQL of the game catalogue (migrations/0100_games.sql): vendor and game upserts, the snapshot load, favourites and
 * recent plays. Single statements only (PGlite is one connection). Money columns are read as text.
 */
import { sql } from 'drizzle-orm';
import type { CatalogueGame } from '@playdeck/api-client/games';
import type { Db } from '../../infra/db/client.ts';

/** A vendor row as stored. */
export interface VendorRow {
  vassalage: string;
  game_type: string;
  display_name: string;
  maintenance: boolean;
  brands: string[] | null;
  sort: number;
}

/** A game row as stored (min_bet_minor as text: it is a bigint). */
export interface GameRow {
  node_id: number;
  vassalage: string;
  game_type: string;
  game_code: string;
  names: Record<string, string>;
  search_text: string;
  icon_url: string | null;
  is_game: 'GAME' | 'VASSALAGE';
  is_hot: number;
  support_play: number;
  is_new: boolean;
  min_bet_minor: string;
  lines: number;
  sort: number;
  created_ms: string;
}

/** The text a search matches against: every name and the game code, NFKC-normalised and lower-cased. */
export function searchText(names: Record<string, string>, gameCode: string): string {
  return normaliseSearch([...Object.values(names), gameCode].join('\n'));
}

/** NFKC + lower case: the same normalisation for the stored text and the query. */
export function normaliseSearch(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

/** Decimal string in major units -> minor units (2 decimals; extra digits must be zero). */
export function toMinor(money: string | undefined): bigint {
  if (!money) return 0n;
  const [i, f = ''] = money.split('.');
  if (f.length > 2 && /[1-9]/.test(f.slice(2))) throw new Error(`minBet ${money} has more than 2 decimals`);
  return BigInt(i!) * 100n + BigInt((f + '00').slice(0, 2));
}

/** Upserts vendor rows by (vassalage, gameType); existing rows keep their maintenance flag and brands. */
export async function upsertVendors(
  db: Db,
  vendors: Array<{
    vassalage: string;
    gameType: string;
    displayName: string;
    sort?: number;
  }>,
): Promise<void> {
  if (!vendors.length) return;
  const values = vendors.map(
    (v, i) => sql`(${v.vassalage}, ${v.gameType}, ${v.displayName}, ${v.sort ?? i})`,
  );
  await db.query(sql`
    INSERT INTO game_vendors (vassalage, game_type, display_name, sort)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (vassalage, game_type) DO UPDATE SET display_name = EXCLUDED.display_name,
      sort = EXCLUDED.sort`);
}

/** Adds a vendor row for each (vassalage, gameType) of `games` not yet known (display name = code). */
export async function ensureVendors(db: Db, games: CatalogueGame[]): Promise<void> {
  const seen = new Map<string, { vassalage: string; gameType: string }>();
  for (const g of games)
    seen.set(`${g.vassalage}\n${g.gameType}`, { vassalage: g.vassalage, gameType: g.gameType });
  if (!seen.size) return;
  const values = [...seen.values()].map(
    (v) => sql`(${v.vassalage}, ${v.gameType}, ${v.vassalage.replace(/_/g, ' ')})`,
  );
  await db.query(sql`
    INSERT INTO game_vendors (vassalage, game_type, display_name) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (vassalage, game_type) DO NOTHING`);
}

const BATCH = 500;

/**
 * Upserts games by (vassalage, gameCode) in batches of 500 (one statement each). Node ids stay stable across
 * re-imports. Returns how many rows were inserted and updated.
 */
export async function upsertGames(
  db: Db,
  games: CatalogueGame[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (let at = 0; at < games.length; at += BATCH) {
    const values = games.slice(at, at + BATCH).map(
      (g) => sql`(${g.vassalage}, ${g.gameType}, ${g.gameCode}, ${JSON.stringify(g.names)}::jsonb,
        ${searchText(g.names, g.gameCode)}, ${g.iconUrl ?? null}, ${g.isGame ?? 'GAME'}, ${g.isHot ?? 0},
        ${g.supportPlay ?? 1}, ${g.isNew ?? false}, ${toMinor(g.minBet).toString()}::bigint, ${g.lines ?? 0},
        ${g.sort ?? 0}, COALESCE(${g.createdAt ?? null}::timestamptz, now()))`,
    );
    const rows = await db.query<{ inserted: boolean }>(sql`
      INSERT INTO games (vassalage, game_type, game_code, names, search_text, icon_url, is_game, is_hot,
        support_play, is_new, min_bet_minor, lines, sort, created_at)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (vassalage, game_code) DO UPDATE SET game_type = EXCLUDED.game_type, names = EXCLUDED.names,
        search_text = EXCLUDED.search_text, icon_url = EXCLUDED.icon_url, is_game = EXCLUDED.is_game,
        is_hot = EXCLUDED.is_hot, support_play = EXCLUDED.support_play, is_new = EXCLUDED.is_new,
        min_bet_minor = EXCLUDED.min_bet_minor, lines = EXCLUDED.lines, sort = EXCLUDED.sort, updated_at = now()
      RETURNING (xmax = 0) AS inserted`);
    for (const r of rows) if (r.inserted) inserted++;
    updated += rows.length - rows.filter((r) => r.inserted).length;
  }
  return { inserted, updated };
}

/** Bumps the catalogue version (every instance reloads its snapshot within its check interval). */
export async function bumpVersion(db: Db): Promise<void> {
  await db.query(sql`UPDATE game_catalogue_meta SET version = version + 1 WHERE id = 1`);
}

/** The catalogue version. */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: string }>(
    sql`SELECT version::text AS version FROM game_catalogue_meta WHERE id = 1`,
  );
  return Number(row?.version ?? 0);
}

/** Claims the one-time demo seed: true only on a database with no games that was never demo-seeded. */
export async function claimDemoSeed(db: Db): Promise<boolean> {
  const rows = await db.query(sql`
    UPDATE game_catalogue_meta SET demo_seeded = true
    WHERE id = 1 AND NOT demo_seeded AND NOT EXISTS (SELECT 1 FROM games) RETURNING id`);
  return rows.length > 0;
}

/** Every vendor row, in sort order. */
export function loadVendors(db: Db): Promise<VendorRow[]> {
  return db.query<VendorRow>(sql`
    SELECT vassalage, game_type, display_name, maintenance, brands, sort
    FROM game_vendors ORDER BY game_type, sort, vassalage`);
}

/** Every game, in list order (game type, sort, node id). */
export function loadGames(db: Db): Promise<GameRow[]> {
  return db.query<GameRow>(sql`
    SELECT node_id, vassalage, game_type, game_code, names, search_text, icon_url, is_game, is_hot, support_play,
      is_new, min_bet_minor::text AS min_bet_minor, lines, sort,
      (extract(epoch FROM created_at) * 1000)::bigint::text AS created_ms
    FROM games ORDER BY game_type, sort, node_id`);
}

/** Adds a favourite; a duplicate is skipped (spec 4: "add appends the id (skipped if present)"). */
export async function addFavourite(db: Db, memberId: string, nodeId: number): Promise<void> {
  await db.query(sql`
    INSERT INTO game_favourites (member_id, node_id) VALUES (${memberId}, ${nodeId}) ON CONFLICT DO NOTHING`);
}

/** Removes a favourite (no error when absent). */
export async function removeFavourite(db: Db, memberId: string, nodeId: number): Promise<void> {
  await db.query(sql`DELETE FROM game_favourites WHERE member_id = ${memberId} AND node_id = ${nodeId}`);
}

/** The member's favourite node ids, newest first. */
export async function favouriteIds(db: Db, memberId: string): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(sql`
    SELECT node_id FROM game_favourites WHERE member_id = ${memberId} ORDER BY created_at DESC, node_id DESC`);
  return rows.map((r) => r.node_id);
}

/** Records a play of `nodeId` now (one row per member and game, time updated); for the game launch. */
export async function recordRecentPlay(db: Db, memberId: string, nodeId: number, at?: Date): Promise<void> {
  const when = (at ?? new Date()).toISOString();
  await db.query(sql`
    INSERT INTO game_recent_plays (member_id, node_id, played_at) VALUES (${memberId}, ${nodeId}, ${when}::timestamptz)
    ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`);
}

/** The member's recently played node ids, latest first, at most `limit`. */
export async function recentIds(db: Db, memberId: string, limit: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(sql`
    SELECT node_id FROM game_recent_plays WHERE member_id = ${memberId}
    ORDER BY played_at DESC, node_id DESC LIMIT ${limit}`);
  return rows.map((r) => r.node_id);
}
