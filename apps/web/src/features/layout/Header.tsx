import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button, IconButton, Text } from '@playdeck/ui';
import { useBrand, useFeature, useFeatures } from '../../shared/brand/brand';
import { gameTypesWithVendors, useGameMenus } from '../../shared/games/useGameMenus';
import { usePopup } from '../../shared/popups/popups';
import { useMemberInfo, useToken } from '../../shared/session/session';
import { clearSessionHint } from '../../shared/session/sessionHint';
import { useBalance } from '../../shared/session/useBalance';
import { useMoney } from '../../shared/format/useMoney';
import { EyeIcon, EyeOffIcon, MenuIcon, RefreshIcon } from '../../shared/ui/icons';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageSelect } from './LanguageSelect';
import { layoutMessages, layoutValueMessages } from './messages';
import { HEADER_ROUTES, layoutMenu, type MenuContext } from './menus';
import { useLogout } from '../../shared/session/useLogout';
import * as styles from './Header.css';

const LogoutConfirm = lazy(() => import('../../shared/ui/LogoutConfirm'));
// The avatar menu is for members only: its code and styles are a lazy chunk, so a visitor's page (the server-rendered
// home page included) never loads them. A placeholder of the trigger's size holds its place meanwhile (no shift).
const AvatarMenu = lazy(() => import('./AvatarMenu'));
// Only a free-play (trial) member sees the trial state strip.
const TrialState = lazy(() => import('./TrialState'));

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Show the phone menu button (not on game pages, where the side menu is hidden). */
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * The site header (spec 2 "Header"): logo home; the nav of the brand's `menus.header` (config order; categories only
 * when their game type has vendors, from the server's game menus, hidden until they load; each entry gated by its
 * modId); logged out: login and register (register only when DIRECTREG3); logged in: balance (the server's decimal
 * string formatted by Intl in the wallet's currency for the UI language with the narrow symbol, e.g. "৳12.50" in en;
 * hideable from 768 px, refreshable), deposit (at every width: money one tap away on phones too), withdraw, language select, the
 * avatar menu of `menus.avatar` with a sign-out confirmation; the light/dark switch (below 768 px it moves into the
 * side menu, so the bar fits a 360 px phone). Every visibility comes from the whitelabel flags.
 */
