/** Texts of the member center `referral` page (refer and earn, spec 1 and 2; docs/decisions.md D36). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const referralMessages = defineMessages(catalogue.referralMessages);

export const referralValues = defineMessages<{
  terms: { reward: string; deposit: string; turnover: string; multiple: number };
  cap: { count: number; max: number };
  deposit: { amount: string };
  turnover: { amount: string; target: string };
  reward: { amount: string };
  joined: { date: string };
}>(catalogue.referralValues);
