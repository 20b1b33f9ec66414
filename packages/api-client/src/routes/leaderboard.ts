/**
 * The leaderboard calls of the route table (see ../route.ts; shapes and errors in ../leaderboard.ts): their data is
 * ./leaderboard.json, their schemas the `leaderboard.*` entries of ../route-schemas.ts.
 * Use: `import { leaderboard } from '@playdeck/api-client/routes/leaderboard'`, then `leaderboard.page`.
 */
import data from './leaderboard.json';
import { areaRoutes } from '../route.ts';

export const leaderboard = /* @__PURE__ */ areaRoutes('leaderboard', data);
