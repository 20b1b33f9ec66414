/**
 * The records calls of the route table (see ../route.ts; shapes and errors in ../records.ts): their data is
 * ./records.json, their schemas the `records.*` entries of ../route-schemas.ts.
 * Use: `import { records } from '@playdeck/api-client/routes/records'`, then `records.bettingRecord`.
 */
import data from './records.json';
import { areaRoutes } from '../route.ts';

export const records = /* @__PURE__ */ areaRoutes('records', data);
