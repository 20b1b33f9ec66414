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
  RATE_LIMITED: 429,
  UNKNOWN_BRAND: 400,
  // Session and login (spec section 8, "Login"; DECISIONS D3)
  NOT_LOGGED_IN: 401,
  LOGIN_FAILED: 401,
  LOGIN_REQUIRED_FIELDS: 400,
  ACCOUNT_LOCKED: 423,
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
} as const;

/** A stable error code. */
export type ErrorCode = keyof typeof ErrorCodes;

/** HTTP status of an error code. */
export function statusOf(code: ErrorCode): number {
  return ErrorCodes[code];
}
