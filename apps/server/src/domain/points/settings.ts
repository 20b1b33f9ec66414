/**
 * A brand's points settings (`points` in config/brands/<id>/brand.json over _base; schema in
 * packages/config-schema/src/schema/points.ts; docs/decisions.md D11, D24), with rates as exact fractions so no point
 * is ever computed through a float.
 */
import type { PointsCategory, PointsConfig, PointsMallItemConfig } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';

/** An exact non-negative fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** Points categories a transfer is listed under (spec section 3 "Points categories"). */
export type PointsDetailCategory = PointsCategory | 'redeem' | 'deposit';

export interface PointsSettings {
  /** Game type (e.g. `LIVE`) -> points category; a game type not listed earns nothing. */
  categories: Record<string, PointsCategory>;
  /** Points per one major unit of settled turnover (per category) or of a credited deposit. */
  rates: Record<PointsCategory | 'deposit', Ratio>;
  convert?: { pointsPerUnit: number; minPoints: number };
  mall: PointsMallItemConfig[];
}

const ZERO: Ratio = { num: 0n, den: 1n };

/** "0.05" -> 5/100. */
export function parseRate(text: string): Ratio {
  const m = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!m) return ZERO;
  const frac = m[2] ?? '';
  return { num: BigInt(m[1]! + frac), den: 10n ** BigInt(frac.length) };
}

const EMPTY: PointsConfig = {
  categories: {},
  rates: { live: '0', lottery: '0', pvp: '0', slots: '0', sports: '0', deposit: '0' },
  mall: [],
};

const cache = new WeakMap<Brand, PointsSettings>();

/** The brand's points settings (read once per brand object); a brand built by hand (tests) earns nothing. */
export function pointsSettings(brand: Brand): PointsSettings {
  const hit = cache.get(brand);
  if (hit) return hit;
  const c = brand.config?.config.points ?? EMPTY;
  const rates = Object.fromEntries(
    Object.entries(c.rates).map(([k, v]) => [k, parseRate(v)]),
  ) as PointsSettings['rates'];
  const s: PointsSettings = {
    categories: c.categories,
    rates,
    ...(c.convert ? { convert: c.convert } : {}),
    mall: c.mall,
  };
  cache.set(brand, s);
  return s;
}

/**
 * Points earned by `amountMinor` of turnover (or deposit) at `rate` points per major unit, times `multiplier`, rounded
 * down to whole points: floor(amount * rate * multiplier / 10^exponent).
 */
export function pointsFor(amountMinor: bigint, rate: Ratio, exponent: number, multiplier: Ratio): bigint {
  if (amountMinor <= 0n || rate.num === 0n || multiplier.num === 0n) return 0n;
  return (amountMinor * rate.num * multiplier.num) / (rate.den * multiplier.den * 10n ** BigInt(exponent));
}

/**
 * The points multiplier of a member (VIP benefit "points multiplier", spec section 2 VIP): by default 1. The VIP ranks
 * set their own with {@link setPointsMultiplier}; the accrual job asks it once per settled source.
 */
export type PointsMultiplier = (db: Db, brand: Brand, memberId: string) => Promise<Ratio>;

let multiplier: PointsMultiplier = async () => ({ num: 1n, den: 1n });

/** Replaces the points multiplier (the VIP ranks module registers its own at start). */
export function setPointsMultiplier(fn: PointsMultiplier): void {
  multiplier = fn;
}

/** The member's points multiplier now (1 unless a VIP rank set one). */
export function pointsMultiplier(db: Db, brand: Brand, memberId: string): Promise<Ratio> {
  return multiplier(db, brand, memberId);
}
