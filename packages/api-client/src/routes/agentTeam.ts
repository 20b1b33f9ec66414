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
    summary:
      'Team overview over a date range: size, new, active, deposits, withdrawals, bets, P&L, daily series',
    tags: ['agent'],
  }),
  downlines: api<{ query: Static<typeof DownlineQuery>; value: Static<typeof DownlinePage> }>({
    id: 'agentTeam.downlines',
    method: 'GET',
    path: '/wps/agent/team/downlines',
    auth: 'agentCenter',
    summary: 'Team members (direct or all), newest first, with balance, last login and status',
    tags: ['agent'],
  }),
  createDownline: api<{ body: Static<typeof CreateDownlineBody>; value: Static<typeof CreatedDownline> }>({
    id: 'agentTeam.createDownline',
    method: 'POST',
    path: '/wps/agent/team/downlines',
    auth: 'agentCenter',
    summary: 'Create a downline member or agent with a one-time password (shown once; D2)',
    tags: ['agent'],
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
    summary: 'Lock (no login, sessions revoked) or unlock a team member',
    tags: ['agent'],
  }),
  affiliateLinks: api<{ value: Static<typeof AffiliateLinks> }>({
    id: 'agentTeam.affiliateLinks',
    method: 'GET',
    path: '/wps/agent/team/affiliate-links',
    auth: 'agentCenter',
    summary: "The agent's affiliate codes and register paths (one is created on first use)",
    tags: ['agent'],
  }),
  bets: api<{ query: Static<typeof TeamRangeQuery>; value: Static<typeof TeamBetPage> }>({
    id: 'agentTeam.bets',
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'agentCenter',
    summary: 'Team betting record: rounds of the team (or one member), newest first',
    tags: ['agent'],
  }),
  loss: api<{ query: Static<typeof TeamRangeQuery>; value: Static<typeof TeamLossPage> }>({
    id: 'agentTeam.loss',
    method: 'GET',
    path: '/wps/agent/team/loss',
    auth: 'agentCenter',
    summary: 'User loss per team member over a date range, biggest loss first',
    tags: ['agent'],
  }),
  transactions: api<{
    query: Static<typeof TeamTransactionQuery>;
    value: Static<typeof TeamTransactionPage>;
  }>({
    id: 'agentTeam.transactions',
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'agentCenter',
    summary: 'Account details of a team member: its ledger transfers, newest first',
    tags: ['agent'],
  }),
  transferLimits: api<{ value: Static<typeof TransferLimits> }>({
    id: 'agentTeam.transferLimits',
    method: 'GET',
    path: '/wps/agent/transfer/limits',
    auth: 'agentCenter',
    summary: "The caller's transfer limits, today's use and main balance",
    tags: ['agent'],
  }),
  transfer: api<{ body: Static<typeof AgentTransferBody>; value: Static<typeof AgentTransferResult> }>({
    id: 'agentTeam.transfer',
    method: 'POST',
    path: '/wps/agent/transfer',
    auth: 'agentCenter',
    summary: 'Transfer to a team member or to the upline (D12: in-tree, daily limits, password, audit)',
    tags: ['agent'],
  }),
};
