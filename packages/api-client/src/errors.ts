/**
 * Stable error codes of the platform API, with their HTTP status. The localised texts live in the server's catalogue
 * (apps/server/src/infra/i18n/errors.<lang>.ts), keyed by these codes; the texts come from the spec's section 8.
 */
export const ErrorCodes = {
  // General (spec section 8, "General")
  VALIDATION: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  UNKNOWN: 500,
  ACCESS_RESTRICTED: 403,
  SYSTEM_MAINTENANCE: 503,
  /** Load shed (password hashing pool full, process under pressure); the answer carries Retry-After. */
  SERVER_BUSY: 503,
  RATE_LIMITED: 429,
  UNKNOWN_BRAND: 400,
  // Session and login (spec section 8, "Login"; docs/decisions.md D3)
  NOT_LOGGED_IN: 401,
  LOGIN_FAILED: 401,
  LOGIN_REQUIRED_FIELDS: 400,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_SUSPENDED: 403,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CAPTCHA_EXPIRED: 400,
  CAPTCHA_REPLAYED: 409,
  TWO_FACTOR_REQUIRED: 403,
  TICKET_INVALID: 401,
  NON_MEMBER_LOGIN: 403,
  FEATURE_DISABLED: 403,
  TRIAL_FORBIDDEN: 403,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  // Registration (spec section 5)
  ACCOUNT_FORMAT: 400,
  PASSWORD_FORMAT: 400,
  CONFIRM_PASSWORD: 400,
  EMAIL_FORMAT: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_INVITATION_CODE: 400,
  PASSWORD_INCORRECT: 400,
  /** The login password re-entered wrongly too often (change password, payout accounts, binds, agent transfers). */
  PASSWORD_LOCKED: 423,
  /** A new password on the common-password list, equal to the username, or only whitespace (ASVS 5.0 V6.2.4). */
  PASSWORD_WEAK: 400,
  /** The session must change its password before anything else (docs/decisions.md D2). */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** A phone or e-mail bound less than 24 hours ago cannot reset the password yet (docs/decisions.md D6). */
  RESET_CHANNEL_TOO_NEW: 403,
  // Phone auth (spec section 8, "Phone auth")
  PHONE_INVALID: 400,
  PHONE_MISSING: 400,
  SMS_TOO_MANY_REQUESTS: 429,
  SMS_RESEND_TOO_SOON: 429,
  SMS_CODE_INVALID: 400,
  SMS_CODE_MISSING: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_COUNTRY_NOT_ALLOWED: 403,
  SMS_NOT_ENABLED: 403,
  /**
   * The SMS or e-mail provider did not accept the message (down, timed out, refused): nothing was sent, the resend
   * countdown did not start, the member may ask again at once (docs/architecture.md "Messaging").
   */
  MESSAGE_NOT_SENT: 503,
  // Feedback
  FEEDBACK_CONTENT_LENGTH: 400,
  AGE_RESTRICTED: 400,
  /** The brand asks for a birthday at registration (brand.json `ageGate.birthday` "required") and none was given. */
  BIRTHDAY_REQUIRED: 400,
  // Player protection pages (UKGC RTS 13, GLI-19 2.5.9)
  /** A reality-check interval that is not one of the brand's `realityCheck.intervalsMinutes`. */
  REALITY_CHECK_INTERVAL: 400,
  /** A statement range outside the last 12 months, ending in the future, or `from` after `to`. */
  STATEMENT_RANGE: 400,
  // Wallet ledger (docs/decisions.md D10)
  INSUFFICIENT_BALANCE: 400,
  IDEMPOTENCY_CONFLICT: 409,
  CURRENCY_MISMATCH: 400,
  AMOUNT_INVALID: 400,
  VENDOR_NOT_TRANSFERABLE: 400,
  // Payments and operators (docs/decisions.md D6, D8; spec section 8 'Please enter withdraw password')
  AMOUNT_PRECISION: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  DEPOSIT_NOT_FOUND: 404,
  DEPOSIT_STATE: 409,
  /** The member already has the maximum of unfinished deposits with this method. */
  DEPOSIT_PENDING_LIMIT: 429,
  WITHDRAWAL_NOT_FOUND: 404,
  WITHDRAWAL_STATE: 409,
  WITHDRAW_PASSWORD_REQUIRED: 400,
  WITHDRAW_PASSWORD_INCORRECT: 400,
  WITHDRAW_PASSWORD_NOT_SET: 400,
  WITHDRAW_PASSWORD_FORMAT: 400,
  WITHDRAW_PASSWORD_LOCKED: 423,
  PAYOUT_ACCOUNT_INVALID: 400,
  PAYOUT_ACCOUNT_NOT_FOUND: 404,
  TRUSTED_DEVICE_NOT_FOUND: 404,
  PAYOUT_ACCOUNT_LIMIT: 409,
  PAYOUT_MOBILE_INVALID: 400,
  PAYOUT_VPA_INVALID: 400,
  PAYOUT_ACCOUNT_DIGITS: 400,
  PAYOUT_IFSC_INVALID: 400,
  WITHDRAWAL_NOT_CANCELLABLE: 409,
  RECEIPT_NOT_OPEN: 409,
  RECEIPT_AMOUNTS: 400,
  RECEIPT_PROOF_REQUIRED: 400,
  PROOF_NOT_IMAGE: 415,
  /** A proof with a png or jpg signature that does not decode as one (truncated, corrupt, a disguised file). */
  PROOF_UNREADABLE: 422,
  /** A proof whose header declares more pixels than the server re-encodes (a decompression bomb). */
  PROOF_TOO_MANY_PIXELS: 413,
  PROOF_LIMIT: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_REPLAYED: 409,
  WEBHOOK_CONFLICT: 409,
  OPS_LOGIN_FAILED: 401,
  OPS_NOT_AUTHORIZED: 401,
  OPERATOR_TAKEN: 409,
  /** Too many failed operator logins for this name: refused without checking until the lock ends (D21). */
  OPS_LOGIN_LOCKED: 423,
  /** The operator's role is below the call's (D21). */
  OPS_FORBIDDEN: 403,
  /** A session opened before TOTP enrolment may only confirm the enrolment (D21). */
  OPS_MFA_ENROLMENT_REQUIRED: 403,
  OPS_MFA_INVALID: 400,
  OPERATOR_NOT_FOUND: 404,
  /** More live streams open on one session than allowed. */
  STREAM_LIMIT: 429,
  // Bonuses (member center bonusDetails; operator grants)
  MEMBER_NOT_FOUND: 404,
  BONUS_REFERENCE_CONFLICT: 409,
  /** Money leaving the main wallet would take bonus money still locked by its turnover (docs/decisions.md D17). */
  BONUS_LOCKED: 403,
  BONUS_NOT_FOUND: 404,
  /** Forfeit of a bonus that locks nothing (no target, target met, or already forfeited). */
  BONUS_NOT_ACTIVE: 409,
  // Points and the points mall (spec 7 points calls; docs/decisions.md D11, D24)
  POINTS_ITEM_NOT_FOUND: 404,
  /** Disabled or outside its availability window. */
  POINTS_ITEM_UNAVAILABLE: 409,
  POINTS_OUT_OF_STOCK: 409,
  POINTS_LIMIT_REACHED: 409,
  POINTS_INSUFFICIENT: 409,
  /** The member's credited deposits are below the item's amount requirement. */
  POINTS_AMOUNT_REQUIREMENT: 409,
  POINTS_DELIVERY_REQUIRED: 400,
  POINTS_CONVERT_UNAVAILABLE: 409,
  POINTS_CONVERT_MIN: 400,
  REDEMPTION_NOT_FOUND: 404,
  REDEMPTION_STATE: 409,
  DISPUTE_NOT_FOUND: 404,
  DISPUTE_STATE: 409,
  // Game launch (docs/architecture.md "Game launch"; spec 4 'Game launch', spec 8 'Game maintenance')
  GAME_MAINTENANCE: 503,
  GAME_NOT_FOUND: 404,
  FREE_TRIAL_UNAVAILABLE: 400,
  // Agent team pages and transfers (docs/architecture.md "Agents"; docs/decisions.md D12)
  AGENT_ONLY: 403,
  // Social login (docs/architecture.md "Social login")
  /** The callback found no start state of this browser, or the provider or the ID token check refused. */
  SOCIAL_LOGIN_FAILED: 400,
  /** No pending social sign-in for this browser (none, expired or already used). */
  SOCIAL_PENDING_INVALID: 400,
  /** The account already has another account of this provider, or the provider account was linked meanwhile. */
  SOCIAL_ALREADY_LINKED: 409,
  AGENT_MEMBER_NOT_FOUND: 404,
  AGENT_TRANSFER_LIMIT: 400,
  /** A member-center transfer to the upline by a member without an agent upline. */
  NO_AGENT_UPLINE: 404,
  // Agent contracts and settlement (docs/architecture.md "Agents", contracts and settlement; spec 4 'Contracts')
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_STATE: 409,
  CONTRACT_ABOVE_TERMS: 400,
  CONTRACT_NO_OWN_TERMS: 409,
  CONTRACT_TERMINATIONS_REQUIRED: 409,
  STATEMENT_NOT_FOUND: 404,
  // VIP bonuses and rebate (docs/architecture.md "Loyalty")
  /** A VIP bonus the member is not entitled to now (level not reached, no such bonus at their level). */
  VIP_BONUS_UNAVAILABLE: 409,
  /** The VIP bonus of this period was already paid. */
  VIP_BONUS_CLAIMED: 409,
  /** The member's VIP level allows no more withdrawals today; value `{ count }` (withdrawals a day). */
  VIP_WITHDRAW_COUNT_LIMIT: 400,
  /** The withdrawal passes the VIP level's daily amount; value `{ max, remaining }` (decimal strings). */
  VIP_WITHDRAW_AMOUNT_LIMIT: 400,
  /** No rebate accrued and unpaid to claim. */
  REBATE_NOTHING_TO_CLAIM: 409,
  /** The brand pays rebate automatically; members do not claim it. */
  REBATE_AUTO_ONLY: 409,
  // Player protection (docs/decisions.md D19, D26): limits, time-out and self-exclusion
  /** Login, launch or deposit of a timed-out member; value `{ kind, until, helpLinks }`. */
  TIMED_OUT: 403,
  /** Login, launch or deposit of a self-excluded member; value `{ kind, until, helpLinks }`. */
  SELF_EXCLUDED: 403,
  SELF_EXCLUDED_PERMANENT: 403,
  /** The deposit is above what a deposit limit leaves; value `{ period, remaining }` (decimal string). */
  DEPOSIT_LIMIT_EXCEEDED: 400,
  /** The brand requires a deposit limit in the caller's country before a deposit. */
  DEPOSIT_LIMIT_REQUIRED: 400,
  /** A wager or loss limit is used up; value `{ limit }` (`wager:24h`, ...). */
  PLAY_LIMIT_REACHED: 403,
  SESSION_LIMIT_REACHED: 403,
  PROTECTION_NOT_OFFERED: 400,
  /** An increase or removal cannot be confirmed yet; value `{ confirmableAt }`. */
  PROTECTION_PENDING: 409,
  PROTECTION_NOTHING_PENDING: 404,
  /** A time-out or exclusion that ends later is already in force (never shortened). */
  PROTECTION_BLOCKED: 409,
  PROTECTION_NOT_PERMANENT: 409,
  /** An agent transfer to a member who may not receive it now (no reason given to the agent). */
  AGENT_MEMBER_PROTECTED: 403,
  /** No enabled red-envelope round with that id (docs/decisions.md D33). */
  RED_ENVELOPE_NOT_FOUND: 404,
  /** The round has no window open now. */
  RED_ENVELOPE_CLOSED: 409,
  /** The member may not open envelopes now (self-excluded or timed out, D26). */
  RED_ENVELOPE_NOT_ELIGIBLE: 403,
  /** The round needs a deposit today; value `{ required }` (minor units as digits). */
  RED_ENVELOPE_DEPOSIT_REQUIRED: 403,
  /** The member already opened this window's envelope. */
  RED_ENVELOPE_ALREADY_OPENED: 409,
  /** The window's pool is used up. */
  RED_ENVELOPE_EMPTY: 409,
  // Promotion rewards (docs/decisions.md D32; spec sections 1, 4, 5)
  /** No promotion with this id can be taken (absent, or without a `reward`). */
  PROMOTION_NOT_FOUND: 404,
  /** The promotion is not taken this way (join on an apply promotion, ...). */
  PROMOTION_WRONG_MODE: 409,
  /** The promotion has not started (coming soon) or has ended (Close). */
  PROMOTION_NOT_OPEN: 409,
  /** The member already joined, applied to or received this promotion (once per member). */
  PROMOTION_TAKEN: 409,
  /** A protected member (time-out, exclusion: D26) takes no promotion. */
  PROMOTION_PROTECTED: 403,
  /** Only members registered since the promotion started may take it. */
  PROMOTION_NEW_MEMBERS_ONLY: 403,
  /** The member's VIP level is not among the promotion's levels. */
  PROMOTION_VIP_LEVEL: 403,
  /** Application comment longer than 140 characters (spec 5); params `{max}`. */
  PROMOTION_COMMENT_TOO_LONG: 400,
  /** Application proofs: none, too many, unknown or already used. */
  PROMOTION_PROOF_INVALID: 400,
  /** No such application. */
  PROMOTION_ENTRY_NOT_FOUND: 404,
  /** The application was already decided the other way. */
  PROMOTION_ENTRY_DECIDED: 409,
  // Refer and earn (docs/decisions.md D36): reasons a referee earns its referrer nothing, shown on the referral page.
  /** The referee registered from an address the referrer has used. */
  REFERRAL_SAME_ADDRESS: 409,
  /** The referee holds a payout account the referrer holds. */
  REFERRAL_SAME_PAYOUT_ACCOUNT: 409,
  /** The referrer already had the programme's most rewarded referees. */
  REFERRAL_CAP_REACHED: 409,
  /** The referee qualified while the referrer was timed out or self-excluded (D26): no reward, not later either. */
  REFERRAL_PROTECTED: 403,
  // Missions (docs/decisions.md D37; spec sections 1, 4)
  /** No enabled mission with that id. */
  MISSION_NOT_FOUND: 404,
  /** The mission's target is not reached in the current window yet; value `{ progress, target }` (digits). */
  MISSION_NOT_COMPLETE: 409,
  /** The member already claimed this mission in the current window. */
  MISSION_ALREADY_CLAIMED: 409,
} as const;

/** A stable error code. */
export type ErrorCode = keyof typeof ErrorCodes;

/** HTTP status of an error code. */
export function statusOf(code: ErrorCode): number {
  return ErrorCodes[code];
}
