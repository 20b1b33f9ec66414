/** Page titles and shared empty-state texts of the routes of spec 2 (ids `app.page.*`). */
import { defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  home: { id: 'app.page.home', defaultMessage: 'Home', description: 'Home page title and nav item' },
  member: { id: 'app.page.member', defaultMessage: 'Member center', description: 'Member center page title' },
  help: {
    id: 'app.page.help',
    defaultMessage: 'Help center',
    description: 'Help centre page title and menu item',
  },
  promotions: {
    id: 'app.page.promotions',
    defaultMessage: 'Promotions',
    description: 'Promotions page title and nav item',
  },
  pointMall: {
    id: 'app.page.pointMall',
    defaultMessage: 'Points mall',
    description: 'Points mall page title and menu item',
  },
  seamless: {
    id: 'app.page.seamless',
    defaultMessage: 'Game',
    description: 'Title of the game page (a game runs here)',
  },
  lottery: {
    id: 'app.page.lottery',
    defaultMessage: 'Lottery',
    description: 'Title of the lottery game page',
  },
  favorite: {
    id: 'app.page.favorite',
    defaultMessage: 'Favourite games',
    description: 'Favourite games page title',
  },
  recent: {
    id: 'app.page.recent',
    defaultMessage: 'Recent games',
    description: 'Recently played games page title',
  },
  agent: {
    id: 'app.page.agent',
    defaultMessage: 'Agent login',
    description: 'Agent landing and login page title',
  },
  agentHome: {
    id: 'app.page.agentHome',
    defaultMessage: 'Agent center',
    description: 'Agent center page title and menu item',
  },
  notFound: {
    id: 'app.page.notFound',
    defaultMessage: 'Page not found',
    description: 'Title of the page shown for an unknown address',
  },
  notFoundInfo: {
    id: 'app.page.notFoundInfo',
    defaultMessage: 'Invalid URL, please contact customer service',
    description: 'Spec 8 general error shown on the not-found page',
  },
  comingSoon: {
    id: 'app.page.comingSoon',
    defaultMessage: 'Nothing here yet',
    description: 'Empty state title of a page whose content is not available yet',
  },
  comingSoonInfo: {
    id: 'app.page.comingSoonInfo',
    defaultMessage: 'This section is being prepared. Please check back soon.',
    description: 'Empty state explanation of a page whose content is not available yet',
  },
  noGames: {
    id: 'app.page.noGames',
    defaultMessage: 'No games to show',
    description: 'Empty state title of a game list without games',
  },
  backHome: {
    id: 'app.page.backHome',
    defaultMessage: 'Back to home',
    description: 'Button back to the home page',
  },
});
