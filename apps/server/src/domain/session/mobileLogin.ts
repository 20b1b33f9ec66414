/**
 * The account a username/password login names (spec section 4 "Login"; section 5 feature flag "mobile registration
 * with password", MOBREGPWD3). A member who registered with a mobile number and a password has a generated username
 * (`m` + the number's digits) they never chose; with MOBREGPWD3 on they log in with the number they registered and
 * that password. The username is tried first (a username starts with a letter, so it can never read as a number);
 * only when no account has it, a name that parses as a mobile number of the brand's countries names the account
 * whose VERIFIED number it is (an unverified number proves nothing about who holds it: docs/decisions.md D6). The password is
 * checked by the caller either way, with the same timing for an unknown name (D3).
 */
import type { Brand } from '../../infra/brands/index.ts';
import { isEnabled } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { parsePhone } from '../sms/service.ts';
import * as store from './store.ts';

/**
 * The member a password login of `name` (trimmed; `key` its username key) names in `brand`, or undefined. `dialCode`
 * is the login form's country dialling code when it sent one (else the brand's first SMS country).
 */
export async function findPasswordAccount(
  db: Db,
  brand: Brand,
  name: string,
  key: string,
  dialCode?: string,
) {
  const byName = await store.findByUsername(db, brand.id, key);
  if (byName || !isEnabled(brand, 'MOBREGPWD3') || !/^\+?[\d\s-]{4,20}$/.test(name)) return byName;
  let e164: string;
  try {
    e164 = parsePhone(brand, name, dialCode).e164;
  } catch {
    return undefined;
  }
  const byMobile = await store.findByMobile(db, brand.id, e164);
  return byMobile?.mobile_verified ? byMobile : undefined;
}
