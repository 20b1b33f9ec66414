import { defineMessages } from 'react-intl';

/** Strings of the game tile (spec section 2 "Game tile"). */
export const tileMessages = defineMessages({
  hot: {
    id: 'ui.tile.hot',
    defaultMessage: 'Hot',
    description: 'Badge on a game tile marking a hot (popular) game',
  },
  play: {
    id: 'ui.tile.play',
    defaultMessage: 'Play',
    description: 'Button on a game tile that launches the game',
  },
  freeTrial: {
    id: 'ui.tile.freeTrial',
    defaultMessage: 'Free trial',
    description: 'Button on a game tile that launches the game in free-play (demo) mode',
  },
  favourite: {
    id: 'ui.tile.favourite',
    defaultMessage: 'Favourite',
    description:
      'Accessible name of the favourite toggle on a game tile; screen readers add its pressed state (pressed = in favourites)',
  },
});
