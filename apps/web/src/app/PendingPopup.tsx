import { FormattedMessage } from 'react-intl';
import { EmptyState, Modal } from '@playdeck/ui';
import { pageMessages } from '../shared/i18n/pageMessages';
import { usePopup } from '../shared/popups/popups';

/**
 * A popup a later issue delivers (forgot password, feedback, ...): a titled modal with an empty state. A lazy chunk
 * of the app shell, so the dialog code loads only when such a popup opens.
 */
export default function PendingPopup() {
  const { close } = usePopup();
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...pageMessages.comingSoon} />} size="sm">
        <EmptyState title={<FormattedMessage {...pageMessages.comingSoonInfo} />} />
      </Modal.Content>
    </Modal.Root>
  );
}
