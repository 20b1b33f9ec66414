/** Texts of the home page's winner board (spec 2 "Home page", spec 9 "winner board 20"). */
import { defineMessages } from 'react-intl';

export const winnerMessages = defineMessages({
  title: {
    id: 'app.winners.title',
    defaultMessage: 'Winners',
    description: 'Home page: heading of the winner board (the biggest wins of the last 7 days)',
  },
  loading: {
    id: 'app.winners.loading',
    defaultMessage: 'Loading winners…',
    description: 'Home page winner board: spinner label while the list loads',
  },
  empty: {
    id: 'app.winners.empty',
    defaultMessage: 'No big wins yet',
    description: 'Home page winner board: nobody has won in the last 7 days',
  },
  unknownGame: {
    id: 'app.winners.unknownGame',
    defaultMessage: 'Game',
    description: 'Home page winner board: shown when the game has no name in the catalogue',
  },
});
