/**
 * Refer and earn (spec section 1 "refer and earn", member-center page `referral`; docs/decisions.md D36). Money is a
 * decimal string in the brand currency ("100.00"); dates ISO 8601 UTC.
 *
 * Call:
 * - `GET /wps/referral` (full member; trial members 403 TRIAL_FORBIDDEN) -> {@link ReferralPage}: the member's referral
 *   code (made on first read, stable), the share path (`/register?referralCode=<code>`), the programme (reward,
 *   qualifying deposit and turnover, cap), and the referees, newest first, username masked ("pl***42"), each with its
 *   progress, status and reward. Reading it settles the member's pending referees that qualify (the reward is paid
 *   once per referee). A refused referee carries `reason` (REFERRAL_SAME_ADDRESS, REFERRAL_SAME_PAYOUT_ACCOUNT,
 *   REFERRAL_CAP_REACHED, REFERRAL_PROTECTED) and `reasonText` in the caller's language.
 * Registration: `PUT /wps/member/register` with `referralCode` records the referrer; an `affiliateCode` (agent, D18)
 * wins when both are given.
 */
import { Type, type Static } from 'typebox';

const Money = Type.String();

export const Referee = Type.Object({
  /** Username masked: first 2 and last 2 characters. */
  name: Type.String(),
  registeredAt: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('rewarded'), Type.Literal('refused')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  reasonText: Type.Union([Type.String(), Type.Null()]),
  /** The first credited deposit, or null before one. */
  firstDeposit: Type.Union([Money, Type.Null()]),
  turnover: Money,
  /** The reward paid for this referee, or null. */
  reward: Type.Union([Money, Type.Null()]),
});

export const ReferralPage = Type.Object({
  /** The brand runs a programme (else the code still works but earns nothing). */
  enabled: Type.Boolean(),
  code: Type.String(),
  /** Path to share, relative to the site's origin. */
  path: Type.String(),
  currency: Type.String(),
  reward: Money,
  turnoverMultiplier: Type.Integer(),
  firstDeposit: Money,
  turnover: Money,
  /** Rewarded referees at most (null: no cap). */
  maxRewarded: Type.Union([Type.Integer(), Type.Null()]),
  rewardedCount: Type.Integer(),
  referees: Type.Array(Referee),
});
export type ReferralPage = Static<typeof ReferralPage>;
