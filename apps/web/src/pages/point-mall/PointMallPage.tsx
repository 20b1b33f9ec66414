import { FormattedMessage } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Points mall (spec 2: /pointMall). Its content arrives with a later issue; until then a heading and an empty state. */
export default function PointMallPage() {
  return (
    <PlaceholderPage
      title={<FormattedMessage {...pageMessages.pointMall} />}
      emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
      emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
    />
  );
}
