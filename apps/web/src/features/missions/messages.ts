/** Texts of the member center missionLeaderboard page's Missions tab (spec 1 "missions", 2; statuses of spec 4). */
import { defineMessages } from 'react-intl';

export const missionMessages = defineMessages({
  loading: {
    id: 'app.missions.loading',
    defaultMessage: 'Loading your missions…',
    description: 'Missions page: spinner label while the missions load',
  },
  tabs: {
    id: 'app.missions.tabs',
    defaultMessage: 'Missions and leaderboard',
    description: 'Missions page: accessible name of the tab list',
  },
  tabMissions: {
    id: 'app.missions.tabMissions',
    defaultMessage: 'Missions',
    description: 'Missions page: the tab listing daily and weekly missions',
  },
  tabLeaderboard: {
    id: 'app.missions.tabLeaderboard',
    defaultMessage: 'Leaderboard',
    description: "Missions page: the tab with the brand's leaderboard competitions",
  },
  daily: {
    id: 'app.missions.daily',
    defaultMessage: 'Daily missions',
    description: 'Missions page: heading of the missions reset every day',
  },
  weekly: {
    id: 'app.missions.weekly',
    defaultMessage: 'Weekly missions',
    description: 'Missions page: heading of the missions reset every week (from Monday)',
  },
  empty: {
    id: 'app.missions.empty',
    defaultMessage: 'No missions right now',
    description: 'Missions page: title shown when the brand offers no missions',
  },
  emptyInfo: {
    id: 'app.missions.emptyInfo',
    defaultMessage: 'New missions will appear here.',
    description: 'Missions page: text under the empty title',
  },
  claim: {
    id: 'app.missions.claim',
    defaultMessage: 'Claim',
    description: 'Missions page: button taking the reward of a completed mission',
  },
  claimed: {
    id: 'app.missions.claimed',
    defaultMessage: 'Reward claimed',
    description: 'Missions page: toast after a successful claim',
  },
  s_Process: {
    id: 'app.missions.s_Process',
    defaultMessage: 'In progress',
    description: 'Missions status (spec Process): the target is not reached yet',
  },
  s_Claim: {
    id: 'app.missions.s_Claim',
    defaultMessage: 'Complete',
    description: 'Missions status (spec Claim): the target is reached, the reward can be claimed',
  },
  s_Claimed: {
    id: 'app.missions.s_Claimed',
    defaultMessage: 'Claimed',
    description: 'Missions status (spec Claimed): the reward of this period was paid',
  },
});

export const missionValues = defineMessages<{
  progress: { title: string };
  count: { progress: string; target: string };
  bonus: { amount: string };
  turnover: { multiple: number };
  points: { points: number };
  ends: { time: string };
}>({
  progress: {
    id: 'app.missions.progress',
    defaultMessage: 'Progress of {title}',
    description: 'Missions page: accessible name of a mission progress bar',
  },
  count: {
    id: 'app.missions.count',
    defaultMessage: '{progress} / {target}',
    description: 'Missions page: progress against the target (money amounts or counts)',
  },
  bonus: {
    id: 'app.missions.bonus',
    defaultMessage: 'Bonus {amount}',
    description: 'Missions page: the reward, a bonus money amount',
  },
  turnover: {
    id: 'app.missions.turnover',
    defaultMessage: 'Turnover {multiple}× the bonus',
    description: 'Missions page: wagering needed on the bonus, as a multiple of it',
  },
  points: {
    id: 'app.missions.points',
    defaultMessage: '{points, plural, one {# point} other {# points}}',
    description: 'Missions page: the reward, loyalty points',
  },
  ends: {
    id: 'app.missions.ends',
    defaultMessage: 'Resets {time}',
    description: 'Missions page: when the mission period ends (brand time)',
  },
});
