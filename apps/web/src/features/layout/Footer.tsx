import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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
import { SocialLinkItems } from './SocialLinks';
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
 * One footer column: a level-2 heading naming the list of its links (`<li>` items in `children`). A column without
 * links is left out (an empty array, or nothing).
 */
function FooterSection({
  id,
  title,
  children,
}: {
  id: string;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  if (Array.isArray(children) ? children.length === 0 : !children) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <FormattedMessage {...title} />
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

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
          <FooterSection id="footer-games" title={sideMessages.footerGames}>
            {games.map(item)}
          </FooterSection>
        ) : null}
        {help.length ? (
          <FooterSection id="footer-help" title={sideMessages.footerHelp}>
            {help.map(item)}
          </FooterSection>
        ) : null}
        {contact.length ? (
          <FooterSection id="footer-contact" title={sideMessages.footerContact}>
            {contact.map(item)}
          </FooterSection>
        ) : null}
        {networks.length ? (
          <FooterSection id="footer-social" title={sideMessages.footerSocial}>
            <SocialLinkItems networks={networks} social={social} linkClassName={styles.link} />
          </FooterSection>
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
