/**
 * Leaderboard competitions (spec sections 1 "leaderboard", 2 member-center page `missionLeaderboard`, 7 "mission
 * summary and leaderboard"; docs/decisions.md D38). Money is a decimal string in the brand currency ("1500.00"); a
 * win multiplier is a decimal string with 2 decimals ("12.50" = 12.5 x the stake); dates ISO 8601 UTC.
 *
 * Call:
 * - `GET /wps/leaderboard` (full member; trial members 403 TRIAL_FORBIDDEN) -> {@link LeaderboardPage}: the brand's
 *   enabled competitions in config order, each with its title in the caller's language, window, metric, prizes by rank,
 *   state (`upcoming`, `live`, `ended` = waiting for its close, `closed` = prizes paid), the top standings (usernames
 *   masked "pl***42", as on the referral page; `mine` marks the caller's row) and the caller's own rank (null when not
 *   ranked: below the minimum turnover or no round), score and turnover in the window, and the prize paid to the caller.
 *   Standings count settled rounds in the window; protected (self-excluded, timed-out) members are left out (D34).
 * - `POST /ops/api/leaderboard/close` (operator, cashier or above) -> {@link CloseValue}: runs the close job now (every
 *   brand's ended competitions not closed yet; each prize rank paid once, D38); `paid` counts the ranks this run paid.
 */
import { Type, type Static } from 'typebox';

const Money = Type.String();

export const LeaderboardPrize = Type.Object({
  fromRank: Type.Integer(),
  toRank: Type.Integer(),
  amount: Money,
  turnoverMultiplier: Type.Integer(),
});

export const LeaderboardRow = Type.Object({
  rank: Type.Integer(),
  /** Username masked: first 2 and last 2 characters. */
  name: Type.String(),
  /** Turnover (money) or the best win multiple, 2 decimals. */
  score: Type.String(),
  mine: Type.Boolean(),
});

export const LeaderboardCompetition = Type.Object({
  id: Type.String(),
  title: Type.String(),
  metric: Type.Union([Type.Literal('turnover'), Type.Literal('winMultiplier')]),
  start: Type.String(),
  end: Type.String(),
  state: Type.Union([
    Type.Literal('upcoming'),
    Type.Literal('live'),
    Type.Literal('ended'),
    Type.Literal('closed'),
  ]),
  gameTypes: Type.Array(Type.String()),
  /** Turnover needed in the window to be ranked. */
  minTurnover: Money,
  prizes: Type.Array(LeaderboardPrize),
  top: Type.Array(LeaderboardRow),
  own: Type.Object({
    rank: Type.Union([Type.Integer(), Type.Null()]),
    score: Type.String(),
    turnover: Money,
  }),
  /** The prize paid to the caller at the close, or null. */
  prize: Type.Union([Money, Type.Null()]),
});
export type LeaderboardCompetition = Static<typeof LeaderboardCompetition>;

export const LeaderboardPage = Type.Object({
  currency: Type.String(),
  /** The brand timezone (IANA), for showing the window. */
  timezone: Type.String(),
  competitions: Type.Array(LeaderboardCompetition),
});
export type LeaderboardPage = Static<typeof LeaderboardPage>;

/** What an operator's close run did: prize ranks paid by this run. */
export const CloseValue = Type.Object({ paid: Type.Integer() });
export type CloseValue = Static<typeof CloseValue>;
