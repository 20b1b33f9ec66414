/** Texts of the member center missionLeaderboard page's Missions tab (spec 1 "missions", 2; statuses of spec 4). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const missionMessages = defineMessages(catalogue.missionMessages);

export const missionValues = defineMessages<{
  progress: { title: string };
  count: { progress: string; target: string };
  bonus: { amount: string };
  turnover: { multiple: number };
  points: { points: number };
  ends: { time: string };
}>(catalogue.missionValues);
