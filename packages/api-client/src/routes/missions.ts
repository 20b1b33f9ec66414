/**
 * The missions calls of the route table (see ../route.ts; shapes and errors in ../missions.ts): their data is
 * ./missions.json, their schemas the `missions.*` entries of ../route-schemas.ts.
 * Use: `import { missions } from '@playdeck/api-client/routes/missions'`, then `missions.list`.
 */
import data from './missions.json';
import { areaRoutes } from '../route.ts';

export const missions = /* @__PURE__ */ areaRoutes('missions', data);
