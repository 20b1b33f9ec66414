import { FormattedMessage } from 'react-intl';
import { Heading, Stack } from '@playdeck/ui';
import { PromotionsCentre } from '../../features/promotions/PromotionsCentre';
import { pageMessages } from '../../shared/i18n/pageMessages';
import * as styles from '../../shared/ui/PlaceholderPage.css';

/**
 * Promotions centre page (spec 2: /promotions; a lazy route chunk): the page title (h1) over the category tabs and
 * promotion cards of {@link PromotionsCentre}, which reads `GET /wps/content/promotions` (public, no login).
 */
export default function PromotionsPage() {
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...pageMessages.promotions} />
      </Heading>
      <PromotionsCentre />
    </Stack>
  );
}
