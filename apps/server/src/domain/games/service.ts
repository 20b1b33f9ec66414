/**
 * Game catalogue rules (spec sections 3, 7 "Games", 9): which vendors a brand offers (config/brands/<id>/vendors.json
 * `gameTypes`, minus `excludedSlotVendors` for slots, minus vendor rows limited to other brands), game menus (game
 * types that have vendors, each list cut at 12), game lists with the NEW/FAV/ALL/HOT/RECENT filters, search and
 * paging, hot games (6), favourites and recent plays. Also the demo seed and the import used by the scripts.
 */
import { Value } from 'typebox/value';
import {
  CatalogueGame,
  GAME_PAGE_SIZE,
  GAME_PAGE_SIZE_MAX,
  HOT_GAMES,
  SEARCH_MAX,
  VENDOR_LIST_CUT,
  type Game,
  type GameFilter,
  type GameMenu,
  type GameListValue,
  type Vendor,
} from '@playdeck/api-client/games';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { catalogue, refreshCatalogue, vendorKey, type CatGame, type Snapshot } from './catalogue.ts';
import { demoCatalogue, demoVendors, type VendorWallet } from './demo.ts';
import {
  bumpVersion,
  claimDemoSeed,
  ensureVendors,
  normaliseSearch,
  toMinor,
  upsertGames,
  upsertVendors,
  type VendorRow,
} from './store.ts';

/** Menu order: the header's game types (spec 2), then the rest. */
export const MENU_ORDER = [
  'ELOTT',
  'BGS',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];
/** Game types whose centres list games (the rest list vendor cards). */
export const GAME_LIST_TYPES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'];

/**
 * The vendor rows a brand offers for a game type, in the brand's configured order: listed in its vendors.json,
 * not excluded as a slot vendor (RNG only), present in the catalogue, and not limited to other brands.
 */
export function brandVendors(s: Snapshot, brand: Brand, gameType: string): VendorRow[] {
  const key = `v\n${brand.id}\n${gameType}`;
  const hit = s.memo.get(key) as VendorRow[] | undefined;
  if (hit) return hit;
  const cfg = brand.config?.config;
  const listed = cfg?.vendors.gameTypes[gameType as keyof typeof cfg.vendors.gameTypes]?.vendors ?? [];
  const excluded = new Set(gameType === 'RNG' ? (cfg?.excludedSlotVendors ?? []) : []);
  const out: VendorRow[] = [];
  for (const code of listed) {
    if (excluded.has(code)) continue;
    const row = s.vendors.get(vendorKey(code, gameType));
    if (row && (!row.brands || row.brands.includes(brand.id))) out.push(row);
  }
  s.memo.set(key, out);
  return out;
}

/**
 * How each vendor code is paid: its `wallet` in the platform's vendor wallet config (config/vendors.json as the server
 * loaded it, src/domain/vendor-wallet/config.ts), the one source of a vendor's launch mode.
 */
export type VendorWallets = ReadonlyMap<string, { wallet: 'seamless' | 'transfer' }>;

/**
 * A vendor's launch mode: its config `wallet`; a code the config does not list can only be paid by transfer (it has
 * no seamless wallet settings or secret).
 */
export function launchModeOf(wallets: VendorWallets, vassalage: string): 'seamless' | 'transfer' {
  return wallets.get(vassalage)?.wallet ?? 'transfer';
}

/** Vendor as answered by GCS_vendors, its launch mode from `wallets`. */
export function toVendor(v: VendorRow, wallets: VendorWallets): Vendor {
  return {
    vassalage: v.vassalage,
    displayName: v.display_name,
    gameType: v.game_type,
    maintenance: v.maintenance,
    launchMode: launchModeOf(wallets, v.vassalage),
    iconUrl: `/lgw/games/vendor/${v.vassalage}.webp`,
  };
}

/** `/lgw/games/game_menus`: every game type with at least one vendor for the brand; vendors cut at 12 (spec 9). */
export async function gameMenus(db: Db, brand: Brand): Promise<GameMenu[]> {
  const s = await catalogue(db);
  const out: GameMenu[] = [];
  for (const gameType of MENU_ORDER) {
    const vendors = brandVendors(s, brand, gameType).slice(0, VENDOR_LIST_CUT);
    if (vendors.length)
      out.push({
        gameType,
        vendors: vendors.map((v) => ({ vassalage: v.vassalage, displayName: v.display_name, gameType })),
      });
  }
  return out;
}

