/** The new-password rules of the forgot- and change-password popups (spec 5), from the brand's field settings. */
import type { MessageDescriptor } from 'react-intl';
import type { FieldSetting } from '@playdeck/api-client';
import { matchesPattern } from '@playdeck/config-schema/patterns';
import { patternMessages, validationMessages } from '@playdeck/config-schema/messages';
import { codePoints } from './rules';

/** A message to show for a field problem. */
export interface Problem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/**
 * Checks a new password against the brand's password field setting (spec 5: "new password meeting the password
 * rule": length in characters between minLength and maxLength, then the pattern id, then acceptedPattern with '*'
 * meaning anything). @returns the problem, or null when the password is fine.
 */
export function passwordProblem(setting: FieldSetting | undefined, value: string): Problem | null {
  if (!value) return { message: validationMessages.required };
  const min = setting?.minLength ?? 1;
  const max = setting?.maxLength ?? 128;
  const n = codePoints(value);
  if (n < min || n > max) return { message: validationMessages.passwordLength, values: { min, max } };
  const id = setting?.patternId;
  if (id !== undefined && id !== 0 && !matchesPattern(id, value)) {
    const m = (patternMessages as Record<string, MessageDescriptor>)[`reg_pattern_${id}`];
    return { message: m ?? validationMessages.invalid, values: { min, max } };
  }
  const accepted = setting?.acceptedPattern;
  if (accepted && accepted !== '*') {
    let re: RegExp | null = null;
    try {
      re = new RegExp(`^(?:${accepted.replaceAll('*', '.*')})$`, 'u');
    } catch {
      re = null;
    }
    if (re && !re.test(value)) return { message: validationMessages.invalid };
  }
  return null;
}

/**
 * Change-password form check (spec 5): old password required unless known, new password meets the rule,
 * confirmation equals it ('Incorrect confirmation input'). @returns problems by field (empty when valid).
 */
export function changePasswordProblems(
  form: { oldPassword: string; newPassword: string; confirm: string },
  setting: FieldSetting | undefined,
  oldKnown: boolean,
): Partial<Record<'oldPassword' | 'newPassword' | 'confirm', Problem>> {
  const out: Partial<Record<'oldPassword' | 'newPassword' | 'confirm', Problem>> = {};
  if (!oldKnown && !form.oldPassword) out.oldPassword = { message: validationMessages.required };
  const p = passwordProblem(setting, form.newPassword);
  if (p) out.newPassword = p;
  if (!form.confirm) out.confirm = { message: validationMessages.required };
  else if (form.confirm !== form.newPassword) out.confirm = { message: validationMessages.confirmMismatch };
  return out;
}
