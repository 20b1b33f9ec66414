import { FormattedMessage } from 'react-intl';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Agent center (spec 2: /agentHome; agent-only layout). Its content arrives with a later issue; until then a heading and an empty state. */
export default function AgentHomePage() {
  // No main layout on this route (spec 2), so the page provides its own main landmark (axe landmark-one-main).
  return (
    <main>
      <PlaceholderPage
        title={<FormattedMessage {...pageMessages.agentHome} />}
        emptyTitle={<FormattedMessage {...pageMessages.comingSoon} />}
        emptyDescription={<FormattedMessage {...pageMessages.comingSoonInfo} />}
      />
    </main>
  );
}
