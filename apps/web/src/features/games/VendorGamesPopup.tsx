import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VENDOR_POPUP_PARAM, VENDOR_POPUP_TYPE_PARAM } from './useGameActions';

const VendorGamesModal = lazy(() => import('./VendorGamesModal'));

/**
 * The vendor game-list popup (spec 2 "Game tile": a tile whose isGame is VASSALAGE opens a popup game list), routed
 * state in `?vendorGames=<vassalage>&vendorGameType=<type>` so Back closes it. 24 games per page with the Pager.
 * The modal is a lazy chunk fetched when the popup opens (no dialog code in the pages' initial JS); it is a portal
 * overlay, so nothing in the page moves while it loads.
 */
export function VendorGamesPopup() {
  const [params] = useSearchParams();
  const vassalage = params.get(VENDOR_POPUP_PARAM);
  const gameType = params.get(VENDOR_POPUP_TYPE_PARAM);
  if (!vassalage || !gameType) return null;
  return (
    <Suspense fallback={null}>
      <VendorGamesModal key={`${vassalage}-${gameType}`} vassalage={vassalage} gameType={gameType} />
    </Suspense>
  );
}
