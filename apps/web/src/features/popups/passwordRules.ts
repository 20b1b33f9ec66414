/**
 * The new-password rule of the forgot-, reset- and change-password popups (spec 5 "new password meeting the password
 * rule"): the `passwordRule` export of the brand's registration validator module (status `info.registerValidator`,
 * compiled by the server from the brand's password field setting with AJV's standalone code generation), the very
 * function the server checks a new password with (apps/server/src/infra/brands/registration.ts `checkFieldRule`). No copy
 * of the rule lives here: its length bounds, pattern id and accepted pattern are the module's.
 */
import type { MessageDescriptor } from 'react-intl';
import { ajvErrorsToMessages } from '@playdeck/config-schema/registration';
import { allMessages, validationMessages } from '@playdeck/config-schema/messages';
import type { StandaloneValidator } from '@playdeck/config-schema/types';
import { loadRegistrationModule } from '../auth/registrationModule';

/** A message to show for a field problem. */
export interface Problem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** The brand's compiled password rule (`{ password }` -> valid?, AJV errors on `errors`). */
export type PasswordRule = StandaloneValidator<{ password: string }>;

/**
 * The password rule of the registration module at `href` (status `info.registerValidator`).
 * @returns the rule, or undefined when the brand has none or the module cannot be loaded (the server, which runs the
 *   same rule, then decides).
 */
export async function loadPasswordRule(href: string | undefined): Promise<PasswordRule | undefined> {
  if (!href) return undefined;
  try {
    return (await loadRegistrationModule(href)).passwordRule;
  } catch {
    return undefined;
  }
}

/**
 * Checks a new password with the brand's compiled rule: empty is `reg.required`; otherwise the first message of the
 * rule's errors (spec 5 texts with min/max filled in, e.g. `reg.passwordLength` `{ min, max }`, `reg_pattern_<id>`).
 * @param rule the brand's rule ({@link loadPasswordRule}); without one only a value is required.
 * @returns the problem, or null when the password is fine.
 */
export function passwordProblem(rule: PasswordRule | undefined, value: string): Problem | null {
  if (!value) return { message: validationMessages.required };
  if (!rule || rule({ password: value })) return null;
  const first = ajvErrorsToMessages(rule.errors)[0];
  if (!first) return { message: validationMessages.invalid };
  return { message: allMessages[first.id] ?? { id: first.id }, values: first.values };
}

/**
 * Change-password form check (spec 5): old password required unless known, new password meets the rule,
 * confirmation equals it ('Incorrect confirmation input'). @returns problems by field (empty when valid).
 */
export function changePasswordProblems(
  form: { oldPassword: string; newPassword: string; confirm: string },
  rule: PasswordRule | undefined,
  oldKnown: boolean,
): Partial<Record<'oldPassword' | 'newPassword' | 'confirm', Problem>> {
  const out: Partial<Record<'oldPassword' | 'newPassword' | 'confirm', Problem>> = {};
  if (!oldKnown && !form.oldPassword) out.oldPassword = { message: validationMessages.required };
  const p = passwordProblem(rule, form.newPassword);
  if (p) out.newPassword = p;
  if (!form.confirm) out.confirm = { message: validationMessages.required };
  else if (form.confirm !== form.newPassword) out.confirm = { message: validationMessages.confirmMismatch };
  return out;
}
