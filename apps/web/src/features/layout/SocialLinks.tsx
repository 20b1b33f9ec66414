import { FormattedMessage } from 'react-intl';
import type { SocialNetwork } from '../../shared/brand/brand';
import { sideMessages } from './sideMessages';

/** Props of {@link SocialLinkItems}. */
export interface SocialLinkItemsProps {
  /** The networks to link, in display order, each with a URL in `social`. */
  networks: readonly SocialNetwork[];
  /** The brand's social URLs by network (status boot data `info.social`). */
  social: Partial<Record<SocialNetwork, string>>;
  /** Class of each link. */
  linkClassName: string;
}

/**
 * The brand's social network links (spec 2 footer "social", side menu "official channels") as the `<li>` items of a
 * list: each named by its network and opened in a new tab without an opener or referrer.
 */
export function SocialLinkItems({ networks, social, linkClassName }: SocialLinkItemsProps) {
  return (
    <>
      {networks.map((n) => (
        <li key={n}>
          <a href={social[n]} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            <FormattedMessage {...sideMessages[n]} />
          </a>
        </li>
      ))}
    </>
  );
}
