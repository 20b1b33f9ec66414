import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Modal, Stack, useToast } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { confirmEmailReset } from './api';
import { errorText } from './errorText';
import { popupMessages as m } from './messages';
import { changePasswordProblems, loadPasswordRule } from './passwordRules';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * The confirm step of "forgot by email" (spec 4): the emailed link opens `/?resetToken=<token>`; this popup asks for
 * the new password (brand rule) and its confirmation and sends them with the token. On success the token leaves the
 * URL and the login popup opens; closing also drops the token from the URL.
 */
export default function ResetByEmailPopup({ token }: { token: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const toast = useToast();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = changePasswordProblems(
      { oldPassword: '', newPassword, confirm },
      await loadPasswordRule(brand.status.info.registerValidator),
      true,
    );
    const next: Record<string, string> = {};
    for (const [k, p] of Object.entries(problems)) next[k] = intl.formatMessage(p.message, p.values);
    setErrors(next);
    setError(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await confirmEmailReset({ token, newPassword, confirmNewPassword: confirm });
      toast.show({ title: intl.formatMessage(m.resetDone), tone: 'success' });
      navigate('/login', { replace: true });
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : navigate('/', { replace: true }))}>
      <Modal.Content title={<FormattedMessage {...m.resetTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={3}>
            <NewPasswordFields
              newPassword={newPassword}
              confirm={confirm}
              errors={errors}
              onNewPassword={setNewPassword}
              onConfirm={setConfirm}
            />
            <FormSubmit error={error} busy={busy}>
              <FormattedMessage {...m.submit} />
            </FormSubmit>
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
