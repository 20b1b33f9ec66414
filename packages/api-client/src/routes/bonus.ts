/**
 * The bonus calls of the route table (see ../route.ts; shapes and errors in ../bonus.ts): their data is ./bonus.json,
 * their schemas the `bonus.*` entries of ../route-schemas.ts.
 * Use: `import { bonus } from '@playdeck/api-client/routes/bonus'`, then `bonus.list`.
 */
import data from './bonus.json';
import { areaRoutes } from '../route.ts';

export const bonus = /* @__PURE__ */ areaRoutes('bonus', data);
