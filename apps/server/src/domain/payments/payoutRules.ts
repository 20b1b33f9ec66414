/**
 * Payout account rules per channel (brand config `payments.depositMethods[].payoutAccount`, schema in
 * packages/config-schema): what a member may bind as the account a withdrawal is paid to.
 * - `mobile`: a mobile-wallet number (bKash, Nagad, Rocket are wallets on a Bangladeshi mobile number) valid for the
 *   rule's country by libphonenumber-js and of a mobile type; kept as the national digits the wallet apps show
 *   (`01712345678`).
 * - `vpa`: a UPI virtual payment address `handle@psp` (NPCI UPI: the handle of letters, digits, dot, hyphen and
 *   underscore, then the payment service provider's code of letters and digits); kept in lower case (VPAs are not
 *   case-sensitive).
 * - `bank`: an account number of digits only, `accountDigits.min` to `.max` long (Indian banks: 9 to 18), and with
 *   `ifsc` the branch's IFSC (RBI: 4 letters of the bank, a 0, 6 letters or digits of the branch), kept upper case.
 * - no rule: the generic account number (letters, digits, spaces, hyphens; 4 to 34).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { PayoutAccountRule } from '@playdeck/config-schema';
import { fail } from '../../infra/errors.ts';

const ACCOUNT_NO = /^[A-Za-z0-9][A-Za-z0-9 -]{2,32}[A-Za-z0-9]$/;
const VPA = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * Checks and normalises a payout account of a channel with `rule`.
 * @returns the account number and IFSC to keep (IFSC null unless the rule asks for it)
 * @throws PAYOUT_MOBILE_INVALID (field accountNo), PAYOUT_VPA_INVALID (accountNo), PAYOUT_ACCOUNT_DIGITS (accountNo;
 *   message params min, max), PAYOUT_IFSC_INVALID (ifsc), PAYOUT_ACCOUNT_INVALID (accountNo, no rule)
 */
export function checkPayoutAccount(
  rule: PayoutAccountRule | undefined,
  input: { accountNo: string; ifsc?: string },
): { accountNo: string; ifsc: string | null } {
  const raw = input.accountNo.trim();
  switch (rule?.type) {
    case 'mobile': {
      const p = /^\+?[\d\s-]{6,20}$/.test(raw)
        ? parsePhoneNumberFromString(raw, rule.country as CountryCode)
        : undefined;
      const type = p?.getType();
      if (
        !p ||
        !p.isValid() ||
        p.country !== rule.country ||
        (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
      )
        throw fail('PAYOUT_MOBILE_INVALID', { field: 'accountNo' });
      return { accountNo: p.formatNational().replace(/\D/g, ''), ifsc: null };
    }
    case 'vpa': {
      const vpa = raw.toLowerCase();
      if (!VPA.test(vpa)) throw fail('PAYOUT_VPA_INVALID', { field: 'accountNo' });
      return { accountNo: vpa, ifsc: null };
    }
    case 'bank': {
      const digits = raw.replace(/[\s-]/g, '');
      const min = rule.accountDigits?.min ?? 6;
      const max = rule.accountDigits?.max ?? 34;
      if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max)
        throw fail('PAYOUT_ACCOUNT_DIGITS', { field: 'accountNo' }, { min, max });
      if (!rule.ifsc) return { accountNo: digits, ifsc: null };
      const ifsc = (input.ifsc ?? '').trim().toUpperCase();
      if (!IFSC.test(ifsc)) throw fail('PAYOUT_IFSC_INVALID', { field: 'ifsc' });
      return { accountNo: digits, ifsc };
    }
    default:
      if (!ACCOUNT_NO.test(raw)) throw fail('PAYOUT_ACCOUNT_INVALID', { field: 'accountNo' });
      return { accountNo: raw, ifsc: null };
  }
}
