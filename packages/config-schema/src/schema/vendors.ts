/**
 * Schema of vendors.json: vendors per game type and the menus (section 2). Home lanes and icon vendors are not config
 * keys: no code read them (the home page's lanes follow `gameTypes`). Menu entries name route ids that exist in code
 * (`ROUTE_IDS`): config orders, hides (by modId) and relabels them but cannot invent a route. Browser-safe.
 */
import { GAME_TYPES } from '@playdeck/domain/games';
import {
  DRAFT_2020_12,
  MOD_ID_PATTERN,
  SCHEMA_BASE,
  type JsonSchema,
  closedObject,
  uniqueList,
  vendorCode,
  visibility,
} from './common';

/**
 * Member-center page names (spec 2 "Member center pages"), in the spec's order: route ids that live in code (the
 * site's page registry, apps/web/src/features/member/registry.ts, takes its page names from here).
 */
export const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'playerRank',
  'manualRebate',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'pointMall',
  'redeemHistory',
  'pointsDetails',
  'accountStatement',
  'gameRecall',
  'realityCheck',
  'playerProtection',
] as const;

/** Agent-center page route ids (spec 2 "Agent center pages"), in the spec's order. */
export const AGENT_CENTER_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

/** Route ids a menu may link to (spec section 2: routes, member and agent center pages). */
export const ROUTE_IDS = [
  'home',
  'promotions',
  'pointMall',
  'help',
  'member',
  'agent',
  'agentHome',
  'favorite',
  'recent',
  'live',
  'rng',
  'pvp',
  'fish',
  'bgs',
  'inHouse',
  'sports',
  'esports',
  'lott',
  'elott',
  'cockfight',
  'vip',
  'referAndEarn',
  'bonusBets',
  'customerService',
  'appDownload',
  'feedback',
  'redEnvelope',
  'winnerBoard',
  ...MEMBER_CENTER_PAGES,
  ...AGENT_CENTER_PAGES,
  'signOut',
] as const;

const menuEntry: JsonSchema = closedObject(
  {
    route: { enum: [...ROUTE_IDS], 'x-expected': 'a route id defined in code (see ROUTE_IDS)' },
    modId: { type: 'string', pattern: MOD_ID_PATTERN, 'x-expected': `a modId matching ${MOD_ID_PATTERN}` },
    labelId: {
      type: 'string',
      pattern: '^[a-z][A-Za-z0-9_.]*$',
      maxLength: 100,
      'x-expected': 'a message id such as "menu.vip"',
    },
  },
  ['modId', 'labelId'],
);

const menu: JsonSchema = { type: 'array', items: { $ref: '#/$defs/menuEntry' } };

/** vendors.json */
export const vendorsSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}vendors.json`,
  ...visibility('frontend'),
  ...closedObject({
    gameTypes: {
      type: 'object',
      propertyNames: { enum: [...GAME_TYPES], 'x-expected': `a game type (${GAME_TYPES.join(', ')})` },
      additionalProperties: closedObject({ vendors: uniqueList(vendorCode) }),
    },
    menus: closedObject({
      header: menu,
      side: menu,
      footer: menu,
      avatar: menu,
      memberCenter: menu,
      agentCenter: menu,
      bottom: menu,
    }),
  }),
  $defs: { menuEntry },
};
