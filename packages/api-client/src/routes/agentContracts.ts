/** The agentContracts calls of the route table (see ../route.ts). */
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

export const agentContracts = {
  info: api<{ value: Static<typeof ContractInfo> }>({
    id: 'agentContracts.info',
    method: 'GET',
    path: '/wps/agent/contracts/info',
    auth: 'member',
  }),
  list: api<{ value: Static<typeof ContractList> }>({
    id: 'agentContracts.list',
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'agent',
  }),
  offer: api<{ body: Static<typeof OfferBody>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.offer',
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'agent',
  }),
  accept: api<{
    params: Static<typeof ContractParams>;
    body: Static<typeof AcceptBody> | undefined;
    value: Static<typeof ContractSchema>;
  }>({ id: 'agentContracts.accept', method: 'POST', path: '/wps/agent/contracts/:id/accept', auth: 'agent' }),
  reject: api<{ params: Static<typeof ContractParams>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.reject',
    method: 'POST',
    path: '/wps/agent/contracts/:id/reject',
    auth: 'agent',
  }),
  terminate: api<{ params: Static<typeof ContractParams>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.terminate',
    method: 'POST',
    path: '/wps/agent/contracts/:id/terminate',
    auth: 'agent',
  }),
  statements: api<{ query: Static<typeof StatementQuery>; value: Static<typeof StatementPage> }>({
    id: 'agentContracts.statements',
    method: 'GET',
    path: '/wps/agent/contracts/statements',
    auth: 'agent',
  }),
  statement: api<{ params: Static<typeof ContractParams>; value: Static<typeof Statement> }>({
    id: 'agentContracts.statement',
    method: 'GET',
    path: '/wps/agent/contracts/statements/:id',
    auth: 'agent',
  }),
  revenue: api<{ query: Static<typeof RevenueQuery>; value: Static<typeof RevenueReport> }>({
    id: 'agentContracts.revenue',
    method: 'GET',
    path: '/wps/agent/contracts/revenue',
    auth: 'agent',
  }),
  events: api({
    id: 'agentContracts.events',
    method: 'GET',
    path: '/wps/agent/contracts/events',
    auth: 'agent',
    response: 'event-stream',
  }),
};
