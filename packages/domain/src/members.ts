/**
 * The member type roles (spec section 6 "Roles and permissions"): a member's numeric `type` makes it an agent when
 * it is one of the brand's agent types, and a trial (free play) account when it is the brand's trial type. The numbers
 * themselves are brand config (brand.json `userTypes`, spec section 3 "Brand config"), never this package's.
 */
export const USER_TYPE_ROLES = ['agent', 'trial'] as const;

/** One member type role. */
export type UserTypeRole = (typeof USER_TYPE_ROLES)[number];

/** A brand's member types per role (brand.json `userTypes`, served to the site in the status info). */
export interface UserTypes {
  /** Member types that are agents (spec section 6: 1, 2, 41, 42 in the shipped brands). */
  agent: readonly number[];
  /** Member type of trial (free play) accounts (spec section 6: 4 in the shipped brands). */
  trial: number;
}
