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
    summary: 'Main wallet balance (and trial balance), from the ledger',
    tags: ['wallet'],
  }),
  merchantWallet: api<{
    query: Static<typeof MerchantWalletQuery>;
    value: Static<typeof MerchantWalletValue>;
  }>({
    id: 'wallet.merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    summary: 'Main wallet and vendor sub-wallets (isSingle: main wallet only)',
    tags: ['wallet'],
  }),
  merchantWalletPost: api<{
    query: Static<typeof MerchantWalletQuery>;
    value: Static<typeof MerchantWalletValue>;
  }>({
    id: 'wallet.merchantWalletPost',
    method: 'POST',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    summary: 'Main wallet and vendor sub-wallets (isSingle: main wallet only)',
    tags: ['wallet'],
  }),
  transfer: api<{ body: Static<typeof WalletTransferBody>; value: Static<typeof WalletTransferValue> }>({
    id: 'wallet.transfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    summary:
      'Move funds between the main wallet and a vendor sub-wallet (amount or all; idempotent on requestId)',
    tags: ['wallet'],
  }),
  transactions: api<{ query: Static<typeof AccountRecordQuery>; value: Static<typeof AccountRecordPage> }>({
    id: 'wallet.transactions',
    method: 'GET',
    path: '/wps/wallet/transactions',
    auth: 'member',
    summary: "The member's account record: ledger transfers, newest first, signed from the member's side",
    tags: ['wallet'],
  }),
};
