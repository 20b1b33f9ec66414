/**
 * The wallet calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as wallet from '@playdeck/api-client/routes/wallet'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { AccountRecordPage, AccountRecordQuery } from '../accountRecord.ts';
import type { BalanceValue } from '../schemas.ts';
import type {
  MerchantWalletQuery,
  MerchantWalletValue,
  WalletTransferBody,
  WalletTransferValue,
} from '../wallet.ts';
import { api } from '../route.ts';

export const balance = /* @__PURE__ */ api<{ value: Static<typeof BalanceValue> }>({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'member',
});
export const merchantWallet = /* @__PURE__ */ api<{
  query: Static<typeof MerchantWalletQuery>;
  value: Static<typeof MerchantWalletValue>;
}>({ id: 'wallet.merchantWallet', method: 'GET', path: '/wps/relay/GCS_merchantWallet', auth: 'member' });
export const merchantWalletPost = /* @__PURE__ */ api<{
  query: Static<typeof MerchantWalletQuery>;
  value: Static<typeof MerchantWalletValue>;
}>({
  id: 'wallet.merchantWalletPost',
  method: 'POST',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'member',
});
export const transfer = /* @__PURE__ */ api<{
  body: Static<typeof WalletTransferBody>;
  value: Static<typeof WalletTransferValue>;
}>({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'member',
  regionChecked: true,
});
export const transactions = /* @__PURE__ */ api<{
  query: Static<typeof AccountRecordQuery>;
  value: Static<typeof AccountRecordPage>;
}>({ id: 'wallet.transactions', method: 'GET', path: '/wps/wallet/transactions', auth: 'member' });
