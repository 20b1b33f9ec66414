/**
 * The agentTeam calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as agentTeam from '@playdeck/api-client/routes/agentTeam'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type * as team from '../agentTeam.ts';
import { api } from '../route.ts';

export const overview = /* @__PURE__ */ api<{
  query: Static<typeof team.RangeQuery>;
  value: Static<typeof team.TeamOverview>;
}>({ id: 'agentTeam.overview', method: 'GET', path: '/wps/agent/team/overview', auth: 'agentCenter' });
export const downlines = /* @__PURE__ */ api<{
  query: Static<typeof team.DownlineQuery>;
  value: Static<typeof team.DownlinePage>;
}>({ id: 'agentTeam.downlines', method: 'GET', path: '/wps/agent/team/downlines', auth: 'agentCenter' });
export const createDownline = /* @__PURE__ */ api<{
  body: Static<typeof team.CreateDownlineBody>;
  value: Static<typeof team.CreatedDownline>;
}>({
  id: 'agentTeam.createDownline',
  method: 'POST',
  path: '/wps/agent/team/downlines',
  auth: 'agentCenter',
});
export const lockDownline = /* @__PURE__ */ api<{
  params: Static<typeof team.MemberParams>;
  body: Static<typeof team.LockBody>;
  value: Static<typeof team.DownlineRow>;
}>({
  id: 'agentTeam.lockDownline',
  method: 'POST',
  path: '/wps/agent/team/downlines/:memberId/lock',
  auth: 'agentCenter',
});
export const affiliateLinks = /* @__PURE__ */ api<{ value: Static<typeof team.AffiliateLinks> }>({
  id: 'agentTeam.affiliateLinks',
  method: 'GET',
  path: '/wps/agent/team/affiliate-links',
  auth: 'agentCenter',
});
export const bets = /* @__PURE__ */ api<{
  query: Static<typeof team.TeamRangeQuery>;
  value: Static<typeof team.TeamBetPage>;
}>({ id: 'agentTeam.bets', method: 'GET', path: '/wps/agent/team/bets', auth: 'agentCenter' });
export const loss = /* @__PURE__ */ api<{
  query: Static<typeof team.TeamRangeQuery>;
  value: Static<typeof team.TeamLossPage>;
}>({ id: 'agentTeam.loss', method: 'GET', path: '/wps/agent/team/loss', auth: 'agentCenter' });
export const transactions = /* @__PURE__ */ api<{
  query: Static<typeof team.TeamTransactionQuery>;
  value: Static<typeof team.TeamTransactionPage>;
}>({
  id: 'agentTeam.transactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: 'agentCenter',
});
export const transferLimits = /* @__PURE__ */ api<{ value: Static<typeof team.TransferLimits> }>({
  id: 'agentTeam.transferLimits',
  method: 'GET',
  path: '/wps/agent/transfer/limits',
  auth: 'agentCenter',
});
export const transfer = /* @__PURE__ */ api<{
  body: Static<typeof team.AgentTransferBody>;
  value: Static<typeof team.AgentTransferResult>;
}>({
  id: 'agentTeam.transfer',
  method: 'POST',
  path: '/wps/agent/transfer',
  auth: 'agentCenter',
  regionChecked: true,
});

/** The member-center upline transfer form's data (page transferUpline; any full member, D12). */
export const uplineTransferView = /* @__PURE__ */ api<{ value: Static<typeof team.UplineTransferView> }>({
  id: 'agentTeam.uplineTransferView',
  method: 'GET',
  path: '/wps/member/transfer/upline',
  auth: 'fullMember',
});
/** A member's transfer to its agent upline (page transferUpline; D12: limits, password, audit, idempotency key). */
export const transferUpline = /* @__PURE__ */ api<{
  body: Static<typeof team.UplineTransferBody>;
  value: Static<typeof team.AgentTransferResult>;
}>({
  id: 'agentTeam.transferUpline',
  method: 'POST',
  path: '/wps/member/transfer/upline',
  auth: 'fullMember',
  regionChecked: true,
  rateLimit: 'attempt',
});