export function Header({ showMenuButton, menuOpen, onMenuToggle }: HeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const features = useFeatures();
  const isEnabled = brand.whitelabel.isEnabled;
  const headerOn = useFeature('header');
  const { member, loggedIn, isAgent, isTrial, error: memberError } = useMemberInfo();
  const token = useToken();
  // The session hint has done its job once the app knows which header to show (shared/session/sessionHint.ts).
  useEffect(() => {
    if (!token || member || memberError) clearSessionHint();
  }, [token, member, memberError]);
  const balance = useBalance();
  const money = useMoney();
  const { open } = usePopup();
  const logout = useLogout();
  const [balanceHidden, setBalanceHidden] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const { menus } = useGameMenus(intl.locale);
  const ctx: MenuContext = {
    isEnabled,
    gameTypesWithVendors: gameTypesWithVendors(menus),
    promotions: features.promotions,
    customerServiceUrl: brand.customerServiceUrl,
    isAgent,
  };
  const nav = layoutMenu(brand.menus.header, HEADER_ROUTES, ctx);
  const logo = brand.status.info.resources.logo;
  const sideMenuShown = showMenuButton && isEnabled('sideMenu');

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {showMenuButton ? (
          <IconButton
            className={styles.menuButton}
            variant="ghost"
            label={intl.formatMessage(layoutMessages.openMenu)}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onMenuToggle}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          to="/"
          className={styles.logo}
          aria-label={
            logo
              ? intl.formatMessage(layoutMessages.home)
              : intl.formatMessage(layoutValueMessages.homeNamed, {
                  name: brand.status.info.name ?? brand.merchant,
                })
          }
        >
          {logo ? (
            <img src={logo} alt="" height={32} className={styles.logoImage} />
          ) : (
            <span aria-hidden="true" className={styles.logoText}>
              {brand.status.info.name ?? brand.merchant}
            </span>
          )}
        </Link>
        <div className={styles.actions}>
          {loggedIn && member ? (
            <>
              <div className={styles.balance}>
                <Text as="span" size="sm" tone="muted" className={styles.wideOnly}>
                  <FormattedMessage {...layoutMessages.balance} />
                </Text>
                <Text as="span" weight="semibold" aria-live="polite" className={styles.amount}>
                  {balanceHidden ? (
                    <FormattedMessage {...layoutMessages.balanceHidden} />
                  ) : (
                    money.format(
                      // A trial member's balance is its trial funds (D10, a ledger currency of its own).
                      (isTrial ? balance.data?.trialBalance : balance.data?.balance) ?? member.balance,
                      balance.data?.currency ?? money.currency,
                      false,
                      true,
                    )
                  )}
                </Text>
                {/* Below 768 px the bar has room for Deposit or this switch, and money comes first. */}
                <IconButton
                  size="sm"
                  variant="ghost"
                  className={styles.wideOnly}
                  label={intl.formatMessage(
                    balanceHidden ? layoutMessages.showBalance : layoutMessages.hideBalance,
                  )}
                  onClick={() => setBalanceHidden((h) => !h)}
                >
                  {balanceHidden ? <EyeIcon /> : <EyeOffIcon />}
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={intl.formatMessage(layoutMessages.refreshBalance)}
                  aria-busy={balance.isValidating}
                  onClick={() => void balance.mutate()}
                >
                  <RefreshIcon />
                </IconButton>
              </div>
              {headerOn && isEnabled('headerDeposit') && isEnabled('depositv2') ? (
                <Button size="sm" onClick={() => navigate('/member?page=depositv2')}>
                  <FormattedMessage {...layoutMessages.deposit} />
                </Button>
              ) : null}
              {headerOn && isEnabled('headerWithdraw') && isEnabled('withdraw') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className={styles.wideOnly}
                  onClick={() => navigate('/member?page=withdraw')}
                >
                  <FormattedMessage {...layoutMessages.withdraw} />
                </Button>
              ) : null}
              {headerOn && isEnabled('headerLanguage') ? (
                <LanguageSelect className={styles.wideOnly} />
              ) : null}
              <Suspense fallback={<span className={styles.menuPlaceholder} />}>
                <AvatarMenu entries={brand.menus.avatar} ctx={ctx} onSignOut={() => setConfirmLogout(true)} />
              </Suspense>
            </>
          ) : (
            <>
              <Button size="sm" className={styles.visitorOnly} onClick={() => open('login')}>
                <FormattedMessage {...layoutMessages.login} />
              </Button>
              {features.directRegistration ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className={styles.visitorOnly}
                  onClick={() => open('register')}
                >
                  <FormattedMessage {...layoutMessages.register} />
                </Button>
              ) : null}
            </>
          )}
          {/* On phones the switch is in the side menu (no room in a 360 px bar); on game pages there is no side menu. */}
          <ColorModeToggle className={sideMenuShown ? styles.wideOnly : undefined} />
        </div>
      </div>
      {isTrial ? (
        <Suspense fallback={null}>
          <TrialState />
        </Suspense>
      ) : null}
      <nav aria-label={intl.formatMessage(layoutMessages.mainNav)} className={styles.nav}>
        {nav.map((e) =>
          e.def.to ? (
            <NavLink key={e.route} to={e.def.to} end={e.def.to === '/'} className={styles.navItem}>
              <FormattedMessage {...e.label} />
            </NavLink>
          ) : null,
        )}
      </nav>
      {confirmLogout ? (
        <Suspense fallback={null}>
          <LogoutConfirm onCancel={() => setConfirmLogout(false)} onConfirm={() => void logout()} />
        </Suspense>
      ) : null}
    </header>
  );
}
