import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Text } from '@playdeck/ui';
import { SOCIAL_NETWORKS, useBrand } from '../../shared/brand/brand';
import { categoryMessage, categoryOfGameType, HEADER_GAME_TYPES } from '../../shared/games/categories';
import { gameTypesWithVendors, useGameMenus } from '../../shared/games/useGameMenus';
import { appMessages } from '../../shared/i18n/appMessages';
import { layoutMessages } from './messages';
import * as styles from './Footer.css';

/**
 * The footer (spec 2): game center links (categories with vendors), help centre, contact (customer service), social
 * links when configured, license text in the current language. Vendor logos arrive with the lobby issue. A server
 * running the demo profile (`npm start`, DECISIONS D15) says so in its status boot data, and the footer says so too.
 */
export function Footer() {
  const intl = useIntl();
  const brand = useBrand();
  const isEnabled = brand.whitelabel.isEnabled;
  const { menus } = useGameMenus(intl.locale);
  const withVendors = gameTypesWithVendors(menus);
  const categories = HEADER_GAME_TYPES.filter((t) => withVendors.has(t))
    .map(categoryOfGameType)
    .filter((c) => c !== undefined);
  const social = brand.status.info.social ?? {};
  const networks = SOCIAL_NETWORKS.filter((n) => !!social[n]);
  const license =
    brand.status.info.license?.[intl.locale] ?? brand.status.info.license?.[brand.defaultLanguage];

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {categories.length ? (
          <section aria-labelledby="footer-games">
            <h2 id="footer-games" className={styles.heading}>
              <FormattedMessage {...layoutMessages.footerGames} />
            </h2>
            <ul className={styles.list}>
              {categories.map((c) => (
                <li key={c.name}>
                  <Link to={`/${c.name}`} className={styles.link}>
                    <FormattedMessage {...categoryMessage(c.name)} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {isEnabled('helpCenter') ? (
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              <FormattedMessage {...layoutMessages.footerHelp} />
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to="/help" className={styles.link}>
                  <FormattedMessage {...layoutMessages.helpCenter} />
                </Link>
              </li>
            </ul>
          </section>
        ) : null}
        {brand.customerServiceUrl ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              <FormattedMessage {...layoutMessages.footerContact} />
            </h2>
            <ul className={styles.list}>
              <li>
                <a
                  href={brand.customerServiceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  <FormattedMessage {...appMessages.customerService} />
                </a>
              </li>
            </ul>
          </section>
        ) : null}
        {networks.length ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              <FormattedMessage {...layoutMessages.footerSocial} />
            </h2>
            <ul className={styles.list}>
              {networks.map((n) => (
                <li key={n}>
                  <a href={social[n]} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    <FormattedMessage {...layoutMessages[n]} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {license ? (
        <Text as="p" size="xs" tone="muted" className={styles.license}>
          {license}
        </Text>
      ) : null}
      {brand.status.profile === 'demo' ? (
        <Text as="p" size="xs" tone="muted" className={styles.license}>
          <FormattedMessage {...layoutMessages.footerDemo} />
        </Text>
      ) : null}
    </footer>
  );
}
