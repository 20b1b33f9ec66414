/**
 * The ops calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as ops from '@playdeck/api-client/routes/ops'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { GrantBody, GrantValue, SettleNowBody, SettleNowValue } from '../agentContracts.ts';
import type { GrantBonusBody, OpsBonus, OpsBonusPage } from '../bonus.ts';
import type {
  CreateOperatorBody,
  IdParams,
  Operator,
  OperatorList,
  OpsAuditPage,
  OpsMfaBody,
  OpsMfaValue,
  UpdateOperatorBody,
  OpsDeposit,
  OpsDepositPage,
  OpsDispute,
  OpsDisputePage,
  OpsListQuery,
  OpsLoginBody,
  OpsLoginValue,
  OpsReasonBody,
  OpsWithdrawal,
  OpsWithdrawalPage,
  ProofParams,
  ResolveDisputeBody,
} from '../payments.ts';
import type {
  AccrueValue,
  DecideBody,
  OpsRedemption,
  OpsRedemptionPage,
  RedemptionIdParams,
} from '../points.ts';
import type {
  EndExclusionBody,
  EndExclusionValue,
  MemberIdParams,
  OpsProtectionList,
  OpsProtectionQuery,
  ProtectionHistory,
} from '../protection.ts';
import type { OpsRewardEntry, OpsRewardEntryPage, RewardEntryParams } from '../rewards.ts';
import { api } from '../route.ts';

export const login = /* @__PURE__ */ api<{
  body: Static<typeof OpsLoginBody>;
  value: Static<typeof OpsLoginValue>;
}>({ id: 'ops.login', method: 'POST', path: '/ops/api/session', auth: 'none', rateLimit: 'sensitive' });
export const logout = /* @__PURE__ */ api<{ value: null }>({
  id: 'ops.logout',
  method: 'DELETE',
  path: '/ops/api/session',
  auth: 'operator',
  opsRole: 'viewer',
});
export const createOperator = /* @__PURE__ */ api<{
  body: Static<typeof CreateOperatorBody>;
  value: Static<typeof Operator>;
}>({
  id: 'ops.createOperator',
  method: 'POST',
  path: '/ops/api/operators',
  auth: 'operator',
  opsRole: 'admin',
});
export const deposits = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsDepositPage>;
}>({ id: 'ops.deposits', method: 'GET', path: '/ops/api/deposits', auth: 'operator', opsRole: 'viewer' });
export const confirmDeposit = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof OpsDeposit>;
}>({
  id: 'ops.confirmDeposit',
  method: 'POST',
  path: '/ops/api/deposits/:id/confirm',
  auth: 'operator',
  opsRole: 'cashier',
});
export const rejectDeposit = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsDeposit>;
}>({
  id: 'ops.rejectDeposit',
  method: 'POST',
  path: '/ops/api/deposits/:id/reject',
  auth: 'operator',
  opsRole: 'cashier',
});
export const withdrawals = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsWithdrawalPage>;
}>({
  id: 'ops.withdrawals',
  method: 'GET',
  path: '/ops/api/withdrawals',
  auth: 'operator',
  opsRole: 'viewer',
});
export const takeWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof OpsWithdrawal>;
}>({
  id: 'ops.takeWithdrawal',
  method: 'POST',
  path: '/ops/api/withdrawals/:id/take',
  auth: 'operator',
  opsRole: 'cashier',
});
export const payWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsWithdrawal>;
}>({
  id: 'ops.payWithdrawal',
  method: 'POST',
  path: '/ops/api/withdrawals/:id/pay',
  auth: 'operator',
  opsRole: 'cashier',
});
export const failWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsWithdrawal>;
}>({
  id: 'ops.failWithdrawal',
  method: 'POST',
  path: '/ops/api/withdrawals/:id/fail',
  auth: 'operator',
  opsRole: 'cashier',
});
export const proofImage = /* @__PURE__ */ api<{ params: Static<typeof ProofParams> }>({
  id: 'ops.proofImage',
  method: 'GET',
  path: '/ops/api/withdrawals/:id/proofs/:proofId',
  auth: 'operator',
  opsRole: 'viewer',
  response: 'image',
});
export const disputes = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsDisputePage>;
}>({ id: 'ops.disputes', method: 'GET', path: '/ops/api/disputes', auth: 'operator', opsRole: 'viewer' });
export const resolveDispute = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof ResolveDisputeBody>;
  value: Static<typeof OpsDispute>;
}>({
  id: 'ops.resolveDispute',
  method: 'POST',
  path: '/ops/api/disputes/:id/resolve',
  auth: 'operator',
  opsRole: 'cashier',
});
export const grantBonus = /* @__PURE__ */ api<{
  body: Static<typeof GrantBonusBody>;
  value: Static<typeof OpsBonus>;
}>({ id: 'ops.grantBonus', method: 'POST', path: '/ops/api/bonuses', auth: 'operator', opsRole: 'cashier' });
export const bonuses = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsBonusPage>;
}>({ id: 'ops.bonuses', method: 'GET', path: '/ops/api/bonuses', auth: 'operator', opsRole: 'viewer' });
export const grantAgentContract = /* @__PURE__ */ api<{
  body: Static<typeof GrantBody>;
  value: Static<typeof GrantValue>;
}>({
  id: 'ops.grantAgentContract',
  method: 'POST',
  path: '/ops/api/agent-contracts/grant',
  auth: 'operator',
  opsRole: 'cashier',
});
export const settleAgentContracts = /* @__PURE__ */ api<{
  body: Static<typeof SettleNowBody> | undefined;
  value: Static<typeof SettleNowValue>;
}>({
  id: 'ops.settleAgentContracts',
  method: 'POST',
  path: '/ops/api/agent-contracts/settle',
  auth: 'operator',
  opsRole: 'cashier',
});
export const confirmMfa = /* @__PURE__ */ api<{
  body: Static<typeof OpsMfaBody>;
  value: Static<typeof OpsMfaValue>;
}>({
  id: 'ops.confirmMfa',
  method: 'POST',
  path: '/ops/api/session/mfa',
  auth: 'operator',
  opsRole: 'viewer',
  rateLimit: 'sensitive',
});
export const operators = /* @__PURE__ */ api<{ value: Static<typeof OperatorList> }>({
  id: 'ops.operators',
  method: 'GET',
  path: '/ops/api/operators',
  auth: 'operator',
  opsRole: 'admin',
});
export const updateOperator = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof UpdateOperatorBody>;
  value: Static<typeof Operator>;
}>({
  id: 'ops.updateOperator',
  method: 'PUT',
  path: '/ops/api/operators/:id',
  auth: 'operator',
  opsRole: 'admin',
});
export const audit = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsAuditPage>;
}>({ id: 'ops.audit', method: 'GET', path: '/ops/api/audit', auth: 'operator', opsRole: 'admin' });
export const pointsRedemptions = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsRedemptionPage>;
}>({
  id: 'ops.pointsRedemptions',
  method: 'GET',
  path: '/ops/api/points/redemptions',
  auth: 'operator',
  opsRole: 'viewer',
});
export const approveRedemption = /* @__PURE__ */ api<{
  params: Static<typeof RedemptionIdParams>;
  body: Static<typeof DecideBody> | undefined;
  value: Static<typeof OpsRedemption>;
}>({
  id: 'ops.approveRedemption',
  method: 'POST',
  path: '/ops/api/points/redemptions/:id/approve',
  auth: 'operator',
  opsRole: 'cashier',
});
export const rejectRedemption = /* @__PURE__ */ api<{
  params: Static<typeof RedemptionIdParams>;
  body: Static<typeof DecideBody>;
  value: Static<typeof OpsRedemption>;
}>({
  id: 'ops.rejectRedemption',
  method: 'POST',
  path: '/ops/api/points/redemptions/:id/reject',
  auth: 'operator',
  opsRole: 'cashier',
});
export const accruePoints = /* @__PURE__ */ api<{ value: Static<typeof AccrueValue> }>({
  id: 'ops.accruePoints',
  method: 'POST',
  path: '/ops/api/points/accrue',
  auth: 'operator',
  opsRole: 'cashier',
});
export const protection = /* @__PURE__ */ api<{
  query: Static<typeof OpsProtectionQuery>;
  value: Static<typeof OpsProtectionList>;
}>({ id: 'ops.protection', method: 'GET', path: '/ops/api/protection', auth: 'operator', opsRole: 'viewer' });
export const protectionHistory = /* @__PURE__ */ api<{
  params: Static<typeof MemberIdParams>;
  value: Static<typeof ProtectionHistory>;
}>({
  id: 'ops.protectionHistory',
  method: 'GET',
  path: '/ops/api/protection/:memberId/history',
  auth: 'operator',
  opsRole: 'viewer',
});
export const endExclusion = /* @__PURE__ */ api<{
  params: Static<typeof MemberIdParams>;
  body: Static<typeof EndExclusionBody>;
  value: Static<typeof EndExclusionValue>;
}>({
  id: 'ops.endExclusion',
  method: 'POST',
  path: '/ops/api/protection/:memberId/end-exclusion',
  auth: 'operator',
  opsRole: 'admin',
});
export const rewardApplications = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsRewardEntryPage>;
}>({
  id: 'ops.rewardApplications',
  method: 'GET',
  path: '/ops/api/rewards/applications',
  auth: 'operator',
  opsRole: 'viewer',
});
export const approveRewardApplication = /* @__PURE__ */ api<{
  params: Static<typeof RewardEntryParams>;
  body: Static<typeof DecideBody> | undefined;
  value: Static<typeof OpsRewardEntry>;
}>({
  id: 'ops.approveRewardApplication',
  method: 'POST',
  path: '/ops/api/rewards/applications/:id/approve',
  auth: 'operator',
  opsRole: 'cashier',
});
export const rejectRewardApplication = /* @__PURE__ */ api<{
  params: Static<typeof RewardEntryParams>;
  body: Static<typeof DecideBody>;
  value: Static<typeof OpsRewardEntry>;
}>({
  id: 'ops.rejectRewardApplication',
  method: 'POST',
  path: '/ops/api/rewards/applications/:id/reject',
  auth: 'operator',
  opsRole: 'cashier',
});
