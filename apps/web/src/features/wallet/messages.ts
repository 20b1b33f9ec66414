/** Texts of the wallet pages (member center transferFund, depositv2, withdraw, transactionHistory). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Shared texts: states, amounts, lists. */
export const walletMessages = defineMessages(catalogue.walletMessages);

/** Messages of walletMessages with ICU arguments (typed values). */
export const walletValues = defineMessages<{
  amountPrecision: { decimals: number };
  amountMin: { min: string };
  amountMax: { max: string };
}>(catalogue.walletValues);

/** transferFund: balances per wallet and transfers between the main wallet and vendor sub-wallets. */
export const transferMessages = defineMessages(catalogue.transferMessages);

/** Messages of transferMessages with ICU arguments (typed values). */
export const transferValues = defineMessages<{
  done: { amount: string };
}>(catalogue.transferValues);

/** depositv2. */
export const depositMessages = defineMessages(catalogue.depositMessages);

/** Messages of depositMessages with ICU arguments (typed values). */
export const depositValues = defineMessages<{
  limits: { min: string; max: string };
  fee: { fee: string };
  youReceive: { amount: string };
  pendingGateway: { method: string; amount: string };
  pendingManual: { method: string; amount: string };
  reference: { reference: string };
  creditedInfo: { amount: string };
}>(catalogue.depositValues);

/** withdraw: withdraw password, payout accounts, requests and the receipt confirmation (spec 4, docs/decisions.md D6, D8). */
export const withdrawMessages = defineMessages(catalogue.withdrawMessages);

/** Messages of withdrawMessages with ICU arguments (typed values). */
export const withdrawValues = defineMessages<{
  available: { amount: string };
  requested: { amount: string };
  partlyDetail: { received: string; remaining: string };
  receiptTitle: { amount: string };
  receiptDeadline: { time: string };
  remaining: { amount: string };
  receivedTooMuch: { amount: string };
  proofType: { name: string };
  proofSize: { name: string };
  removeProof: { name: string };
}>(catalogue.withdrawValues);

/** transactionHistory (account record). */
export const recordMessages = defineMessages(catalogue.recordMessages);

/** Messages of recordMessages with ICU arguments (typed values). */
export const recordValues = defineMessages<{
  timeZone: { timeZone: string };
  balanceAfter: { amount: string };
  vendorWallet: { vendor: string };
}>(catalogue.recordValues);
