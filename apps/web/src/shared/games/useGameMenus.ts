import useSWR from 'swr';
import { swrFetcher } from '../api/client';
import { queryKeys } from '../api/keys';

/** A vendor in a game menu (spec 3 "Game vendor"). */
export interface MenuVendor {
  vassalage: string;
  displayName: string;
  gameType: string;
}

/** One game menu: a game type and its vendors. Expected shape of `/lgw/games/game_menus` (not served yet). */
export interface GameMenu {
  gameType: string;
  vendors: MenuVendor[];
}

/**
 * Game menus (`GET /lgw/games/game_menus?language=`), cached for the session (spec 9). Until the server serves it
 * (or when it fails) `menus` is empty, so the header shows no category items rather than invented ones.
 */
export function useGameMenus(language: string) {
  const swr = useSWR<GameMenu[]>(queryKeys.gameMenus(language), swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const menus = Array.isArray(swr.data) ? swr.data : [];
  return { ...swr, menus };
}

/** Game types that have at least one vendor. */
export function gameTypesWithVendors(menus: readonly GameMenu[]): Set<string> {
  return new Set(
    menus.filter((m) => Array.isArray(m.vendors) && m.vendors.length > 0).map((m) => m.gameType),
  );
}
