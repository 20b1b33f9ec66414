import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Text } from '@playdeck/ui';
import { SOCIAL_NETWORKS, useBrand } from '../../shared/brand/brand';
import { gameTypesWithVendors, useGameMenus } from '../../shared/games/useGameMenus';
import type { ResolvedEntry } from '../../shared/menus/menus';
import { usePopup } from '../../shared/popups/popups';
import { categoryRoutes, layoutMenu, type LayoutRoute } from './menus';
import { appMessages } from '../../shared/i18n/appMessages';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { sideMessages } from './sideMessages';
import * as styles from './Footer.css';

/** Footer routes (spec 2 "Footer": game center, help, contact). */
export const FOOTER_ROUTES: Readonly<Record<string, LayoutRoute>> = {
  ...categoryRoutes,
  help: { to: '/help', label: sideMessages.helpCenter, modId: 'helpCenter' },
  customerService: { label: appMessages.customerService, action: 'customerService' },
  feedback: { label: sideMessages.feedback, modId: 'feedback', action: 'feedback' },
  promotions: { to: '/promotions', label: pageMessages.promotions, modId: 'promotions' },
};

/**
 * The footer (spec 2): the brand's `menus.footer` in config order, each entry in its section: game center (categories
 * with vendors), help (help centre, promotions, ...), contact (customer service with a configured URL, the feedback
 * popup when the `feedback` node is on); social
 * links when configured; the terms and conditions link (always, D35); license text in the current language. Vendor logos arrive with the lobby issue.
 * A server running the demo profile (`npm start`, docs/decisions.md D15) says so in its status boot data, and the footer says
 * so too.
 */
export function Footer() {
  const intl = useIntl();
  const brand = useBrand();
  const { open } = usePopup();
  const { menus } = useGameMenus(intl.locale);
  const entries = layoutMenu(brand.menus.footer, FOOTER_ROUTES, {
    isEnabled: brand.whitelabel.isEnabled,
    gameTypesWithVendors: gameTypesWithVendors(menus),
    promotions: brand.whitelabel.features.promotions,
    customerServiceUrl: brand.customerServiceUrl,
  });
  // Each entry goes to its section (games, help, contact) in config order; a section without entries is left out.
  const games = entries.filter((e) => e.def.gameType !== undefined);
  // Spec 2 footer: the contact column has customer service and feedback and complaints.
  const isContact = (e: ResolvedEntry<LayoutRoute>) =>
    e.def.action === 'customerService' || e.def.action === 'feedback';
  const help = entries.filter((e) => e.def.gameType === undefined && !isContact(e));
  const contact = entries.filter(isContact);
  const item = (e: ResolvedEntry<LayoutRoute>) => (
    <li key={e.route}>
      {e.def.action === 'customerService' ? (
        <a href={brand.customerServiceUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <FormattedMessage {...e.label} />
        </a>
      ) : e.def.action === 'feedback' ? (
        <button type="button" className={styles.linkButton} onClick={() => open('feedback')}>
          <FormattedMessage {...e.label} />
        </button>
      ) : (
        <Link to={e.def.to ?? '/'} className={styles.link}>
          <FormattedMessage {...e.label} />
        </Link>
      )}
    </li>
  );
  const social = brand.status.info.social ?? {};
  const networks = SOCIAL_NETWORKS.filter((n) => !!social[n]);
  const license =
    brand.status.info.license?.[intl.locale] ?? brand.status.info.license?.[brand.defaultLanguage];

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {games.length ? (
          <section aria-labelledby="footer-games">
            <h2 id="footer-games" className={styles.heading}>
              <FormattedMessage {...sideMessages.footerGames} />
            </h2>
            <ul className={styles.list}>{games.map(item)}</ul>
          </section>
        ) : null}
        {help.length ? (
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              <FormattedMessage {...sideMessages.footerHelp} />
            </h2>
            <ul className={styles.list}>{help.map(item)}</ul>
          </section>
        ) : null}
        {contact.length ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              <FormattedMessage {...sideMessages.footerContact} />
            </h2>
            <ul className={styles.list}>{contact.map(item)}</ul>
          </section>
        ) : null}
        {networks.length ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              <FormattedMessage {...sideMessages.footerSocial} />
            </h2>
            <ul className={styles.list}>
              {networks.map((n) => (
                <li key={n}>
                  <a href={social[n]} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    <FormattedMessage {...sideMessages[n]} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {/* The terms stay reachable whatever the help centre node says (docs/decisions.md D35). */}
      <Text as="p" size="sm" className={styles.license}>
        <Link to="/terms" className={styles.link}>
          <FormattedMessage {...sideMessages.footerTerms} />
        </Link>
      </Text>
      {license ? (
        <Text as="p" size="xs" tone="muted" className={styles.license}>
          {license}
        </Text>
      ) : null}
      {brand.status.profile === 'demo' ? (
        <Text as="p" size="xs" tone="muted" className={styles.license}>
          <FormattedMessage {...sideMessages.footerDemo} />
        </Text>
      ) : null}
    </footer>
  );
}
