/**
 * The payment settings of a brand (`payments` in config/brands/<id>/brand.json over _base; schema in
 * packages/config-schema), with amounts as bigint minor units. A brand built by hand (tests) without a loaded config
 * has no deposit methods and the _base withdrawal defaults.
 */
import type { DepositMethodConfig, PayoutAccountRule } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';

export interface DepositMethodSettings {
  id: string;
  name: string;
  provider: 'manual' | 'sandbox';
  minMinor: bigint;
  maxMinor: bigint;
  feeMinor: bigint;
  enabled: boolean;
  /** What a payout account of this channel is (src/domain/payments/payoutRules.ts); undefined: the generic rule. */
  payoutAccount?: PayoutAccountRule;
}

export interface PaymentSettings {
  depositMethods: DepositMethodSettings[];
  withdrawal: { minMinor: bigint; maxMinor: bigint };
  /** Spec section 4: a paid withdrawal unconfirmed within this many minutes counts as received. */
  receiptConfirmMinutes: number;
  /** A pending deposit expires after this many minutes. */
  depositExpiryMinutes: number;
  /** Proof images per withdrawal and bytes per image (spec sections 5 and 9: 3, 5 MB; brand `limits`). */
  proofMaxImages: number;
  proofMaxBytes: number;
}

const cache = new WeakMap<Brand, PaymentSettings>();

/** The brand's payment settings (read once per brand object). */
export function paymentSettings(brand: Brand): PaymentSettings {
  const hit = cache.get(brand);
  if (hit) return hit;
  const c = brand.config?.config;
  const p = c?.payments;
  const method = (m: DepositMethodConfig): DepositMethodSettings => ({
    id: m.id,
    name: m.name,
    provider: m.provider,
    minMinor: BigInt(m.minMinor),
    maxMinor: BigInt(m.maxMinor),
    feeMinor: BigInt(m.feeMinor),
    enabled: m.enabled,
    ...(m.payoutAccount ? { payoutAccount: m.payoutAccount } : {}),
  });
  const s: PaymentSettings = {
    depositMethods: (p?.depositMethods ?? []).map(method),
    withdrawal: {
      minMinor: BigInt(p?.withdrawal.minMinor ?? '10000'),
      maxMinor: BigInt(p?.withdrawal.maxMinor ?? '2500000'),
    },
    receiptConfirmMinutes: p?.receiptConfirmMinutes ?? 30,
    depositExpiryMinutes: p?.depositExpiryMinutes ?? 30,
    proofMaxImages: c?.limits.uploadMaxImages ?? 3,
    proofMaxBytes: c?.limits.uploadMaxBytes ?? 5 * 1024 * 1024,
  };
  cache.set(brand, s);
  return s;
}
