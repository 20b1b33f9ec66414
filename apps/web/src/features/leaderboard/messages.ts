/** Texts of the leaderboard panel (spec 1 "leaderboard", 2 `missionLeaderboard`, 7; docs/decisions.md D38). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const leaderboardMessages = defineMessages(catalogue.leaderboardMessages);

/** Texts with values. */
export const leaderboardValues = defineMessages<{
  window: { start: string; end: string };
  startsIn: { time: string };
  endsIn: { time: string };
  days: { days: string; clock: string };
  prizeRank: { from: string; to: string };
  prizeRanks: { from: string; to: string };
  prizeTurnover: { amount: string; multiple: string };
  minTurnover: { amount: string };
  ownRank: { rank: string; score: string };
  ownTurnover: { amount: string };
  won: { amount: string };
  multiple: { value: string };
  standings: { title: string };
  mine: { name: string };
}>(catalogue.leaderboardValues);
