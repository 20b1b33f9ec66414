/**
 * Schema of a brand's red envelopes (`redEnvelope` in config/brands/<id>/brand.json over _base; spec sections 1 "red
 * envelopes", 7 "raffle claim"; docs/decisions.md D33). Each round is a time window with a pool of money; every
 * eligible member opens one envelope per window and gets an amount drawn from what is left of the pool by the window's
 * committed server seed (provably fair like the in-house games).
 * - `id`: stable round id (part of each window's key and of the bonus reference);
 * - `name`: shown on the site, per language;
 * - the window: either `start`/`end` (ISO 8601 instants, one window) or `daily` (`open`/`close` "HH:mm" in the brand
 *   timezone, both minutes included: "00:00"-"23:59" is the whole day, one window a day);
 * - `poolMinor`: the money of one window, minor units; `minMinor`/`maxMinor`: the range of one envelope (the last
 *   envelope of a window gets what is left when that is less than the draw);
 * - `turnoverMultiplier`: the bonus's turnover target as a multiple of the amount (0 = free at once);
 * - `eligibility.depositTodayMinor`: credited deposits the member needs on the window's brand-timezone day (minor
 *   units; absent or "0" = none).
 * Browser-safe.
 */
import { type JsonSchema, closedObject, dateTime, localizedText } from './common';

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected':
    'an amount in minor units as a string of digits, e.g. "50000" (= 500.00 in a 2-decimal currency)',
};

/** One envelope is at most 9 digits of minor units so a draw's range fits one 32-bit number of the fair stream. */
const envelopeMinor: JsonSchema = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,8}$',
  'x-expected': 'an amount in minor units above 0, at most 9 digits, e.g. "1000" (= 10.00)',
};

const hhmm: JsonSchema = {
  type: 'string',
  pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
  'x-expected': 'a time "HH:mm" (24 h) in the brand timezone',
};

const round: JsonSchema = closedObject(
  {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,39}$',
      'x-expected': 'a round id of lower-case letters, digits, "-" or "_"',
    },
    name: localizedText,
    start: dateTime,
    end: dateTime,
    daily: closedObject({ open: hhmm, close: hhmm }),
    poolMinor: { ...minor, pattern: '^[1-9][0-9]{0,17}$' },
    minMinor: envelopeMinor,
    maxMinor: envelopeMinor,
    turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100, 'x-expected': 'an integer 0 to 100' },
    eligibility: closedObject({ depositTodayMinor: minor }, ['depositTodayMinor']),
    enabled: { type: 'boolean' },
  },
  ['start', 'end', 'daily', 'eligibility'],
);

/** The brand's `redEnvelope`. */
export const redEnvelopeSchema: JsonSchema = closedObject({
  rounds: { type: 'array', maxItems: 50, items: round, 'x-expected': 'a list of at most 50 rounds' },
});

/** One red-envelope round (see the file header). Amounts in minor units as digit strings. */
export interface RedEnvelopeRoundConfig {
  id: string;
  name: Record<string, string>;
  start?: string;
  end?: string;
  daily?: { open: string; close: string };
  poolMinor: string;
  minMinor: string;
  maxMinor: string;
  turnoverMultiplier: number;
  eligibility?: { depositTodayMinor?: string };
  enabled: boolean;
}

/** A brand's red envelopes (schema above). */
export interface RedEnvelopeConfig {
  rounds: RedEnvelopeRoundConfig[];
}
