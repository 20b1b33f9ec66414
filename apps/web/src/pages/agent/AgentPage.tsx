import { FormattedMessage } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Agent landing page with login (spec 2: /agent; no main layout). Its content arrives with a later issue; until then a heading and an empty state. */
export default function AgentPage() {
  // No main layout on this route (spec 2), so the page provides its own main landmark (axe landmark-one-main).
  return (
    <main>
      <PlaceholderPage
        title={<FormattedMessage {...pageMessages.agent} />}
        emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
        emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
      />
    </main>
  );
}
