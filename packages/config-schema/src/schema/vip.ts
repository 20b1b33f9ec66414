/**
 * VIP ranks and rebate (bonus bets) of a brand: `vip` and `rebate` at the root of the merged brand (spec 2 side menu
 * "VIP bonus" `playerRank` and "bonus bets" `manualRebate`; docs/architecture.md "Loyalty"). Both are server-only
 * (`backend`): the member reads their own level, benefits and accruals through the API, never the raw config.
 * Money is minor units of the brand currency as strings; rates are basis points (1/100 %).
 * Browser-safe (schemas and types only).
 */
import { assetUrl, closedObject, localizedText, type JsonSchema } from './common';

const minor: JsonSchema = {
  type: 'string',
  pattern: '^(0|[1-9][0-9]{0,17})$',
  'x-expected': 'an amount in minor units as a string of digits, e.g. "50000" for 500.00',
};

const basisPoints: JsonSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 10000,
  'x-expected': 'basis points, 0 to 10000 (100 = 1 %)',
};

/** The rebate categories: every settled round counts in the one its game type maps to (`rebate.categories`). */
export const REBATE_CATEGORIES = ['live', 'lottery', 'pvp', 'slots', 'sports'] as const;

/** One rebate category id. */
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

const perCategory = (item: JsonSchema): JsonSchema =>
  closedObject(Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, item])));

/** Sub-schemas the levels use several times; the brand schema includes them in its `$defs`. */
export const vipDefs: Record<string, JsonSchema> = {
  /** A VIP bonus paid as a bonus with a turnover target of `turnoverMultiplier` times its amount (0: no target). */
  vipBonus: closedObject({
    amountMinor: minor,
    turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100, 'x-expected': 'an integer 0 to 100' },
  }),
  /** Deposits and turnover over the window. */
  vipThresholds: closedObject({ depositMinor: minor, turnoverMinor: minor }),
};
const vipBonus: JsonSchema = { $ref: '#/$defs/vipBonus' };

const vipLevel: JsonSchema = closedObject(
  {
    level: { type: 'integer', minimum: 0, maximum: 99 },
    name: localizedText,
    badge: assetUrl,
    /** Reached when both are met over the window. */
    qualify: { $ref: '#/$defs/vipThresholds' },
    /** Kept (at the daily check) when both are met over the window; else the member drops to a level they keep. */
    keep: { $ref: '#/$defs/vipThresholds' },
    benefits: closedObject(
      {
        /** Points earned are multiplied by this, in hundredths (100 = x1.00). */
        pointsMultiplierPct: { type: 'integer', minimum: 0, maximum: 10000 },
        rebateBp: perCategory(basisPoints),
        withdrawal: closedObject({
          dailyCount: { type: 'integer', minimum: 0, maximum: 1000 },
          dailyMaxMinor: minor,
        }),
        levelUpBonus: vipBonus,
        weeklyBonus: vipBonus,
        monthlyBonus: vipBonus,
      },
      ['levelUpBonus', 'weeklyBonus', 'monthlyBonus'],
    ),
  },
  ['badge'],
);

/** `vip`: the levels, in ascending order from level 0, and the rolling window their thresholds are read over. */
export const vipSchema: JsonSchema = closedObject({
  windowDays: { type: 'integer', minimum: 1, maximum: 365, 'x-expected': 'days, 1 to 365' },
  levels: { type: 'array', items: vipLevel, minItems: 1, maxItems: 100 },
});

/** `rebate`: how accruals pay and which game types count in which category. */
export const rebateSchema: JsonSchema = closedObject({
  mode: {
    enum: ['manual', 'auto'],
    'x-expected': '"manual" (the member claims) or "auto" (paid by the job)',
  },
  /** Auto mode: the hour (brand timezone, 0 to 23) from which the previous days' accruals are paid. */
  autoPayHour: { type: 'integer', minimum: 0, maximum: 23 },
  /** Manual mode: how many days back (today included) an accrual may still be claimed. */
  claimDays: { type: 'integer', minimum: 1, maximum: 31 },
  turnoverMultiplier: { type: 'integer', minimum: 0, maximum: 100 },
  categories: perCategory({
    type: 'array',
    items: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', 'x-expected': 'a game type such as "LIVE"' },
    uniqueItems: true,
  }),
});

/** Both keys as the brand schema references them. */
export const loyaltyProperties: Record<'vip' | 'rebate', JsonSchema> = {
  vip: { 'x-visibility': 'backend', ...vipSchema },
  rebate: { 'x-visibility': 'backend', ...rebateSchema },
};

/** A VIP bonus's terms. */
export interface VipBonusConfig {
  amountMinor: string;
  turnoverMultiplier: number;
}

/** One VIP level of `vip.levels`. */
export interface VipLevelConfig {
  level: number;
  name: Record<string, string>;
  badge?: string;
  qualify: { depositMinor: string; turnoverMinor: string };
  keep: { depositMinor: string; turnoverMinor: string };
  benefits: {
    pointsMultiplierPct: number;
    rebateBp: Record<RebateCategory, number>;
    withdrawal: { dailyCount: number; dailyMaxMinor: string };
    levelUpBonus?: VipBonusConfig;
    weeklyBonus?: VipBonusConfig;
    monthlyBonus?: VipBonusConfig;
  };
}

/** `vip` of the brand config. */
export interface VipConfig {
  windowDays: number;
  levels: VipLevelConfig[];
}

/** `rebate` of the brand config. */
export interface RebateConfig {
  mode: 'manual' | 'auto';
  autoPayHour: number;
  claimDays: number;
  turnoverMultiplier: number;
  categories: Record<RebateCategory, string[]>;
}
