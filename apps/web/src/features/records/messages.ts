/** Texts of the record pages (member center personalHistoryCopy and personalProfit; docs/architecture.md "Records"). */
import { defineMessages } from 'react-intl';

export const recordsMessages = defineMessages({
  gameType: {
    id: 'app.records.gameType',
    defaultMessage: 'Game type',
    description: 'Record pages: game type filter label',
  },
  vendor: {
    id: 'app.records.vendor',
    defaultMessage: 'Provider',
    description: 'Record pages: game provider (vendor) filter label',
  },
  date: {
    id: 'app.records.date',
    defaultMessage: 'Date',
    description: 'Record pages: date range filter label',
  },
  all: {
    id: 'app.records.all',
    defaultMessage: 'All',
    description: 'Record pages: filter option meaning no filter',
  },
  list: {
    id: 'app.records.list',
    defaultMessage: 'Bets',
    description: 'Betting record: accessible name of the list of rounds',
  },
  empty: {
    id: 'app.records.empty',
    defaultMessage: 'No bets in this period',
    description: 'Betting record: nothing matches the filters',
  },
  stake: { id: 'app.records.stake', defaultMessage: 'Stake', description: 'Record pages: amount staked' },
  win: { id: 'app.records.win', defaultMessage: 'Win', description: 'Record pages: amount won' },
  profit: {
    id: 'app.records.profit',
    defaultMessage: 'Profit/loss',
    description: 'Record pages: win minus stake',
  },
  unknownGame: {
    id: 'app.records.unknownGame',
    defaultMessage: 'Game',
    description: 'Betting record: shown when the game has no name in the catalogue',
  },
  status_open: {
    id: 'app.records.status.open',
    defaultMessage: 'In progress',
    description: 'Betting record: round status, bet placed, no result yet',
  },
  status_settled: {
    id: 'app.records.status.settled',
    defaultMessage: 'Settled',
    description: 'Betting record: round status, result known',
  },
  status_cancelled: {
    id: 'app.records.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Betting record: round status, stake refunded',
  },
  pager: {
    id: 'app.records.pager',
    defaultMessage: 'Betting record pages',
    description: 'Betting record: accessible name of the pager',
  },
  total: {
    id: 'app.records.total',
    defaultMessage: 'Total',
    description: 'Profit and loss: heading of the totals of the period',
  },
  byDay: {
    id: 'app.records.byDay',
    defaultMessage: 'By day',
    description: 'Profit and loss: heading of the per-day table',
  },
  byGameType: {
    id: 'app.records.byGameType',
    defaultMessage: 'By game type',
    description: 'Profit and loss: heading of the per-game-type table',
  },
  day: { id: 'app.records.day', defaultMessage: 'Day', description: 'Profit and loss: day column header' },
  otherGames: {
    id: 'app.records.otherGames',
    defaultMessage: 'Other',
    description: 'Profit and loss: rounds whose game type is unknown',
  },
  profitEmpty: {
    id: 'app.records.profitEmpty',
    defaultMessage: 'No settled bets in this period',
    description: 'Profit and loss: nothing settled in the range',
  },
  verify: {
    id: 'app.records.verify',
    defaultMessage: 'Verify',
    description: "Betting record: link to the round's provably fair verify page (opens in a new tab)",
  },
});

/** Texts with ICU arguments. */
export const recordsValues = defineMessages<{
  roundId: { id: string };
  stakeAmount: { amount: string };
  winAmount: { amount: string };
  rounds: { count: number };
  timeZone: { timeZone: string };
  verifyRound: { id: string };
}>({
  roundId: {
    id: 'app.records.roundId',
    defaultMessage: 'Round {id}',
    description: 'Betting record: the round id of a bet',
  },
  stakeAmount: {
    id: 'app.records.stakeAmount',
    defaultMessage: 'Stake: {amount}',
    description: 'Betting record: the stake of a round. amount: money with currency',
  },
  winAmount: {
    id: 'app.records.winAmount',
    defaultMessage: 'Win: {amount}',
    description: 'Betting record: the win of a round. amount: money with currency',
  },
  rounds: {
    id: 'app.records.rounds',
    defaultMessage: '{count, plural, one {# bet} other {# bets}}',
    description: 'Profit and loss: number of settled rounds',
  },
  verifyRound: {
    id: 'app.records.verifyRound',
    defaultMessage: 'Verify round {id} (opens in a new tab)',
    description: 'Betting record: accessible name of the verify link of a round. id: the round id',
  },
  timeZone: {
    id: 'app.records.timeZone',
    defaultMessage: 'Times in {timeZone}',
    description: 'Record pages: the timezone of the dates shown (the brand timezone)',
  },
});
