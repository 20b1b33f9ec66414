/**
 * The config schemas (JSON Schema draft 2020-12) and their `$id`s. Browser-safe.
 */
import { brandSchema } from './brand';
import { contentSchema } from './content';
import { registerSettingsSchema } from './register';
import { vendorsSchema } from './vendors';
import { whitelabelSchema } from './whitelabel';
import { POINTS_CATEGORIES, pointsSchema } from './points';
import { defSchemas, type JsonSchema } from './common';

export {
  brandSchema,
  contentSchema,
  defSchemas,
  pointsSchema,
  registerSettingsSchema,
  vendorsSchema,
  whitelabelSchema,
};
export { POINTS_CATEGORIES };
export * from './common';
export { BANNER_GROUPS, CONTENT_FILES } from './content';
export { MAX_FIELD_LENGTH, REGISTER_FIELDS } from './register';
export { COLOR_VALUE_PATTERN } from './theme';
export { ROUTE_IDS } from './vendors';
export {
  REBATE_CATEGORIES,
  type RebateCategory,
  type RebateConfig,
  type VipConfig,
  type VipLevelConfig,
  type VipBonusConfig,
} from './vip';
export { redEnvelopeSchema, type RedEnvelopeConfig, type RedEnvelopeRoundConfig } from './redEnvelope';
export { referralSchema, type ReferralConfig } from './referral';
export {
  leaderboardSchema,
  type LeaderboardCompetitionConfig,
  type LeaderboardConfig,
  type LeaderboardMetric,
  type LeaderboardPrizeConfig,
} from './leaderboard';
export {
  missionsSchema,
  type MissionConfig,
  type MissionRewardConfig,
  type MissionsConfig,
} from './missions';
export {
  PROTECTION_EXCLUSIONS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_TIMEOUTS,
} from './protection';

/** Every static schema, referenced by `$id` from the brand schema. */
export const allSchemas: readonly JsonSchema[] = [
  ...defSchemas,
  whitelabelSchema,
  registerSettingsSchema,
  vendorsSchema,
  contentSchema,
  pointsSchema,
  brandSchema,
];

/**
 * The standalone validators generated into `src/generated/validators.js` (one module, one export each): export name,
 * type, schema. `scripts/build-validators.ts` writes them; the drift test regenerates and compares.
 */
export const standaloneTargets: readonly {
  exportName: string;
  typeName: string;
  schema: JsonSchema;
}[] = [
  { exportName: 'validateBrand', typeName: 'BrandConfig', schema: brandSchema },
  { exportName: 'validateWhitelabel', typeName: 'WhitelabelConfig', schema: whitelabelSchema },
  { exportName: 'validateRegisterSettings', typeName: 'RegisterSettings', schema: registerSettingsSchema },
  { exportName: 'validateVendors', typeName: 'VendorsConfig', schema: vendorsSchema },
  { exportName: 'validateContent', typeName: 'ContentConfig', schema: contentSchema },
];
