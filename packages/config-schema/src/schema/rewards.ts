/**
 * Schema of how a promotion is taken (`reward` of an item in content/promotions.json; spec section 1 "promotions
 * centre", 2 `rewardCenter`, 4 activity statuses, 5 activity application limits; docs/decisions.md D32):
 * - `mode`: `automatic` (paid when a qualifying deposit is credited), `join` (the member opts in first; the next
 *   qualifying deposit pays) or `apply` (the member sends a form: comment and proof images; an operator approves or
 *   rejects it; approval pays);
 * - `trigger` (automatic and join): `firstDeposit` (the member's first credited deposit) or `reload` (any credited
 *   deposit of at least `minDepositMinor`);
 * - `percent`: the bonus as a percentage of the credited deposit (decimal string, e.g. "100"), capped at `capMinor`;
 *   an apply promotion pays `amountMinor` instead;
 * - `turnoverMultiple`: the bonus's turnover target is the bonus times this (0 = none; docs/decisions.md D17 lock);
 * - `gameTypes`: the game types the promotion is meant for (shown to the member);
 * - `eligibility`: `newMembersOnly` (registered at or after the promotion's `startsAt`), `vipLevels` (the levels that
 *   may take it; absent = all), `onePerPayoutAccount` (a payout account bound by a member who already took it
 *   disqualifies). Every promotion is once per member.
 * Amounts are minor units of the brand currency as digit strings.
 */
import { closedObject, type JsonSchema } from './common';

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected': 'an amount in minor units as a string of digits, e.g. "500000" (= 5,000.00)',
};

/** `reward` of a promotion item. */
export const promotionRewardSchema: JsonSchema = closedObject(
  {
    mode: { enum: ['automatic', 'join', 'apply'], 'x-expected': '"automatic", "join" or "apply"' },
    trigger: { enum: ['firstDeposit', 'reload'], 'x-expected': '"firstDeposit" or "reload"' },
    percent: {
      type: 'string',
      pattern: '^(?:0|[1-9][0-9]{0,2})(?:\\.[0-9]{1,2})?$',
      'x-expected': 'a percentage as a decimal string, e.g. "100" or "12.5"',
    },
    amountMinor: minor,
    capMinor: minor,
    minDepositMinor: minor,
    turnoverMultiple: { type: 'integer', minimum: 0, maximum: 100 },
    gameTypes: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' },
      uniqueItems: true,
    },
    eligibility: closedObject(
      {
        newMembersOnly: { type: 'boolean' },
        vipLevels: {
          type: 'array',
          items: { type: 'integer', minimum: 0, maximum: 99 },
          uniqueItems: true,
          minItems: 1,
        },
        onePerPayoutAccount: { type: 'boolean' },
      },
      ['newMembersOnly', 'vipLevels', 'onePerPayoutAccount'],
    ),
  },
  [
    'trigger',
    'percent',
    'amountMinor',
    'capMinor',
    'minDepositMinor',
    'turnoverMultiple',
    'gameTypes',
    'eligibility',
  ],
);
