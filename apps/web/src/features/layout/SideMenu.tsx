import { lazy, Suspense, useEffect, useState, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { IconButton, Text } from '@playdeck/ui';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { changeLanguage } from '../../shared/i18n/changeLanguage';
import { languageAutonym } from '../../shared/i18n/languages';
import { ChevronIcon } from '../../shared/ui/icons';
import { ColorModeToggle } from './ColorModeToggle';
import { sideMessages } from './sideMessages';
import { SocialLinkItems } from './SocialLinks';
import * as styles from './SideMenu.css';
import { categoryRoutes, layoutMenu, type LayoutRoute } from './menus';
import { appMessages } from '../../shared/i18n/appMessages';
import { pageMessages } from '../../shared/i18n/pageMessages';

const AppQrCodes = lazy(() => import('./AppQrCodes').then((m) => ({ default: m.AppQrCodes })));
// The promotion dropdown's list (and its call) loads only when the group is opened: the entry bundle stays small.
const SidePromotions = lazy(() => import('./SidePromotions'));

/** Side menu routes (spec 2 "Side menu"). */
export const SIDE_ROUTES: Readonly<Record<string, LayoutRoute>> = {
  home: { to: '/', label: pageMessages.home },
  vip: { to: '/member?page=playerRank', label: sideMessages.vip, modId: 'playerRank' },
  referAndEarn: { to: '/member?page=referral', label: sideMessages.referAndEarn, modId: 'referAndEarn' },
  bonusBets: { to: '/member?page=manualRebate', label: sideMessages.bonusBets, modId: 'manualRebate' },
  promotions: {
    label: pageMessages.promotions,
    modId: 'sidePromotions',
    action: 'promotionsGroup',
  },
  customerService: {
    label: appMessages.customerService,
    modId: 'sideCustomerService',
    action: 'customerService',
  },
  appDownload: { label: sideMessages.appDownload, modId: 'appDownload', action: 'appDownload' },
  ...categoryRoutes,
  pointMall: { to: '/pointMall', label: pageMessages.pointMall, modId: 'PTSYS3' },
  help: { to: '/help', label: pageMessages.help, modId: 'helpCenter' },
};

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Drawer state on phones (the header's menu button). */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The collapsible side menu (spec 2): mini/expanded from 1200 px, a drawer on phones. Its entries are the brand's
 * `menus.side` in config order, each gated by its modId (features/layout/menus.ts): links (home, VIP bonus, refer and
 * earn, bonus bets, ...), the promotion dropdown (collapsed at first; opened, it lists the first 3 promotions and
 * "See more", fetched only then: SidePromotions), customer service (with a configured URL); an `appDownload` entry
 * shows the app download QR codes below the list. Then the light/dark switch (phones only: the header has it from
 * 768 px), language list and official channels. The sideMenu modId switches the whole menu off (the header then
 * keeps the switch).
 */
export function SideMenu({ drawerOpen, onDrawerClose }: SideMenuProps) {
  const intl = useIntl();
  const brand = useBrand();
  const features = useFeatures();
  const isEnabled = brand.whitelabel.isEnabled;
  const location = useLocation();
  const [mini, setMini] = useState(false);
  const [promotionsOpen, setPromotionsOpen] = useState(false);
  // A navigation closes the phone drawer; mounting does not (the menu hydrates after the header, so a tap on the menu
  // button replayed at hydration must not be undone when this part hydrates).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    onDrawerClose();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!isEnabled('sideMenu')) return null;
  const resources = brand.status.info.resources;
  const entries = layoutMenu(brand.menus.side, SIDE_ROUTES, {
    isEnabled,
    promotions: features.promotions,
    customerServiceUrl: brand.customerServiceUrl,
  });
  const appDownloadListed = entries.some((e) => e.def.action === 'appDownload');
  const showApps =
    appDownloadListed &&
    ((features.appDownload.ios && !!resources.ios) || (features.appDownload.android && !!resources.android));
  const social = brand.status.info.social ?? {};
  const channels = (['facebook', 'youtube'] as const).filter((n) => !!social[n]);

  return (
    <>
      {drawerOpen ? <div className={styles.scrim} onClick={onDrawerClose} aria-hidden="true" /> : null}
      <nav
        id="side-menu"
        aria-label={intl.formatMessage(sideMessages.sideNav)}
        className={styles.side}
        data-open={drawerOpen || undefined}
        data-mini={mini || undefined}
      >
        <div className={styles.top}>
          <IconButton
            variant="ghost"
            className={styles.collapse}
            label={intl.formatMessage(mini ? sideMessages.expand : sideMessages.collapse)}
            aria-expanded={!mini}
            onClick={() => setMini((m) => !m)}
          >
            <ChevronIcon />
          </IconButton>
          <IconButton
            variant="ghost"
            className={styles.closeButton}
            label={intl.formatMessage(sideMessages.close)}
            onClick={onDrawerClose}
          >
            <ChevronIcon />
          </IconButton>
        </div>
        <ul className={styles.list}>
          {entries.map((e) => {
            const text = (
              <span className={styles.label}>
                <FormattedMessage {...e.label} />
              </span>
            );
            if (e.def.action === 'promotionsGroup')
              return (
                <li key={e.route}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={promotionsOpen}
                    aria-controls="side-promotions"
                    onClick={() => setPromotionsOpen((o) => !o)}
                  >
                    {text}
                    <span className={styles.groupChevron}>
                      <ChevronIcon />
                    </span>
                  </button>
                  {promotionsOpen && !mini ? (
                    <Suspense fallback={null}>
                      <SidePromotions id="side-promotions" />
                    </Suspense>
                  ) : null}
                </li>
              );
            if (e.def.action === 'customerService')
              return (
                <li key={e.route}>
                  <a
                    href={brand.customerServiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.item}
                  >
                    {text}
                  </a>
                </li>
              );
            return e.def.to ? (
              <li key={e.route}>
                <NavLink to={e.def.to} end={e.def.to === '/'} className={styles.item}>
                  {text}
                </NavLink>
              </li>
            ) : null;
          })}
          <li>
            <ColorModeToggle variant="item" className={`${styles.item} ${styles.colorModeItem}`} />
          </li>
        </ul>
        {!mini && showApps ? (
          <section className={styles.section}>
            <Text as="p" size="sm" weight="semibold">
              <FormattedMessage {...sideMessages.appDownload} />
            </Text>
            <Suspense fallback={null}>
              <AppQrCodes
                ios={features.appDownload.ios ? resources.ios : undefined}
                android={features.appDownload.android ? resources.android : undefined}
              />
            </Suspense>
          </section>
        ) : null}
        {!mini && isEnabled('sideLanguages') && brand.languages.length > 1 ? (
          <section className={styles.section}>
            <Text as="p" size="sm" weight="semibold">
              <FormattedMessage {...sideMessages.languages} />
            </Text>
            <ul className={styles.list}>
              {brand.languages.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    lang={code}
                    className={styles.item}
                    aria-current={code === intl.locale ? 'true' : undefined}
                    onClick={() => void changeLanguage(code)}
                  >
                    {languageAutonym(code)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!mini && isEnabled('sideOfficialChannels') && channels.length ? (
          <section className={styles.section}>
            <Text as="p" size="sm" weight="semibold">
              <FormattedMessage {...sideMessages.officialChannels} />
            </Text>
            <ul className={styles.list}>
              <SocialLinkItems networks={channels} social={social} linkClassName={styles.item} />
            </ul>
          </section>
        ) : null}
      </nav>
    </>
  );
}
