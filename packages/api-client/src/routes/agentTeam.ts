/**
 * The agentTeam calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as agentTeam from '@playdeck/api-client/routes/agentTeam'`) and a bundle keeps only the calls it uses.
 */
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

export const overview = /* @__PURE__ */ api<{
  query: Static<typeof RangeQuery>;
  value: Static<typeof TeamOverview>;
}>({ id: 'agentTeam.overview', method: 'GET', path: '/wps/agent/team/overview', auth: 'agentCenter' });
export const downlines = /* @__PURE__ */ api<{
  query: Static<typeof DownlineQuery>;
  value: Static<typeof DownlinePage>;
}>({ id: 'agentTeam.downlines', method: 'GET', path: '/wps/agent/team/downlines', auth: 'agentCenter' });
export const createDownline = /* @__PURE__ */ api<{
  body: Static<typeof CreateDownlineBody>;
  value: Static<typeof CreatedDownline>;
}>({
  id: 'agentTeam.createDownline',
  method: 'POST',
  path: '/wps/agent/team/downlines',
  auth: 'agentCenter',
});
export const lockDownline = /* @__PURE__ */ api<{
  params: Static<typeof MemberParams>;
  body: Static<typeof LockBody>;
  value: Static<typeof DownlineRow>;
}>({
  id: 'agentTeam.lockDownline',
  method: 'POST',
  path: '/wps/agent/team/downlines/:memberId/lock',
  auth: 'agentCenter',
});
export const affiliateLinks = /* @__PURE__ */ api<{ value: Static<typeof AffiliateLinks> }>({
  id: 'agentTeam.affiliateLinks',
  method: 'GET',
  path: '/wps/agent/team/affiliate-links',
  auth: 'agentCenter',
});
export const bets = /* @__PURE__ */ api<{
  query: Static<typeof TeamRangeQuery>;
  value: Static<typeof TeamBetPage>;
}>({ id: 'agentTeam.bets', method: 'GET', path: '/wps/agent/team/bets', auth: 'agentCenter' });
export const loss = /* @__PURE__ */ api<{
  query: Static<typeof TeamRangeQuery>;
  value: Static<typeof TeamLossPage>;
}>({ id: 'agentTeam.loss', method: 'GET', path: '/wps/agent/team/loss', auth: 'agentCenter' });
export const transactions = /* @__PURE__ */ api<{
  query: Static<typeof TeamTransactionQuery>;
  value: Static<typeof TeamTransactionPage>;
}>({
  id: 'agentTeam.transactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: 'agentCenter',
});
export const transferLimits = /* @__PURE__ */ api<{ value: Static<typeof TransferLimits> }>({
  id: 'agentTeam.transferLimits',
  method: 'GET',
  path: '/wps/agent/transfer/limits',
  auth: 'agentCenter',
});
export const transfer = /* @__PURE__ */ api<{
  body: Static<typeof AgentTransferBody>;
  value: Static<typeof AgentTransferResult>;
}>({
  id: 'agentTeam.transfer',
  method: 'POST',
  path: '/wps/agent/transfer',
  auth: 'agentCenter',
  regionChecked: true,
});
