import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { errorText } from './errorText';
import { popupMessages as m } from './messages';
import { changePasswordProblems, loadPasswordRule } from './passwordRules';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  newPassword: string;
  confirm: string;
  /** Messages of `changePasswordProblems` (./passwordRules) for each field, when the last submit found any. */
  errors: { newPassword?: string; confirm?: string };
  onNewPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/**
 * The new password field alone (the reset by phone has no confirmation), with `autocomplete="new-password"` so a
 * password manager offers to generate and save one (OWASP ASVS 2.1.11).
 */
export function NewPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(m.newPassword)}
      name="newPassword"
      type="password"
      autoComplete="new-password"
      required
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The new password and its confirmation (spec 2: change password, and the reset reached from the email link), with
 * `autocomplete="new-password"` so a password manager offers to generate and save one (OWASP ASVS 2.1.11).
 */
export function NewPasswordFields({
  newPassword,
  confirm,
  errors,
  onNewPassword,
  onConfirm,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <NewPasswordField
        value={newPassword}
        error={errors.newPassword}
        onChange={(e) => onNewPassword(e.target.value)}
      />
      <TextField
        label={intl.formatMessage(m.confirmPassword)}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}

/**
 * State and submit of a form that sets a new password (change password, reset from the email link): the fields'
 * values, their problems by field, the call's error and the busy flag.
 * `submit(e, send, old)` checks the form with `changePasswordProblems` (brand password rule, 'Incorrect confirmation
 * input'; the old password only when `old.known` is false) and, when it passes, awaits `send(newPassword, confirm)`
 * showing busy; a rejection becomes the localised error under the button (./errorText).
 */
export function useNewPasswordForm() {
  const intl = useIntl();
  const brand = useBrand();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (
    e: FormEvent,
    send: (newPassword: string, confirm: string) => Promise<void>,
    old: { oldPassword: string; known: boolean } = { oldPassword: '', known: true },
  ) => {
    e.preventDefault();
    const problems = changePasswordProblems(
      { oldPassword: old.oldPassword, newPassword, confirm },
      await loadPasswordRule(brand.status.info.registerValidator),
      old.known,
    );
    const next: Record<string, string> = {};
    for (const [k, p] of Object.entries(problems)) next[k] = intl.formatMessage(p.message, p.values);
    setErrors(next);
    setError(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await send(newPassword, confirm);
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  const fields: NewPasswordFieldsProps = {
    newPassword,
    confirm,
    errors,
    onNewPassword: setNewPassword,
    onConfirm: setConfirm,
  };
  return { fields, errors, error, busy, submit };
}
