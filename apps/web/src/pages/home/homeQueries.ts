/**
 * The calls the home page makes on first paint, as SWR keys: the boot (apps/web/src/app/boot.ts) starts them while
 * the page's chunk and the language catalogue load, and the page's hooks then find them in flight (SWR `preload`),
 * so the game icons (the LCP element on phones) are not behind a chain of round trips (Lighthouse target, docs/architecture.md "Targets").
 * The keys are the very ones the page's hooks build (features/games/api `gameKeys`, shared/api `queryKeys`).
 */
import { LOTTERY_PATHS } from '@playdeck/api-client/lotteryPaths';
import { games } from '@playdeck/api-client/routes/games';
import { queryKeys } from '../../shared/api/keys';
import { gameKeys } from '../../features/games/api';

/** Game sections of the home page, in order (spec 2), with their game type and route. */
export const HOME_GAME_SECTIONS = [
  { name: 'rng', gameType: 'RNG' },
  { name: 'live', gameType: 'LIVE' },
  { name: 'fish', gameType: 'FISH' },
  { name: 'pvp', gameType: 'PVP' },
] as const;

/** Games fetched per home section (spec 9: 24 fetched, 6 shown). */
export const HOME_SECTION_FETCH = 24;

/**
 * The keys of the home page's first calls for `language`: the four section lists (24 games each), the w_home
 * banners, the notices, the game menus (vendor cards, header categories) and the jackpot pool of the RNG tile
 * (features/games/JackpotCounter `useJackpot`; docs/decisions.md D9), so a server-rendered first screen shows the pool's
 * amount instead of a dash the browser fills in after a call, and the hot matches (HotMatches `useHotMatches`), so the
 * carousel above the category tiles is in the first screen's HTML instead of arriving after hydration and pushing the
 * tiles down (a layout shift of about 0.11 on Lighthouse's phone, most of the page's CLS).
 */
export function homeQueryKeys(language: string) {
  return [
    ...HOME_GAME_SECTIONS.map((s) =>
      gameKeys.list({ gameType: s.gameType, pageSize: HOME_SECTION_FETCH, language }),
    ),
    gameKeys.banners(),
    gameKeys.notices(),
    queryKeys.gameMenus(language),
    LOTTERY_PATHS.jackpot,
    games.hotMatches.path,
  ];
}