/**
 * GCS_vendors: the brand's vendors (one game type, or all in menu order), with maintenance and launch mode (from
 * `wallets`, the loaded vendor wallet config).
 */
export async function vendorList(
  db: Db,
  brand: Brand,
  wallets: VendorWallets,
  gameType?: string,
): Promise<Vendor[]> {
  const s = await catalogue(db);
  return (gameType ? [gameType] : MENU_ORDER).flatMap((t) =>
    brandVendors(s, brand, t).map((v) => toVendor(v, wallets)),
  );
}

/** The language used for names: the query's, else the request's; the first two letters, lower case. */
export function nameLanguage(query: string | undefined, fallback: string): string {
  return (query ?? fallback).slice(0, 2).toLowerCase();
}

/** A game in the answer shape of spec 3, named in `lang` (falling back to English). */
export function toGame(g: CatGame, lang: string): Game {
  const name = g.names[lang] ?? g.names.en ?? Object.values(g.names)[0] ?? g.gameCode;
  return {
    nodeId: g.nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    iconUrl: g.iconUrl,
    showIcon: g.iconUrl,
    vassalage: g.vassalage,
    gameType: g.gameType,
    gameCode: g.gameCode,
    isGame: g.isGame,
    isHot: g.isHot,
    supportPlay: g.supportPlay,
    isNew: g.isNew,
    minBet: g.minBet,
    lines: g.lines,
  };
}

/** Games of the brand's vendors for a type (optionally one vendor), in list order; `NEW` newest first. */
function baseList(
  s: Snapshot,
  brand: Brand,
  gameType: string,
  vassalage: string | undefined,
  order: 'sort' | 'new',
) {
  const key = `g\n${brand.id}\n${gameType}\n${vassalage ?? ''}\n${order}`;
  const hit = s.memo.get(key) as CatGame[] | undefined;
  if (hit) return hit;
  const allowed = new Set(brandVendors(s, brand, gameType).map((v) => v.vassalage));
  if (vassalage && !allowed.has(vassalage)) allowed.clear();
  else if (vassalage) {
    allowed.clear();
    allowed.add(vassalage);
  }
  const source = (order === 'new' ? s.newByType : s.byType).get(gameType) ?? [];
  const out = source.filter((g) => allowed.has(g.vassalage));
  s.memo.set(key, out);
  return out;
}

/** The available games among `ids` (favourites or recent plays), kept in the order of `ids`. */
function fromIds(s: Snapshot, brand: Brand, ids: number[], gameType?: string): CatGame[] {
  const out: CatGame[] = [];
  for (const id of ids) {
    const g = s.byId.get(id);
    if (!g || (gameType && g.gameType !== gameType)) continue;
    if (!brandVendors(s, brand, g.gameType).some((v) => v.vassalage === g.vassalage)) continue;
    out.push(g);
  }
  return out;
}

/** Parses a 1-based page number and a page size (defaults 1 and `def`, size 1..max). @throws VALIDATION */
export function paging(pageNo: string | undefined, pageSize: string | undefined, def: number, max: number) {
  const page = pageNo === undefined ? 1 : Number(pageNo);
  const size = pageSize === undefined ? def : Number(pageSize);
  if (!Number.isSafeInteger(page) || page < 1) throw fail('VALIDATION', { field: 'pageNo', rule: 'minimum' });
  if (!Number.isSafeInteger(size) || size < 1 || size > max)
    throw fail('VALIDATION', { field: 'pageSize', rule: size < 1 ? 'minimum' : 'maximum' });
  return { page, size };
}

/** One page of `list` in the list answer shape. */
export function pageOf<T>(list: T[], page: number, size: number) {
  const total = list.length;
  return {
    items: list.slice((page - 1) * size, page * size),
    pageNum: page,
    totalPages: Math.ceil(total / size),
    total,
  };
}

/** Inputs of {@link gameList} (already schema-validated strings). */
export interface GameListInput {
  gameType: string;
  vassalage?: string;
  filter?: GameFilter;
  search?: string;
  pageNo?: string;
  pageSize?: string;
  minBet?: string;
  minLines?: string;
  lang: string;
  /** The member's favourite / recent node ids, read only for FAV / RECENT. */
  memberIds?: () => Promise<number[]>;
}

