/**
 * What pressing a tile or vendor card does (spec 2 "Game tile", spec 4 "Game launch" and "Favourites"):
 * - a visitor gets the login popup (routed state, `?popup=login`), for play and favourite alike;
 * - a trial account is blocked with the real-account message (spec 8 in_need_true_account);
 * - a tile whose `isGame` is VASSALAGE opens the vendor's game list popup (`?vendorGames=<vassalage>&vendorGameType=`);
 * - otherwise the game launches ({@link launchPath}); a vendor in maintenance does not launch.
 * Favourites toggle optimistically, throttled to 1000 ms per game, and are reverted when the call fails.
 */
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FavouritesValue, Game, Vendor } from '@playdeck/api-client/games';
import { usePopup } from '../../shared/popups/popups';
import { useMemberInfo, useToken } from '../../shared/session/session';
import { GAME_PATHS, gameKeys, setFavourite, useFavourites } from './api';
import { launchPath } from './launch';
import { useKeyedThrottle } from './useThrottle';

/** Search parameters of the vendor game-list popup (routed state: Back closes it). */
export const VENDOR_POPUP_PARAM = 'vendorGames';
export const VENDOR_POPUP_TYPE_PARAM = 'vendorGameType';

export function useGameActions() {
  const intl = useIntl();
  const token = useToken();
  const { isTrial } = useMemberInfo();
  const { open } = usePopup();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const throttle = useKeyedThrottle();
  const favourites = useFavourites(intl.locale);
  const [trialBlocked, setTrialBlocked] = useState(false);
  const [favouriteError, setFavouriteError] = useState(false);

  const favouriteIds = useMemo(
    () => new Set((favourites.data?.content ?? []).map((g) => g.nodeId)),
    [favourites.data],
  );

  /** True when the caller may act; otherwise opens the login popup or the trial warning. */
  const allowed = useCallback(() => {
    if (!token) {
      open('login');
      return false;
    }
    if (isTrial) {
      setTrialBlocked(true);
      return false;
    }
    return true;
  }, [token, isTrial, open]);

  const openVendorGames = useCallback(
    (vassalage: string, gameType: string) => {
      const next = new URLSearchParams(params);
      next.set(VENDOR_POPUP_PARAM, vassalage);
      next.set(VENDOR_POPUP_TYPE_PARAM, gameType);
      navigate({ search: `?${next.toString()}` }, { state: { vendorPopupPushed: true } });
    },
    [navigate, params],
  );

  const play = useCallback(
    (game: Game) => {
      if (game.isGame === 'VASSALAGE') {
        openVendorGames(game.vassalage, game.gameType);
        return;
      }
      if (allowed()) navigate(launchPath(game));
    },
    [allowed, navigate, openVendorGames],
  );

  /** Free trial (supportPlay 0): no account needed; the game page opens the vendor's demo mode (no wallet). */
  const freeTrial = useCallback((game: Game) => navigate(`${launchPath(game)}&mode=demo`), [navigate]);

  const playVendor = useCallback(
    (vendor: Pick<Vendor, 'vassalage' | 'gameType'> & { maintenance?: boolean; matchId?: string }) => {
      if (!allowed() || vendor.maintenance) return;
      navigate(launchPath(vendor));
    },
    [allowed, navigate],
  );

  const toggleFavourite = useCallback(
    (game: Game) => {
      if (!allowed()) return;
      throttle(game.nodeId, () => {
        const on = !favouriteIds.has(game.nodeId);
        const key = gameKeys.favourites(intl.locale);
        setFavouriteError(false);
        const update = (v: FavouritesValue | undefined): FavouritesValue | undefined => {
          const content = (v?.content ?? []).filter((g) => g.nodeId !== game.nodeId);
          if (on) content.unshift(game);
          return { content, pageNum: 1, totalPages: content.length ? 1 : 0, total: content.length };
        };
        void mutate(key, update, { revalidate: false });
        setFavourite(game, on)
          .then(() => {
            // FAV lists of every game type and page show the change.
            void mutate(
              (k) =>
                Array.isArray(k) &&
                k[0] === GAME_PATHS.list &&
                (k[1] as { filter?: string })?.filter === 'FAV',
            );
            void mutate(key);
          })
          .catch(() => {
            setFavouriteError(true);
            void mutate(key);
          });
      });
    },
    [allowed, throttle, favouriteIds, intl.locale, mutate],
  );

  return {
    play,
    freeTrial,
    playVendor,
    toggleFavourite,
    openVendorGames,
    /** Favourite state of a game for the Tile: a boolean (visitors see an empty heart that opens the login popup). */
    isFavourite: (nodeId: number) => favouriteIds.has(nodeId),
    trialBlocked,
    closeTrial: () => setTrialBlocked(false),
    favouriteError,
  };
}
