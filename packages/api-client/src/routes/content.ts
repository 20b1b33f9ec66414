/**
 * The content calls of the route table (see ../route.ts): their data is ./content.json, their schemas the `content.*`
 * entries of ../route-schemas.ts.
 * Use: `import { content } from '@playdeck/api-client/routes/content'`, then `content.announcements`.
 */
import data from './content.json';
import { areaRoutes } from '../route.ts';

export const content = /* @__PURE__ */ areaRoutes('content', data);
