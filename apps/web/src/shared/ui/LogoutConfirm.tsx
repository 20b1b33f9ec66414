import { defineMessages, FormattedMessage } from 'react-intl';
import { AlertDialog } from '@playdeck/ui';

const messages = defineMessages({
  logoutTitle: {
    id: 'app.logout.title',
    defaultMessage: 'Prompt',
    description: 'Spec 8 key in_popup_prompt: title of the logout confirmation',
  },
  logoutMessage: {
    id: 'app.logout.message',
    defaultMessage: 'Are you sure you want to log out?',
    description: 'Spec 8 key in_sure_logout: logout confirmation text',
  },
});

/**
 * The logout confirmation of the player site and the agent center (spec 8: title in_popup_prompt, message
 * in_sure_logout). Load it as a lazy chunk (`lazy(() => import(...))`): the dialog code then loads only when the user
 * asks to sign out, keeping it out of the route's initial JS.
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
      title={<FormattedMessage {...messages.logoutTitle} />}
      message={<FormattedMessage {...messages.logoutMessage} />}
      showCancel
      onConfirm={onConfirm}
    />
  );
}
