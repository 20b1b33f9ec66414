/**
 * Game types (spec section 2, "Category to game type"): the codes a vendor, a game and a lobby category carry. Which
 * vendors a brand offers per type is brand config (vendors.json), not this list.
 */
export const GAME_TYPES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'BGS',
  'COCKFIGHT',
] as const;

/** One game type code, e.g. `RNG`. */
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Game types launched at vendor level (spec section 4 "Game launch"): the vendor's own lobby opens, so a launch needs
 * no game; every other type launches one game by its node id.
 */
export const VENDOR_LAUNCH_TYPES = [
  'ELOTT',
  'LOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameType[];
