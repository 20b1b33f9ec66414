/** Texts of the member center's VIP (`playerRank`) and bonus bets (`manualRebate`) pages. */
import { defineMessages } from 'react-intl';

export const vipMessages = defineMessages({
  title: { id: 'app.vip.title', defaultMessage: 'VIP', description: 'VIP page: region name' },
  loading: {
    id: 'app.vip.loading',
    defaultMessage: 'Loading your VIP level…',
    description: 'VIP page: loader',
  },
  top: {
    id: 'app.vip.top',
    defaultMessage: 'You are at the highest level.',
    description: 'VIP page: no next level',
  },
  benefits: {
    id: 'app.vip.benefits',
    defaultMessage: 'Benefits',
    description: 'VIP page: benefits table name',
  },
  colLevel: { id: 'app.vip.col.level', defaultMessage: 'Level', description: 'VIP benefits table: column' },
  colQualify: {
    id: 'app.vip.col.qualify',
    defaultMessage: 'Deposit / turnover to reach',
    description: 'VIP benefits table: column of the thresholds',
  },
  colPoints: {
    id: 'app.vip.col.points',
    defaultMessage: 'Points',
    description: 'VIP benefits table: points multiplier',
  },
  colRebate: {
    id: 'app.vip.col.rebate',
    defaultMessage: 'Rebate (slots / live / sports)',
    description: 'VIP benefits table: rebate rates',
  },
  colWithdrawal: {
    id: 'app.vip.col.withdrawal',
    defaultMessage: 'Withdrawals per day',
    description: 'VIP benefits table: withdrawal count and maximum per day',
  },
  colBonus: {
    id: 'app.vip.col.bonus',
    defaultMessage: 'Level-up / weekly / monthly bonus',
    description: 'VIP benefits table: bonuses',
  },
  bonuses: { id: 'app.vip.bonuses', defaultMessage: 'VIP bonuses', description: 'VIP page: bonus list name' },
  noBonuses: {
    id: 'app.vip.noBonuses',
    defaultMessage: 'No VIP bonus yet',
    description: 'VIP page: no bonus available',
  },
  noBonusesInfo: {
    id: 'app.vip.noBonusesInfo',
    defaultMessage: 'Reach a VIP level to unlock its bonuses.',
    description: 'VIP page: explanation under the empty bonus list',
  },
  weekly: {
    id: 'app.vip.bonus.weekly',
    defaultMessage: 'Weekly bonus',
    description: 'VIP page: weekly bonus',
  },
  monthly: {
    id: 'app.vip.bonus.monthly',
    defaultMessage: 'Monthly bonus',
    description: 'VIP page: monthly bonus',
  },
  claim: { id: 'app.vip.claim', defaultMessage: 'Claim', description: 'VIP page: claim button' },
  claimed: {
    id: 'app.vip.claimed',
    defaultMessage: 'Claimed',
    description: 'VIP page: bonus already claimed',
  },
  none: { id: 'app.vip.none', defaultMessage: '—', description: 'VIP benefits table: no bonus' },
});

export const vipValues = defineMessages<{
  current: { name: string };
  window: { days: number };
  progressTitle: { name: string };
  progressBar: { name: string };
  deposit: { have: string; need: string };
  turnover: { have: string; need: string };
  withdrawalCell: { count: number; max: string };
  levelup: { name: string };
  bonusTerms: { amount: string; turnover: string };
  claimNamed: { name: string };
  claimDone: { amount: string };
}>({
  current: {
    id: 'app.vip.current',
    defaultMessage: 'Your level: {name}',
    description: 'VIP page: the member’s current level',
  },
  window: {
    id: 'app.vip.window',
    defaultMessage: 'Counted over the last {days} days',
    description: 'VIP page: the rolling window the figures are counted over',
  },
  progressTitle: {
    id: 'app.vip.progressTitle',
    defaultMessage: 'Progress to {name}',
    description: 'VIP page: heading of the progress to the next level',
  },
  progressBar: {
    id: 'app.vip.progressBar',
    defaultMessage: 'Progress to {name}',
    description: 'VIP page: accessible name of the progress bar',
  },
  deposit: {
    id: 'app.vip.deposit',
    defaultMessage: 'Deposits: {have} of {need}',
    description: 'VIP page: deposits counted and needed for the next level',
  },
  turnover: {
    id: 'app.vip.turnover',
    defaultMessage: 'Turnover: {have} of {need}',
    description: 'VIP page: settled turnover counted and needed for the next level',
  },
  withdrawalCell: {
    id: 'app.vip.withdrawalCell',
    defaultMessage: '{count} × up to {max}',
    description: 'VIP benefits table: withdrawals per day and the daily maximum',
  },
  levelup: {
    id: 'app.vip.bonus.levelup',
    defaultMessage: '{name} level-up bonus',
    description: 'VIP page: the level-up bonus of a level',
  },
  bonusTerms: {
    id: 'app.vip.bonusTerms',
    defaultMessage: '{amount}, turnover {turnover}',
    description: 'VIP page: a bonus amount and the turnover it asks',
  },
  claimNamed: {
    id: 'app.vip.claimNamed',
    defaultMessage: 'Claim {name}',
    description: 'VIP page: accessible name of a claim button',
  },
  claimDone: {
    id: 'app.vip.claimDone',
    defaultMessage: 'Bonus of {amount} paid to your wallet',
    description: 'VIP page: toast after a claim',
  },
});

