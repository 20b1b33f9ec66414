/** Texts of the member center bonusDetails page. */
import { defineMessages } from 'react-intl';

export const bonusMessages = defineMessages({
  list: {
    id: 'app.bonus.list',
    defaultMessage: 'Bonuses',
    description: 'Bonus details: accessible name of the list',
  },
  empty: {
    id: 'app.bonus.empty',
    defaultMessage: 'No bonuses yet',
    description: 'Bonus details: nothing granted to the member',
  },
  emptyInfo: {
    id: 'app.bonus.emptyInfo',
    defaultMessage: 'Bonuses you receive appear here with their turnover progress.',
    description: 'Bonus details: explanation under the empty state',
  },
  none: {
    id: 'app.bonus.status.none',
    defaultMessage: 'No turnover required',
    description: 'Bonus details: a bonus without a wagering target',
  },
  wagering: {
    id: 'app.bonus.status.wagering',
    defaultMessage: 'In progress',
    description: 'Bonus details: the wagering target is not reached yet',
  },
  completed: {
    id: 'app.bonus.status.completed',
    defaultMessage: 'Completed',
    description: 'Bonus details: the wagering target is reached',
  },
  forfeited: {
    id: 'app.bonus.status.forfeited',
    defaultMessage: 'Forfeited',
    description: 'Bonus details: the member gave the bonus up before reaching the target',
  },
  sourceRebate: {
    id: 'app.bonus.source.rebate',
    defaultMessage: 'Rebate (bonus bets)',
    description: 'Bonus details: name of a rebate payout',
  },
  sourceVip: {
    id: 'app.bonus.source.vip',
    defaultMessage: 'VIP bonus',
    description: 'Bonus details: name of a VIP bonus payout',
  },
  pager: { id: 'app.bonus.pager', defaultMessage: 'Bonus pages', description: 'Bonus details: pager label' },
  forfeit: {
    id: 'app.bonus.forfeit',
    defaultMessage: 'Forfeit bonus',
    description: 'Bonus details: button that gives up a bonus whose turnover is not met',
  },
  forfeitConfirm: {
    id: 'app.bonus.forfeitConfirm',
    defaultMessage: 'Forfeit',
    description: 'Bonus details: confirm button of the forfeit dialog',
  },
  forfeitDone: {
    id: 'app.bonus.forfeitDone',
    defaultMessage: 'Bonus forfeited, the rest of your balance is unlocked',
    description: 'Bonus details: toast after a forfeit',
  },
});

/** Messages with ICU arguments. */
export const bonusValues = defineMessages<{
  turnover: { achieved: string; required: string };
  progress: { name: string };
  locked: { amount: string };
  forfeitTitle: { name: string };
  forfeitMessage: { amount: string };
}>({
  locked: {
    id: 'app.bonus.locked',
    defaultMessage: 'Locked until the turnover is met: {amount}',
    description: 'Bonus details: bonus money that cannot be withdrawn or moved out yet, a money amount',
  },
  forfeitTitle: {
    id: 'app.bonus.forfeitTitle',
    defaultMessage: 'Forfeit {name}?',
    description: 'Bonus details: title of the forfeit confirmation',
  },
  forfeitMessage: {
    id: 'app.bonus.forfeitMessage',
    defaultMessage:
      'The locked {amount} leaves your wallet and the bonus ends. This cannot be undone; the rest of your balance is then free to withdraw.',
    description: 'Bonus details: what a forfeit does, a money amount',
  },
  turnover: {
    id: 'app.bonus.turnover',
    defaultMessage: 'Turnover {achieved} of {required}',
    description: 'Bonus details: wagering progress, two money amounts',
  },
  progress: {
    id: 'app.bonus.progress',
    defaultMessage: 'Turnover progress of {name}',
    description: 'Bonus details: accessible name of the progress bar',
  },
});
