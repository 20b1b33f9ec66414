/**
 * The lottery calls of the route table (see ../route.ts; shapes and errors in ../lottery.ts): their data is
 * ./lottery.json, their schemas the `lottery.*` entries of ../route-schemas.ts.
 * Use: `import { lottery } from '@playdeck/api-client/routes/lottery'`, then `lottery.openedGame`.
 */
import data from './lottery.json';
import { areaRoutes } from '../route.ts';

export const lottery = /* @__PURE__ */ areaRoutes('lottery', data);
