/** The wallet calls of the route table (see ../route.ts). */
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

export const wallet = {
  balance: api<{ value: Static<typeof BalanceValue> }>({
    id: 'wallet.balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'member',
  }),
  merchantWallet: api<{
    query: Static<typeof MerchantWalletQuery>;
    value: Static<typeof MerchantWalletValue>;
  }>({ id: 'wallet.merchantWallet', method: 'GET', path: '/wps/relay/GCS_merchantWallet', auth: 'member' }),
  merchantWalletPost: api<{
    query: Static<typeof MerchantWalletQuery>;
    value: Static<typeof MerchantWalletValue>;
  }>({
    id: 'wallet.merchantWalletPost',
    method: 'POST',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
  }),
  transfer: api<{ body: Static<typeof WalletTransferBody>; value: Static<typeof WalletTransferValue> }>({
    id: 'wallet.transfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
  }),
  transactions: api<{ query: Static<typeof AccountRecordQuery>; value: Static<typeof AccountRecordPage> }>({
    id: 'wallet.transactions',
    method: 'GET',
    path: '/wps/wallet/transactions',
    auth: 'member',
  }),
};
