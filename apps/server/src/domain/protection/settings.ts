/**
 * A brand's player protection settings (`protection` in brand.json over _base; schema in
 * packages/config-schema/src/schema/protection.ts; docs/decisions.md D26) with amounts as bigint minor units. A brand
 * built by hand (tests) without a loaded config offers nothing and has no defaults.
 */
import type { ProtectionConfig } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const PERIODS = ['24h', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];
/** A money limit `<kind>:<period>` or the session-length limit `session` (minutes). */
export type LimitKey = `${LimitKind}:${Period}` | 'session';
export const LIMIT_KEYS: readonly LimitKey[] = [
  ...LIMIT_KINDS.flatMap((k) => PERIODS.map((p) => `${k}:${p}` as LimitKey)),
  'session',
];

/** Window lengths in ms (rolling, ending now). */
export const PERIOD_MS: Record<Period, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};
export const TIMEOUT_MS: Record<'24h' | '7d' | '30d', number> = PERIOD_MS;
/** Self-exclusion lengths in ms (a month of 30 days, a year of 365 days); `permanent` has no end. */
export const EXCLUSION_MS: Record<'6m' | '1y' | '5y', number> = {
  '6m': 182 * 24 * 3_600_000,
  '1y': 365 * 24 * 3_600_000,
  '5y': 5 * 365 * 24 * 3_600_000,
};
/** An increase or removal of a limit may be confirmed this long after it was asked (UKGC RTS 12: 24 hours). */
export const INCREASE_DELAY_MS = 24 * 3_600_000;

export interface ProtectionSettings {
  offered: ReadonlySet<LimitKind | 'session'>;
  /** Default value per key (minor units; minutes for `session`). */
  defaults: Partial<Record<LimitKey, bigint>>;
  maximum: Record<LimitKind | 'session', bigint>;
  mandatoryDepositLimitCountries: readonly string[];
  timeouts: readonly ('24h' | '7d' | '30d')[];
  exclusions: readonly ('6m' | '1y' | '5y' | 'permanent')[];
  coolingOffMs: number;
  helpLinks: NonNullable<ProtectionConfig['helpLinks']>;
}

const cache = new WeakMap<Brand, ProtectionSettings>();

/** The brand's protection settings (read once per brand object). */
export function protectionSettings(brand: Brand): ProtectionSettings {
  const hit = cache.get(brand);
  if (hit) return hit;
  const p = brand.config?.config.protection;
  const defaults: Partial<Record<LimitKey, bigint>> = {};
  for (const kind of LIMIT_KINDS)
    for (const period of PERIODS) {
      const v = p?.defaults?.[kind]?.[period];
      if (v) defaults[`${kind}:${period}`] = BigInt(v);
    }
  if (p?.defaults?.sessionMinutes) defaults.session = BigInt(p.defaults.sessionMinutes);
  const s: ProtectionSettings = {
    offered: new Set(p?.offered ?? []),
    defaults,
    maximum: {
      deposit: BigInt(p?.maximum.deposit ?? '0'),
      loss: BigInt(p?.maximum.loss ?? '0'),
      wager: BigInt(p?.maximum.wager ?? '0'),
      session: BigInt(p?.maximum.sessionMinutes ?? 0),
    },
    mandatoryDepositLimitCountries: p?.mandatoryDepositLimitCountries ?? [],
    timeouts: p?.timeouts ?? ['24h', '7d', '30d'],
    exclusions: p?.exclusions ?? ['6m', '1y', '5y', 'permanent'],
    coolingOffMs: (p?.coolingOffHours ?? 168) * 3_600_000,
    helpLinks: p?.helpLinks ?? [],
  };
  cache.set(brand, s);
  return s;
}

/** The kind of a key (`session` for the session-length limit). */
export const kindOf = (key: LimitKey): LimitKind | 'session' =>
  key === 'session' ? 'session' : (key.split(':')[0] as LimitKind);
