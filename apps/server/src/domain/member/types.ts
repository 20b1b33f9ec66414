/**
 * The authenticated member as services see it ({@link AuthMember}), and a brand's member types per role (spec section 6 "Roles and permissions"; the roles are @playdeck/domain's
 * USER_TYPE_ROLES): the numbers come from brand.json `userTypes`; brands built by hand without a loaded config (tests)
 * fall back to the spec's numbers. A leaf module (it imports no service), so every service and route can ask
 * "is this member an agent / a trial account" without importing another service.
 */
import type { Brand } from '../../infra/brands/index.ts';

/** The authenticated member of a request (from the session token), as the services receive it. */
export interface AuthMember {
  id: string;
  username: string;
  type: number;
  tokenHash: string;
  /** Set while the member must change its password (docs/decisions.md D2): guarded routes answer PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword?: boolean;
  /**
   * When the session lapses unless used again, ms since the epoch on the server's clock: the idle limit (30 minutes
   * after the last active call, GLI-19) or the absolute one, whichever is first. Absent on members built by hand.
   */
  lapsesAt?: number;
}

/**
 * Member type of a free-play trial account for brands built without a loaded config (tests); a loaded brand's is
 * brand.json `userTypes.trial` ({@link trialType}; spec section 6; docs/decisions.md D10).
 */
export const TRIAL_MEMBER_TYPE = 4;

/** Agent member types when a brand carries no loaded config (brands built by hand in tests): spec section 6. */
export const DEFAULT_AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** The trial (free play) member type of `brand`: brand.json `userTypes.trial` (spec section 6). */
export function trialType(brand: Brand): number {
  return brand.config?.config.userTypes.trial ?? TRIAL_MEMBER_TYPE;
}

/** The agent member types of a brand: `userTypes.agent` of its config (spec section 6: 1, 2, 41, 42). */
export function agentTypes(brand: Brand): readonly number[] {
  return brand.config?.config.userTypes.agent ?? DEFAULT_AGENT_TYPES;
}

/** True when a member of type `type` is an agent in `brand` (`userTypes.agent`). */
export function isAgentType(brand: Brand, type: number): boolean {
  return agentTypes(brand).includes(type);
}
