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
});
export const createOperator = /* @__PURE__ */ api<{
  body: Static<typeof CreateOperatorBody>;
  value: Static<typeof Operator>;
}>({ id: 'ops.createOperator', method: 'POST', path: '/ops/api/operators', auth: 'operator' });
export const deposits = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsDepositPage>;
}>({ id: 'ops.deposits', method: 'GET', path: '/ops/api/deposits', auth: 'operator' });
export const confirmDeposit = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof OpsDeposit>;
}>({ id: 'ops.confirmDeposit', method: 'POST', path: '/ops/api/deposits/:id/confirm', auth: 'operator' });
export const rejectDeposit = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsDeposit>;
}>({ id: 'ops.rejectDeposit', method: 'POST', path: '/ops/api/deposits/:id/reject', auth: 'operator' });
export const withdrawals = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsWithdrawalPage>;
}>({ id: 'ops.withdrawals', method: 'GET', path: '/ops/api/withdrawals', auth: 'operator' });
export const takeWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof OpsWithdrawal>;
}>({ id: 'ops.takeWithdrawal', method: 'POST', path: '/ops/api/withdrawals/:id/take', auth: 'operator' });
export const payWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsWithdrawal>;
}>({ id: 'ops.payWithdrawal', method: 'POST', path: '/ops/api/withdrawals/:id/pay', auth: 'operator' });
export const failWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof OpsReasonBody>;
  value: Static<typeof OpsWithdrawal>;
}>({ id: 'ops.failWithdrawal', method: 'POST', path: '/ops/api/withdrawals/:id/fail', auth: 'operator' });
export const proofImage = /* @__PURE__ */ api<{ params: Static<typeof ProofParams> }>({
  id: 'ops.proofImage',
  method: 'GET',
  path: '/ops/api/withdrawals/:id/proofs/:proofId',
  auth: 'operator',
  response: 'image',
});
export const disputes = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsDisputePage>;
}>({ id: 'ops.disputes', method: 'GET', path: '/ops/api/disputes', auth: 'operator' });
export const resolveDispute = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof ResolveDisputeBody>;
  value: Static<typeof OpsDispute>;
}>({ id: 'ops.resolveDispute', method: 'POST', path: '/ops/api/disputes/:id/resolve', auth: 'operator' });
export const grantBonus = /* @__PURE__ */ api<{
  body: Static<typeof GrantBonusBody>;
  value: Static<typeof OpsBonus>;
}>({ id: 'ops.grantBonus', method: 'POST', path: '/ops/api/bonuses', auth: 'operator' });
export const bonuses = /* @__PURE__ */ api<{
  query: Static<typeof OpsListQuery>;
  value: Static<typeof OpsBonusPage>;
}>({ id: 'ops.bonuses', method: 'GET', path: '/ops/api/bonuses', auth: 'operator' });
export const grantAgentContract = /* @__PURE__ */ api<{
  body: Static<typeof GrantBody>;
  value: Static<typeof GrantValue>;
}>({
  id: 'ops.grantAgentContract',
  method: 'POST',
  path: '/ops/api/agent-contracts/grant',
  auth: 'operator',
});
export const settleAgentContracts = /* @__PURE__ */ api<{
  body: Static<typeof SettleNowBody> | undefined;
  value: Static<typeof SettleNowValue>;
}>({
  id: 'ops.settleAgentContracts',
  method: 'POST',
  path: '/ops/api/agent-contracts/settle',
  auth: 'operator',
});
