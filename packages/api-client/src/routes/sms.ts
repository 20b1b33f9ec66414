/**
 * The SMS code calls of the route table (see ../route.ts): their data is ./sms.json, their schemas the `sms.*`
 * entries of ../route-schemas.ts.
 * Use: `import { sms } from '@playdeck/api-client/routes/sms'`, then `sms.sendNoLogin`.
 */
import data from './sms.json';
import { areaRoutes } from '../route.ts';

export const sms = /* @__PURE__ */ areaRoutes('sms', data);
