/**
 * The payments calls of the route table (see ../route.ts; shapes and errors in ../payments.ts): their data is
 * ./payments.json, their schemas the `payments.*` entries of ../route-schemas.ts.
 * Use: `import { payments } from '@playdeck/api-client/routes/payments'`, then `payments.depositMethods`.
 */
import data from './payments.json';
import { areaRoutes } from '../route.ts';

export const payments = /* @__PURE__ */ areaRoutes('payments', data);
