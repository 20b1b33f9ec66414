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
    summary: 'Deposit methods of the brand',
    tags: ['payments'],
  }),
  createDeposit: api<{ body: Static<typeof CreateDepositBody>; value: Static<typeof Deposit> }>({
    id: 'payments.createDeposit',
    method: 'POST',
    path: '/wps/payments/deposits',
    auth: 'member',
    summary: 'Create a deposit (pending)',
    tags: ['payments'],
  }),
  deposits: api<{ query: Static<typeof PayPageQuery>; value: Static<typeof DepositPage> }>({
    id: 'payments.deposits',
    method: 'GET',
    path: '/wps/payments/deposits',
    auth: 'member',
    summary: "The member's deposits, newest first",
    tags: ['payments'],
  }),
  deposit: api<{ params: Static<typeof IdParams>; value: Static<typeof Deposit> }>({
    id: 'payments.deposit',
    method: 'GET',
    path: '/wps/payments/deposits/:id',
    auth: 'member',
    summary: 'One deposit of the member',
    tags: ['payments'],
  }),
  withdrawPassword: api<{ value: Static<typeof WithdrawPasswordState> }>({
    id: 'payments.withdrawPassword',
    method: 'GET',
    path: '/wps/payments/withdraw/password',
    auth: 'member',
    summary: 'Is a withdraw password set',
    tags: ['payments'],
  }),
  setWithdrawPassword: api<{
    body: Static<typeof SetWithdrawPasswordBody>;
    value: Static<typeof WithdrawPasswordState>;
  }>({
    id: 'payments.setWithdrawPassword',
    method: 'PUT',
    path: '/wps/payments/withdraw/password',
    auth: 'member',
    summary: 'Set or change the withdraw password (login password required, D6)',
    tags: ['payments'],
  }),
  verifyWithdrawPassword: api<{
    body: Static<typeof VerifyWithdrawPasswordBody>;
    value: Static<typeof ValidValue>;
  }>({
    id: 'payments.verifyWithdrawPassword',
    method: 'POST',
    path: '/wps/payments/withdraw/password/verify',
    auth: 'member',
    summary: 'Check the withdraw password',
    tags: ['payments'],
  }),
  payoutAccounts: api<{ value: Static<typeof PayoutAccountList> }>({
    id: 'payments.payoutAccounts',
    method: 'GET',
    path: '/wps/payments/payout-accounts',
    auth: 'member',
    summary: 'Bound payout accounts',
    tags: ['payments'],
  }),
  bindPayoutAccount: api<{ body: Static<typeof BindPayoutAccountBody>; value: Static<typeof PayoutAccount> }>(
    {
      id: 'payments.bindPayoutAccount',
      method: 'POST',
      path: '/wps/payments/payout-accounts',
      auth: 'member',
      summary: 'Bind a payout account (login password required, D6)',
      tags: ['payments'],
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
    summary: 'Remove a payout account (login password required, D6)',
    tags: ['payments'],
  }),
  createWithdrawal: api<{ body: Static<typeof CreateWithdrawalBody>; value: Static<typeof Withdrawal> }>({
    id: 'payments.createWithdrawal',
    method: 'POST',
    path: '/wps/payments/withdrawals',
    auth: 'member',
    summary: 'Request a withdrawal: the amount is held at once (D8)',
    tags: ['payments'],
  }),
  withdrawals: api<{ query: Static<typeof PayPageQuery>; value: Static<typeof WithdrawalPage> }>({
    id: 'payments.withdrawals',
    method: 'GET',
    path: '/wps/payments/withdrawals',
    auth: 'member',
    summary: "The member's withdrawals, newest first",
    tags: ['payments'],
  }),
  withdrawal: api<{ params: Static<typeof IdParams>; value: Static<typeof Withdrawal> }>({
    id: 'payments.withdrawal',
    method: 'GET',
    path: '/wps/payments/withdrawals/:id',
    auth: 'member',
    summary: 'One withdrawal of the member',
    tags: ['payments'],
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
    summary: 'Receipt confirmation of a paid withdrawal (spec section 4)',
    tags: ['payments'],
  }),
  cancelWithdrawal: api<{ params: Static<typeof IdParams>; value: Static<typeof Withdrawal> }>({
    id: 'payments.cancelWithdrawal',
    method: 'POST',
    path: '/wps/payments/withdrawals/:id/cancel',
    auth: 'member',
    summary: 'Cancel a held withdrawal no operator has taken yet (the reserve is released; D8)',
    tags: ['payments'],
  }),
  uploadProof: api<{ params: Static<typeof IdParams>; value: Static<typeof Proof> }>({
    id: 'payments.uploadProof',
    method: 'POST',
    path: '/wps/payments/withdrawals/:id/proofs',
    auth: 'member',
    summary: 'Upload a proof image (raw png or jpg body, at most 5 MB, at most 3 per withdrawal)',
    tags: ['payments'],
  }),
  webhookSandbox: api<{ value: Static<typeof WebhookValue> }>({
    id: 'payments.webhookSandbox',
    method: 'POST',
    path: '/wps/payments/webhook/sandbox',
    auth: 'none',
    summary: 'Sandbox gateway webhook (signed: X-Pd-Timestamp, X-Pd-Signature)',
    tags: ['payments'],
  }),
};
