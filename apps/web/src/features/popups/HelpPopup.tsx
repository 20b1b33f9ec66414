import { FormattedMessage } from 'react-intl';
import { Modal } from '@playdeck/ui';
import { usePopup } from '../../shared/popups/popups';
import { HelpCenterContent } from './HelpCenterContent';
import { popupMessages as m } from './messages';

/** Help centre popup (spec 2 "Popups"): the help centre sections in a modal. */
export default function HelpPopup() {
  const { close } = usePopup();
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.helpTitle} />} size="md">
        <HelpCenterContent />
      </Modal.Content>
    </Modal.Root>
  );
}
