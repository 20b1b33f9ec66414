import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { Loader, Modal, Stack, Text, TextField, useToast } from '@playdeck/ui';
import { knownPasswordAtom } from '../../shared/popups/handoff';
import { usePopup } from '../../shared/popups/popups';
import { useMemberInfo } from '../../shared/session/session';
import { changePassword } from './api';
import { popupMessages as m } from './messages';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/**
 * Change-password popup (spec 2, 4, 5): the username read-only; the current password, hidden when the app knows it
 * (the login just made with a forced change hands it over in memory, docs/decisions.md D4); the new password meeting the
 * brand's password rule; its confirmation ('Incorrect confirmation input'). On success member info reloads, the
 * popup closes and the site goes to /. Also opened by itself when member info says `mustChangePassword` (D2).
 */
export default function ChangePasswordPopup() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const { close } = usePopup();
  const { member, mutate, isLoading } = useMemberInfo();
  const [known, setKnown] = useAtom(knownPasswordAtom);
  const [oldPassword, setOldPassword] = useState('');
  const form = useNewPasswordForm();

  const submit = (e: FormEvent) =>
    form.submit(
      e,
      async (newPassword, confirm) => {
        await changePassword({ oldPassword: known ?? oldPassword, newPassword, confirmNewPassword: confirm });
        setKnown(null);
        await mutate();
        toast.show({ title: intl.formatMessage(m.changed), tone: 'success' });
        // An agent changing its one-time password (D2) stays in the agent center; everyone else goes home.
        navigate(pathname.startsWith('/agent') ? '/agentHome' : '/', { replace: true });
      },
      { oldPassword, known: known !== null },
    );

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.changeTitle} />} size="sm">
        {isLoading && !member ? (
          <Loader open />
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap={3}>
              {member?.mustChangePassword ? (
                <Text as="p" size="sm">
                  <FormattedMessage {...m.forcedHint} />
                </Text>
              ) : null}
              <TextField
                label={intl.formatMessage(m.username)}
                name="username"
                autoComplete="username"
                readOnly
                value={member?.account ?? ''}
              />
              {known === null ? (
                <TextField
                  label={intl.formatMessage(m.oldPassword)}
                  name="oldPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={oldPassword}
                  error={form.errors.oldPassword}
                  onChange={(e) => setOldPassword(e.target.value)}
                />
              ) : null}
              <NewPasswordFields {...form.fields} />
              <FormSubmit error={form.error} busy={form.busy}>
                <FormattedMessage {...m.submit} />
              </FormSubmit>
            </Stack>
          </form>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
