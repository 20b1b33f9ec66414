/**
 * Data hooks of the game catalogue (server: apps/server/src/domain/games, contract: @playdeck/api-client/games), one SWR
 * hook per query with keys from {@link gameKeys}. Lists are `{ games, pageNum, totalPages, total }`; favourites and
 * recent `{ content, pageNum, totalPages, total }`. Favourite changes are `POST` / `DELETE` with
 * `{ nodeId, vendor, gameType }` (login required).
 */
import type { BodyOf } from '@playdeck/api-client/route';
import { content } from '@playdeck/api-client/routes/content';
import { games } from '@playdeck/api-client/routes/games';
import useSWR from 'swr';
import type { FavouritesValue, Game, GameFilter, GameListValue, Vendor } from '@playdeck/api-client/games';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { useToken } from '../../shared/session/session';

/** Relay paths (spec 7 "Games"). */
export const GAME_PATHS = {
  list: games.list.path,
  hot: games.hotGames.path,
  vendors: games.vendors.path,
  favourites: games.favourites.path,
  recent: games.recent.path,
};

/** Parameters of a game list page (spec 7: clientType 3, pageSize 24). */
export interface GameListParams {
  gameType: string;
  vassalage?: string;
  filter?: GameFilter;
  search?: string;
  pageNo?: number;
  pageSize?: number;
  language: string;
}

/** SWR keys of the catalogue queries: `[path, query]`, understood by `swrFetcher`. */
export const gameKeys = {
  list: (p: GameListParams) =>
    [
      GAME_PATHS.list,
      {
        clientType: '3',
        platform: 'html5-desktop',
        gameType: p.gameType,
        vassalage: p.vassalage || undefined,
        filter: p.filter ?? 'ALL',
        search: p.search?.trim() || undefined,
        pageNo: String(p.pageNo ?? 1),
        pageSize: String(p.pageSize ?? 24),
        language: p.language,
      },
    ] as const,
  hot: (language: string) =>
    [GAME_PATHS.hot, { isPlatform: '2', platform: 'flash,html5-desktop', language }] as const,
  vendors: (gameType: string) => [GAME_PATHS.vendors, { platform: 'html5-desktop', gameType }] as const,
  favourites: (language: string) =>
    [GAME_PATHS.favourites, { clientType: '3', pageNo: '1', pageSize: '999', language }] as const,
  recent: (language: string) => [GAME_PATHS.recent, { pageNo: '1', pageSize: '20', language }] as const,
  banners: () => [content.banners.path, { group: 'w_home' }] as const,
  notices: () => content.notices.path,
};

/**
 * One page of a game list. `null` params skip the fetch (e.g. FAV/RECENT for a visitor). FAV and RECENT lists are
 * per member, so their key carries the token's presence. Keeps the previous page while the next one loads.
 */
export function useGameList(params: GameListParams | null) {
  const token = useToken();
  const personal = params?.filter === 'FAV' || params?.filter === 'RECENT';
  const key = params && (!personal || token) ? gameKeys.list(params) : null;
  return useSWR<GameListValue>(key, swrFetcher, { keepPreviousData: true, revalidateOnFocus: false });
}

/** The brand's vendors of a game type (GCS_vendors), cached for the session (spec 9). */
export function useVendors(gameType: string | null) {
  return useSWR<Vendor[]>(gameType ? gameKeys.vendors(gameType) : null, swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** Six hot games (spec 9), cached for the session. */
export function useHotGames(language: string) {
  return useSWR<Game[]>(gameKeys.hot(language), swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The member's favourites (page 1 of 999, every type); not fetched without a session. */
export function useFavourites(language: string) {
  const token = useToken();
  return useSWR<FavouritesValue>(token ? gameKeys.favourites(language) : null, swrFetcher, {
    revalidateOnFocus: false,
  });
}

/** The member's 20 most recent games; not fetched without a session. */
export function useRecentGames(language: string) {
  const token = useToken();
  return useSWR<FavouritesValue>(token ? gameKeys.recent(language) : null, swrFetcher);
}

/** A banner (spec 3: url, linkageType). */
export interface HomeBanner {
  groupName: string;
  url: string;
  linkageType: string;
}

/** A notice of the marquee (spec 3 notice list: id, title). */
export interface NoticeItem {
  id: string;
  title: string;
}

/** Home banners of group w_home (content call; the member info carries the same list when logged in). */
export function useHomeBanners() {
  return useSWR<HomeBanner[]>(gameKeys.banners(), swrFetcher, { revalidateOnFocus: false });
}

/** Notices for the marquee. */
export function useNotices() {
  return useSWR<NoticeItem[]>(gameKeys.notices(), swrFetcher, { revalidateOnFocus: false });
}

/** Adds (`on`) or removes a favourite. @throws ApiError (NOT_LOGGED_IN, NOT_FOUND, VALIDATION, NETWORK) */
export function setFavourite(
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>,
  on: boolean,
): Promise<null> {
  return apiFetch(on ? games.addFavourite : games.removeFavourite, {
    body: {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType as BodyOf<typeof games.addFavourite>['gameType'],
    },
  });
}