/**
 * GCSGAME_gameList: the brand's games of a type, filtered (ALL default; NEW newest first; HOT; FAV and RECENT need
 * `memberIds`), searched (case-insensitive, any language, anywhere in the name or the game code; at most 64 code
 * points), and paged (pageNo from 1; pageSize 24 default, 100 max; a page past the end is empty).
 * @throws VALIDATION (paging, search too long), NOT_LOGGED_IN (FAV/RECENT without a member)
 */
export async function gameList(db: Db, brand: Brand, q: GameListInput): Promise<GameListValue> {
  const { page, size } = paging(q.pageNo, q.pageSize, GAME_PAGE_SIZE, GAME_PAGE_SIZE_MAX);
  const needle = normaliseSearch((q.search ?? '').trim());
  if ([...needle].length > SEARCH_MAX) throw fail('VALIDATION', { field: 'search', rule: 'maxLength' });
  const filter = q.filter ?? 'ALL';
  const s = await catalogue(db);
  const vassalage = q.vassalage || undefined;
  let list: CatGame[];
  if (filter === 'FAV' || filter === 'RECENT') {
    if (!q.memberIds) throw fail('NOT_LOGGED_IN');
    list = fromIds(s, brand, await q.memberIds(), q.gameType);
    if (vassalage) list = list.filter((g) => g.vassalage === vassalage);
    // Excluded slot vendors and vendors the brand dropped are filtered by fromIds.
  } else {
    list = baseList(s, brand, q.gameType, vassalage, filter === 'NEW' ? 'new' : 'sort');
    if (filter === 'HOT')
      list = memoised(s, `hot\n${brand.id}\n${q.gameType}\n${vassalage ?? ''}`, () =>
        list.filter((g) => g.isHot === 1),
      );
  }
  if (needle) {
    // Searches repeat (debounced typing, popular names): results are kept per snapshot in a bounded LRU.
    const key = `${filter}\n${brand.id}\n${q.gameType}\n${vassalage ?? ''}\n${needle}`;
    const base = list;
    list =
      filter === 'FAV' || filter === 'RECENT'
        ? base.filter((g) => g.search.includes(needle))
        : lru(s, key, () => base.filter((g) => g.search.includes(needle)));
  }
  if (q.minBet) {
    const min = toMinor(q.minBet);
    list = list.filter((g) => g.minBetMinor >= min);
  }
  if (q.minLines) {
    const min = Number(q.minLines);
    list = list.filter((g) => g.lines >= min);
  }
  const p = pageOf(list, page, size);
  return {
    games: p.items.map((g) => toGame(g, q.lang)),
    pageNum: p.pageNum,
    totalPages: p.totalPages,
    total: p.total,
  };
}

/** Search results kept per snapshot. */
const SEARCH_CACHE = 2_000;

