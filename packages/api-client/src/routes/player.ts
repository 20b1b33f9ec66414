/**
 * The player-protection pages' calls (the reality check and idle warning, the account statement and the last game
 * recall) of the route table (see ../route.ts; shapes and errors in ../player.ts): their data is ./player.json, their
 * schemas the `player.*` entries of ../route-schemas.ts.
 * Use: `import { player } from '@playdeck/api-client/routes/player'`, then `player.realityCheck`.
 */
import data from './player.json';
import { areaRoutes } from '../route.ts';

export const player = /* @__PURE__ */ areaRoutes('player', data);
