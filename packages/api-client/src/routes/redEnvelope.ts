/**
 * The red-envelope calls of the route table (see ../route.ts; shapes and errors in ../redEnvelope.ts): their data is
 * ./redEnvelope.json, their schemas the `redEnvelope.*` entries of ../route-schemas.ts.
 * Use: `import { redEnvelope } from '@playdeck/api-client/routes/redEnvelope'`, then `redEnvelope.rounds`.
 */
import data from './redEnvelope.json';
import { areaRoutes } from '../route.ts';

export const redEnvelope = /* @__PURE__ */ areaRoutes('redEnvelope', data);
