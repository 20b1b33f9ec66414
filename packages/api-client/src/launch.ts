/**
 * Game launch (docs/architecture.md "Game launch"; spec 4 "Game launch", spec 7 "Launch /wps/game/launchGame", spec 8).
 *
 * `POST /wps/game/launchGame` with {@link LaunchBody} -> {@link LaunchValue}.
 * - `mode: 'real'` (default): login required (401 NOT_LOGGED_IN); trial members 403 TRIAL_FORBIDDEN (the
 *   real-account message); the vendor in maintenance 503 GAME_MAINTENANCE ('Game maintenance'); an unknown or
 *   unavailable game or vendor 404 GAME_NOT_FOUND. Game types ELOTT, LOTT, SPORTS, ESPORTS and COCKFIGHT launch at
 *   vendor level (`nodeId` optional); every other type needs the game's `nodeId`. The answer's `url` carries a
 *   one-time launch token (60 s, single use), never the session token; the launch records a recent play.
 * - `mode: 'demo'` (the free-trial button, supportPlay 0): no login, no wallet, no token; 400 FREE_TRIAL_UNAVAILABLE
 *   when the game has no free trial.
 */
import { Type, type Static } from 'typebox';

export const LAUNCH_PATH = '/wps/game/launchGame';

export const LaunchBody = Type.Object({
  vassalage: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  gameType: Type.String({ pattern: '^[A-Z]{2,16}$' }),
  gameCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' })),
  nodeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  mode: Type.Optional(Type.Union([Type.Literal('real'), Type.Literal('demo')])),
  language: Type.Optional(Type.String({ maxLength: 16 })),
});
export type LaunchBody = Static<typeof LaunchBody>;

export const LaunchValue = Type.Object({
  /** Where the game frame points: a launch host of the brand (launchGameCDNs) or this site's origin ("/..."). */
  url: Type.String(),
  mode: Type.Union([Type.Literal('real'), Type.Literal('demo')]),
  vassalage: Type.String(),
  gameType: Type.String(),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  nodeId: Type.Union([Type.Integer(), Type.Null()]),
  /** Seconds the launch token stays valid (0 in demo mode: no token). */
  expiresIn: Type.Integer(),
});
export type LaunchValue = Static<typeof LaunchValue>;
