/**
 * The games calls of the route table (see ../route.ts; shapes and errors in ../games.ts): their data is ./games.json,
 * their schemas the `games.*` entries of ../route-schemas.ts.
 * Use: `import { games } from '@playdeck/api-client/routes/games'`, then `games.gameMenus`.
 */
import data from './games.json';
import { areaRoutes } from '../route.ts';

export const games = /* @__PURE__ */ areaRoutes('games', data);
