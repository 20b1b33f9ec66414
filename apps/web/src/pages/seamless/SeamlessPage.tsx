import { FormattedMessage } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Game page (spec 2: /seamless; side menu hidden). Its content arrives with a later issue; until then a heading and an empty state. */
export default function SeamlessPage() {
  return (
    <PlaceholderPage
      title={<FormattedMessage {...pageMessages.seamless} />}
      emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
      emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
    />
  );
}
