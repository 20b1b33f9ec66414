/**
 * Schema of a brand's missions (`missions` in config/brands/<id>/brand.json over _base; spec sections 1 "missions", 2
 * member-center `missionLeaderboard`, 4 statuses, 7 "mission summary"; docs/decisions.md D37). A mission is a goal of
 * one window (a brand-timezone day, or a week from Monday) whose progress is read from the member's deposits and
 * rounds; once reached, the member claims its reward once per window.
 * - `id`: stable mission id (part of the claim's key and of the bonus reference);
 * - `title`: shown on the site, per language;
 * - `period`: `daily` (brand-timezone day) or `weekly` (Monday 00:00 to the next Monday, brand timezone);
 * - `kind` and `target`:
 *   - `deposit`: credited deposits in the window reach `target` (minor units);
 *   - `turnover`: settled stakes in the window reach `target` (minor units), of game type `gameType` or of points
 *     category `category` (the brand's `points.categories` maps game types to categories) when given;
 *   - `rounds`: `target` settled rounds in the window, filtered the same way;
 *   - `loginStreak`: `target` brand-timezone days in a row, inside the window, on which the member logged in;
 * - `reward`: `{ type: "bonus", amountMinor, turnoverMultiplier }` (a bonus with its turnover target, D17) or
 *   `{ type: "points", points }` (loyalty points);
 * - `enabled`: false hides the mission.
 * Browser-safe.
 */
import { type JsonSchema, closedObject, localizedText } from './common';
import { POINTS_CATEGORIES } from './points';

const positiveDigits: JsonSchema = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,17}$',
  'x-expected':
    'a whole number above 0 as a string of digits: minor units for deposit and turnover ("50000" = 500.00), a count for rounds and loginStreak',
};

const bonusReward: JsonSchema = closedObject({
  type: { const: 'bonus' },
  amountMinor: { ...positiveDigits, 'x-expected': 'the bonus in minor units, e.g. "2000" (= 20.00)' },
  turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100, 'x-expected': 'an integer 0 to 100' },
});

const pointsReward: JsonSchema = closedObject({
  type: { const: 'points' },
  points: { type: 'integer', minimum: 1, maximum: 1_000_000, 'x-expected': 'whole points, 1 to 1000000' },
});

const mission: JsonSchema = closedObject(
  {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,39}$',
      'x-expected': 'a mission id of lower-case letters, digits, "-" or "_"',
    },
    title: localizedText,
    period: { enum: ['daily', 'weekly'], 'x-expected': '"daily" or "weekly"' },
    kind: {
      enum: ['deposit', 'turnover', 'rounds', 'loginStreak'],
      'x-expected': '"deposit", "turnover", "rounds" or "loginStreak"',
    },
    target: positiveDigits,
    category: { enum: [...POINTS_CATEGORIES], 'x-expected': `one of ${POINTS_CATEGORIES.join(', ')}` },
    gameType: {
      type: 'string',
      pattern: '^[A-Z][A-Z0-9_]{0,31}$',
      'x-expected': 'a game type such as "LIVE"',
    },
    reward: {
      oneOf: [bonusReward, pointsReward],
      'x-expected': '{"type": "bonus", "amountMinor", "turnoverMultiplier"} or {"type": "points", "points"}',
    },
    enabled: { type: 'boolean' },
  },
  ['category', 'gameType'],
);

/** The brand's `missions`. */
export const missionsSchema: JsonSchema = closedObject({
  items: { type: 'array', maxItems: 50, items: mission, 'x-expected': 'a list of at most 50 missions' },
});

/** What a mission pays once claimed. Amounts in minor units as digit strings. */
export type MissionRewardConfig =
  { type: 'bonus'; amountMinor: string; turnoverMultiplier: number } | { type: 'points'; points: number };

/** One mission (see the file header). */
export interface MissionConfig {
  id: string;
  title: Record<string, string>;
  period: 'daily' | 'weekly';
  kind: 'deposit' | 'turnover' | 'rounds' | 'loginStreak';
  /** Minor units (deposit, turnover) or a count (rounds, loginStreak), as digits. */
  target: string;
  category?: (typeof POINTS_CATEGORIES)[number];
  gameType?: string;
  reward: MissionRewardConfig;
  enabled: boolean;
}

/** A brand's missions (schema above). */
export interface MissionsConfig {
  items: MissionConfig[];
}