function lru(s: Snapshot, key: string, make: () => CatGame[]): CatGame[] {
  let cache = s.memo.get('search') as Map<string, CatGame[]> | undefined;
  if (!cache) s.memo.set('search', (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = make();
  cache.set(key, made);
  if (cache.size > SEARCH_CACHE) cache.delete(cache.keys().next().value!);
  return made;
}

function memoised<T>(s: Snapshot, key: string, make: () => T): T {
  if (!s.memo.has(key)) s.memo.set(key, make());
  return s.memo.get(key) as T;
}

/** GCSGAME_hotGames: up to 6 hot games of the brand (one type, or every game-list type in menu order). */
export async function hotGames(db: Db, brand: Brand, lang: string, gameType?: string): Promise<Game[]> {
  const s = await catalogue(db);
  const types = gameType ? [gameType] : MENU_ORDER.filter((t) => GAME_LIST_TYPES.includes(t));
  const hot = memoised(s, `hotAll\n${brand.id}\n${types.join(',')}`, () => {
    // Round-robin over the types so the six are not all slots.
    const lists = types.map((t) => baseList(s, brand, t, undefined, 'sort').filter((g) => g.isHot === 1));
    const out: CatGame[] = [];
    for (let i = 0; out.length < HOT_GAMES && lists.some((l) => i < l.length); i++)
      for (const l of lists) if (i < l.length && out.length < HOT_GAMES) out.push(l[i]!);
    return out;
  });
  return hot.map((g) => toGame(g, lang));
}

/**
 * Checks that a favourite names an available game of the brand with that vendor and type.
 * @throws NOT_FOUND when the game is unknown, unavailable to the brand, or its vendor/type differ
 */
export async function checkFavouriteTarget(
  db: Db,
  brand: Brand,
  body: { nodeId: number; vendor: string; gameType: string },
): Promise<void> {
  let s = await catalogue(db);
  // A game imported a moment ago may not be in this instance's snapshot yet: check the version once.
  if (!s.byId.has(body.nodeId)) s = await refreshCatalogue(db);
  const g = s.byId.get(body.nodeId);
  if (!g || g.vassalage !== body.vendor || g.gameType !== body.gameType) throw fail('NOT_FOUND');
  if (!brandVendors(s, brand, g.gameType).some((v) => v.vassalage === g.vassalage)) throw fail('NOT_FOUND');
}

/** Favourite / recent list of a member: the available games among `ids`, paged. */
export async function memberGames(
  db: Db,
  brand: Brand,
  ids: number[],
  q: { gameType?: string; pageNo?: string; pageSize?: string; lang: string },
  def: number,
  max: number,
) {
  const { page, size } = paging(q.pageNo, q.pageSize, def, max);
  const s = await catalogue(db);
  const p = pageOf(fromIds(s, brand, ids, q.gameType), page, size);
  return {
    content: p.items.map((g) => toGame(g, q.lang)),
    pageNum: p.pageNum,
    totalPages: p.totalPages,
    total: p.total,
  };
}

/** A problem in an import file: the entry index, the JSON pointer inside it and a message. */
export interface ImportProblem {
  index: number;
  path: string;
  message: string;
}

/**
 * Validates an import file's content: an array of {@link CatalogueGame} with an English name, a minBet of at most 2
 * decimals, and no duplicate (vassalage, gameCode). Returns the games and every problem found (first 50).
 */
export function validateCatalogue(data: unknown): { games: CatalogueGame[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  if (!Array.isArray(data))
    return { games: [], problems: [{ index: -1, path: '', message: 'expected a JSON array' }] };
  const seen = new Set<string>();
  data.forEach((item, index) => {
    if (problems.length >= 50) return;
    if (!Value.Check(CatalogueGame, item)) {
      for (const e of Value.Errors(CatalogueGame, item)) {
        problems.push({ index, path: e.instancePath, message: e.message });
        break;
      }
      return;
    }
    const g = item as CatalogueGame;
    if (!g.names.en) problems.push({ index, path: '/names/en', message: 'an English name is required' });
    try {
      toMinor(g.minBet);
    } catch (e) {
      problems.push({ index, path: '/minBet', message: (e as Error).message });
    }
    const key = `${g.vassalage}\n${g.gameCode}`;
    if (seen.has(key))
      problems.push({ index, path: '/gameCode', message: `duplicate ${g.vassalage} ${g.gameCode}` });
    seen.add(key);
  });
  return { games: problems.length ? [] : (data as CatalogueGame[]), problems };
}

/**
 * Imports validated games: adds missing vendor rows, upserts the games by (vassalage, gameCode), bumps the
 * catalogue version and refreshes this process's snapshot.
 */
export async function importCatalogue(db: Db, games: CatalogueGame[]) {
  await ensureVendors(db, games);
  const counts = await upsertGames(db, games);
  await bumpVersion(db);
  await refreshCatalogue(db);
  return counts;
}

/**
 * Seeds the demo catalogue (demo.ts: the spec's vendors, about 10,000 slot games) once, on a database that has no
 * games and was never demo-seeded; a no-op otherwise. Returns whether it seeded. Each vendor row's launch mode is its
 * code's wallet in `vendors` (config/vendors.json as the server loaded it, src/domain/vendor-wallet/config.ts).
 * @throws DemoVendorConfigError when `vendors` lacks a demo vendor code, on every call (seeded database or not), so
 *   the server refuses to start rather than guess how that vendor is paid
 */
export async function seedCatalogue(db: Db, vendors: ReadonlyMap<string, VendorWallet>): Promise<boolean> {
  const rows = demoVendors(vendors);
  if (!(await claimDemoSeed(db))) return false;
  await upsertVendors(db, rows);
  await importCatalogue(db, demoCatalogue());
  return true;
}
