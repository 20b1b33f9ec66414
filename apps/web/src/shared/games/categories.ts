/**
 * Game categories (spec 2 routes, "Category to game type"): the route path of each centre, its game type, and
 * whether it is a vendor-card centre or a game-list centre. Which categories each menu lists, and in which order, is
 * the brand's config (vendors.json `menus`; features/layout/menus.ts).
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type CategoryKind = 'vendorCards' | 'gameList';

export interface Category {
  /** Route path and route name, e.g. `live` for `/live`. */
  name: string;
  gameType: string;
  kind: CategoryKind;
}

export const CATEGORIES: readonly Category[] = [
  { name: 'elott', gameType: 'ELOTT', kind: 'vendorCards' },
  { name: 'bgs', gameType: 'BGS', kind: 'gameList' },
  { name: 'lott', gameType: 'LOTT', kind: 'vendorCards' },
  { name: 'live', gameType: 'LIVE', kind: 'gameList' },
  { name: 'sports', gameType: 'SPORTS', kind: 'vendorCards' },
  { name: 'fish', gameType: 'FISH', kind: 'gameList' },
  { name: 'rng', gameType: 'RNG', kind: 'gameList' },
  { name: 'pvp', gameType: 'PVP', kind: 'gameList' },
  { name: 'esports', gameType: 'ESPORTS', kind: 'vendorCards' },
  { name: 'cockfight', gameType: 'COCKFIGHT', kind: 'vendorCards' },
  { name: 'inHouse', gameType: 'BGS', kind: 'gameList' },
];

export const categoryMessages = defineMessages({
  elott: {
    id: 'app.category.elott',
    defaultMessage: 'E-Lottery',
    description: 'Game category ELOTT (nav, page title)',
  },
  bgs: {
    id: 'app.category.bgs',
    defaultMessage: 'In-house games',
    description: 'Game category BGS (nav, page title)',
  },
  lott: {
    id: 'app.category.lott',
    defaultMessage: 'Lottery',
    description: 'Game category LOTT (nav, page title)',
  },
  live: {
    id: 'app.category.live',
    defaultMessage: 'Live casino',
    description: 'Game category LIVE (nav, page title)',
  },
  sports: {
    id: 'app.category.sports',
    defaultMessage: 'Sports',
    description: 'Game category SPORTS (nav, page title)',
  },
  fish: {
    id: 'app.category.fish',
    defaultMessage: 'Fishing',
    description: 'Game category FISH (nav, page title)',
  },
  rng: {
    id: 'app.category.rng',
    defaultMessage: 'Slots',
    description: 'Game category RNG, slot games (nav, page title)',
  },
  pvp: {
    id: 'app.category.pvp',
    defaultMessage: 'Card games',
    description: 'Game category PVP, poker and card games (nav, page title)',
  },
  esports: {
    id: 'app.category.esports',
    defaultMessage: 'E-sports',
    description: 'Game category ESPORTS (nav, page title)',
  },
  cockfight: {
    id: 'app.category.cockfight',
    defaultMessage: 'Cockfight',
    description: 'Game category COCKFIGHT (nav, page title)',
  },
  inHouse: {
    id: 'app.category.inHouse',
    defaultMessage: 'Originals',
    description: 'The in-house game category page title',
  },
});

/** Message of a category by route name. */
export function categoryMessage(name: string): MessageDescriptor {
  return (categoryMessages as Record<string, MessageDescriptor>)[name] ?? categoryMessages.rng;
}

/** Route name of a header game type (first category with that type). */
export function categoryOfGameType(gameType: string): Category | undefined {
  return CATEGORIES.find((c) => c.gameType === gameType);
}
