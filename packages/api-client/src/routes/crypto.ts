/**
 * The crypto call of the route table (see ../route.ts): its data is ./crypto.json, its schemas the `crypto.publicKey`
 * entry of ../route-schemas.ts.
 * Use: `import { crypto } from '@playdeck/api-client/routes/crypto'`, then `crypto.publicKey`.
 */
import data from './crypto.json';
import { areaRoutes } from '../route.ts';

export const crypto = /* @__PURE__ */ areaRoutes('crypto', data);
