/** Texts of the member center rewardCenter page (spec 2; statuses of spec 4). */
import { defineMessages } from 'react-intl';

export const rewardMessages = defineMessages({
  title: {
    id: 'app.rewards.title',
    defaultMessage: 'Reward center',
    description: 'Reward center: accessible name of the page section',
  },
  loading: {
    id: 'app.rewards.loading',
    defaultMessage: 'Loading rewards…',
    description: 'Reward center: spinner label while the list loads',
  },
  list: {
    id: 'app.rewards.list',
    defaultMessage: 'Rewards you can take',
    description: 'Reward center: accessible name of the list of promotions and bonuses',
  },
  empty: {
    id: 'app.rewards.empty',
    defaultMessage: 'No rewards right now',
    description: 'Reward center: nothing to join or claim',
  },
  emptyInfo: {
    id: 'app.rewards.emptyInfo',
    defaultMessage: 'Promotions and bonuses you can join or claim appear here.',
    description: 'Reward center: explanation under the empty state',
  },
  history: {
    id: 'app.rewards.history',
    defaultMessage: 'History',
    description: 'Reward center: heading of the promotions paid or rejected',
  },
  historyEmpty: {
    id: 'app.rewards.historyEmpty',
    defaultMessage: 'Nothing claimed yet',
    description: 'Reward center: empty history',
  },
  historyInfo: {
    id: 'app.rewards.historyInfo',
    defaultMessage: 'Bonuses you received and rejected applications appear here.',
    description: 'Reward center: explanation under the empty history',
  },
  s_Join: {
    id: 'app.rewards.s_Join',
    defaultMessage: 'Open to join',
    description: 'Reward center status (spec Join): the member may join',
  },
  s_Claim: {
    id: 'app.rewards.s_Claim',
    defaultMessage: 'Open',
    description: 'Reward center status (spec Claim): the member may apply or claim',
  },
  s_Applying: {
    id: 'app.rewards.s_Applying',
    defaultMessage: 'Applying',
    description: 'Reward center status: an application waits for review',
  },
  s_Close: {
    id: 'app.rewards.s_Close',
    defaultMessage: 'Closed',
    description: 'Reward center status (spec Close): not available',
  },
  s_Rejected: {
    id: 'app.rewards.s_Rejected',
    defaultMessage: 'Rejected',
    description: 'Reward center status: the application was rejected',
  },
  s_Issued: {
    id: 'app.rewards.s_Issued',
    defaultMessage: 'Issued',
    description: 'Reward center status: the bonus was paid',
  },
  s_Claimed: {
    id: 'app.rewards.s_Claimed',
    defaultMessage: 'Claimed',
    description: 'Reward center status: the VIP bonus was claimed',
  },
  s_Process: {
    id: 'app.rewards.s_Process',
    defaultMessage: 'In process',
    description: 'Reward center status (spec Process): paid automatically by a qualifying deposit',
  },
  s_Joined: {
    id: 'app.rewards.s_Joined',
    defaultMessage: 'Joined',
    description: 'Reward center status: joined, the next qualifying deposit pays',
  },
  s_soon: {
    id: 'app.rewards.s_soon',
    defaultMessage: 'Coming soon',
    description: 'Reward center status (spec coming soon): not started yet',
  },
  join: {
    id: 'app.rewards.join',
    defaultMessage: 'Join',
    description: 'Reward center: button to join a promotion',
  },
  apply: {
    id: 'app.rewards.apply',
    defaultMessage: 'Apply',
    description: 'Reward center: button that opens the application form',
  },
  claim: {
    id: 'app.rewards.claim',
    defaultMessage: 'Claim',
    description: 'Reward center: button to claim a VIP bonus',
  },
  joined: {
    id: 'app.rewards.joined',
    defaultMessage: 'You joined the promotion. Your next qualifying deposit pays the bonus.',
    description: 'Reward center: toast after joining',
  },
  missionClaimed: {
    id: 'app.rewards.missionClaimed',
    defaultMessage: 'Reward claimed',
    description: "Reward center: toast after claiming a mission's reward (a bonus or points)",
  },
  claimed: {
    id: 'app.rewards.claimed',
    defaultMessage: 'Bonus claimed',
    description: 'Reward center: toast after claiming a VIP bonus',
  },
  applied: {
    id: 'app.rewards.applied',
    defaultMessage: 'Application sent. We will review it soon.',
    description: 'Reward center: toast after applying',
  },
  ineligible: {
    id: 'app.rewards.ineligible',
    defaultMessage: 'Not available for your account',
    description: 'Reward center: the member cannot take this promotion',
  },
  open: {
    id: 'app.rewards.open',
    defaultMessage: 'Open envelope',
    description: 'Reward center: link to the red-envelope page to open an envelope available now',
  },
  referralAuto: {
    id: 'app.rewards.referralAuto',
    defaultMessage: 'Paid automatically when your friend qualifies',
    description: 'Reward center: how a referral reward for a friend still qualifying is paid',
  },
  auto: {
    id: 'app.rewards.auto',
    defaultMessage: 'Paid automatically when a qualifying deposit is credited',
    description: 'Reward center: how an automatic promotion is paid',
  },
  comment: {
    id: 'app.rewards.comment',
    defaultMessage: 'Comment',
    description: 'Reward center application form: comment field label',
  },
  commentHint: {
    id: 'app.rewards.commentHint',
    defaultMessage: 'Tell us about your claim (optional)',
    description: 'Reward center application form: comment hint',
  },
  send: {
    id: 'app.rewards.send',
    defaultMessage: 'Send application',
    description: 'Reward center application form: submit button',
  },
  cancel: {
    id: 'app.rewards.cancel',
    defaultMessage: 'Cancel',
    description: 'Reward center application form: cancel button',
  },
  proofRequired: {
    id: 'app.rewards.proofRequired',
    defaultMessage: 'Add at least one proof image',
    description: 'Reward center application form: no image attached',
  },
  levelup: {
    id: 'app.rewards.levelup',
    defaultMessage: 'Level-up bonus',
    description: 'Reward center: VIP bonus kind',
  },
  weekly: {
    id: 'app.rewards.weekly',
    defaultMessage: 'Weekly bonus',
    description: 'Reward center: VIP bonus kind',
  },
  monthly: {
    id: 'app.rewards.monthly',
    defaultMessage: 'Monthly bonus',
    description: 'Reward center: VIP bonus kind',
  },
});

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
}>({
  upTo: {
    id: 'app.rewards.upTo',
    defaultMessage: 'Up to {amount}',
    description: 'Reward center: the most a deposit bonus pays, a money amount',
  },
  fixed: {
    id: 'app.rewards.fixed',
    defaultMessage: 'Bonus {amount}',
    description: 'Reward center: a fixed bonus amount',
  },
  percent: {
    id: 'app.rewards.percent',
    defaultMessage: '{percent}% of your deposit, from {min}',
    description: 'Reward center: deposit bonus terms, a percentage and the minimum deposit (money)',
  },
  turnoverMultiple: {
    id: 'app.rewards.turnoverMultiple',
    defaultMessage: 'Turnover {multiple}× the bonus',
    description: 'Reward center: wagering asked, a multiple of the bonus',
  },
  turnover: {
    id: 'app.rewards.turnover',
    defaultMessage: 'Turnover {amount}',
    description: 'Reward center: wagering asked, a money amount',
  },
  ends: {
    id: 'app.rewards.ends',
    defaultMessage: 'Ends {time}',
    description: 'Reward center: when the promotion ends, a date and time',
  },
  starts: {
    id: 'app.rewards.starts',
    defaultMessage: 'Starts {time}',
    description: 'Reward center: when the promotion starts, a date and time',
  },
  games: {
    id: 'app.rewards.games',
    defaultMessage: 'For {types}',
    description: 'Reward center: the game types a promotion is for',
  },
  remark: {
    id: 'app.rewards.remark',
    defaultMessage: 'Remark: {remark}',
    description: 'Reward center: the operator remark on a decided application',
  },
  applyTitle: {
    id: 'app.rewards.applyTitle',
    defaultMessage: 'Apply: {title}',
    description: 'Reward center application form: dialog title',
  },
  vipTitle: {
    id: 'app.rewards.vipTitle',
    defaultMessage: '{kind} · {level}',
    description: 'Reward center: VIP bonus title, kind and level name',
  },
  envelopeTitle: {
    id: 'app.rewards.envelopeTitle',
    defaultMessage: 'Red envelope · {name}',
    description: 'Reward center: title of a red envelope, the round name',
  },
  points: {
    id: 'app.rewards.points',
    defaultMessage: '{points, plural, one {# point} other {# points}}',
    description: 'Reward center: a mission reward paid in loyalty points',
  },
  envelopeRange: {
    id: 'app.rewards.envelopeRange',
    defaultMessage: '{min} to {max}',
    description: 'Reward center: what a red envelope pays, two money amounts',
  },
  referralTitle: {
    id: 'app.rewards.referralTitle',
    defaultMessage: 'Refer and earn · {name}',
    description: 'Reward center: title of a referral reward, the friend masked username',
  },
});
