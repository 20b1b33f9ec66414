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
    summary:
      'Consolidated contract info (spec 3): per type, enabled for the brand and held or obtainable by the caller',
    tags: ['agent-contracts'],
  }),
  list: api<{ value: Static<typeof ContractList> }>({
    id: 'agentContracts.list',
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'agent',
    summary: 'My contracts: received and given',
    tags: ['agent-contracts'],
  }),
  offer: api<{ body: Static<typeof OfferBody>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.offer',
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'agent',
    summary: 'Offer a contract to a direct downline agent, within my own terms',
    tags: ['agent-contracts'],
  }),
  accept: api<{
    params: Static<typeof ContractParams>;
    body: Static<typeof AcceptBody> | undefined;
    value: Static<typeof ContractSchema>;
  }>({
    id: 'agentContracts.accept',
    method: 'POST',
    path: '/wps/agent/contracts/:id/accept',
    auth: 'agent',
    summary:
      'Accept an offer; 409 CONTRACT_TERMINATIONS_REQUIRED lists the contracts it would end unless confirmTerminations',
    tags: ['agent-contracts'],
  }),
  reject: api<{ params: Static<typeof ContractParams>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.reject',
    method: 'POST',
    path: '/wps/agent/contracts/:id/reject',
    auth: 'agent',
    summary: 'Reject an offer',
    tags: ['agent-contracts'],
  }),
  terminate: api<{ params: Static<typeof ContractParams>; value: Static<typeof ContractSchema> }>({
    id: 'agentContracts.terminate',
    method: 'POST',
    path: '/wps/agent/contracts/:id/terminate',
    auth: 'agent',
    summary: 'Request, or confirm, the termination of a contract; withdraw my open offer',
    tags: ['agent-contracts'],
  }),
  statements: api<{ query: Static<typeof StatementQuery>; value: Static<typeof StatementPage> }>({
    id: 'agentContracts.statements',
    method: 'GET',
    path: '/wps/agent/contracts/statements',
    auth: 'agent',
    summary: 'Settlement statements of me (or an agent of my team), newest period first',
    tags: ['agent-contracts'],
  }),
  statement: api<{ params: Static<typeof ContractParams>; value: Static<typeof Statement> }>({
    id: 'agentContracts.statement',
    method: 'GET',
    path: '/wps/agent/contracts/statements/:id',
    auth: 'agent',
    summary: 'One statement with every input (team figures, tier, rate, downline deductions)',
    tags: ['agent-contracts'],
  }),
  revenue: api<{ query: Static<typeof RevenueQuery>; value: Static<typeof RevenueReport> }>({
    id: 'agentContracts.revenue',
    method: 'GET',
    path: '/wps/agent/contracts/revenue',
    auth: 'agent',
    summary: 'agentRevenueReport: my income by period (day, week, month) and source (contract type)',
    tags: ['agent-contracts'],
  }),
  events: api({
    id: 'agentContracts.events',
    method: 'GET',
    path: '/wps/agent/contracts/events',
    auth: 'agent',
    response: 'event-stream',
    summary:
      'Live contract events (text/event-stream), read with fetch and the Authorization header: offer, contract',
    tags: ['agent-contracts'],
  }),
};
