import { FormattedMessage } from 'react-intl';
import { Modal } from '@playdeck/ui';
import { usePopup } from '../../shared/popups/popups';
import { HelpCenterContent } from './HelpCenterContent';
import { popupMessages as m } from './messages';
import { usePopupGate } from './useGate';

/** Help centre popup (spec 2 "Popups"): the help centre sections in a modal; only with the `helpCenter` node on. */
export default function HelpPopup() {
  const { close } = usePopup();
  if (!usePopupGate('helpCenter')) return null;
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.helpTitle} />} size="md">
        <HelpCenterContent />
      </Modal.Content>
    </Modal.Root>
  );
}
