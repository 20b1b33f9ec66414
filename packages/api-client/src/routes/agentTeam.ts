/**
 * The agent team calls of the route table (see ../route.ts; shapes and errors in ../agentTeam.ts): their data is
 * ./agentTeam.json, their schemas the `agentTeam.*` entries of ../route-schemas.ts.
 * Use: `import { agentTeam } from '@playdeck/api-client/routes/agentTeam'`, then `agentTeam.overview`.
 *
 * `uplineTransferView` and `transferUpline` are the member center's upline transfer page (transferUpline; any full
 * member, D12: limits, password, audit, idempotency key).
 */
import data from './agentTeam.json';
import { areaRoutes } from '../route.ts';

export const agentTeam = /* @__PURE__ */ areaRoutes('agentTeam', data);
