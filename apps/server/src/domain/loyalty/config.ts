/**
 * A brand's VIP levels and rebate settings (`vip` and `rebate` of config/brands/<id>/brand.json over _base; schema in
 * packages/config-schema/src/schema/vip.ts), with amounts as bigint minor units, levels sorted ascending. A brand
 * without them (built by hand in tests, or a config that leaves them out) has no VIP levels and no rebate.
 */
import {
  REBATE_CATEGORIES,
  type RebateCategory,
  type VipBonusConfig,
  type VipLevelConfig,
} from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';

/** The kinds of VIP bonus (vip_bonus_claims.kind). */
export type VipBonusKind = 'levelup' | 'weekly' | 'monthly';

/** A VIP bonus's terms in minor units. */
export interface VipBonusTerms {
  amountMinor: bigint;
  turnoverMultiplier: number;
}

/** One VIP level, amounts in minor units. */
export interface VipLevel {
  level: number;
  name: Record<string, string>;
  badge?: string;
  qualify: { depositMinor: bigint; turnoverMinor: bigint };
  keep: { depositMinor: bigint; turnoverMinor: bigint };
  pointsMultiplierPct: number;
  rebateBp: Record<RebateCategory, number>;
  withdrawal: { dailyCount: number; dailyMaxMinor: bigint };
  bonuses: Partial<Record<VipBonusKind, VipBonusTerms>>;
}

/** VIP settings of a brand. */
export interface VipSettings {
  windowDays: number;
  /** Ascending by level; empty when the brand has no VIP levels. */
  levels: VipLevel[];
}

/** Rebate settings of a brand. */
export interface RebateSettings {
  enabled: boolean;
  mode: 'manual' | 'auto';
  autoPayHour: number;
  claimDays: number;
  turnoverMultiplier: number;
  /** Game types of each category. */
  categories: Record<RebateCategory, string[]>;
}

const terms = (b: VipBonusConfig | undefined): VipBonusTerms | undefined =>
  b && BigInt(b.amountMinor) > 0n
    ? { amountMinor: BigInt(b.amountMinor), turnoverMultiplier: b.turnoverMultiplier }
    : undefined;

function level(l: VipLevelConfig): VipLevel {
  const bonuses: Partial<Record<VipBonusKind, VipBonusTerms>> = {};
  const up = terms(l.benefits.levelUpBonus);
  const week = terms(l.benefits.weeklyBonus);
  const month = terms(l.benefits.monthlyBonus);
  if (up) bonuses.levelup = up;
  if (week) bonuses.weekly = week;
  if (month) bonuses.monthly = month;
  return {
    level: l.level,
    name: l.name,
    ...(l.badge ? { badge: l.badge } : {}),
    qualify: { depositMinor: BigInt(l.qualify.depositMinor), turnoverMinor: BigInt(l.qualify.turnoverMinor) },
    keep: { depositMinor: BigInt(l.keep.depositMinor), turnoverMinor: BigInt(l.keep.turnoverMinor) },
    pointsMultiplierPct: l.benefits.pointsMultiplierPct,
    rebateBp: l.benefits.rebateBp,
    withdrawal: {
      dailyCount: l.benefits.withdrawal.dailyCount,
      dailyMaxMinor: BigInt(l.benefits.withdrawal.dailyMaxMinor),
    },
    bonuses,
  };
}

const vipCache = new WeakMap<Brand, VipSettings>();
const rebateCache = new WeakMap<Brand, RebateSettings>();

/** The brand's VIP settings (read once per brand object). */
export function vipSettings(brand: Brand): VipSettings {
  const hit = vipCache.get(brand);
  if (hit) return hit;
  const v = brand.config?.config.vip;
  const s: VipSettings = {
    windowDays: v?.windowDays ?? 30,
    levels: (v?.levels ?? []).map(level).sort((a, b) => a.level - b.level),
  };
  vipCache.set(brand, s);
  return s;
}

/** The brand's rebate settings (read once per brand object); `enabled` is false without a `rebate` key. */
export function rebateSettings(brand: Brand): RebateSettings {
  const hit = rebateCache.get(brand);
  if (hit) return hit;
  const r = brand.config?.config.rebate;
  const s: RebateSettings = {
    enabled: r !== undefined && vipSettings(brand).levels.length > 0,
    mode: r?.mode ?? 'manual',
    autoPayHour: r?.autoPayHour ?? 0,
    claimDays: r?.claimDays ?? 1,
    turnoverMultiplier: r?.turnoverMultiplier ?? 0,
    categories:
      r?.categories ??
      (Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, []])) as unknown as Record<
        RebateCategory,
        string[]
      >),
  };
  rebateCache.set(brand, s);
  return s;
}

/** The level entry of `n` (the lowest level when `n` is not configured), or undefined without levels. */
export function levelOf(s: VipSettings, n: number): VipLevel | undefined {
  return s.levels.find((l) => l.level === n) ?? s.levels[0];
}
