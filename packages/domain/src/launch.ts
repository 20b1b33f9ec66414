/**
 * Game launch vocabulary. Its own module, apart from games.ts: the site's home page needs only this list, and the
 * full game type list would otherwise become a chunk of its own in the home page's initial JS.
 */
import type { GameType } from './games.ts';

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
