import { useIntl } from 'react-intl';
import { TextField } from '@playdeck/ui';
import { popupMessages as m } from './messages';

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
      <TextField
        label={intl.formatMessage(m.newPassword)}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
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
