/**
 * Missions (spec sections 1 "missions", 2 member-center `missionLeaderboard`, 4 statuses, 7 "mission summary";
 * docs/decisions.md D37). Money is a decimal string in the brand currency ("12.34"); counts (rounds, login days) are
 * whole numbers as strings. Times ISO 8601 UTC.
 *
 * Calls:
 * - `GET /wps/missions` (full member) -> {@link MissionList}: the brand's daily then weekly missions in their current
 *   windows (brand timezone; weeks from Monday) with the member's progress, target and status (`Process`, `Claim`,
 *   `Claimed`), and `claimable` (the red badge).
 * - `POST /wps/missions/claim` {@link ClaimMissionBody} (full member) -> {@link MissionClaimed}. Errors: 404
 *   MISSION_NOT_FOUND, 409 MISSION_NOT_COMPLETE (value `{ progress, target }`), MISSION_ALREADY_CLAIMED, 403
 *   TIMED_OUT / SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT (protected member, D34), 400 VALIDATION.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

export const MissionReward = Type.Union([
  Type.Object({
    type: Type.Literal('bonus'),
    amount: Money,
    /** The bonus's turnover target as a multiple of the amount (D17). */
    turnoverMultiple: Type.Integer(),
  }),
  Type.Object({ type: Type.Literal('points'), points: Type.Integer() }),
]);
export type MissionReward = Static<typeof MissionReward>;

export const Mission = Type.Object({
  id: Type.String(),
  /** In the caller's language. */
  title: Type.String(),
  period: Type.Union([Type.Literal('daily'), Type.Literal('weekly')]),
  kind: Type.Union([
    Type.Literal('deposit'),
    Type.Literal('turnover'),
    Type.Literal('rounds'),
    Type.Literal('loginStreak'),
  ]),
  /** Money (deposit, turnover) or a count (rounds, loginStreak); progress is capped at the target. */
  progress: Type.String(),
  target: Type.String(),
  /** Progress in percent, 0 to 100 (whole). */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  status: Type.Union([Type.Literal('Process'), Type.Literal('Claim'), Type.Literal('Claimed')]),
  reward: MissionReward,
  category: Type.Optional(Type.String()),
  gameType: Type.Optional(Type.String()),
  /** The window: [startsAt, endsAt). */
  startsAt: Type.String(),
  endsAt: Type.String(),
  claimedAt: Type.Optional(Type.String()),
});
export type Mission = Static<typeof Mission>;

export const MissionList = Type.Object({
  currency: Type.String(),
  missions: Type.Array(Mission),
  /** Missions with status `Claim` (0 for a protected member). */
  claimable: Type.Integer({ minimum: 0 }),
});
export type MissionList = Static<typeof MissionList>;

export const ClaimMissionBody = Type.Object({
  missionId: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' }),
});
export type ClaimMissionBody = Static<typeof ClaimMissionBody>;

export const MissionClaimed = Type.Object({
  missionId: Type.String(),
  /** The window's key: 'D<YYYY-MM-DD>' (daily) or 'W<YYYY-MM-DD>' (the week's Monday). */
  period: Type.String(),
  reward: MissionReward,
});
export type MissionClaimed = Static<typeof MissionClaimed>;
