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
  pager: { id: 'app.bonus.pager', defaultMessage: 'Bonus pages', description: 'Bonus details: pager label' },
});

/** Messages with ICU arguments. */
export const bonusValues = defineMessages<{
  turnover: { achieved: string; required: string };
  progress: { name: string };
}>({
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
