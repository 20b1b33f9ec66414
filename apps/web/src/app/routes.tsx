/**
 * The route table of spec 2 ("Routes"), keyed by route name. Each page is a lazy chunk; aliases share their page's
 * chunk. Route ids live in code: the brand config may hide or order menu entries, never invent routes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loader } from '@playdeck/ui';
import { CATEGORIES } from '../shared/games/categories';
import { RequireAuth, RequireLotteryToken } from './guards';
import { AppShell } from './AppShell';
import { MainLayout } from './layout/MainLayout';
import type { RouteHandle } from './routeHandle';

type PageModule = { default: ComponentType };

/** One entry of the route table. */
export interface RouteDef {
  /** Route name (spec 2), also `handle.name`. */
  name: string;
  /** Primary path, then aliases that render the same page. */
  paths: readonly string[];
  /** Needs the session token (redirect to /login?redirect= otherwise). */
  auth?: boolean;
  /** Lottery token rule: no token -> /login. */
  lottery?: boolean;
  /** Game page: side menu hidden. */
  gamePage?: boolean;
  /** `agent`: /agent and /agentHome render without the main layout (spec 2). */
  layout?: 'main' | 'none';
  load: () => Promise<PageModule>;
}

const home = () => import('../pages/home/HomePage');
const vendorCenter = () => import('../pages/vendor-center/VendorCenterPage');
const gameList = () => import('../pages/game-list/GameListPage');
const lottery = () => import('../features/launch/LotteryPage');

/** Every route of spec 2. */
export const ROUTE_TABLE: readonly RouteDef[] = [
  // /login and /register are the home page with their popup open (the popup host reads the path).
  { name: 'home', paths: ['/', '/index', '/index.html', '/home', '/login', '/register'], load: home },
  { name: 'agent', paths: ['/agent'], layout: 'none', load: () => import('../pages/agent/AgentPage') },
  // Not behind the login guard: visitors and non-agents go to /agent, not /login (spec 4); the page checks.
  {
    name: 'agentHome',
    paths: ['/agentHome'],
    layout: 'none',
    load: () => import('../pages/agent-home/AgentHomePage'),
  },
  { name: 'member', paths: ['/member'], auth: true, load: () => import('../pages/member/MemberPage') },
  // Where a social login lands when its provider account is not linked yet, or when it failed.
  { name: 'social', paths: ['/social'], load: () => import('../pages/social/SocialPage') },
  { name: 'help', paths: ['/help', '/helpmc'], load: () => import('../pages/help/HelpPage') },
  // Terms and conditions (docs/decisions.md D35): their own page, whatever the help centre node says.
  { name: 'terms', paths: ['/terms'], load: () => import('../pages/terms/TermsPage') },
  { name: 'promotions', paths: ['/promotions'], load: () => import('../pages/promotions/PromotionsPage') },
  { name: 'pointMall', paths: ['/pointMall'], load: () => import('../pages/point-mall/PointMallPage') },
  {
    name: 'seamless',
    paths: ['/seamless'],
    gamePage: true,
    // Not behind the guard: the free trial (mode=demo) needs no account; the page sends visitors to /login itself.
    load: () => import('../features/launch/SeamlessPage'),
  },
  { name: 'lottery', paths: ['/lottery', '/lottert'], lottery: true, gamePage: true, load: lottery },
  { name: 'seaLottery', paths: ['/seaLottery', '/sealottery'], lottery: true, gamePage: true, load: lottery },
  { name: 'vnLottery', paths: ['/vnLottery', '/vnlottery'], lottery: true, gamePage: true, load: lottery },
  ...CATEGORIES.map((c): RouteDef => ({
    name: c.name,
    paths: [`/${c.name}`],
    load: c.kind === 'vendorCards' ? vendorCenter : gameList,
  })),
  {
    name: 'favorite',
    paths: ['/favorite'],
    auth: true,
    load: () => import('../pages/favorite/FavoritePage'),
  },
  { name: 'recent', paths: ['/recent'], auth: true, load: () => import('../pages/recent/RecentPage') },
  // Player protection (docs/decisions.md D26): limits, time-out, self-exclusion; the blocked-login page.
  {
    name: 'protection',
    paths: ['/protection'],
    auth: true,
    load: () => import('../features/protection/ProtectionPage'),
  },
  // Red envelopes (whitelabel node redEnvelope; docs/decisions.md D33): rounds, open one, verify the draw.
  {
    name: 'redEnvelope',
    paths: ['/redEnvelope'],
    load: () => import('../features/red-envelope/RedEnvelopePage'),
  },
  { name: 'blocked', paths: ['/blocked'], load: () => import('../features/protection/BlockedPage') },
  { name: 'notFound', paths: ['*'], load: () => import('../pages/not-found/NotFoundPage') },
];

function toRoutes(def: RouteDef): RouteObject[] {
  const handle: RouteHandle = { name: def.name, gamePage: def.gamePage, agentArea: def.layout === 'none' };
  const lazy = async () => ({ Component: (await def.load()).default });
  // caseSensitive: /vnLottery and /vnlottery are distinct entries of the table (both listed), matched exactly.
  return def.paths.map((path) => ({ path, handle, lazy, caseSensitive: true }));
}

/** Routes of one group, wrapped by the guards its entries need. */
function guarded(defs: readonly RouteDef[]): RouteObject[] {
  const open = defs.filter((d) => !d.auth && !d.lottery).flatMap(toRoutes);
  const auth = defs.filter((d) => d.auth).flatMap(toRoutes);
  const lotteryRoutes = defs.filter((d) => d.lottery).flatMap(toRoutes);
  const out: RouteObject[] = [...open];
  if (auth.length) out.push({ element: <RequireAuth />, children: auth });
  if (lotteryRoutes.length) out.push({ element: <RequireLotteryToken />, children: lotteryRoutes });
  // The catch-all must stay last so it never shadows a guarded route.
  out.sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
  return out;
}

/**
 * The router's route objects: the app shell (route-change effects, popups) around the main layout (side menu,
 * header, content, footer, scroll-to-top) and the layout-free agent pages.
 */
export function createRoutes(table: readonly RouteDef[] = ROUTE_TABLE): RouteObject[] {
  const main = table.filter((d) => d.layout !== 'none');
  const bare = table.filter((d) => d.layout === 'none');
  return [
    {
      element: <AppShell />,
      // The first route chunk is still loading: the page loader (spec 2: loaders on every wait).
      hydrateFallbackElement: <Loader open />,
      children: [...guarded(bare), { element: <MainLayout />, children: guarded(main) }],
    },
  ];
}
