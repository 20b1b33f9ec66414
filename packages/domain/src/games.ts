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
