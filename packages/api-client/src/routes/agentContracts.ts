/**
 * The agentContracts calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as agentContracts from '@playdeck/api-client/routes/agentContracts'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  AcceptBody,
  ContractInfo,
  ContractList,
  ContractParams,
  ContractSchema,
  OfferBody,
  RevenueQuery,
  RevenueReport,
  Statement,
  StatementPage,
  StatementQuery,
} from '../agentContracts.ts';
import { api } from '../route.ts';

export const info = /* @__PURE__ */ api<{ value: Static<typeof ContractInfo> }>({
  id: 'agentContracts.info',
  method: 'GET',
  path: '/wps/agent/contracts/info',
  auth: 'member',
});
export const list = /* @__PURE__ */ api<{ value: Static<typeof ContractList> }>({
  id: 'agentContracts.list',
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'agent',
});
export const offer = /* @__PURE__ */ api<{
  body: Static<typeof OfferBody>;
  value: Static<typeof ContractSchema>;
}>({ id: 'agentContracts.offer', method: 'POST', path: '/wps/agent/contracts/offer', auth: 'agent' });
export const accept = /* @__PURE__ */ api<{
  params: Static<typeof ContractParams>;
  body: Static<typeof AcceptBody> | undefined;
  value: Static<typeof ContractSchema>;
}>({ id: 'agentContracts.accept', method: 'POST', path: '/wps/agent/contracts/:id/accept', auth: 'agent' });
export const reject = /* @__PURE__ */ api<{
  params: Static<typeof ContractParams>;
  value: Static<typeof ContractSchema>;
}>({ id: 'agentContracts.reject', method: 'POST', path: '/wps/agent/contracts/:id/reject', auth: 'agent' });
export const terminate = /* @__PURE__ */ api<{
  params: Static<typeof ContractParams>;
  value: Static<typeof ContractSchema>;
}>({
  id: 'agentContracts.terminate',
  method: 'POST',
  path: '/wps/agent/contracts/:id/terminate',
  auth: 'agent',
});
export const statements = /* @__PURE__ */ api<{
  query: Static<typeof StatementQuery>;
  value: Static<typeof StatementPage>;
}>({
  id: 'agentContracts.statements',
  method: 'GET',
  path: '/wps/agent/contracts/statements',
  auth: 'agent',
});
export const statement = /* @__PURE__ */ api<{
  params: Static<typeof ContractParams>;
  value: Static<typeof Statement>;
}>({
  id: 'agentContracts.statement',
  method: 'GET',
  path: '/wps/agent/contracts/statements/:id',
  auth: 'agent',
});
export const revenue = /* @__PURE__ */ api<{
  query: Static<typeof RevenueQuery>;
  value: Static<typeof RevenueReport>;
}>({ id: 'agentContracts.revenue', method: 'GET', path: '/wps/agent/contracts/revenue', auth: 'agent' });
export const events = /* @__PURE__ */ api({
  id: 'agentContracts.events',
  method: 'GET',
  path: '/wps/agent/contracts/events',
  auth: 'agent',
  response: 'event-stream',
});
