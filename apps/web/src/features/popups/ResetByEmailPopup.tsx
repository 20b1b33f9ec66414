import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Modal, Stack, useToast } from '@playdeck/ui';
import { confirmEmailReset } from './api';
import { popupMessages as m } from './messages';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/**
 * The confirm step of "forgot by email" (spec 4): the emailed link opens `/?resetToken=<token>`; this popup asks for
 * the new password (brand rule) and its confirmation and sends them with the token. On success the token leaves the
 * URL and the login popup opens; closing also drops the token from the URL.
 */
export default function ResetByEmailPopup({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useNewPasswordForm();

  const submit = (e: FormEvent) =>
    form.submit(e, async (newPassword, confirm) => {
      await confirmEmailReset({ token, newPassword, confirmNewPassword: confirm });
      toast.show({ title: intl.formatMessage(m.resetDone), tone: 'success' });
      navigate('/login', { replace: true });
    });

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : navigate('/', { replace: true }))}>
      <Modal.Content title={<FormattedMessage {...m.resetTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={3}>
            <NewPasswordFields {...form.fields} />
            <FormSubmit error={form.error} busy={form.busy}>
              <FormattedMessage {...m.submit} />
            </FormSubmit>
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
