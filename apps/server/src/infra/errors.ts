/**
 * Application errors: a stable `errorCode` (packages/api-client/src/errors.ts) with its HTTP status, turned into the
 * failure envelope by `http/envelope.ts`. Services, stores and the ledger throw these; nothing else becomes a 4xx.
 * Outside `http/` so that no domain module needs to import the HTTP layer (`http/errors.ts` re-exports it).
 */
import { ErrorCodes, type ErrorCode } from '@playdeck/api-client/errors';

export class AppError extends Error {
  readonly status: number;
  /** When set, the answer carries `Retry-After: <seconds>` (a 503 of shed load: infra/pool.ts). */
  retryAfterSeconds?: number;
  /**
   * @param errorCode stable code; the HTTP status is the catalogue's
   * @param value optional detail returned in the envelope (e.g. `{ captcha: true }` after a failed login)
   * @param params ICU-like `{name}` arguments for the localised message
   */
  constructor(
    readonly errorCode: ErrorCode,
    readonly value?: unknown,
    readonly params?: Record<string, string | number>,
  ) {
    super(errorCode);
    this.status = ErrorCodes[errorCode];
  }
}

/** Shorthand: `throw fail('LOGIN_FAILED')`. */
export function fail(code: ErrorCode, value?: unknown, params?: Record<string, string | number>): AppError {
  return new AppError(code, value, params);
}
