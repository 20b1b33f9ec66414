/**
 * The route table: one descriptor per API call (method, path, phantom request and response types, auth, rate-limit
 * class, JWE body, guard), grouped by area. Plain data, no TypeBox: the site imports it; the server registers every
 * call from it (apps/server/src/http/route.ts) with the schemas of `@playdeck/api-client/route-schemas`.
 */
import * as crypto from './crypto.ts';
import * as system from './system.ts';
import * as captcha from './captcha.ts';
import * as sms from './sms.ts';
import * as session from './session.ts';
import * as member from './member.ts';
import * as wallet from './wallet.ts';
import * as events from './events.ts';
import * as content from './content.ts';
import * as games from './games.ts';
import * as messages from './messages.ts';
import * as launch from './launch.ts';
import * as payments from './payments.ts';
import * as ops from './ops.ts';
import * as bonus from './bonus.ts';
import * as agentContracts from './agentContracts.ts';
import * as records from './records.ts';
import * as agentTeam from './agentTeam.ts';
import * as lottery from './lottery.ts';
import * as points from './points.ts';
import * as loyalty from './loyalty.ts';
import * as player from './player.ts';
import * as protection from './protection.ts';
import * as redEnvelope from './redEnvelope.ts';
import * as rewards from './rewards.ts';
import * as referral from './referral.ts';
import * as leaderboard from './leaderboard.ts';
import * as missions from './missions.ts';
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
