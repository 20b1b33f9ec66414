/** Messages of the agent contract pages, the live contract popup and the income report (ids `agent.contracts.*`). */
import { defineMessages } from 'react-intl';

export const contractMessages = defineMessages({
  typeDividend: {
    id: 'agent.contracts.type.dividend',
    defaultMessage: 'Dividend',
    description: 'Contract type name (spec 3)',
  },
  typeDaily: {
    id: 'agent.contracts.type.daily',
    defaultMessage: 'Daily salary',
    description: 'Contract type name (spec 3)',
  },
  typeHourly: {
    id: 'agent.contracts.type.hourly',
    defaultMessage: 'Hourly salary',
    description: 'Contract type name (spec 3)',
  },
  typeRealtime: {
    id: 'agent.contracts.type.realtime',
    defaultMessage: 'Real-time salary',
    description: 'Contract type name (spec 3; paid every 5 minutes)',
  },
  period5min: {
    id: 'agent.contracts.period.5min',
    defaultMessage: 'Every 5 minutes',
    description: 'Settlement period of a contract',
  },
  periodHourly: {
    id: 'agent.contracts.period.hourly',
    defaultMessage: 'Hourly',
    description: 'Settlement period of a contract',
  },
  periodDaily: {
    id: 'agent.contracts.period.daily',
    defaultMessage: 'Daily',
    description: 'Settlement period (spec 3)',
  },
  periodWeekly: {
    id: 'agent.contracts.period.weekly',
    defaultMessage: 'Weekly',
    description: 'Settlement period (spec 3)',
  },
  periodSemimonthly: {
    id: 'agent.contracts.period.semimonthly',
    defaultMessage: 'Semimonthly',
    description: 'Settlement period (spec 3): 1st to 15th, 16th to month end',
  },
  periodMonthly: {
    id: 'agent.contracts.period.monthly',
    defaultMessage: 'Monthly',
    description: 'Settlement period (spec 3)',
  },
  statusOffered: {
    id: 'agent.contracts.status.offered',
    defaultMessage: 'Offered',
    description: 'Contract status: waiting for an answer',
  },
  statusActive: {
    id: 'agent.contracts.status.active',
    defaultMessage: 'Active',
    description: 'Contract status',
  },
  statusRejected: {
    id: 'agent.contracts.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Contract status',
  },
  statusWithdrawn: {
    id: 'agent.contracts.status.withdrawn',
    defaultMessage: 'Withdrawn',
    description: 'Contract status: offer withdrawn',
  },
  statusReplaced: {
    id: 'agent.contracts.status.replaced',
    defaultMessage: 'Replaced',
    description: 'Contract status: a newer contract took its place',
  },
  statusTerminated: {
    id: 'agent.contracts.status.terminated',
    defaultMessage: 'Terminated',
    description: 'Contract status',
  },
  condNone: {
    id: 'agent.contracts.terms.none',
    defaultMessage: 'No condition',
    description: 'Tier without conditions',
  },
  popupTitle: {
    id: 'agent.contracts.popup.title',
    defaultMessage: 'New contract offer',
    description: 'Live contract popup: title (spec 2 popups, spec 4 contracts)',
  },
  popupOperator: {
    id: 'agent.contracts.popup.operator',
    defaultMessage: 'The operator',
    description: 'Offer from the operator (no upline)',
  },
  accept: {
    id: 'agent.contracts.accept',
    defaultMessage: 'Accept',
    description: 'Button: accept a contract offer',
  },
  reject: {
    id: 'agent.contracts.reject',
    defaultMessage: 'Reject',
    description: 'Button: reject a contract offer',
  },
  later: {
    id: 'agent.contracts.later',
    defaultMessage: 'Later',
    description: 'Button: close the contract popup without answering',
  },
  endsTitle: {
    id: 'agent.contracts.ends.title',
    defaultMessage: 'These contracts you gave will end',
    description:
      'Accepting a lower contract: heading of the list of downline contracts it terminates (spec 4)',
  },
  endsText: {
    id: 'agent.contracts.ends.text',
    defaultMessage:
      'The new contract pays less than contracts you gave to your downlines. If you accept, those contracts are terminated at once.',
    description: 'Accepting a lower contract: explanation of the automatic termination (spec 4)',
  },
  acceptAndEnd: {
    id: 'agent.contracts.ends.confirm',
    defaultMessage: 'Accept and end them',
    description: 'Button: accept the new contract and terminate the listed downline contracts',
  },
  cancel: {
    id: 'agent.contracts.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: go back without changing anything',
  },
  manageTitle: {
    id: 'agent.contracts.manage.title',
    defaultMessage: 'Contracts',
    description: 'Contract page: heading of the contract management section',
  },
  statementsTitle: {
    id: 'agent.contracts.statements.title',
    defaultMessage: 'Statements',
    description: 'Contract page: heading of the statement list',
  },
  received: {
    id: 'agent.contracts.received',
    defaultMessage: 'My contract',
    description: 'Contracts I hold (received from my upline)',
  },
  given: {
    id: 'agent.contracts.given',
    defaultMessage: 'Given to downlines',
    description: 'Contracts I offered to my downlines',
  },
  noneReceived: {
    id: 'agent.contracts.noneReceived',
    defaultMessage: 'You hold no contract of this type.',
    description: 'Empty state: no contract received',
  },
  noneGiven: {
    id: 'agent.contracts.noneGiven',
    defaultMessage: 'You have not given any contract of this type.',
    description: 'Empty state',
  },
  terminate: {
    id: 'agent.contracts.terminate',
    defaultMessage: 'Request termination',
    description: 'Button: ask to end a contract',
  },
  confirmTermination: {
    id: 'agent.contracts.confirmTermination',
    defaultMessage: 'Confirm termination',
    description: 'Button: agree to the other side’s termination request',
  },
  withdraw: {
    id: 'agent.contracts.withdraw',
    defaultMessage: 'Withdraw offer',
    description: 'Button: withdraw my open offer',
  },
  requestedByMe: {
    id: 'agent.contracts.requestedByMe',
    defaultMessage: 'Termination requested by you: waiting for the other side.',
    description: 'Contract line: my termination request waits',
  },
  requestedByOther: {
    id: 'agent.contracts.requestedByOther',
    defaultMessage: 'The other side asks to terminate this contract.',
    description: 'Contract line: the other side asked to terminate',
  },
  offerTitle: {
    id: 'agent.contracts.offer.title',
    defaultMessage: 'Offer a contract to a downline',
    description: 'Offer form heading',
  },
  offerDownline: {
    id: 'agent.contracts.offer.downline',
    defaultMessage: 'Downline agent',
    description: 'Offer form: direct downline agent select',
  },
  offerNoDownline: {
    id: 'agent.contracts.offer.noDownline',
    defaultMessage: 'You have no direct downline agent yet.',
    description: 'Offer form: no downline agent to offer to',
  },
  offerNoOwn: {
    id: 'agent.contracts.offer.noOwn',
    defaultMessage: 'You can offer this contract type once you hold an active contract of it.',
    description: 'Offer form: the agent holds no contract of the type',
  },
  offerSingleBet: {
    id: 'agent.contracts.offer.singleBet',
    defaultMessage: 'Single bet amount for an active member',
    description: 'Offer form field',
  },
  offerMinBets: {
    id: 'agent.contracts.offer.minBets',
    defaultMessage: 'Minimum team bets',
    description: 'Offer form tier field',
  },
  offerMinActive: {
    id: 'agent.contracts.offer.minActive',
    defaultMessage: 'Minimum active members',
    description: 'Offer form tier field',
  },
  offerMinProfitLoss: {
    id: 'agent.contracts.offer.minProfitLoss',
    defaultMessage: 'Minimum profit and loss',
    description: 'Offer form tier field',
  },
  offerRate: {
    id: 'agent.contracts.offer.rate',
    defaultMessage: 'Rate (%)',
    description: 'Offer form tier field',
  },
  offerAddTier: {
    id: 'agent.contracts.offer.addTier',
    defaultMessage: 'Add a tier',
    description: 'Offer form: button adding a tier',
  },
  offerSubmit: {
    id: 'agent.contracts.offer.submit',
    defaultMessage: 'Send offer',
    description: 'Offer form: submit',
  },
  range: {
    id: 'agent.contracts.range',
    defaultMessage: 'Period',
    description: 'Statement list: date range select',
  },
  rangeLast90: {
    id: 'agent.contracts.range.last90',
    defaultMessage: 'Last 90 days',
    description: 'Date range preset',
  },
  statementsEmpty: {
    id: 'agent.contracts.statements.empty',
    defaultMessage: 'No statements in this period.',
    description: 'Empty statement list',
  },
  paid: {
    id: 'agent.contracts.statement.paid',
    defaultMessage: 'Paid',
    description: 'Statement: paid into my wallet',
  },
  nothingDue: {
    id: 'agent.contracts.statement.nothingDue',
    defaultMessage: 'Nothing due',
    description: 'Statement: amount 0, no payment',
  },
  details: {
    id: 'agent.contracts.statement.details',
    defaultMessage: 'Details',
    description: 'Button: open a statement with its inputs',
  },
  hideDetails: {
    id: 'agent.contracts.statement.hide',
    defaultMessage: 'Hide details',
    description: 'Button: close the statement details',
  },
  pager: {
    id: 'agent.contracts.statements.pager',
    defaultMessage: 'Statement pages',
    description: 'Pager label',
  },
  lineTeamBets: {
    id: 'agent.contracts.line.teamBets',
    defaultMessage: 'Team bets',
    description: 'Statement input line',
  },
  lineTeamWins: {
    id: 'agent.contracts.line.teamWins',
    defaultMessage: 'Team wins',
    description: 'Statement input line',
  },
  lineProfitLoss: {
    id: 'agent.contracts.line.profitLoss',
    defaultMessage: 'Team profit and loss',
    description: 'Statement input line (bets minus wins)',
  },
  lineActive: {
    id: 'agent.contracts.line.active',
    defaultMessage: 'Active members',
    description: 'Statement input line',
  },
  lineRounds: {
    id: 'agent.contracts.line.rounds',
    defaultMessage: 'Rounds (won)',
    description: 'Statement input line: rounds and rounds won',
  },
  lineLossRate: {
    id: 'agent.contracts.line.lossRate',
    defaultMessage: 'Loss rate',
    description: 'Statement input line',
  },
  lineWinRate: {
    id: 'agent.contracts.line.winRate',
    defaultMessage: 'Win rate',
    description: 'Statement input line',
  },
  lineTier: {
    id: 'agent.contracts.line.tier',
    defaultMessage: 'Tier matched',
    description: 'Statement input line',
  },
  lineNoTier: {
    id: 'agent.contracts.line.noTier',
    defaultMessage: 'None',
    description: 'Statement: no tier matched',
  },
  lineRate: { id: 'agent.contracts.line.rate', defaultMessage: 'Rate', description: 'Statement input line' },
  lineBase: {
    id: 'agent.contracts.line.base',
    defaultMessage: 'Rate applied to',
    description: 'Statement input line: the base amount',
  },
  lineGross: {
    id: 'agent.contracts.line.gross',
    defaultMessage: 'My tier on my team',
    description: 'Statement input line: gross amount',
  },
  lineDeductions: {
    id: 'agent.contracts.line.deductions',
    defaultMessage: 'Downline deductions',
    description: 'Statement input line: total',
  },
  lineAmount: {
    id: 'agent.contracts.line.amount',
    defaultMessage: 'My income',
    description: 'Statement: the amount paid',
  },
  revenueTitle: {
    id: 'agent.contracts.revenue.title',
    defaultMessage: 'My income',
    description: 'agentRevenueReport heading',
  },
  groupBy: {
    id: 'agent.contracts.revenue.groupBy',
    defaultMessage: 'Group by',
    description: 'Income report: grouping select',
  },
  groupDay: {
    id: 'agent.contracts.revenue.day',
    defaultMessage: 'Day',
    description: 'Income report grouping',
  },
  groupWeek: {
    id: 'agent.contracts.revenue.week',
    defaultMessage: 'Week',
    description: 'Income report grouping',
  },
  groupMonth: {
    id: 'agent.contracts.revenue.month',
    defaultMessage: 'Month',
    description: 'Income report grouping',
  },
  revenueEmpty: {
    id: 'agent.contracts.revenue.empty',
    defaultMessage: 'No income in this period.',
    description: 'Income report empty',
  },
  revenueTotal: {
    id: 'agent.contracts.revenue.total',
    defaultMessage: 'Total',
    description: 'Income report: total column',
  },
  revenuePeriod: {
    id: 'agent.contracts.revenue.period',
    defaultMessage: 'Period',
    description: 'Income report: first column',
  },
  revenueChart: {
    id: 'agent.contracts.revenue.chart',
    defaultMessage: 'Income per period, by source',
    description: 'Income report: accessible name of the chart',
  },
});

