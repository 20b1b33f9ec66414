/**
 * Schema of a brand's player protection settings (`protection` in brand.json; docs/decisions.md D19, D26): which
 * limits the member center offers, the defaults a new member starts with, the largest values a member may set, the
 * countries where a deposit limit must be set before the first deposit, the time-out and self-exclusion choices, the
 * cooling-off after an operator ends a permanent exclusion, and the help links of the blocked-login page.
 * Sources: UKGC RTS 12 (deposit limits over 24 h, 7 days and a month; a decrease at once, an increase after 24 h and a
 * confirmation), RTS 13 (time-outs), MGA player protection (self-exclusion, cooling-off). Browser-safe.
 */
import { type JsonSchema, closedObject, httpsUrl, localizedText, uniqueList } from './common';

/** The money limits a member can set; each has a 24 h, 7 d and 30 d rolling window. */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
/** The rolling windows of a money limit. */
export const PROTECTION_PERIODS = ['24h', '7d', '30d'] as const;
/** The time-out lengths of UKGC RTS 13. */
export const PROTECTION_TIMEOUTS = ['24h', '7d', '30d'] as const;
/** The self-exclusion lengths. */
export const PROTECTION_EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const;

const minorOrNone: JsonSchema = {
  type: 'string',
  pattern: '^(?:[1-9][0-9]{0,17})$',
  'x-expected': 'an amount in minor units as a string of digits above 0, e.g. "5000000" (= 50000.00 BDT)',
};

/** Sub-schemas used several times; the brand schema includes them in its `$defs`. */
export const protectionDefs: Record<string, JsonSchema> = {
  /** A money limit's amount per rolling window (each optional). */
  protectionPeriods: closedObject({ '24h': minorOrNone, '7d': minorOrNone, '30d': minorOrNone }, [
    '24h',
    '7d',
    '30d',
  ]),
};
const perPeriod: JsonSchema = { $ref: '#/$defs/protectionPeriods' };

const sessionMinutes: JsonSchema = {
  type: 'integer',
  minimum: 5,
  maximum: 1440,
  'x-expected': 'minutes, 5 to 1440 (24 hours)',
};

export const protectionSchema: JsonSchema = closedObject(
  {
    /** Which limits the member center offers (a kind not offered cannot be set; `session`: the session-length limit). */
    offered: uniqueList({ enum: [...PROTECTION_LIMIT_KINDS, 'session'] }),
    /** Limits every member starts with until it sets its own (a decrease of these is at once, as any). */
    defaults: closedObject({ deposit: perPeriod, loss: perPeriod, wager: perPeriod, sessionMinutes }, [
      'deposit',
      'loss',
      'wager',
      'sessionMinutes',
    ]),
    /** The largest value a member may set per kind (minor units) and for the session length (minutes). */
    maximum: closedObject({
      deposit: minorOrNone,
      loss: minorOrNone,
      wager: minorOrNone,
      sessionMinutes,
    }),
    /** Countries (ISO 3166-1 alpha-2, of the caller's address) where a deposit limit must exist before a deposit. */
    mandatoryDepositLimitCountries: uniqueList({
      type: 'string',
      pattern: '^[A-Z]{2}$',
      'x-expected': 'an ISO 3166-1 alpha-2 code such as "GB"',
    }),
    timeouts: uniqueList({ enum: [...PROTECTION_TIMEOUTS] }),
    exclusions: uniqueList({ enum: [...PROTECTION_EXCLUSIONS] }),
    /** Hours a member stays blocked after an operator ended its permanent exclusion (MGA cooling-off). */
    coolingOffHours: {
      type: 'integer',
      minimum: 24,
      maximum: 8760,
      'x-expected': 'hours, 24 to 8760 (one year)',
    },
    /** Links on the blocked-login page and the self-exclusion dialog (support organisations). */
    helpLinks: {
      type: 'array',
      maxItems: 5,
      items: closedObject({ label: localizedText, url: httpsUrl }),
    },
  },
  ['defaults', 'helpLinks'],
);
