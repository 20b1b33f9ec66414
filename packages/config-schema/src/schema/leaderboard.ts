/**
 * Schema of a brand's leaderboard competitions (`leaderboard` in config/brands/<id>/brand.json over _base; spec
 * sections 1 "leaderboard", 2 member-center page `missionLeaderboard`, 7 "mission summary and leaderboard";
 * docs/decisions.md D38). Each competition ranks members by a metric over a window of settled rounds and pays prizes by
 * rank once, when the window has closed.
 * - `id`: stable competition id (part of each payout's key and bonus reference);
 * - `title`: shown on the site, per language;
 * - `start`/`end`: the window, ISO 8601 instants (rounds settled at or after `start` and before `end` count);
 * - `metric`: `turnover` (the sum of settled stakes, minor units) or `winMultiplier` (the member's best single round,
 *   win / stake, in hundredths, floored);
 * - `gameTypes`: only rounds of these game types count (absent = every game type);
 * - `minTurnoverMinor`: settled stakes in the window a member needs to be ranked at all (absent or "0" = none);
 * - `prizes`: rank ranges (`fromRank`..`toRank`, both included, 1-based, not overlapping) -> `amountMinor` each, paid as
 *   a bonus whose turnover target is `amount x turnoverMultiplier` (D17);
 * - `enabled`: false hides the competition and pays nothing.
 * `showTop`: rows of the standings the site shows (default 10).
 * Browser-safe.
 */
import { GAME_TYPES } from '@playdeck/domain/games';
import { type JsonSchema, closedObject, dateTime, localizedText } from './common';

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected':
    'an amount in minor units as a string of digits, e.g. "50000" (= 500.00 in a 2-decimal currency)',
};

const rank: JsonSchema = { type: 'integer', minimum: 1, maximum: 1000, 'x-expected': 'a rank, 1 to 1000' };

const prize: JsonSchema = closedObject({
  fromRank: rank,
  toRank: rank,
  amountMinor: { ...minor, pattern: '^[1-9][0-9]{0,17}$' },
  turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100, 'x-expected': 'an integer 0 to 100' },
});

const competition: JsonSchema = closedObject(
  {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,39}$',
      'x-expected': 'a competition id of lower-case letters, digits, "-" or "_"',
    },
    title: localizedText,
    start: dateTime,
    end: dateTime,
    metric: { enum: ['turnover', 'winMultiplier'], 'x-expected': '"turnover" or "winMultiplier"' },
    gameTypes: {
      type: 'array',
      items: { enum: [...GAME_TYPES], 'x-expected': `a game type (${GAME_TYPES.join(', ')})` },
      uniqueItems: true,
      minItems: 1,
    },
    minTurnoverMinor: minor,
    prizes: { type: 'array', minItems: 1, maxItems: 50, items: prize, 'x-expected': '1 to 50 prize ranges' },
    enabled: { type: 'boolean' },
  },
  ['gameTypes', 'minTurnoverMinor'],
);

/** The brand's `leaderboard`. */
export const leaderboardSchema: JsonSchema = closedObject(
  {
    showTop: { type: 'integer', minimum: 3, maximum: 100, 'x-expected': 'rows shown, 3 to 100' },
    competitions: {
      type: 'array',
      maxItems: 50,
      items: competition,
      'x-expected': 'a list of at most 50 competitions',
    },
  },
  ['showTop'],
);

/** One prize range (see the file header). */
export interface LeaderboardPrizeConfig {
  fromRank: number;
  toRank: number;
  amountMinor: string;
  turnoverMultiplier: number;
}

/** The metric a competition ranks by. */
export type LeaderboardMetric = 'turnover' | 'winMultiplier';

/** One competition (see the file header). Amounts in minor units as digit strings. */
export interface LeaderboardCompetitionConfig {
  id: string;
  title: Record<string, string>;
  start: string;
  end: string;
  metric: LeaderboardMetric;
  gameTypes?: string[];
  minTurnoverMinor?: string;
  prizes: LeaderboardPrizeConfig[];
  enabled: boolean;
}

/** A brand's leaderboard competitions (schema above). */
export interface LeaderboardConfig {
  showTop?: number;
  competitions: LeaderboardCompetitionConfig[];
}