/** Texts with ICU arguments (typed values). */
export const contractValues = defineMessages<{
  singleBetMin: { amount: string };
  tier: { n: number };
  condBets: { amount: string };
  condActive: { count: number };
  condProfitLoss: { amount: string };
  condLossRate: { rate: string };
  condWinRate: { rate: string };
  tierLine: { n: number; rate: string };
  statusPeriod: { status: string; period: string };
  statementMeta: { type: string; period: string; range: string };
  rowSummary: { bets: string; rate: string };
  popupOffer: { upline: string; type: string; period: string };
  endsLine: { type: string; agent: string };
  from: { name: string };
  to: { name: string };
  offerRemoveTier: { n: number };
  offerSent: { name: string };
  statementPeriod: { from: string; to: string };
  lineDeduction: { agent: string; rate: string; base: string };
  percent: { rate: string };
  statementTitle: { agent: string };
}>({
  singleBetMin: {
    id: 'agent.contracts.terms.singleBetMin',
    defaultMessage: 'Active member: one bet of at least {amount}',
    description: 'Contract terms: the single bet amount that makes a team member active (spec 3)',
  },
  tier: {
    id: 'agent.contracts.terms.tier',
    defaultMessage: 'Tier {n}',
    description: 'Contract terms: name of tier n (1-based)',
  },
  condBets: {
    id: 'agent.contracts.terms.minBets',
    defaultMessage: 'Team bets at least {amount}',
    description: 'Tier condition',
  },
  condActive: {
    id: 'agent.contracts.terms.minActive',
    defaultMessage: 'At least {count, plural, one {# active member} other {# active members}}',
    description: 'Tier condition',
  },
  condProfitLoss: {
    id: 'agent.contracts.terms.minProfitLoss',
    defaultMessage: 'Team profit and loss at least {amount}',
    description: 'Tier condition: team loss (bets minus wins)',
  },
  condLossRate: {
    id: 'agent.contracts.terms.minLossRate',
    defaultMessage: 'Loss rate at least {rate} %',
    description: 'Tier condition',
  },
  condWinRate: {
    id: 'agent.contracts.terms.maxWinRate',
    defaultMessage: 'Win rate at most {rate} %',
    description: 'Tier condition',
  },
  tierLine: {
    id: 'agent.contracts.terms.tierLine',
    defaultMessage: 'Tier {n}: {rate} %',
    description: 'Contract terms: tier n (1-based) and its rate in percent',
  },
  statusPeriod: {
    id: 'agent.contracts.statusPeriod',
    defaultMessage: '{status} · {period}',
    description: 'Contract line: status and period',
  },
  statementMeta: {
    id: 'agent.contracts.statement.meta',
    defaultMessage: '{type} · {period} · {range}',
    description: 'Statement details: contract type, period kind, and the period range',
  },
  rowSummary: {
    id: 'agent.contracts.statement.summary',
    defaultMessage: 'Team bets {bets} · rate {rate} %',
    description: 'Statement list row: team bets and the rate applied',
  },
  popupOffer: {
    id: 'agent.contracts.popup.offer',
    defaultMessage: '{upline} offers you a {type} contract ({period}).',
    description: 'Live contract popup: who offers which contract',
  },
  endsLine: {
    id: 'agent.contracts.ends.line',
    defaultMessage: '{type} contract of {agent}',
    description: 'One downline contract that will end',
  },
  from: {
    id: 'agent.contracts.from',
    defaultMessage: 'From {name}',
    description: 'Contract line: the upline that gave it',
  },
  to: {
    id: 'agent.contracts.to',
    defaultMessage: 'To {name}',
    description: 'Contract line: the downline that holds it',
  },
  offerRemoveTier: {
    id: 'agent.contracts.offer.removeTier',
    defaultMessage: 'Remove tier {n}',
    description: 'Offer form: remove tier n',
  },
  offerSent: {
    id: 'agent.contracts.offer.sent',
    defaultMessage: 'Offer sent to {name}.',
    description: 'Offer form: success',
  },
  statementPeriod: {
    id: 'agent.contracts.statement.period',
    defaultMessage: '{from} to {to}',
    description: 'Statement period, brand time',
  },
  lineDeduction: {
    id: 'agent.contracts.line.deduction',
    defaultMessage: 'Less {agent}: {rate} % of {base}',
    description: 'Statement input line: a direct downline deduction (difference model)',
  },
  percent: { id: 'agent.contracts.percent', defaultMessage: '{rate} %', description: 'A rate in percent' },
  statementTitle: {
    id: 'agent.contracts.statement.title',
    defaultMessage: 'Statement of {agent}',
    description: 'Statement details: heading with the agent’s username',
  },
});
