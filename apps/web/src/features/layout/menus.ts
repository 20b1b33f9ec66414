/**
 * The layout's menus (spec 2: header nav, side menu, footer, avatar menu, and the phone bottom bar), built from the
 * brand's vendors.json `menus` by shared/menus/menus.ts `resolveMenu`. Here live the route tables of the header, the
 * avatar menu and the bottom bar (the side menu's and the footer's are in their lazy modules): which route ids each
 * menu can render, where each leads and its label. Order, visibility (modId) and labels come from config.
 */
import type { MessageDescriptor } from 'react-intl';
import { useBrand } from '../../shared/brand/brand';
import { CATEGORIES, categoryMessage, type Category } from '../../shared/games/categories';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { resolveMenu, type MenuEntry, type MenuRoute, type ResolvedEntry } from '../../shared/menus/menus';
import { BUILT_MEMBER_PAGES, linksToBuiltPage } from '../member/builtPages';

/** A route a layout menu renders: an in-site link, the customer service chat, or an action. */
export interface LayoutRoute extends MenuRoute {
  /** In-site path; absent for the external and action routes. */
  to?: string;
  /** The game type whose vendors the entry needs (category routes: no vendors, no entry). */
  gameType?: string;
  /** What the entry does instead of linking: open the chat, open the feedback popup, sign out, show QR codes. */
  action?: 'customerService' | 'feedback' | 'signOut' | 'appDownload' | 'promotionsGroup';
}

/** What decides whether a route can show, besides its whitelabel gate. */
export interface MenuContext {
  isEnabled: (modId: string) => boolean;
  /** Game types that have at least one vendor (from the server's game menus; empty while they load). */
  gameTypesWithVendors?: ReadonlySet<string>;
  /** The promotions feature (config-schema deriveFeatures). */
  promotions?: boolean;
  customerServiceUrl?: string;
  isAgent?: boolean;
  /** Member-center pages this build has (default BUILT_MEMBER_PAGES). */
  built?: ReadonlySet<string>;
}

const member = (page: string) => `/member?page=${page}`;

/** Every game category as a menu route (each needs vendors for its game type). */
export const categoryRoutes: Record<string, LayoutRoute> = Object.fromEntries(
  CATEGORIES.map((c: Category) => [
    c.name,
    { to: `/${c.name}`, label: categoryMessage(c.name), gameType: c.gameType },
  ]),
);

/** A member-center page as a menu route, gated by the page's own modId. */
export const memberRoute = (page: string, label: MessageDescriptor): LayoutRoute => ({
  to: member(page),
  label,
  modId: page,
});

/** Header nav routes (spec 2 "Header": home, categories with vendors, promotions). */
export const HEADER_ROUTES: Readonly<Record<string, LayoutRoute>> = {
  home: { to: '/', label: pageMessages.home },
  ...categoryRoutes,
  promotions: { to: '/promotions', label: pageMessages.promotions, modId: 'headerPromotions' },
  pointMall: { to: '/pointMall', label: pageMessages.pointMall, modId: 'PTSYS3' },
  help: { to: '/help', label: pageMessages.help, modId: 'helpCenter' },
};

/**
 * The entries of one layout menu that show in `ctx`: resolveMenu's rules (config order, modId gates, labelId), and a
 * route's own conditions: a category needs vendors for its game type, a member-center link a built page, promotions
 * the promotions feature, customer service a configured URL, the agent center an agent.
 */
export function layoutMenu(
  entries: readonly MenuEntry[],
  table: Readonly<Record<string, LayoutRoute>>,
  ctx: MenuContext,
): ResolvedEntry<LayoutRoute>[] {
  const built = ctx.built ?? BUILT_MEMBER_PAGES;
  return resolveMenu(entries, table, ctx.isEnabled, (route, def) => {
    if (def.gameType !== undefined) return ctx.gameTypesWithVendors?.has(def.gameType) ?? false;
    if (def.to !== undefined && !linksToBuiltPage(def.to, built)) return false;
    if (route === 'promotions' && ctx.promotions === false) return false;
    if (def.action === 'customerService') return !!ctx.customerServiceUrl;
    if (route === 'agentHome') return ctx.isAgent === true;
    return true;
  });
}

/** True when the phone bottom bar shows for this brand (MainLayout reserves room for it on phones). */
export function useBottomBarShown(): boolean {
  const brand = useBrand();
  // The bar's own entries and their gates live in its lazy chunk (BottomBar.tsx); the room is kept when it is on.
  return brand.whitelabel.isEnabled('bottomBar') && brand.menus.bottom.length > 0;
}
