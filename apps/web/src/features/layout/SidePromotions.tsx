import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Spinner } from '@playdeck/ui';
import { usePromotions } from '../../shared/api/promotions';
import * as styles from './SideMenu.css';

/** The side menu's promotion dropdown lists this many promotions before "See more" (spec 9: "side promo list 3"). */
export const SIDE_PROMOTIONS_MAX = 3;

const messages = defineMessages({
  seeMore: {
    id: 'app.side.promotionsSeeMore',
    defaultMessage: 'See more',
    description: 'Last link of the side menu promotion dropdown, to the promotions centre',
  },
  loading: {
    id: 'app.side.promotionsLoading',
    defaultMessage: 'Loading promotions…',
    description: 'Accessible label of the spinner while the side menu promotion dropdown loads',
  },
});

/**
 * The open promotion dropdown of the side menu (spec 2 "promotion dropdown (first 3 promotions plus see more)"): the
 * titles of the first {@link SIDE_PROMOTIONS_MAX} promotions of `GET /wps/content/promotions` (running or coming, in
 * the UI language), each a link to `/promotions#<id>` (the page opens its details), then "See more" to /promotions.
 * A lazy chunk: SideMenu loads it, and so makes the call, only when the group is expanded. While loading it shows a
 * small spinner; after a failure or with no promotion only "See more" (the page has the retry).
 */
export default function SidePromotions({ id }: { id: string }) {
  const intl = useIntl();
  const { data, isLoading } = usePromotions(intl.locale);
  return (
    <ul id={id} className={`${styles.list} ${styles.subList}`}>
      {isLoading ? (
        <li className={styles.item}>
          <Spinner size="sm" label={intl.formatMessage(messages.loading)} />
        </li>
      ) : null}
      {(data?.items ?? []).slice(0, SIDE_PROMOTIONS_MAX).map((p) => (
        <li key={p.id}>
          <Link to={`/promotions#${encodeURIComponent(p.id)}`} className={`${styles.item} ${styles.subItem}`}>
            {p.title}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/promotions" className={`${styles.item} ${styles.subItem}`}>
          <FormattedMessage {...messages.seeMore} />
        </Link>
      </li>
    </ul>
  );
}
