/** The agentTeam calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type {
  AffiliateLinks,
  AgentTransferBody,
  AgentTransferResult,
  CreateDownlineBody,
  CreatedDownline,
  DownlinePage,
  DownlineQuery,
  DownlineRow,
  LockBody,
  MemberParams,
  RangeQuery,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamRangeQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
  TransferLimits,
} from '../agentTeam.ts';
import { api } from '../route.ts';

export const agentTeam = {
  overview: api<{ query: Static<typeof RangeQuery>; value: Static<typeof TeamOverview> }>({
    id: 'agentTeam.overview',
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'agentCenter',
  }),
  downlines: api<{ query: Static<typeof DownlineQuery>; value: Static<typeof DownlinePage> }>({
    id: 'agentTeam.downlines',
    method: 'GET',
    path: '/wps/agent/team/downlines',
    auth: 'agentCenter',
  }),
  createDownline: api<{ body: Static<typeof CreateDownlineBody>; value: Static<typeof CreatedDownline> }>({
    id: 'agentTeam.createDownline',
    method: 'POST',
    path: '/wps/agent/team/downlines',
    auth: 'agentCenter',
  }),
  lockDownline: api<{
    params: Static<typeof MemberParams>;
    body: Static<typeof LockBody>;
    value: Static<typeof DownlineRow>;
  }>({
    id: 'agentTeam.lockDownline',
    method: 'POST',
    path: '/wps/agent/team/downlines/:memberId/lock',
    auth: 'agentCenter',
  }),
  affiliateLinks: api<{ value: Static<typeof AffiliateLinks> }>({
    id: 'agentTeam.affiliateLinks',
    method: 'GET',
    path: '/wps/agent/team/affiliate-links',
    auth: 'agentCenter',
  }),
  bets: api<{ query: Static<typeof TeamRangeQuery>; value: Static<typeof TeamBetPage> }>({
    id: 'agentTeam.bets',
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'agentCenter',
  }),
  loss: api<{ query: Static<typeof TeamRangeQuery>; value: Static<typeof TeamLossPage> }>({
    id: 'agentTeam.loss',
    method: 'GET',
    path: '/wps/agent/team/loss',
    auth: 'agentCenter',
  }),
  transactions: api<{
    query: Static<typeof TeamTransactionQuery>;
    value: Static<typeof TeamTransactionPage>;
  }>({
    id: 'agentTeam.transactions',
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'agentCenter',
  }),
  transferLimits: api<{ value: Static<typeof TransferLimits> }>({
    id: 'agentTeam.transferLimits',
    method: 'GET',
    path: '/wps/agent/transfer/limits',
    auth: 'agentCenter',
  }),
  transfer: api<{ body: Static<typeof AgentTransferBody>; value: Static<typeof AgentTransferResult> }>({
    id: 'agentTeam.transfer',
    method: 'POST',
    path: '/wps/agent/transfer',
    auth: 'agentCenter',
  }),
};
