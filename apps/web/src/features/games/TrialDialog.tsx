import { useIntl } from 'react-intl';
import { AlertDialog } from '@playdeck/ui';
import { gamesMessages } from './messages';

/** The real-account warning (spec 8 in_need_true_account, with a submit button) shown when a trial account plays. */
export function TrialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={intl.formatMessage(gamesMessages.trialTitle)}
      message={intl.formatMessage(gamesMessages.trialMessage)}
      confirmLabel={intl.formatMessage(gamesMessages.trialConfirm)}
      showCancel={false}
      tone="warning"
      onConfirm={onClose}
    />
  );
}
