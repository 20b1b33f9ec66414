/** Texts of the agent team pages (docs/architecture.md "Agents"). */
import { defineMessages } from 'react-intl';

export const teamMessages = defineMessages({
  rangeLabel: {
    id: 'app.agentTeam.rangeLabel',
    defaultMessage: 'Period',
    description: 'Agent team pages: date range select label',
  },
  overviewTitle: {
    id: 'app.agentTeam.overviewTitle',
    defaultMessage: 'Team overview',
    description: 'agentTeamOverview: page heading',
  },
  teamSize: {
    id: 'app.agentTeam.teamSize',
    defaultMessage: 'Team size',
    description: 'agentTeamOverview: stat card, all members of the team',
  },
  directSize: {
    id: 'app.agentTeam.directSize',
    defaultMessage: 'Direct downlines',
    description: 'agentTeamOverview: stat card, direct downlines',
  },
  newMembers: {
    id: 'app.agentTeam.newMembers',
    defaultMessage: 'New members',
    description: 'agentTeamOverview: stat card, members registered in the period',
  },
  activeMembers: {
    id: 'app.agentTeam.activeMembers',
    defaultMessage: 'Active members',
    description: 'agentTeamOverview: stat card, members who bet in the period',
  },
  deposits: {
    id: 'app.agentTeam.deposits',
    defaultMessage: 'Deposits',
    description: 'agentTeamOverview: stat card, credited deposits',
  },
  withdrawals: {
    id: 'app.agentTeam.withdrawals',
    defaultMessage: 'Withdrawals',
    description: 'agentTeamOverview: stat card, paid withdrawals',
  },
  bets: {
    id: 'app.agentTeam.bets',
    defaultMessage: 'Bets',
    description: 'agentTeamOverview: stat card, amount staked',
  },
  betCount: {
    id: 'app.agentTeam.betCount',
    defaultMessage: 'Rounds',
    description: 'agentTeamOverview: stat card, number of rounds',
  },
  profitLoss: {
    id: 'app.agentTeam.profitLoss',
    defaultMessage: 'Team profit/loss',
    description: 'agentTeamOverview: stat card, win minus stake of the team members',
  },
  chartLabel: {
    id: 'app.agentTeam.chartLabel',
    defaultMessage: 'Bets and team profit/loss per day',
    description: 'agentTeamOverview: accessible name of the chart',
  },
  day: {
    id: 'app.agentTeam.day',
    defaultMessage: 'Day',
    description: 'Agent team pages: table column, calendar day',
  },
  registerTitle: {
    id: 'app.agentTeam.registerTitle',
    defaultMessage: 'Create account',
    description: 'registerCenter: page heading',
  },
  username: {
    id: 'app.agentTeam.username',
    defaultMessage: 'Username',
    description: 'registerCenter: username field label',
  },
  kind: {
    id: 'app.agentTeam.kind',
    defaultMessage: 'Account type',
    description: 'registerCenter: member or agent select label',
  },
  kindMember: {
    id: 'app.agentTeam.kindMember',
    defaultMessage: 'Member',
    description: 'registerCenter: account type option',
  },
  kindAgent: {
    id: 'app.agentTeam.kindAgent',
    defaultMessage: 'Agent',
    description: 'registerCenter: account type option',
  },
  create: {
    id: 'app.agentTeam.create',
    defaultMessage: 'Create account',
    description: 'registerCenter: submit button',
  },
  oneTimePassword: {
    id: 'app.agentTeam.oneTimePassword',
    defaultMessage: 'One-time password',
    description: 'registerCenter: label of the generated password',
  },
  oneTimeHint: {
    id: 'app.agentTeam.oneTimeHint',
    defaultMessage:
      'This password is shown only once. Give it to the new member: it must be changed at the first login.',
    description: 'registerCenter: hint under the one-time password',
  },
  copy: {
    id: 'app.agentTeam.copy',
    defaultMessage: 'Copy',
    description: 'Agent team pages: copy to clipboard button',
  },
  copied: {
    id: 'app.agentTeam.copied',
    defaultMessage: 'Copied',
    description: 'Agent team pages: announced after copying',
  },
  linksTitle: {
    id: 'app.agentTeam.linksTitle',
    defaultMessage: 'Affiliate links',
    description: 'registerCenter: section heading',
  },
  linksHint: {
    id: 'app.agentTeam.linksHint',
    defaultMessage: 'New members who register through your link join your team.',
    description: 'registerCenter: affiliate links hint',
  },
  downlinesTitle: {
    id: 'app.agentTeam.downlinesTitle',
    defaultMessage: 'Team management',
    description: 'downlineManagmentView: page heading',
  },
  search: {
    id: 'app.agentTeam.search',
    defaultMessage: 'Search username',
    description: 'downlineManagmentView: search field label',
  },
  scope: {
    id: 'app.agentTeam.scope',
    defaultMessage: 'Show',
    description: 'downlineManagmentView: scope select label',
  },
  scopeDirect: {
    id: 'app.agentTeam.scopeDirect',
    defaultMessage: 'Direct downlines',
    description: 'downlineManagmentView: scope option',
  },
  scopeAll: {
    id: 'app.agentTeam.scopeAll',
    defaultMessage: 'Whole team',
    description: 'downlineManagmentView: scope option',
  },
  noMembers: {
    id: 'app.agentTeam.noMembers',
    defaultMessage: 'No members yet',
    description: 'downlineManagmentView: empty list',
  },
  balance: {
    id: 'app.agentTeam.balance',
    defaultMessage: 'Balance',
    description: 'Agent team pages: member main wallet',
  },
  lastLogin: {
    id: 'app.agentTeam.lastLogin',
    defaultMessage: 'Last login',
    description: 'downlineManagmentView: last login time',
  },
  never: {
    id: 'app.agentTeam.never',
    defaultMessage: 'Never',
    description: 'downlineManagmentView: never logged in',
  },
  statusActive: {
    id: 'app.agentTeam.statusActive',
    defaultMessage: 'Active',
    description: 'downlineManagmentView: status',
  },
  statusLocked: {
    id: 'app.agentTeam.statusLocked',
    defaultMessage: 'Locked',
    description: 'downlineManagmentView: status',
  },
  statusExcluded: {
    id: 'app.agentTeam.statusExcluded',
    defaultMessage: 'Self-excluded',
    description:
      'downlineManagmentView: the member has self-excluded (no reason or dates are shown to agents)',
  },
  agentBadge: {
    id: 'app.agentTeam.agentBadge',
    defaultMessage: 'Agent',
    description: 'downlineManagmentView: marks an agent in the list',
  },
  lock: {
    id: 'app.agentTeam.lock',
    defaultMessage: 'Lock',
    description: 'downlineManagmentView: action',
  },
  unlock: {
    id: 'app.agentTeam.unlock',
    defaultMessage: 'Unlock',
    description: 'downlineManagmentView: action',
  },
  details: {
    id: 'app.agentTeam.details',
    defaultMessage: 'Account details',
    description: 'downlineManagmentView: action opening the account details of the member',
  },
  transfer: {
    id: 'app.agentTeam.transfer',
    defaultMessage: 'Transfer',
    description: 'downlineManagmentView: action opening the transfer form',
  },
  transferUp: {
    id: 'app.agentTeam.transferUp',
    defaultMessage: 'Transfer to upline',
    description: 'downlineManagmentView: button opening the transfer to the upline',
  },
  amount: {
    id: 'app.agentTeam.amount',
    defaultMessage: 'Amount',
    description: 'Transfer form: amount field',
  },
  password: {
    id: 'app.agentTeam.password',
    defaultMessage: 'Login password',
    description: 'Transfer form: the login password of the agent, re-entered',
  },
  send: {
    id: 'app.agentTeam.send',
    defaultMessage: 'Send',
    description: 'Transfer form: submit',
  },
  listPages: {
    id: 'app.agentTeam.listPages',
    defaultMessage: 'Pages',
    description: 'Agent team pages: pager label',
  },
  betsTitle: {
    id: 'app.agentTeam.betsTitle',
    defaultMessage: 'Team betting',
    description: 'personalHistoryCopy (agent): page heading',
  },
  noBets: {
    id: 'app.agentTeam.noBets',
    defaultMessage: 'No bets in this period',
    description: 'personalHistoryCopy (agent): empty list',
  },
  stake: {
    id: 'app.agentTeam.stake',
    defaultMessage: 'Stake',
    description: 'Agent team pages: amount staked',
  },
  win: {
    id: 'app.agentTeam.win',
    defaultMessage: 'Win',
    description: 'Agent team pages: amount won',
  },
  profit: {
    id: 'app.agentTeam.profit',
    defaultMessage: 'Profit/loss',
    description: 'Agent team pages: win minus stake',
  },
  statusOpen: {
    id: 'app.agentTeam.statusOpen',
    defaultMessage: 'Open',
    description: 'Team betting: round not settled yet',
  },
  statusSettled: {
    id: 'app.agentTeam.statusSettled',
    defaultMessage: 'Settled',
    description: 'Team betting: round settled',
  },
  statusCancelled: {
    id: 'app.agentTeam.statusCancelled',
    defaultMessage: 'Cancelled',
    description: 'Team betting: round cancelled',
  },
  lossTitle: {
    id: 'app.agentTeam.lossTitle',
    defaultMessage: 'User loss',
    description: 'palStatementsAgentCopy: page heading',
  },
  noLoss: {
    id: 'app.agentTeam.noLoss',
    defaultMessage: 'No settled bets in this period',
    description: 'palStatementsAgentCopy: empty list',
  },
  member: {
    id: 'app.agentTeam.member',
    defaultMessage: 'Member',
    description: 'Agent team pages: table column',
  },
  rounds: {
    id: 'app.agentTeam.rounds',
    defaultMessage: 'Rounds',
    description: 'palStatementsAgentCopy: rounds column',
  },
  total: {
    id: 'app.agentTeam.total',
    defaultMessage: 'Total',
    description: 'Agent team pages: totals row',
  },
  txTitle: {
    id: 'app.agentTeam.txTitle',
    defaultMessage: 'Account details',
    description: 'agentDownlineTransactionDetailsCopy: page heading',
  },
  pickMember: {
    id: 'app.agentTeam.pickMember',
    defaultMessage: 'Choose a member',
    description: 'agentDownlineTransactionDetailsCopy: member picker label',
  },
  pickHint: {
    id: 'app.agentTeam.pickHint',
    defaultMessage: 'Pick a member of your team to see its account details.',
    description: 'agentDownlineTransactionDetailsCopy: nothing chosen yet',
  },
  noTx: {
    id: 'app.agentTeam.noTx',
    defaultMessage: 'No transactions',
    description: 'agentDownlineTransactionDetailsCopy: empty list',
  },
  txKind: {
    id: 'app.agentTeam.txKind',
    defaultMessage: 'Type',
    description: 'agentDownlineTransactionDetailsCopy: transfer kind column',
  },
  time: {
    id: 'app.agentTeam.time',
    defaultMessage: 'Time',
    description: 'Agent team pages: time column',
  },
  balanceAfter: {
    id: 'app.agentTeam.balanceAfter',
    defaultMessage: 'Balance after',
    description: 'agentDownlineTransactionDetailsCopy: balance after the transfer',
  },
});

