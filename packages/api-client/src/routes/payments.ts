/** The payments calls of the route table (see ../route.ts). */
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

export const payments = {
  depositMethods: api<{ value: Static<typeof DepositMethodsValue> }>({
    id: 'payments.depositMethods',
    method: 'GET',
    path: '/wps/payments/deposit/methods',
    auth: 'member',
  }),
  createDeposit: api<{ body: Static<typeof CreateDepositBody>; value: Static<typeof Deposit> }>({
    id: 'payments.createDeposit',
    method: 'POST',
    path: '/wps/payments/deposits',
    auth: 'member',
  }),
  deposits: api<{ query: Static<typeof PayPageQuery>; value: Static<typeof DepositPage> }>({
    id: 'payments.deposits',
    method: 'GET',
    path: '/wps/payments/deposits',
    auth: 'member',
  }),
  deposit: api<{ params: Static<typeof IdParams>; value: Static<typeof Deposit> }>({
    id: 'payments.deposit',
    method: 'GET',
    path: '/wps/payments/deposits/:id',
    auth: 'member',
  }),
  withdrawPassword: api<{ value: Static<typeof WithdrawPasswordState> }>({
    id: 'payments.withdrawPassword',
    method: 'GET',
    path: '/wps/payments/withdraw/password',
    auth: 'member',
  }),
  setWithdrawPassword: api<{
    body: Static<typeof SetWithdrawPasswordBody>;
    value: Static<typeof WithdrawPasswordState>;
  }>({
    id: 'payments.setWithdrawPassword',
    method: 'PUT',
    path: '/wps/payments/withdraw/password',
    auth: 'member',
  }),
  verifyWithdrawPassword: api<{
    body: Static<typeof VerifyWithdrawPasswordBody>;
    value: Static<typeof ValidValue>;
  }>({
    id: 'payments.verifyWithdrawPassword',
    method: 'POST',
    path: '/wps/payments/withdraw/password/verify',
    auth: 'member',
  }),
  payoutAccounts: api<{ value: Static<typeof PayoutAccountList> }>({
    id: 'payments.payoutAccounts',
    method: 'GET',
    path: '/wps/payments/payout-accounts',
    auth: 'member',
  }),
  bindPayoutAccount: api<{ body: Static<typeof BindPayoutAccountBody>; value: Static<typeof PayoutAccount> }>(
    {
      id: 'payments.bindPayoutAccount',
      method: 'POST',
      path: '/wps/payments/payout-accounts',
      auth: 'member',
    },
  ),
  removePayoutAccount: api<{
    params: Static<typeof IdParams>;
    body: Static<typeof PasswordBody>;
    value: null;
  }>({
    id: 'payments.removePayoutAccount',
    method: 'POST',
    path: '/wps/payments/payout-accounts/:id/remove',
    auth: 'member',
  }),
  createWithdrawal: api<{ body: Static<typeof CreateWithdrawalBody>; value: Static<typeof Withdrawal> }>({
    id: 'payments.createWithdrawal',
    method: 'POST',
    path: '/wps/payments/withdrawals',
    auth: 'member',
  }),
  withdrawals: api<{ query: Static<typeof PayPageQuery>; value: Static<typeof WithdrawalPage> }>({
    id: 'payments.withdrawals',
    method: 'GET',
    path: '/wps/payments/withdrawals',
    auth: 'member',
  }),
  withdrawal: api<{ params: Static<typeof IdParams>; value: Static<typeof Withdrawal> }>({
    id: 'payments.withdrawal',
    method: 'GET',
    path: '/wps/payments/withdrawals/:id',
    auth: 'member',
  }),
  withdrawalReceipt: api<{
    params: Static<typeof IdParams>;
    body: Static<typeof ReceiptBody>;
    value: Static<typeof Withdrawal>;
  }>({
    id: 'payments.withdrawalReceipt',
    method: 'POST',
    path: '/wps/payments/withdrawals/:id/receipt',
    auth: 'member',
  }),
  cancelWithdrawal: api<{ params: Static<typeof IdParams>; value: Static<typeof Withdrawal> }>({
    id: 'payments.cancelWithdrawal',
    method: 'POST',
    path: '/wps/payments/withdrawals/:id/cancel',
    auth: 'member',
  }),
  uploadProof: api<{ params: Static<typeof IdParams>; value: Static<typeof Proof> }>({
    id: 'payments.uploadProof',
    method: 'POST',
    path: '/wps/payments/withdrawals/:id/proofs',
    auth: 'member',
  }),
  webhookSandbox: api<{ value: Static<typeof WebhookValue> }>({
    id: 'payments.webhookSandbox',
    method: 'POST',
    path: '/wps/payments/webhook/sandbox',
    auth: 'none',
  }),
};
