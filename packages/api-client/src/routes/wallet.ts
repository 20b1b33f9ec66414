/**
 * The wallet calls of the route table (see ../route.ts; shapes and errors in ../wallet.ts): their data is
 * ./wallet.json, their schemas the `wallet.*` entries of ../route-schemas.ts.
 * Use: `import { wallet } from '@playdeck/api-client/routes/wallet'`, then `wallet.balance`.
 */
import data from './wallet.json';
import { areaRoutes } from '../route.ts';

export const wallet = /* @__PURE__ */ areaRoutes('wallet', data);
