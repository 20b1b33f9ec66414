/**
 * Schema of a brand's loyalty points (`points` in config/brands/<id>/brand.json over _base; docs/decisions.md D11,
 * D24; spec sections 2 "points mall", 3 "points categories", 7 "points calls", 9 "points never expire"):
 * - `categories`: the points category of each game type (live, lottery, pvp, slots, sports); a game type not listed
 *   earns nothing;
 * - `rates`: points earned per one unit (major unit of the brand currency) of settled turnover, per category, and per
 *   unit of a credited deposit (`deposit`); decimal strings, "0" = none. Points are whole: a round's points are
 *   rounded down;
 * - `convert`: converting points to cash in the main wallet (spec 7 "convert"): `pointsPerUnit` points buy one unit,
 *   at least `minPoints` at a time; absent = no conversion;
 * - `mall`: the points mall catalogue. An item is `cash` (paid into the main wallet on approval), `bonus` (a bonus with
 *   a turnover target, paid on approval through the bonus path: docs/decisions.md D17) or `goods` (a physical item,
 *   the member gives delivery details). `points` is its price; `amountRequirementMinor` the member's credited deposits
 *   it takes to redeem (minor units, "0" = none); `stock` the units the brand offers in all; `perMemberLimit` the units
 *   one member may redeem; `availableFrom`/`availableUntil` the window; `pictures` an image per language.
 * Backend: the site reads the catalogue through the points config call.
 */
import {
  DRAFT_2020_12,
  SCHEMA_BASE,
  assetUrl,
  closedObject,
  dateTime,
  localizedText,
  type JsonSchema,
} from './common';

/** Points categories of spec section 3 (besides `redeem` and `deposit`, which are not earned by a round). */
export const POINTS_CATEGORIES = ['live', 'lottery', 'pvp', 'slots', 'sports'] as const;

const rate: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,5})(?:\\.[0-9]{1,6})?$',
  'x-expected': 'points per unit as a decimal string, e.g. "1" or "0.05"',
};

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected':
    'an amount in minor units as a string of digits, e.g. "50000" (= 500.00 in a 2-decimal currency)',
};

const mallItem: JsonSchema = closedObject(
  {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,39}$',
      'x-expected': 'an item id of lower-case letters, digits, "-" or "_"',
    },
    type: { enum: ['cash', 'bonus', 'goods'], 'x-expected': '"cash", "bonus" or "goods"' },
    name: localizedText,
    description: localizedText,
    pictures: {
      type: 'object',
      minProperties: 1,
      additionalProperties: assetUrl,
      'x-expected': 'an image per language, e.g. {"en": "/points/phone.svg"}',
    },
    points: { type: 'integer', minimum: 1, maximum: 1_000_000_000, 'x-expected': 'points, at least 1' },
    amountMinor: minor,
    turnoverMinor: minor,
    amountRequirementMinor: minor,
    stock: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    perMemberLimit: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    availableFrom: dateTime,
    availableUntil: dateTime,
    enabled: { type: 'boolean' },
  },
  [
    'description',
    'amountMinor',
    'turnoverMinor',
    'amountRequirementMinor',
    'availableFrom',
    'availableUntil',
  ],
);

/** The brand's `points`. */
export const pointsSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}points.json`,
  ...closedObject(
    {
      categories: {
        type: 'object',
        propertyNames: { pattern: '^[A-Z][A-Z0-9_]{0,31}$', 'x-expected': 'a game type such as "LIVE"' },
        additionalProperties: { enum: [...POINTS_CATEGORIES] },
        'x-expected': 'the points category of each game type, e.g. {"LIVE": "live", "RNG": "slots"}',
      },
      rates: closedObject(
        { live: rate, lottery: rate, pvp: rate, slots: rate, sports: rate, deposit: rate },
        [],
      ),
      convert: closedObject({
        pointsPerUnit: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
        minPoints: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
      }),
      mall: { type: 'array', maxItems: 200, items: mallItem },
    },
    ['convert'],
  ),
};
