import { FormattedMessage } from 'react-intl';
import { Button, Modal, Stack, Text } from '@playdeck/ui';
import { usePopup } from '../../shared/popups/popups';
import { popupMessages as m } from './messages';

/**
 * The trial-account warning (spec 5 "Protected actions ... trial users get a real-account warning and are blocked";
 * spec 8 key in_need_true_account with a submit button). `onDone` runs on the button and on any close.
 */
export function TrialWarningDialog({ onDone }: { onDone: () => void }) {
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : onDone())}>
      <Modal.Content title={<FormattedMessage {...m.trialTitle} />} size="sm">
        <Stack gap={4}>
          <Text as="p">
            <FormattedMessage {...m.trialMessage} />
          </Text>
          <Button fullWidth onClick={onDone}>
            <FormattedMessage {...m.confirm} />
          </Button>
        </Stack>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The routed trial warning (`?popup=trialWarning`): the account panel opens it for trial members. */
export default function TrialWarningPopup() {
  const { close } = usePopup();
  return <TrialWarningDialog onDone={close} />;
}
