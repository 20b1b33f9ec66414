/**
 * The platform's view of the in-house lottery results and jackpot (docs/architecture.md "Games server"; spec 7 opened numbers;
 * docs/decisions.md D9), read over HTTP from the games server (apps/games: `GET /lottery/opened`, `GET /jackpot/pool`), which
 * could run anywhere: the platform never opens its database.
 *
 * - Base URL: env `GAMES_INTERNAL_URL` (server to server), else the games server's public base `GAMES_URL`
 *   (domain/games/launch/games-server.ts). Neither set: nothing to read (GAME_MAINTENANCE).
 * - Each answer is cached in process for {@link CACHE_MS} (the counter's many viewers cost one call per brand currency
 *   every 5 s); when the games server does not answer, the last good answer is served for up to {@link STALE_MS};
 *   after that GAME_MAINTENANCE (503). Calls time out after {@link FETCH_TIMEOUT_MS}.
 */
import { fail } from '../../infra/errors.ts';
import { gamesInternalUrl } from '../../env.ts';

export const CACHE_MS = 5_000;
export const STALE_MS = 5 * 60_000;
export const FETCH_TIMEOUT_MS = 3_000;

const cache = new Map<string, { at: number; body: unknown }>();
/** Calls to the games server under way, by path: concurrent misses share one call. */
const inflight = new Map<string, Promise<unknown>>();

/** Forgets cached answers (tests). */
export function clearLotteryCache() {
  cache.clear();
}

/** One GET of `base + path`: the body when the games server answers `{ status: 'OK' }` (then cached), else undefined. */
async function fetchOk(base: string, path: string, now: number, f: typeof fetch): Promise<unknown> {
  try {
    const res = await f(`${base}${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body = (await res.json()) as { status?: string };
    if (res.ok && body.status === 'OK') {
      cache.set(path, { at: now, body });
      return body;
    }
  } catch {
    // no answer: the caller falls back to the stale one
  }
  return undefined;
}

/**
 * GETs `path` on the games server (JSON `{ status: 'OK', ... }`), cached as the file header says; requests arriving
 * while a call for the same path is under way wait for it instead of making their own.
 * @throws AppError GAME_MAINTENANCE when no fresh-enough answer can be had
 */
export async function gamesGet<T>(path: string, now: number, f: typeof fetch = fetch): Promise<T> {
  const base = gamesInternalUrl();
  // Keyed by path only: a moved games server keeps serving the last answer while the new one is unreachable.
  const hit = cache.get(path);
  if (hit && now - hit.at < CACHE_MS) return hit.body as T;
  if (base) {
    let call = inflight.get(path);
    if (!call) {
      call = fetchOk(base, path, now, f).finally(() => inflight.delete(path));
      inflight.set(path, call);
    }
    const body = await call;
    if (body !== undefined) return body as T;
  }
  if (hit && now - hit.at < STALE_MS) return hit.body as T;
  throw fail('GAME_MAINTENANCE');
}

/** A draw as the games server's /lottery/opened answers it. */
export interface GamesOpenedDraw {
  drawId: string;
  drawAt: string;
  numbers: string[];
  special: string;
  serverSeed: string;
  serverSeedHash: string;
}

/** The latest `limit` opened draws of the in-house VN lottery. @throws AppError GAME_MAINTENANCE */
export async function openedDraws(limit: number, now: number): Promise<GamesOpenedDraw[]> {
  const body = await gamesGet<{ draws: GamesOpenedDraw[] }>(`/lottery/opened?limit=${limit}`, now);
  return body.draws.map((d) => ({
    drawId: d.drawId,
    drawAt: d.drawAt,
    numbers: d.numbers,
    special: d.special,
    serverSeed: d.serverSeed,
    serverSeedHash: d.serverSeedHash,
  }));
}

/** The jackpot pool of `currency`: minor units and last change. @throws AppError GAME_MAINTENANCE */
export async function jackpotPool(
  currency: string,
  now: number,
): Promise<{ amount: bigint; updatedAt: string | null }> {
  const body = await gamesGet<{ amount: string; updatedAt: string | null }>(
    `/jackpot/pool?currency=${encodeURIComponent(currency)}`,
    now,
  );
  return { amount: BigInt(body.amount), updatedAt: body.updatedAt };
}