/** Texts with arguments (typed values). */
export const teamValues = defineMessages<{
  created: { username: string };
  code: { code: string };
  qrAlt: { link: string };
  levelUpline: { depth: number; upline: string };
  transferTo: { username: string };
  limitLine: { used: string; limit: string; count: number; countLimit: number };
  yourBalance: { balance: string };
  transferDone: { amount: string; balance: string };
  amountInvalid: { decimals: number };
  agentName: { username: string };
  balanceLine: { amount: string };
  lastLoginLine: { time: string };
  roundLine: { game: string; status: string };
  amountsLine: { stake: string; win: string; profit: string };
  timeBalanceLine: { time: string; balance: string };
}>({
  created: {
    id: 'app.agentTeam.created',
    defaultMessage: 'Account {username} created',
    description: 'registerCenter: success heading',
  },
  code: {
    id: 'app.agentTeam.code',
    defaultMessage: 'Code {code}',
    description: 'registerCenter: affiliate code',
  },
  qrAlt: {
    id: 'app.agentTeam.qrAlt',
    defaultMessage: 'QR code of the link {link}',
    description: 'registerCenter: alt text of the QR code',
  },
  levelUpline: {
    id: 'app.agentTeam.levelUpline',
    defaultMessage: 'Level {depth} · upline {upline}',
    description: 'downlineManagmentView: depth in the tree and upline username',
  },
  transferTo: {
    id: 'app.agentTeam.transferTo',
    defaultMessage: 'Transfer to {username}',
    description: 'Transfer form: title',
  },
  limitLine: {
    id: 'app.agentTeam.limitLine',
    defaultMessage: 'Today: {used} of {limit} used · {count} of {countLimit} transfers',
    description: 'Transfer form: daily limit line',
  },
  yourBalance: {
    id: 'app.agentTeam.yourBalance',
    defaultMessage: 'Your balance: {balance}',
    description: 'Transfer form: own balance of the agent',
  },
  transferDone: {
    id: 'app.agentTeam.transferDone',
    defaultMessage: '{amount} sent. Your balance: {balance}',
    description: 'Transfer form: success message',
  },
  amountInvalid: {
    id: 'app.agentTeam.amountInvalid',
    defaultMessage: 'Enter an amount with at most {decimals} decimals',
    description: 'Transfer form: amount problem',
  },
  agentName: {
    id: 'app.agentTeam.agentName',
    defaultMessage: '{username} · Agent',
    description: 'downlineManagmentView: username of a downline that is an agent',
  },
  balanceLine: {
    id: 'app.agentTeam.balanceLine',
    defaultMessage: 'Balance: {amount}',
    description: 'downlineManagmentView: main wallet of the member',
  },
  lastLoginLine: {
    id: 'app.agentTeam.lastLoginLine',
    defaultMessage: 'Last login: {time}',
    description: 'downlineManagmentView: last login time (or "Never")',
  },
  roundLine: {
    id: 'app.agentTeam.roundLine',
    defaultMessage: '{game} · {status}',
    description: 'Team betting: game name and round status',
  },
  amountsLine: {
    id: 'app.agentTeam.amountsLine',
    defaultMessage: 'Stake {stake} · Win {win} · Profit/loss {profit}',
    description: 'Team betting: amounts of one round',
  },
  timeBalanceLine: {
    id: 'app.agentTeam.timeBalanceLine',
    defaultMessage: '{time} · Balance after: {balance}',
    description: 'Account details: time of the transfer and the balance after it',
  },
});
