/**
 * The live events call of the route table (see ../route.ts): its data is ./events.json, its schemas the
 * `events.stream` entry of ../route-schemas.ts.
 * Use: `import { events } from '@playdeck/api-client/routes/events'`, then `events.stream`.
 */
import data from './events.json';
import { areaRoutes } from '../route.ts';

export const events = /* @__PURE__ */ areaRoutes('events', data);
