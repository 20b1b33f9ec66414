/**
 * Password checks of ASVS 5.0 V6.2 (docs/decisions.md D2, D5):
 * - the common-password list: the 49,000 most used passwords of zxcvbn-ts (`@zxcvbn-ts/language-common`,
 *   'passwords-common'; a well-kept list, not ours) plus a few local ones (country and city names), compared
 *   case-insensitively. A new password on it is refused (V6.2.4); a login with one (123456 included, spec section 9)
 *   forces a change (D2).
 * - a new password equal to the username (case-insensitive, V6.2.11 context-specific words) or made only of
 *   whitespace is refused too.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** Words of the market the default brands serve, which the international list lacks. */
const LOCAL = ['bangladesh', 'pakistan', 'india', 'dhaka', 'chittagong', 'karachi', 'lahore', 'kolkata'];

const SET = new Set([...dictionary['passwords-common'], ...LOCAL].map((p) => p.toLowerCase()));

/** True when the password is on the common list. */
export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}

/**
 * Why a new password is refused, or null when it is acceptable beyond the brand's length rule: 'common' (on the list),
 * 'username' (the username itself, compared NFKC and case-insensitively), 'blank' (only whitespace).
 */
export function weakPassword(password: string, username?: string): 'common' | 'username' | 'blank' | null {
  if (!password.trim()) return 'blank';
  if (isCommonPassword(password) || isCommonPassword(password.trim())) return 'common';
  const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase();
  if (username && norm(password) === norm(username)) return 'username';
  return null;
}
