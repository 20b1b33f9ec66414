/**
 * The refer-and-earn call of the route table (see ../route.ts; shapes and errors in ../referral.ts): its data is
 * ./referral.json, its schemas the `referral.page` entry of ../route-schemas.ts.
 * Use: `import { referral } from '@playdeck/api-client/routes/referral'`, then `referral.page`.
 */
import data from './referral.json';
import { areaRoutes } from '../route.ts';

export const referral = /* @__PURE__ */ areaRoutes('referral', data);
