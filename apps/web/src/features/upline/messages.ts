import { defineMessages } from 'react-intl';

/** Strings of the member-center transfer to the upline (page transferUpline). */
export const uplineMessages = defineMessages({
  amount: {
    id: 'app.upline.amount',
    defaultMessage: 'Amount',
    description: 'Transfer to upline: amount field',
  },
  password: {
    id: 'app.upline.password',
    defaultMessage: 'Login password',
    description: 'Transfer to upline: the login password, re-entered',
  },
  send: {
    id: 'app.upline.send',
    defaultMessage: 'Send to agent',
    description: 'Transfer to upline: submit',
  },
  noUpline: {
    id: 'app.upline.noUpline',
    defaultMessage: 'You have no agent to transfer to',
    description: 'Transfer to upline: empty state title',
  },
  noUplineInfo: {
    id: 'app.upline.noUplineInfo',
    defaultMessage: 'Transfers to an agent are open to members who joined through an agent.',
    description: 'Transfer to upline: empty state text',
  },
});

/** Its texts with arguments (typed values). */
export const uplineValues = defineMessages<{
  to: { username: string };
  balance: { balance: string };
  limit: { used: string; limit: string; count: number; countLimit: number };
  amountInvalid: { decimals: number };
  done: { amount: string; username: string; balance: string };
}>({
  to: {
    id: 'app.upline.to',
    defaultMessage: 'To your agent: {username}',
    description: 'Transfer to upline: the receiving agent',
  },
  balance: {
    id: 'app.upline.balance',
    defaultMessage: 'Your balance: {balance}',
    description: 'Transfer to upline: own main balance',
  },
  limit: {
    id: 'app.upline.limit',
    defaultMessage: 'Today: {used} of {limit} used · {count} of {countLimit} transfers',
    description: 'Transfer to upline: daily limit line',
  },
  amountInvalid: {
    id: 'app.upline.amountInvalid',
    defaultMessage: 'Enter an amount with at most {decimals} decimals',
    description: 'Transfer to upline: amount problem',
  },
  done: {
    id: 'app.upline.done',
    defaultMessage: '{amount} sent to {username}. Your balance: {balance}',
    description: 'Transfer to upline: success message',
  },
});
