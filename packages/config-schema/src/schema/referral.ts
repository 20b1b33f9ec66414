/**
 * Schema of a brand's refer-and-earn programme (`referral` in config/brands/<id>/brand.json over _base; spec section 1
 * "refer and earn"; docs/decisions.md D36). Every member has a referral code; a friend who registers with it is the
 * member's referee, and once the referee qualifies the referrer is paid a bonus, once per referee.
 * - `enabled`: the programme runs (the member-center `referral` page also needs the `referAndEarn` whitelabel node);
 * - `reward.amountMinor`: the bonus paid to the referrer per qualifying referee, minor units;
 * - `reward.turnoverMultiplier`: the bonus's turnover target as a multiple of the amount (0 = free at once);
 * - `qualify.firstDepositMinor`: the referee's first credited deposit must be at least this (minor units);
 * - `qualify.turnoverMinor`: the referee's settled turnover since registering must be at least this (minor units; "0"
 *   = none);
 * - `maxRewardedPerReferrer`: at most this many referees are rewarded per referrer (absent = no cap).
 * Browser-safe.
 */
import { type JsonSchema, closedObject } from './common';

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected':
    'an amount in minor units as a string of digits, e.g. "50000" (= 500.00 in a 2-decimal currency)',
};

/** The brand's `referral`. */
export const referralSchema: JsonSchema = closedObject(
  {
    enabled: { type: 'boolean' },
    reward: closedObject({
      amountMinor: { ...minor, pattern: '^[1-9][0-9]{0,17}$' },
      turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100, 'x-expected': 'an integer 0 to 100' },
    }),
    qualify: closedObject({ firstDepositMinor: minor, turnoverMinor: minor }),
    maxRewardedPerReferrer: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      'x-expected': 'a whole number of referees, 1 to 100000',
    },
  },
  ['maxRewardedPerReferrer'],
);

/** A brand's refer-and-earn programme (schema above). Amounts in minor units as digit strings. */
export interface ReferralConfig {
  enabled: boolean;
  reward: { amountMinor: string; turnoverMultiplier: number };
  qualify: { firstDepositMinor: string; turnoverMinor: string };
  maxRewardedPerReferrer?: number;
}
