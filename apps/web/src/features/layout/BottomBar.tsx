import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { useBrand } from '../../shared/brand/brand';
import { DepositIcon, GiftIcon, HelpIcon, HomeIcon, UserIcon, WalletIcon } from '../../shared/ui/icons';
import type { BrandState } from '../../shared/brand/brand';
import type { ResolvedEntry } from '../../shared/menus/menus';
import { layoutMenu, memberRoute, type LayoutRoute } from './menus';
import { layoutMessages } from './messages';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { sideMessages } from './sideMessages';
import * as styles from './BottomBar.css';

/** Icons of the bottom bar's routes (decorative: the label names the link); a route without one shows its label only. */
const ICONS: Readonly<Record<string, () => ReactNode>> = {
  home: HomeIcon,
  promotions: GiftIcon,
  depositv2: DepositIcon,
  withdraw: WalletIcon,
  transferFund: WalletIcon,
  securityCenter: UserIcon,
  help: HelpIcon,
};

/**
 * True when the entry is the page shown: the route of the deepest match is the entry's route id (route names are the
 * spec's, so `/` and its aliases are `home`), or, for a member-center link, the member route with that `page`.
 */
function isCurrent(route: string, to: string, routeName: string | undefined, search: string): boolean {
  const page = /^\/member\?page=([^&#]+)$/.exec(to)?.[1];
  if (page !== undefined) return routeName === 'member' && new URLSearchParams(search).get('page') === page;
  return routeName === route;
}

/** Phone bottom bar routes (money one tap away: home, promotions, deposit, wallet, account). */
export const BOTTOM_ROUTES: Readonly<Record<string, LayoutRoute>> = {
  home: { to: '/', label: pageMessages.home },
  promotions: { to: '/promotions', label: pageMessages.promotions, modId: 'promotions' },
  depositv2: memberRoute('depositv2', layoutMessages.deposit),
  withdraw: memberRoute('withdraw', layoutMessages.withdraw),
  transferFund: memberRoute('transferFund', sideMessages.wallet),
  securityCenter: memberRoute('securityCenter', sideMessages.securityCenter),
  help: { to: '/help', label: pageMessages.help, modId: 'helpCenter' },
};

/** The phone bottom bar's entries that show for `brand` (none when its `bottomBar` modId is off). */
export function bottomEntries(brand: BrandState): ResolvedEntry<LayoutRoute>[] {
  const isEnabled = brand.whitelabel.isEnabled;
  if (!isEnabled('bottomBar')) return [];
  return layoutMenu(brand.menus.bottom, BOTTOM_ROUTES, {
    isEnabled,
    promotions: brand.whitelabel.features.promotions,
  }).filter((e) => e.def.to !== undefined);
}

/**
 * The phone bottom bar (money one tap away: home, promotions, deposit, wallet, account by default): the brand's
 * `menus.bottom` in config order, each entry gated by its modId like the other menus (features/layout/menus.ts), the
 * whole bar by the `bottomBar` modId. Shown below the tablet breakpoint only (768 px; from there the header and the
 * side menu carry these links), fixed at the bottom; MainLayout pads the page by its height so it covers nothing.
 * Member-center links work for visitors too: the member route sends them to the login popup first.
 * Renders nothing when no entry shows. A lazy chunk (MainLayout): the home page's initial JS stays in budget, and
 * the bar, fixed over the page's reserved room, appears without moving anything.
 */
export default function BottomBar() {
  const intl = useIntl();
  const brand = useBrand();
  const { search } = useLocation();
  const routeName = (useMatches().at(-1)?.handle as { name?: string } | undefined)?.name;
  const entries = bottomEntries(brand);
  if (!entries.length) return null;
  return (
    <nav aria-label={intl.formatMessage(sideMessages.bottomNav)} className={styles.bar}>
      <ul className={styles.list}>
        {entries.map((e) => {
          const to = e.def.to!;
          const Icon = ICONS[e.route];
          return (
            <li key={e.route} className={styles.itemWrap}>
              <Link
                to={to}
                className={styles.item}
                aria-current={isCurrent(e.route, to, routeName, search) ? 'page' : undefined}
                data-route={e.route}
              >
                {Icon ? <Icon /> : null}
                <span className={styles.label}>
                  <FormattedMessage {...e.label} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
