/**
 * The system calls of the route table (see ../route.ts): their data is ./system.json, their schemas the `system.*`
 * entries of ../route-schemas.ts.
 * Use: `import { system } from '@playdeck/api-client/routes/system'`, then `system.status`.
 *
 * `terms`: the brand's terms and conditions (D35), reachable whether or not the help centre is on.
 */
import data from './system.json';
import { areaRoutes } from '../route.ts';

export const system = /* @__PURE__ */ areaRoutes('system', data);
