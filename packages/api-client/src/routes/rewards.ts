/**
 * The reward center calls of the route table (see ../route.ts; shapes and errors in ../rewards.ts): their data is
 * ./rewards.json, their schemas the `rewards.*` entries of ../route-schemas.ts.
 * Use: `import { rewards } from '@playdeck/api-client/routes/rewards'`, then `rewards.center`.
 */
import data from './rewards.json';
import { areaRoutes } from '../route.ts';

export const rewards = /* @__PURE__ */ areaRoutes('rewards', data);
