import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Strings of the member-center transfer to the upline (page transferUpline). */
export const uplineMessages = defineMessages(catalogue.uplineMessages);

/** Its texts with arguments (typed values). */
export const uplineValues = defineMessages<{
  to: { username: string };
  balance: { balance: string };
  limit: { used: string; limit: string; count: number; countLimit: number };
  amountInvalid: { decimals: number };
  done: { amount: string; username: string; balance: string };
}>(catalogue.uplineValues);
