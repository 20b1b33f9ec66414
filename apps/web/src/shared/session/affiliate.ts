/**
 * Affiliate links (docs/decisions.md D18: an agent's affiliate code decides the team): `/?affiliateCode=X` and
 * `/register?affiliateCode=X` keep the code for the visit in sessionStorage (`affiliateCode`), so it survives the
 * navigation between the landing page and the register popup, and the registration sends it.
 */
import { readStorage, writeStorage } from '../api/storage';

/** sessionStorage key of the affiliate code of the visit. */
export const AFFILIATE_KEY = 'affiliateCode';

/** Keeps the `affiliateCode` of the query string `search` (e.g. `location.search`) for the visit; a later link wins. */
export function captureAffiliateCode(search: string): void {
  const code = new URLSearchParams(search).get(AFFILIATE_KEY)?.trim();
  if (code) writeStorage('session', AFFILIATE_KEY, code.slice(0, 64));
}

/** The affiliate code kept for this visit, or null. */
export function affiliateCodeOfVisit(): string | null {
  return readStorage('session', AFFILIATE_KEY);
}

/** Drops the visit's affiliate code (the server refused it and the form has no field to correct it). */
export function forgetAffiliateCode(): void {
  writeStorage('session', AFFILIATE_KEY, null);
}

/** sessionStorage key of the member referral code of the visit (refer and earn, docs/decisions.md D36). */
export const REFERRAL_KEY = 'referralCode';

/**
 * Keeps the `referralCode` of the query string `search` (`/?referralCode=X`, `/register?referralCode=X`) for the
 * visit; the registration sends it (an agent's affiliate code, when the visit also has one, wins on the server).
 */
export function captureReferralCode(search: string): void {
  const code = new URLSearchParams(search).get(REFERRAL_KEY)?.trim();
  if (code) writeStorage('session', REFERRAL_KEY, code.slice(0, 64));
}

/** The member referral code kept for this visit, or null. */
export function referralCodeOfVisit(): string | null {
  return readStorage('session', REFERRAL_KEY);
}
