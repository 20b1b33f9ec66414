/**
 * Stable error codes of the platform API, with their HTTP status. The localised texts live in the server's catalogue
 * (apps/server/src/i18n/errors.<lang>.ts), keyed by these codes; the texts come from the spec's section 8.
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
  // Feedback
  FEEDBACK_CONTENT_LENGTH: 400,
  AGE_RESTRICTED: 400,
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
  PROOF_LIMIT: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_REPLAYED: 409,
  WEBHOOK_CONFLICT: 409,
  OPS_LOGIN_FAILED: 401,
  OPS_NOT_AUTHORIZED: 401,
  OPERATOR_TAKEN: 409,
  // Bonuses (member center bonusDetails; operator grants)
  MEMBER_NOT_FOUND: 404,
  BONUS_REFERENCE_CONFLICT: 409,
  /** Money leaving the main wallet would take bonus money still locked by its turnover (docs/decisions.md D17). */
  BONUS_LOCKED: 403,
  BONUS_NOT_FOUND: 404,
  /** Forfeit of a bonus that locks nothing (no target, target met, or already forfeited). */
  BONUS_NOT_ACTIVE: 409,
  DISPUTE_NOT_FOUND: 404,
  DISPUTE_STATE: 409,
  // Game launch (docs/architecture.md "Game launch"; spec 4 'Game launch', spec 8 'Game maintenance')
  GAME_MAINTENANCE: 503,
  GAME_NOT_FOUND: 404,
  FREE_TRIAL_UNAVAILABLE: 400,
  // Agent team pages and transfers (docs/architecture.md "Agents"; docs/decisions.md D12)
  AGENT_ONLY: 403,
  AGENT_MEMBER_NOT_FOUND: 404,
  AGENT_TRANSFER_LIMIT: 400,
  // Agent contracts and settlement (docs/architecture.md "Agents", contracts and settlement; spec 4 'Contracts')
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_STATE: 409,
  CONTRACT_ABOVE_TERMS: 400,
  CONTRACT_NO_OWN_TERMS: 409,
  CONTRACT_TERMINATIONS_REQUIRED: 409,
  STATEMENT_NOT_FOUND: 404,
} as const;

/** A stable error code. */
export type ErrorCode = keyof typeof ErrorCodes;

/** HTTP status of an error code. */
export function statusOf(code: ErrorCode): number {
  return ErrorCodes[code];
}
