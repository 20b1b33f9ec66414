import { defineMessages } from 'react-intl';

/** Texts of the game pages (/seamless and the lottery pages; docs/architecture.md "Game launch"). */
export const launchMessages = defineMessages({
  back: {
    id: 'launch.back',
    defaultMessage: 'Back',
    description: 'Button on the game page that leaves the game and returns to the previous page',
  },
  loading: {
    id: 'launch.loading',
    defaultMessage: 'Opening the game…',
    description: 'Shown while the game is being launched',
  },
  failedTitle: {
    id: 'launch.failedTitle',
    defaultMessage: 'The game could not be opened',
    description: 'Title shown when launching a game failed (the reason follows)',
  },
  unknownError: {
    id: 'launch.unknownError',
    defaultMessage: 'Unknown error',
    description: "Spec 8 general error 'Unknown error': launch failed without a server message",
  },
  network: {
    id: 'launch.network',
    defaultMessage: 'Network link is abnormal, please try again',
    description: 'Spec 8 general error: launch failed because the network is down',
  },
  retry: {
    id: 'launch.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries launching the game',
  },
  badLink: {
    id: 'launch.badLink',
    defaultMessage: 'Invalid URL, please contact customer service',
    description: "Spec 8 general error 'Invalid URL': the game page was opened without a game",
  },
  freeTrial: {
    id: 'launch.freeTrial',
    defaultMessage: 'Free trial',
    description: 'Label on the game page when the game runs in free-trial (demo) mode',
  },
});

/** Texts with arguments (typed). */
export const launchValueMessages = defineMessages<{ frameTitle: { name: string } }>({
  frameTitle: {
    id: 'launch.frameTitle',
    defaultMessage: 'Game: {name}',
    description: 'Accessible title of the game frame; name is the game code or vendor',
  },
});
