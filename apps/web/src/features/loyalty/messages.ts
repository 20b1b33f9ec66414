/** Texts of the member center's VIP (`playerRank`) and bonus bets (`manualRebate`) pages. */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const vipMessages = defineMessages(catalogue.vipMessages);

export const vipValues = defineMessages<{
  current: { name: string };
  window: { days: number };
  progressTitle: { name: string };
  progressBar: { name: string };
  deposit: { have: string; need: string };
  turnover: { have: string; need: string };
  withdrawalCell: { count: number; max: string };
  levelup: { name: string };
  bonusTerms: { amount: string; turnover: string };
  claimNamed: { name: string };
  claimDone: { amount: string };
}>(catalogue.vipValues);

export const rebateMessages = defineMessages(catalogue.rebateMessages);

export const rebateValues = defineMessages<{
  accrual: { rate: string; turnover: string };
  claimable: { amount: string };
  claimDone: { amount: string };
  auto: { hour: number };
}>(catalogue.rebateValues);
