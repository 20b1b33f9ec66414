import { useIntl } from 'react-intl';
import { AlertDialog } from '@playdeck/ui';
import { gamesMessages } from './messages';

/**
 * The real-account warning dialog itself (spec 8 in_need_true_account, with a submit button). A lazy chunk loaded by
 * {@link TrialDialog} the first time it opens, so Radix's dialog code stays out of the pages' initial JS.
 */
export default function TrialAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
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
