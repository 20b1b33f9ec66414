import { FormattedMessage } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Promotions centre (spec 2: /promotions). Its content arrives with a later issue; until then a heading and an empty state. */
export default function PromotionsPage() {
  return (
    <PlaceholderPage
      title={<FormattedMessage {...pageMessages.promotions} />}
      emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
      emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
    />
  );
}
