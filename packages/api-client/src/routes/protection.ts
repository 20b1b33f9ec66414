/**
 * The player protection calls of the route table (see ../route.ts; shapes and errors in ../protection.ts): their data
 * is ./protection.json, their schemas the `protection.*` entries of ../route-schemas.ts.
 * Use: `import { protection } from '@playdeck/api-client/routes/protection'`, then `protection.view`.
 */
import data from './protection.json';
import { areaRoutes } from '../route.ts';

export const protection = /* @__PURE__ */ areaRoutes('protection', data);
