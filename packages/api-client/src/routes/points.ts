/**
 * The points calls of the route table (see ../route.ts; shapes and errors in ../points.ts): their data is
 * ./points.json, their schemas the `points.*` entries of ../route-schemas.ts.
 * Use: `import { points } from '@playdeck/api-client/routes/points'`, then `points.balance`.
 */
import data from './points.json';
import { areaRoutes } from '../route.ts';

export const points = /* @__PURE__ */ areaRoutes('points', data);
