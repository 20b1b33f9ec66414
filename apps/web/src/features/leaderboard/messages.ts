/** Texts of the leaderboard panel (spec 1 "leaderboard", 2 `missionLeaderboard`, 7; docs/decisions.md D38). */
import { defineMessages } from 'react-intl';

export const leaderboardMessages = defineMessages({
  loading: {
    id: 'app.leaderboard.loading',
    defaultMessage: 'Loading the leaderboards…',
    description: 'Leaderboard panel: spinner label while the competitions load',
  },
  loadError: {
    id: 'app.leaderboard.loadError',
    defaultMessage: 'Could not load the leaderboards',
    description: 'Leaderboard panel: heading of the error state',
  },
  empty: {
    id: 'app.leaderboard.empty',
    defaultMessage: 'No competition right now',
    description: 'Leaderboard panel: the brand runs no competition now',
  },
  emptyInfo: {
    id: 'app.leaderboard.emptyInfo',
    defaultMessage: 'New leaderboard competitions will appear here.',
    description: 'Leaderboard panel: explanation under the empty state',
  },
  noStandings: {
    id: 'app.leaderboard.noStandings',
    defaultMessage: 'Nobody is ranked yet. Play to take the lead!',
    description: 'Leaderboard panel: a competition with no ranked player yet',
  },
  rank: {
    id: 'app.leaderboard.rank',
    defaultMessage: 'Rank',
    description: 'Leaderboard panel: standings column heading (position)',
  },
  player: {
    id: 'app.leaderboard.player',
    defaultMessage: 'Player',
    description: 'Leaderboard panel: standings column heading (masked username)',
  },
  turnover: {
    id: 'app.leaderboard.turnover',
    defaultMessage: 'Turnover',
    description: 'Leaderboard panel: standings column heading of a turnover competition',
  },
  multiplier: {
    id: 'app.leaderboard.multiplier',
    defaultMessage: 'Best win multiplier',
    description: 'Leaderboard panel: standings column heading of a win-multiplier competition',
  },
  prizes: {
    id: 'app.leaderboard.prizes',
    defaultMessage: 'Prizes',
    description: 'Leaderboard panel: heading of the prize list of a competition',
  },
  notRanked: {
    id: 'app.leaderboard.notRanked',
    defaultMessage: 'You are not ranked yet.',
    description: 'Leaderboard panel: the member has no rank in the competition',
  },
  upcoming: {
    id: 'app.leaderboard.upcoming',
    defaultMessage: 'Starting soon',
    description: 'Leaderboard panel: state of a competition that has not started',
  },
  live: {
    id: 'app.leaderboard.live',
    defaultMessage: 'Live',
    description: 'Leaderboard panel: state of a running competition',
  },
  ended: {
    id: 'app.leaderboard.ended',
    defaultMessage: 'Ended: prizes are being paid',
    description: 'Leaderboard panel: state of a competition that ended and is being closed',
  },
  closed: {
    id: 'app.leaderboard.closed',
    defaultMessage: 'Finished: prizes paid',
    description: 'Leaderboard panel: state of a competition whose prizes are paid',
  },
});

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
}>({
  mine: {
    id: 'app.leaderboard.mine',
    defaultMessage: '{name} (you)',
    description: 'Leaderboard panel: the member’s own masked name in the standings',
  },
  window: {
    id: 'app.leaderboard.window',
    defaultMessage: '{start} – {end}',
    description: 'Leaderboard panel: the competition window, brand timezone dates',
  },
  startsIn: {
    id: 'app.leaderboard.startsIn',
    defaultMessage: 'Starts in {time}',
    description: 'Leaderboard panel: countdown to the start; time like "2d 03:04:05"',
  },
  endsIn: {
    id: 'app.leaderboard.endsIn',
    defaultMessage: 'Ends in {time}',
    description: 'Leaderboard panel: countdown to the end; time like "2d 03:04:05"',
  },
  days: {
    id: 'app.leaderboard.days',
    defaultMessage: '{days}d {clock}',
    description: 'Leaderboard panel: a countdown of more than a day: days, then hh:mm:ss',
  },
  prizeRank: {
    id: 'app.leaderboard.prizeRank',
    defaultMessage: '#{from}',
    description: 'Leaderboard panel: the rank of a single-rank prize',
  },
  prizeRanks: {
    id: 'app.leaderboard.prizeRanks',
    defaultMessage: '#{from}–{to}',
    description: 'Leaderboard panel: the ranks of a prize range',
  },
  prizeTurnover: {
    id: 'app.leaderboard.prizeTurnover',
    defaultMessage: '{amount} (turnover ×{multiple})',
    description: 'Leaderboard panel: a prize paid as a bonus with a turnover multiple',
  },
  minTurnover: {
    id: 'app.leaderboard.minTurnover',
    defaultMessage: 'Turnover of at least {amount} in the window to be ranked.',
    description: 'Leaderboard panel: the minimum turnover to be ranked',
  },
  ownRank: {
    id: 'app.leaderboard.ownRank',
    defaultMessage: 'Your rank: #{rank} · {score}',
    description: 'Leaderboard panel: the member’s own rank and score',
  },
  ownTurnover: {
    id: 'app.leaderboard.ownTurnover',
    defaultMessage: 'Your turnover so far: {amount}',
    description: 'Leaderboard panel: the member’s turnover in the window when not ranked',
  },
  won: {
    id: 'app.leaderboard.won',
    defaultMessage: 'You won {amount}!',
    description: 'Leaderboard panel: the prize paid to the member',
  },
  multiple: {
    id: 'app.leaderboard.multiple',
    defaultMessage: '×{value}',
    description: 'Leaderboard panel: a win multiplier score, e.g. ×12.50',
  },
  standings: {
    id: 'app.leaderboard.standings',
    defaultMessage: 'Standings: {title}',
    description: 'Leaderboard panel: accessible name of a competition’s standings table',
  },
});
