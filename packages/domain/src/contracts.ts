/**
 * Agent contract types (spec section 3 "Contracts", "Consolidated contract info"; spec section 6 feature flags
 * dividend, daily, hourly and real-time salary): a dividend on the team's profit and loss, and three salaries on the
 * team's bets. Whether a brand enables each is a feature flag of its config, not this list.
 */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;

/** One contract type, e.g. `daily`. */
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Settlement periods of a contract (spec section 3 "Contracts"). The salaries have a fixed period (realtime `5min`,
 * hourly `hourly`, daily `daily`); a dividend settles over one of {@link DIVIDEND_PERIODS}.
 */
export const CONTRACT_PERIODS = ['5min', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;

/** One settlement period, e.g. `weekly`. */
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The periods a dividend contract may choose (spec section 3 "Contracts"). */
export const DIVIDEND_PERIODS: readonly ContractPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];
