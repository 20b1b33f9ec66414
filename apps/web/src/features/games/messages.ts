/** Texts of the game lobby, home sections and game lists (ids `games.*`). */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import * as catalogue from './messages.json';

export const gamesMessages = defineMessages(catalogue.gamesMessages);

/** Messages with ICU arguments (typed values). */
export const gamesValueMessages = defineMessages<{
  emptySearch: { search: string };
  moreOf: { category: string };
  vendorGames: { vendor: string };
  bannerAlt: { index: number };
  vs: { home: string; away: string };
}>(catalogue.gamesValueMessages);

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
