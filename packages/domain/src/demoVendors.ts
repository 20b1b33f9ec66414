/**
 * The demo catalogue's vendor codes per game type (spec section 9; LOTT/ELOTT and BTI from the brand configs; BGS is
 * the in-house vendor). One home for both servers: the platform seeds its demo vendor rows from it
 * (apps/server/src/domain/games/demo.ts) and the games server serves a sandbox game for each external code
 * (apps/games/src/sandbox/service.ts). Which wallet each code speaks is not here: that is config/vendors.json.
 */
import type { GameType } from './games.ts';

/** The in-house vendor code (apps/games): it has its own games, not a sandbox game. */
export const IN_HOUSE_VENDOR = 'BGS';

/** Vendor codes of the demo catalogue, per game type. */
export const DEMO_VENDORS: Readonly<Record<GameType, readonly string[]>> = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  // BGS also offers slots; brands exclude it from the slot lists with `excludedSlotVendors` (spec 3).
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD', 'BGS'],
  SPORTS: ['IBC', 'SBT', 'UG', 'BTI'],
  ESPORTS: [],
  LOTT: ['TCG_SEA'],
  // BGS: the in-house VN lottery (apps/games/src/lottery), launched at vendor level like the other lottery vendors.
  ELOTT: ['TCG_LOTTO_VN', 'BGS'],
  BGS: ['BGS'],
  // SV388: the demo cockfight vendor (spec 3 "Category to game type: cockfight COCKFIGHT"), launched at vendor level
  // (spec 4) into the games server's sandbox cockfight (Meron or Wala).
  COCKFIGHT: ['SV388'],
};

/** The external (not in-house) vendor codes of the demo catalogue, each once, sorted: the games server's sandbox vendors. */
export const DEMO_EXTERNAL_VENDORS: readonly string[] = [...new Set(Object.values(DEMO_VENDORS).flat())]
  .filter((code) => code !== IN_HOUSE_VENDOR)
  .sort();
