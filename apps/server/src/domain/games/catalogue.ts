/**
 * The in-process catalogue snapshot that serves the game lists. Why: every list call would otherwise count and page
 * over up to 10,000 rows, and PGlite is one connection, so 50 concurrent callers would queue behind each other (the
 * issue's target is p99 <= 15 ms at 50 connections). The catalogue changes only on import, so each instance holds
 * the whole catalogue (about 3 MB for 10,000 games) and checks the version row at most every {@link CHECK_MS} in the
 * background; an import bumps the version, so every instance (on PostgreSQL, several) reloads within that interval.
 * Per-member data (favourites, recent plays) is always read from the database.
 */
import type { Db } from '../../infra/db/client.ts';
import { catalogueVersion, loadGames, loadVendors, type GameRow, type VendorRow } from './store.ts';

/** How often (ms) an instance checks the catalogue version. */
export const CHECK_MS = 5_000;

/** A game as held in memory. */
export interface CatGame {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  names: Record<string, string>;
  search: string;
  iconUrl: string;
  isGame: 'GAME' | 'VASSALAGE';
  isHot: 0 | 1;
  supportPlay: 0 | 1;
  isNew: boolean;
  minBetMinor: bigint;
  /** Decimal string in major units. */
  minBet: string;
  lines: number;
  sort: number;
  createdMs: number;
}

/** One loaded catalogue. `byType` lists are in list order (sort, node id); `newByType` newest first. */
export interface Snapshot {
  version: number;
  byId: Map<number, CatGame>;
  byType: Map<string, CatGame[]>;
  newByType: Map<string, CatGame[]>;
  vendors: Map<string, VendorRow>;
  /** Derived lists memoised per brand and query shape (cleared with the snapshot). */
  memo: Map<string, unknown>;
}

const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

function toCat(r: GameRow): CatGame {
  const minor = BigInt(r.min_bet_minor);
  return {
    nodeId: r.node_id,
    vassalage: r.vassalage,
    gameType: r.game_type,
    gameCode: r.game_code,
    names: r.names,
    search: r.search_text,
    iconUrl: r.icon_url ?? `/lgw/games/icon/${r.node_id}.webp`,
    isGame: r.is_game,
    isHot: r.is_hot === 1 ? 1 : 0,
    supportPlay: r.support_play === 0 ? 0 : 1,
    isNew: r.is_new,
    minBetMinor: minor,
    minBet: money(minor),
    lines: r.lines,
    sort: r.sort,
    createdMs: Number(r.created_ms),
  };
}

/** Vendor map key. */
export const vendorKey = (vassalage: string, gameType: string) => `${vassalage}\n${gameType}`;

async function load(db: Db): Promise<Snapshot> {
  const version = await catalogueVersion(db);
  const [rows, vendorRows] = await Promise.all([loadGames(db), loadVendors(db)]);
  const byId = new Map<number, CatGame>();
  const byType = new Map<string, CatGame[]>();
  for (const r of rows) {
    const g = toCat(r);
    byId.set(g.nodeId, g);
    let list = byType.get(g.gameType);
    if (!list) byType.set(g.gameType, (list = []));
    list.push(g);
  }
  const newByType = new Map<string, CatGame[]>();
  for (const [t, list] of byType)
    newByType.set(
      t,
      list.filter((g) => g.isNew).sort((a, b) => b.createdMs - a.createdMs || a.nodeId - b.nodeId),
    );
  const vendors = new Map(vendorRows.map((v) => [vendorKey(v.vassalage, v.game_type), v]));
  return { version, byId, byType, newByType, vendors, memo: new Map() };
}

interface Holder {
  snapshot?: Snapshot;
  loading?: Promise<Snapshot>;
  checkedAt: number;
  checking?: Promise<void>;
}

const holders = new WeakMap<Db, Holder>();

function holderOf(db: Db): Holder {
  let h = holders.get(db);
  if (!h) holders.set(db, (h = { checkedAt: 0 }));
  return h;
}

/** Reloads when the stored version differs from the snapshot's. */
async function check(db: Db, h: Holder): Promise<void> {
  h.checkedAt = Date.now();
  const v = await catalogueVersion(db);
  if (h.snapshot && v === h.snapshot.version) return;
  const next = load(db);
  h.loading = next;
  try {
    h.snapshot = await next;
  } finally {
    if (h.loading === next) h.loading = undefined;
  }
}

/**
 * The current snapshot. The first call loads it; later calls answer at once and, every {@link CHECK_MS}, start a
 * background version check (errors are swallowed: the old snapshot keeps serving).
 */
export async function catalogue(db: Db): Promise<Snapshot> {
  const h = holderOf(db);
  if (h.snapshot) {
    if (Date.now() - h.checkedAt > CHECK_MS && !h.checking) {
      h.checking = check(db, h)
        .catch(() => undefined)
        .finally(() => (h.checking = undefined));
    }
    return h.snapshot;
  }
  if (!h.loading) {
    h.checkedAt = Date.now();
    h.loading = load(db).finally(() => (h.loading = undefined));
  }
  const s = await h.loading;
  h.snapshot ??= s;
  return h.snapshot;
}

/** Checks the version now and waits for a reload if it changed (after an import in this process, or a miss). */
export async function refreshCatalogue(db: Db): Promise<Snapshot> {
  const h = holderOf(db);
  if (h.checking) await h.checking;
  await check(db, h);
  return h.snapshot!;
}
