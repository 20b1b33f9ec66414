/**
 * Texts of the player-protection screens: the reality check and idle warning (UKGC RTS 13, GLI-19 2.5.4), the account
 * statement and the last game recall (GLI-19 2.5.9).
 */
import { defineMessages } from 'react-intl';

export const responsibleMessages = defineMessages({
  realityTitle: {
    id: 'app.responsible.reality.title',
    defaultMessage: 'Reality check',
    description: 'Reality check dialog: title',
  },
  realityIntro: {
    id: 'app.responsible.reality.intro',
    defaultMessage: 'Take a moment to look at your session so far.',
    description: 'Reality check dialog: description under the title',
  },
  sessionTime: {
    id: 'app.responsible.reality.sessionTime',
    defaultMessage: 'Session time',
    description: 'Reality check: label of how long the session has lasted',
  },
  wagered: {
    id: 'app.responsible.reality.wagered',
    defaultMessage: 'Amount wagered',
    description: 'Reality check: label of the total stakes this session',
  },
  net: {
    id: 'app.responsible.reality.net',
    defaultMessage: 'Net result',
    description: 'Reality check: label of wins minus stakes this session',
  },
  continue: {
    id: 'app.responsible.reality.continue',
    defaultMessage: 'Continue',
    description: 'Reality check: button that closes the dialog and keeps playing',
  },
  stop: {
    id: 'app.responsible.reality.stop',
    defaultMessage: 'Stop and sign out',
    description: 'Reality check: button that signs the member out',
  },
  limits: {
    id: 'app.responsible.reality.limits',
    defaultMessage: 'Set limits',
    description: 'Reality check: link to the limits page of the member center',
  },
  interval: {
    id: 'app.responsible.reality.interval',
    defaultMessage: 'Remind me every',
    description: 'Reality check: label of the reminder interval choice',
  },
  saved: {
    id: 'app.responsible.reality.saved',
    defaultMessage: 'Saved',
    description: 'Reality check settings: confirmation after the interval was saved',
  },
  settingsIntro: {
    id: 'app.responsible.reality.settingsIntro',
    defaultMessage:
      'A reality check shows how long you have played, what you wagered and your net result, at the interval you choose.',
    description: 'Reality check settings page: explanation',
  },
  idleTitle: {
    id: 'app.responsible.idle.title',
    defaultMessage: 'Still there?',
    description: 'Idle warning dialog: title',
  },
  stay: {
    id: 'app.responsible.idle.stay',
    defaultMessage: 'Stay signed in',
    description: 'Idle warning: button that keeps the session',
  },
  statementFrom: {
    id: 'app.responsible.statement.from',
    defaultMessage: 'From',
    description: 'Statement: first day of the range',
  },
  statementTo: {
    id: 'app.responsible.statement.to',
    defaultMessage: 'To',
    description: 'Statement: last day of the range',
  },
  show: {
    id: 'app.responsible.statement.show',
    defaultMessage: 'Show statement',
    description: 'Statement: button that loads the statement for the chosen days',
  },
  download: {
    id: 'app.responsible.statement.download',
    defaultMessage: 'Download CSV',
    description: 'Statement: button that downloads the statement as a CSV file',
  },
  print: {
    id: 'app.responsible.statement.print',
    defaultMessage: 'Print',
    description: 'Statement: button that prints the statement',
  },
  opening: {
    id: 'app.responsible.statement.opening',
    defaultMessage: 'Opening balance',
    description: 'Statement: balance at the start of the range',
  },
  closing: {
    id: 'app.responsible.statement.closing',
    defaultMessage: 'Closing balance',
    description: 'Statement: balance at the end of the range',
  },
  moneyIn: {
    id: 'app.responsible.statement.in',
    defaultMessage: 'Money in',
    description: 'Statement: sum of credits',
  },
  moneyOut: {
    id: 'app.responsible.statement.out',
    defaultMessage: 'Money out',
    description: 'Statement: sum of debits',
  },
  transfers: {
    id: 'app.responsible.statement.transfers',
    defaultMessage: 'Transfers',
    description: 'Statement: accessible name of the table of transfers',
  },
  time: {
    id: 'app.responsible.statement.time',
    defaultMessage: 'Time',
    description: 'Statement table column: when the transfer happened',
  },
  kind: {
    id: 'app.responsible.statement.kind',
    defaultMessage: 'Type',
    description: 'Statement table column: the kind of transfer',
  },
  amount: {
    id: 'app.responsible.statement.amount',
    defaultMessage: 'Amount',
    description: 'Statement table column: signed amount',
  },
  balance: {
    id: 'app.responsible.statement.balance',
    defaultMessage: 'Balance',
    description: 'Statement table column: balance after the transfer',
  },
  statementEmpty: {
    id: 'app.responsible.statement.empty',
    defaultMessage: 'No transfers on these days',
    description: 'Statement: empty state',
  },
  downloadFailed: {
    id: 'app.responsible.statement.downloadFailed',
    defaultMessage: 'The download failed. Please try again.',
    description: 'Statement: error after a failed CSV download',
  },
  recallList: {
    id: 'app.responsible.recall.list',
    defaultMessage: 'Last games',
    description: 'Last game recall: accessible name of the list',
  },
  recallIntro: {
    id: 'app.responsible.recall.intro',
    defaultMessage: 'Your last 10 rounds and how they ended.',
    description: 'Last game recall: explanation',
  },
  recallEmpty: {
    id: 'app.responsible.recall.empty',
    defaultMessage: 'No rounds played yet',
    description: 'Last game recall: empty state',
  },
  game: {
    id: 'app.responsible.recall.game',
    defaultMessage: 'Game',
    description: 'Last game recall column: game name',
  },
  stake: {
    id: 'app.responsible.recall.stake',
    defaultMessage: 'Stake',
    description: 'Last game recall column: stake',
  },
  win: {
    id: 'app.responsible.recall.win',
    defaultMessage: 'Win',
    description: 'Last game recall column: win',
  },
  outcome: {
    id: 'app.responsible.recall.outcome',
    defaultMessage: 'Outcome',
    description: 'Last game recall column: outcome',
  },
  verify: {
    id: 'app.responsible.recall.verify',
    defaultMessage: 'Verify',
    description: 'Last game recall: link to the provably fair verify page of a round (opens in a new tab)',
  },
  outcomeWon: {
    id: 'app.responsible.recall.won',
    defaultMessage: 'Won',
    description: 'Last game recall outcome: the win was more than the stake',
  },
  outcomeLost: {
    id: 'app.responsible.recall.lost',
    defaultMessage: 'Lost',
    description: 'Last game recall outcome: the win was less than the stake',
  },
  outcomeEven: {
    id: 'app.responsible.recall.even',
    defaultMessage: 'Even',
    description: 'Last game recall outcome: the win equalled the stake',
  },
  outcomeOpen: {
    id: 'app.responsible.recall.open',
    defaultMessage: 'In progress',
    description: 'Last game recall outcome: the round has no result yet',
  },
  outcomeCancelled: {
    id: 'app.responsible.recall.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Last game recall outcome: the stakes were returned',
  },
});

/** Texts with values. */
export const responsibleValues = defineMessages<{
  minutes: { count: number };
  idleBody: { seconds: number };
  verifyRound: { round: string };
  period: { from: string; to: string; currency: string };
}>({
  period: {
    id: 'app.responsible.statement.period',
    defaultMessage: '{from} to {to} ({currency})',
    description: 'Statement heading: the chosen days and the currency',
  },
  minutes: {
    id: 'app.responsible.reality.minutes',
    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
    description: 'Reality check: an interval or a session length in minutes',
  },
  idleBody: {
    id: 'app.responsible.idle.body',
    defaultMessage: 'You will be signed out in {seconds} seconds because you have been inactive.',
    description: 'Idle warning: body; seconds: time left before the idle logout',
  },
  verifyRound: {
    id: 'app.responsible.recall.verifyRound',
    defaultMessage: 'Verify round {round} (opens in a new tab)',
    description: 'Last game recall: accessible name of a verify link; round: the round id',
  },
});
