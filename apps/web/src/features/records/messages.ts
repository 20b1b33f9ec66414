/** Texts of the record pages (member center personalHistoryCopy and personalProfit; docs/architecture.md "Records"). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const recordsMessages = defineMessages(catalogue.recordsMessages);

/** Texts with ICU arguments. */
export const recordsValues = defineMessages<{
  roundId: { id: string };
  stakeAmount: { amount: string };
  winAmount: { amount: string };
  rounds: { count: number };
  timeZone: { timeZone: string };
  verifyRound: { id: string };
}>(catalogue.recordsValues);
