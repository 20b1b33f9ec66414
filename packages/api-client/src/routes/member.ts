/**
 * The member calls of the route table (see ../route.ts): their data is ./member.json, their schemas the `member.*`
 * entries of ../route-schemas.ts.
 * Use: `import { member } from '@playdeck/api-client/routes/member'`, then `member.register`.
 */
import data from './member.json';
import { areaRoutes } from '../route.ts';

export const member = /* @__PURE__ */ areaRoutes('member', data);
