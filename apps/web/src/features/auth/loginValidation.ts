import type { MessageDescriptor } from 'react-intl';
import { authMessages } from './messages';

/** Login form values (spec 3 "Login payload"). */
export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  code: string;
  captcha: string;
}

/**
 * Login form rules (spec 5 "Login"): username mode needs username (trimmed) and password; sms mode a mobile number
 * of 6-15 digits and a code; the captcha when shown.
 * @returns the first failing rule's message, or null when valid.
 */
export function validateLogin(
  values: LoginValues,
  mode: 'username' | 'sms',
  captchaShown: boolean,
): MessageDescriptor | null {
  if (mode === 'username') {
    if (!values.username.trim() || !values.password) return authMessages.required;
  } else {
    if (!/^[0-9]{6,15}$/.test(values.mobileNum)) return authMessages.mobileInvalid;
    if (!values.code.trim()) return authMessages.codeRequired;
  }
  if (captchaShown && !values.captcha.trim()) return authMessages.captchaRequired;
  return null;
}
