/**
 * The game launch calls of the route table (see ../route.ts; shapes and errors in ../launch.ts): their data is
 * ./launch.json, their schemas the `launch.*` entries of ../route-schemas.ts.
 * Use: `import { launch } from '@playdeck/api-client/routes/launch'`, then `launch.launchGame`.
 */
import data from './launch.json';
import { areaRoutes } from '../route.ts';

export const launch = /* @__PURE__ */ areaRoutes('launch', data);
