import { lazy, Suspense, useEffect, useState, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { IconButton, Text } from '@playdeck/ui';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { changeLanguage } from '../../shared/i18n/changeLanguage';
import { languageAutonym } from '../../shared/i18n/languages';
import { appMessages } from '../../shared/i18n/appMessages';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { ChevronIcon } from '../../shared/ui/icons';
import { ColorModeToggle } from './ColorModeToggle';
import { layoutMessages } from './messages';
import * as styles from './SideMenu.css';
import { BUILT_MEMBER_PAGES, linksToBuiltPage } from '../member/builtPages';

const AppQrCodes = lazy(() => import('./AppQrCodes').then((m) => ({ default: m.AppQrCodes })));
// The promotion dropdown's list (and its call) loads only when the group is opened: the entry bundle stays small.
const SidePromotions = lazy(() => import('./SidePromotions'));

/** A side menu link entry; `modId` gates it (spec 2 side menu). Exported for tests. */
export interface SideEntry {
  id: string;
  to: string;
  label: keyof typeof layoutMessages | keyof typeof pageMessages;
  source: 'layout' | 'page';
}

/**
 * Side menu link entries visible for the flags (spec 2: home, VIP, refer and earn, bonus bets, promotions); an entry
 * into the member center only when its page is built (`built`, default BUILT_MEMBER_PAGES), never a link that would
 * land on another page.
 */
export function sideEntries(
  isEnabled: (modId: string) => boolean,
  built: ReadonlySet<string> = BUILT_MEMBER_PAGES,
): SideEntry[] {
  const all: (SideEntry & { show: boolean })[] = [
    { id: 'home', to: '/', label: 'home', source: 'page', show: true },
    { id: 'vip', to: '/member?page=vip', label: 'vip', source: 'layout', show: isEnabled('playerRank') },
    {
      id: 'referAndEarn',
      to: '/member?page=referral',
      label: 'referAndEarn',
      source: 'layout',
      show: isEnabled('referAndEarn'),
    },
    {
      id: 'bonusBets',
      to: '/member?page=bonusDetails',
      label: 'bonusBets',
      source: 'layout',
      show: isEnabled('manualRebate'),
    },
    {
      id: 'promotions',
      to: '/promotions',
      label: 'promotions',
      source: 'page',
      show: isEnabled('promotions') && isEnabled('sidePromotions'),
    },
  ];
  return all.filter((e) => e.show && linksToBuiltPage(e.to, built)).map(({ show: _show, ...e }) => e);
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Drawer state on phones (the header's menu button). */
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The collapsible side menu (spec 2): mini/expanded from 1200 px, a drawer on phones. Entries by flags: home, VIP
 * bonus, refer and earn, bonus bets, the promotion dropdown (collapsed at first; opened, it lists the first 3
 * promotions and "See more", fetched only then: SidePromotions), customer service, the light/dark switch (phones only: the header
 * has it from 768 px), app download QR codes, language list, official channels. The sideMenu modId switches the whole
 * menu off (the header then keeps the switch).
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
  const showApps =
    (features.appDownload.ios && !!resources.ios) || (features.appDownload.android && !!resources.android);
  const social = brand.status.info.social ?? {};
  const channels = (['facebook', 'youtube'] as const).filter((n) => !!social[n]);
  const label = (e: SideEntry) =>
    e.source === 'page'
      ? pageMessages[e.label as keyof typeof pageMessages]
      : layoutMessages[e.label as keyof typeof layoutMessages];

  return (
    <>
      {drawerOpen ? <div className={styles.scrim} onClick={onDrawerClose} aria-hidden="true" /> : null}
      <nav
        id="side-menu"
        aria-label={intl.formatMessage(layoutMessages.sideNav)}
        className={styles.side}
        data-open={drawerOpen || undefined}
        data-mini={mini || undefined}
      >
        <div className={styles.top}>
          <IconButton
            variant="ghost"
            className={styles.collapse}
            label={intl.formatMessage(mini ? layoutMessages.expand : layoutMessages.collapse)}
            aria-expanded={!mini}
            onClick={() => setMini((m) => !m)}
          >
            <ChevronIcon />
          </IconButton>
          <IconButton
            variant="ghost"
            className={styles.closeButton}
            label={intl.formatMessage(layoutMessages.close)}
            onClick={onDrawerClose}
          >
            <ChevronIcon />
          </IconButton>
        </div>
        <ul className={styles.list}>
          {sideEntries(isEnabled).map((e) =>
            e.id === 'promotions' ? (
              <li key={e.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={promotionsOpen}
                  aria-controls="side-promotions"
                  onClick={() => setPromotionsOpen((o) => !o)}
                >
                  <span className={styles.label}>
                    <FormattedMessage {...label(e)} />
                  </span>
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
            ) : (
              <li key={e.id}>
                <NavLink to={e.to} end={e.to === '/'} className={styles.item}>
                  <span className={styles.label}>
                    <FormattedMessage {...label(e)} />
                  </span>
                </NavLink>
              </li>
            ),
          )}
          {isEnabled('sideCustomerService') && brand.customerServiceUrl ? (
            <li>
              <a
                href={brand.customerServiceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.item}
              >
                <span className={styles.label}>
                  <FormattedMessage {...appMessages.customerService} />
                </span>
              </a>
            </li>
          ) : null}
          <li>
            <ColorModeToggle variant="item" className={`${styles.item} ${styles.colorModeItem}`} />
          </li>
        </ul>
        {!mini && showApps ? (
          <section className={styles.section}>
            <Text as="p" size="sm" weight="semibold">
              <FormattedMessage {...layoutMessages.appDownload} />
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
              <FormattedMessage {...layoutMessages.languages} />
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
              <FormattedMessage {...layoutMessages.officialChannels} />
            </Text>
            <ul className={styles.list}>
              {channels.map((n) => (
                <li key={n}>
                  <a href={social[n]} target="_blank" rel="noopener noreferrer" className={styles.item}>
                    <FormattedMessage {...layoutMessages[n]} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </nav>
    </>
  );
}
