/** Texts of the game lobby, home sections and game lists (ids `games.*`). */
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const gamesMessages = defineMessages({
  filterNEW: { id: 'games.filter.new', defaultMessage: 'New', description: 'Game-list filter: new games' },
  filterFAV: {
    id: 'games.filter.fav',
    defaultMessage: 'Favourites',
    description: 'Game-list filter: favourite games',
  },
  filterALL: { id: 'games.filter.all', defaultMessage: 'All', description: 'Game-list filter: all games' },
  filterHOT: { id: 'games.filter.hot', defaultMessage: 'Hot', description: 'Game-list filter: hot games' },
  filterRECENT: {
    id: 'games.filter.recent',
    defaultMessage: 'Recent',
    description: 'Game-list filter: recently played games',
  },
  filters: {
    id: 'games.filters',
    defaultMessage: 'Filters',
    description: 'Accessible name of the filter buttons',
  },
  vendors: {
    id: 'games.vendors',
    defaultMessage: 'Providers',
    description: 'Accessible name of the vendor chips',
  },
  allVendors: {
    id: 'games.vendors.all',
    defaultMessage: 'All providers',
    description: 'Vendor chip that shows the games of every vendor',
  },
  search: { id: 'games.search', defaultMessage: 'Search games', description: 'Label of the game search box' },
  searchHint: {
    id: 'games.search.hint',
    defaultMessage: 'Name or game code',
    description: 'Hint under the game search box',
  },
  loading: {
    id: 'games.loading',
    defaultMessage: 'Loading games',
    description: 'Spinner label while games load',
  },
  empty: { id: 'games.empty', defaultMessage: 'No games found', description: 'Empty state of a game list' },
  emptyFavourites: {
    id: 'games.empty.favourites',
    defaultMessage: 'Tap the heart on a game to keep it here.',
    description: 'Empty state of the favourite games list',
  },
  emptyRecent: {
    id: 'games.empty.recent',
    defaultMessage: 'Games you play will show here.',
    description: 'Empty state of the recent games list',
  },
  error: {
    id: 'games.error',
    defaultMessage: 'Network link is abnormal, please try again',
    description: 'Error state of a game list (spec 8 general error)',
  },
  retry: { id: 'games.retry', defaultMessage: 'Try again', description: 'Button that reloads a failed list' },
  more: {
    id: 'games.more',
    defaultMessage: 'More',
    description: 'Link from a home section to its full game list',
  },
  trialTitle: {
    id: 'games.trial.title',
    defaultMessage: 'Prompt',
    description: 'Title of the trial-account warning',
  },
  trialMessage: {
    id: 'games.trial.message',
    defaultMessage: 'Please use a real account',
    description: 'Spec 8 in_need_true_account: a trial account tried to play or favourite',
  },
  trialConfirm: {
    id: 'games.trial.confirm',
    defaultMessage: 'OK',
    description: 'Closes the trial-account warning',
  },
  maintenance: {
    id: 'games.maintenance',
    defaultMessage: 'Game maintenance',
    description: 'Badge and message of a vendor in maintenance (spec 8)',
  },
  favouriteFailed: {
    id: 'games.favourite.failed',
    defaultMessage: 'Could not update your favourites, please try again',
    description: 'Shown when adding or removing a favourite fails',
  },
  banners: {
    id: 'games.home.banners',
    defaultMessage: 'Promotions',
    description: 'Accessible name of the home banner carousel',
  },
  notices: {
    id: 'games.home.notices',
    defaultMessage: 'Notices',
    description: 'Accessible name of the notice marquee',
  },
  hotMatches: {
    id: 'games.home.hotMatches',
    defaultMessage: 'Hot matches',
    description: 'Heading of the hot sports matches carousel',
  },
  categories: {
    id: 'games.home.categories',
    defaultMessage: 'Game shortcuts',
    description: 'Accessible name of the four category tiles on the home page',
  },
});

/** Messages with ICU arguments (typed values). */
export const gamesValueMessages = defineMessages<{
  emptySearch: { search: string };
  moreOf: { category: string };
  vendorGames: { vendor: string };
  bannerAlt: { index: number };
  vs: { home: string; away: string };
}>({
  emptySearch: {
    id: 'games.empty.search',
    defaultMessage: 'Nothing matches "{search}". Try another name.',
    description: 'Empty state when a search finds nothing; {search} is the text typed',
  },
  moreOf: {
    id: 'games.moreOf',
    defaultMessage: 'More {category}',
    description:
      'Accessible name of the link from a home section to its list; {category} is the section name',
  },
  vendorGames: {
    id: 'games.vendorGames',
    defaultMessage: '{vendor} games',
    description: 'Title of the popup listing one vendor’s games; {vendor} is the vendor name',
  },
  bannerAlt: {
    id: 'games.home.bannerAlt',
    defaultMessage: 'Banner {index}',
    description: 'Alt text of a home banner image; {index} is its position',
  },
  vs: {
    id: 'games.match.vs',
    defaultMessage: '{home} vs {away}',
    description: 'A match: home team against away team',
  },
});

/** Message of a filter button. */
export function filterMessage(filter: string): MessageDescriptor {
  const byFilter: Record<string, MessageDescriptor> = {
    NEW: gamesMessages.filterNEW,
    FAV: gamesMessages.filterFAV,
    ALL: gamesMessages.filterALL,
    HOT: gamesMessages.filterHOT,
    RECENT: gamesMessages.filterRECENT,
  };
  return byFilter[filter] ?? gamesMessages.filterALL;
}
