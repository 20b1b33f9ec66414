/**
 * The agent contract calls of the route table (see ../route.ts; shapes and errors in ../agentContracts.ts): their
 * data is ./agentContracts.json, their schemas the `agentContracts.*` entries of ../route-schemas.ts.
 * Use: `import { agentContracts } from '@playdeck/api-client/routes/agentContracts'`, then `agentContracts.info`.
 */
import data from './agentContracts.json';
import { areaRoutes } from '../route.ts';

export const agentContracts = /* @__PURE__ */ areaRoutes('agentContracts', data);
