/**
 * The operator console calls of the route table (see ../route.ts): their data is ./ops.json, their schemas the
 * `ops.*` entries of ../route-schemas.ts.
 * Use: `import { ops } from '@playdeck/api-client/routes/ops'`, then `ops.login`.
 */
import data from './ops.json';
import { areaRoutes } from '../route.ts';

export const ops = /* @__PURE__ */ areaRoutes('ops', data);
