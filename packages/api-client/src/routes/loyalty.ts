/**
 * The VIP and rebate calls of the route table (see ../route.ts; shapes and errors in ../loyalty.ts): their data is
 * ./loyalty.json, their schemas the `loyalty.*` entries of ../route-schemas.ts.
 * Use: `import { loyalty } from '@playdeck/api-client/routes/loyalty'`, then `loyalty.vip`.
 */
import data from './loyalty.json';
import { areaRoutes } from '../route.ts';

export const loyalty = /* @__PURE__ */ areaRoutes('loyalty', data);
