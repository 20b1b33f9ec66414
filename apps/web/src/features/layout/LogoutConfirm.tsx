import { FormattedMessage } from 'react-intl';
import { AlertDialog } from '@playdeck/ui';
import { layoutMessages } from './messages';

/**
 * The logout confirmation (spec 8: title in_popup_prompt, message in_sure_logout). A lazy chunk: the dialog code
 * loads only when the player asks to sign out, keeping it out of the home route's initial JS.
 */
export default function LogoutConfirm({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      open
      onOpenChange={(o) => (o ? undefined : onCancel())}
      title={<FormattedMessage {...layoutMessages.logoutTitle} />}
      message={<FormattedMessage {...layoutMessages.logoutMessage} />}
      showCancel
      onConfirm={onConfirm}
    />
  );
}
