/**
 * The payments calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as payments from '@playdeck/api-client/routes/payments'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  BindPayoutAccountBody,
  CreateDepositBody,
  CreateWithdrawalBody,
  Deposit,
  DepositMethodsValue,
  DepositPage,
  IdParams,
  PasswordBody,
  PayPageQuery,
  PayoutAccount,
  PayoutAccountList,
  Proof,
  ReceiptBody,
  SetWithdrawPasswordBody,
  ValidValue,
  VerifyWithdrawPasswordBody,
  WebhookValue,
  WithdrawPasswordState,
  Withdrawal,
  WithdrawalPage,
} from '../payments.ts';
import { api } from '../route.ts';

export const depositMethods = /* @__PURE__ */ api<{ value: Static<typeof DepositMethodsValue> }>({
  id: 'payments.depositMethods',
  method: 'GET',
  path: '/wps/payments/deposit/methods',
  auth: 'member',
});
export const createDeposit = /* @__PURE__ */ api<{
  body: Static<typeof CreateDepositBody>;
  value: Static<typeof Deposit>;
}>({
  id: 'payments.createDeposit',
  method: 'POST',
  path: '/wps/payments/deposits',
  auth: 'member',
  regionChecked: true,
});
export const deposits = /* @__PURE__ */ api<{
  query: Static<typeof PayPageQuery>;
  value: Static<typeof DepositPage>;
}>({ id: 'payments.deposits', method: 'GET', path: '/wps/payments/deposits', auth: 'member' });
export const deposit = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof Deposit>;
}>({ id: 'payments.deposit', method: 'GET', path: '/wps/payments/deposits/:id', auth: 'member' });
export const withdrawPassword = /* @__PURE__ */ api<{ value: Static<typeof WithdrawPasswordState> }>({
  id: 'payments.withdrawPassword',
  method: 'GET',
  path: '/wps/payments/withdraw/password',
  auth: 'member',
});
export const setWithdrawPassword = /* @__PURE__ */ api<{
  body: Static<typeof SetWithdrawPasswordBody>;
  value: Static<typeof WithdrawPasswordState>;
}>({
  id: 'payments.setWithdrawPassword',
  method: 'PUT',
  path: '/wps/payments/withdraw/password',
  auth: 'member',
});
export const verifyWithdrawPassword = /* @__PURE__ */ api<{
  body: Static<typeof VerifyWithdrawPasswordBody>;
  value: Static<typeof ValidValue>;
}>({
  id: 'payments.verifyWithdrawPassword',
  method: 'POST',
  path: '/wps/payments/withdraw/password/verify',
  auth: 'member',
});
export const payoutAccounts = /* @__PURE__ */ api<{ value: Static<typeof PayoutAccountList> }>({
  id: 'payments.payoutAccounts',
  method: 'GET',
  path: '/wps/payments/payout-accounts',
  auth: 'member',
});
export const bindPayoutAccount = /* @__PURE__ */ api<{
  body: Static<typeof BindPayoutAccountBody>;
  value: Static<typeof PayoutAccount>;
}>({
  id: 'payments.bindPayoutAccount',
  method: 'POST',
  path: '/wps/payments/payout-accounts',
  auth: 'member',
});
export const removePayoutAccount = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof PasswordBody>;
  value: null;
}>({
  id: 'payments.removePayoutAccount',
  method: 'POST',
  path: '/wps/payments/payout-accounts/:id/remove',
  auth: 'member',
});
export const createWithdrawal = /* @__PURE__ */ api<{
  body: Static<typeof CreateWithdrawalBody>;
  value: Static<typeof Withdrawal>;
}>({
  id: 'payments.createWithdrawal',
  method: 'POST',
  path: '/wps/payments/withdrawals',
  auth: 'member',
  regionChecked: true,
});
export const withdrawals = /* @__PURE__ */ api<{
  query: Static<typeof PayPageQuery>;
  value: Static<typeof WithdrawalPage>;
}>({ id: 'payments.withdrawals', method: 'GET', path: '/wps/payments/withdrawals', auth: 'member' });
export const withdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof Withdrawal>;
}>({ id: 'payments.withdrawal', method: 'GET', path: '/wps/payments/withdrawals/:id', auth: 'member' });
export const withdrawalReceipt = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  body: Static<typeof ReceiptBody>;
  value: Static<typeof Withdrawal>;
}>({
  id: 'payments.withdrawalReceipt',
  method: 'POST',
  path: '/wps/payments/withdrawals/:id/receipt',
  auth: 'member',
});
export const cancelWithdrawal = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof Withdrawal>;
}>({
  id: 'payments.cancelWithdrawal',
  method: 'POST',
  path: '/wps/payments/withdrawals/:id/cancel',
  auth: 'member',
});
export const uploadProof = /* @__PURE__ */ api<{
  params: Static<typeof IdParams>;
  value: Static<typeof Proof>;
}>({
  id: 'payments.uploadProof',
  method: 'POST',
  path: '/wps/payments/withdrawals/:id/proofs',
  auth: 'member',
});
export const webhookSandbox = /* @__PURE__ */ api<{ value: Static<typeof WebhookValue> }>({
  id: 'payments.webhookSandbox',
  method: 'POST',
  path: '/wps/payments/webhook/sandbox',
  auth: 'none',
});