export const rebateMessages = defineMessages({
  title: { id: 'app.rebate.title', defaultMessage: 'Bonus bets', description: 'Rebate page: region name' },
  loading: {
    id: 'app.rebate.loading',
    defaultMessage: 'Loading your rebate…',
    description: 'Rebate page: loader',
  },
  today: {
    id: 'app.rebate.today',
    defaultMessage: 'Today’s rebate',
    description: 'Rebate page: heading of today’s accrual per category',
  },
  todayList: {
    id: 'app.rebate.todayList',
    defaultMessage: 'Today’s rebate by category',
    description: 'Rebate page: accessible name of the list',
  },
  empty: {
    id: 'app.rebate.empty',
    defaultMessage: 'No rebate today yet',
    description: 'Rebate page: no settled bets today',
  },
  emptyInfo: {
    id: 'app.rebate.emptyInfo',
    defaultMessage: 'Settled bets earn a rebate by category at your VIP level’s rate.',
    description: 'Rebate page: explanation under the empty state',
  },
  paid: { id: 'app.rebate.paid', defaultMessage: 'Paid', description: 'Rebate page: accrual already paid' },
  claim: { id: 'app.rebate.claim', defaultMessage: 'Claim rebate', description: 'Rebate page: claim button' },
  onceADay: {
    id: 'app.rebate.onceADay',
    defaultMessage: 'Each category pays once a day: bets settled after you claim count from tomorrow.',
    description: 'Rebate page: the once-per-day rule',
  },
  history: {
    id: 'app.rebate.history',
    defaultMessage: 'Paid rebates are listed in bonus details.',
    description: 'Rebate page: where payouts are listed',
  },
  historyLink: {
    id: 'app.rebate.historyLink',
    defaultMessage: 'Open bonus details',
    description: 'Rebate page: link to the bonusDetails page',
  },
  live: { id: 'app.rebate.cat.live', defaultMessage: 'Live casino', description: 'Rebate category' },
  lottery: { id: 'app.rebate.cat.lottery', defaultMessage: 'Lottery', description: 'Rebate category' },
  pvp: { id: 'app.rebate.cat.pvp', defaultMessage: 'PVP', description: 'Rebate category' },
  slots: { id: 'app.rebate.cat.slots', defaultMessage: 'Slots', description: 'Rebate category' },
  sports: { id: 'app.rebate.cat.sports', defaultMessage: 'Sports', description: 'Rebate category' },
});

export const rebateValues = defineMessages<{
  accrual: { rate: string; turnover: string };
  claimable: { amount: string };
  claimDone: { amount: string };
  auto: { hour: number };
}>({
  accrual: {
    id: 'app.rebate.accrual',
    defaultMessage: '{rate} of {turnover}',
    description: 'Rebate page: rate of the turnover',
  },
  claimable: {
    id: 'app.rebate.claimable',
    defaultMessage: 'Ready to claim: {amount}',
    description: 'Rebate page: total the member may claim',
  },
  claimDone: {
    id: 'app.rebate.claimDone',
    defaultMessage: 'Rebate of {amount} paid to your wallet',
    description: 'Rebate page: toast after a claim',
  },
  auto: {
    id: 'app.rebate.auto',
    defaultMessage: 'Your rebate is paid automatically every day from {hour}:00.',
    description: 'Rebate page: automatic payout hour (brand timezone)',
  },
});
