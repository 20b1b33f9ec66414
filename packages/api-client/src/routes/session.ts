/**
 * The session calls of the route table (see ../route.ts): their data is ./session.json, their schemas the `session.*`
 * entries of ../route-schemas.ts.
 * Use: `import { session } from '@playdeck/api-client/routes/session'`, then `session.login`.
 *
 * `socialPending` reads the cookie the social callback sets (docs/architecture.md "Social login"); `socialRegister`
 * also links the new account to the pending provider account.
 */
import data from './session.json';
import { areaRoutes } from '../route.ts';

export const session = /* @__PURE__ */ areaRoutes('session', data);
