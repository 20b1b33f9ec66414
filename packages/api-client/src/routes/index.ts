/**
 * The route table: one descriptor per API call (method, path, auth, rate-limit class, JWE body, guard, from the
 * area's JSON; phantom request and response types from the call's schemas), grouped by area. Plain data, no TypeBox at
 * run time; the server registers every call from it (apps/server/src/http/route.ts) with the schemas of
 * `@playdeck/api-client/route-schemas`. The site imports one area at a time (`@playdeck/api-client/routes/<area>`).
 */
import { crypto } from './crypto.ts';
import { system } from './system.ts';
import { captcha } from './captcha.ts';
import { sms } from './sms.ts';
import { session } from './session.ts';
import { member } from './member.ts';
import { wallet } from './wallet.ts';
import { events } from './events.ts';
import { content } from './content.ts';
import { games } from './games.ts';
import { messages } from './messages.ts';
import { launch } from './launch.ts';
import { payments } from './payments.ts';
import { ops } from './ops.ts';
import { bonus } from './bonus.ts';
import { agentContracts } from './agentContracts.ts';
import { records } from './records.ts';
import { agentTeam } from './agentTeam.ts';
import { lottery } from './lottery.ts';
import { points } from './points.ts';
import { loyalty } from './loyalty.ts';
import { player } from './player.ts';
import { protection } from './protection.ts';
import { redEnvelope } from './redEnvelope.ts';
import { rewards } from './rewards.ts';
import { referral } from './referral.ts';
import { leaderboard } from './leaderboard.ts';
import { missions } from './missions.ts';
import type { AnyRoute } from '../route.ts';

export * from '../route.ts';

/** Every call, by area then name: `routes.session.login`. */
export const routes = {
  crypto,
  system,
  captcha,
  sms,
  session,
  member,
  wallet,
  events,
  content,
  games,
  messages,
  launch,
  payments,
  ops,
  bonus,
  agentContracts,
  records,
  agentTeam,
  lottery,
  points,
  loyalty,
  player,
  protection,
  redEnvelope,
  rewards,
  referral,
  leaderboard,
  missions,
};

/** Every descriptor of the table, in table order. */
export const allRoutes: readonly AnyRoute[] = Object.values(routes).flatMap((area) => Object.values(area));
