/** Texts of the member center bonusDetails page. */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const bonusMessages = defineMessages(catalogue.bonusMessages);

/** Messages with ICU arguments. */
export const bonusValues = defineMessages<{
  turnover: { achieved: string; required: string };
  progress: { name: string };
  locked: { amount: string };
  forfeitTitle: { name: string };
  forfeitMessage: { amount: string };
}>(catalogue.bonusValues);
