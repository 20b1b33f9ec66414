/** Texts of the member center rewardCenter page (spec 2; statuses of spec 4). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const rewardMessages = defineMessages(catalogue.rewardMessages);

/** Messages with ICU arguments. */
export const rewardValues = defineMessages<{
  upTo: { amount: string };
  fixed: { amount: string };
  percent: { percent: string | undefined; min: string };
  turnoverMultiple: { multiple: number };
  turnover: { amount: string };
  ends: { time: string };
  starts: { time: string };
  games: { types: string };
  remark: { remark: string };
  applyTitle: { title: string };
  vipTitle: { kind: string; level: string };
  envelopeTitle: { name: string };
  envelopeRange: { min: string; max: string };
  referralTitle: { name: string };
  points: { points: number };
}>(catalogue.rewardValues);
