/**
 * The vendor seamless wallet protocol (docs/vendor-protocol.md): request and answer shapes,
 * the protocol's own error codes with their HTTP statuses, and the request signature. Shared by the platform's
 * implementation (service.ts, routes.ts) and the conformance kit (conformance.ts), which must agree byte for byte.
 * Money is always an integer string of minor units of the ledger currency; never a JS number.
 */
import { timingSafeEqual } from 'node:crypto';
import { timestampedSignature } from '../../infra/signatures.ts';

/** The wallet operations: POST /vendor/{code}/wallet/{op}. */
export const OPERATIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Header carrying the request time, unix seconds (decimal). */
export const TIMESTAMP_HEADER = 'x-playdeck-timestamp';
/** Header carrying `sha256=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>`. */
export const SIGNATURE_HEADER = 'x-playdeck-signature';

/**
 * Protocol error codes -> HTTP status. The answer body is `{ status: 'ERROR', code, message }` (plus `balance` for
 * INSUFFICIENT_FUNDS). Refused calls never move money and are never stored: a retry is evaluated afresh.
 */
export const VENDOR_ERRORS = {
  /** Malformed JSON, a missing or malformed field, an unknown operation. */
  BAD_REQUEST: 400,
  /** The player's wallet is in another currency (trial members play in TRIAL only: docs/decisions.md D10). */
  CURRENCY_MISMATCH: 400,
  /** Signature headers missing or malformed, or the HMAC does not match. */
  INVALID_SIGNATURE: 401,
  /** The timestamp is outside the vendor's replay window (either side of the platform clock). */
  STALE_REQUEST: 401,
  /** authenticate: the launch token is unknown, expired, used, or was minted for another vendor. */
  TOKEN_INVALID: 401,
  /** The bet is larger than the player's balance; the answer carries the balance. */
  INSUFFICIENT_FUNDS: 402,
  /** The vendor code is configured for the transfer wallet (GCS_walletTransfer), not this protocol. */
  NOT_SEAMLESS: 403,
  /**
   * The player may not bet now: locked by its agent, timed out, self-excluded, or the stake would pass one of its
   * wager or loss limits (docs/decisions.md D26). Final for this content; wins and rollbacks are still accepted.
   */
  PLAYER_BLOCKED: 403,
  /** No such vendor code in config/vendors.json. */
  UNKNOWN_VENDOR: 404,
  /** No member with that playerId. */
  PLAYER_NOT_FOUND: 404,
  /** A win for a round that has no bet (yet): retry the win after the bet. */
  ROUND_NOT_FOUND: 404,
  /** The transaction id was used before with different content (operation, player, currency, round, amount, reference). */
  TRANSACTION_CONFLICT: 409,
  /** A bet or win whose id was rolled back before it arrived (the late bet after a rollback of an unknown id). */
  TRANSACTION_ROLLED_BACK: 409,
  /** A bet or win into a round that is settled or cancelled. */
  ROUND_CLOSED: 409,
  /** The round id belongs to another player or currency. */
  ROUND_CONFLICT: 409,
  /** The vendor's rollback policy forbids this rollback (e.g. a bet after its round's win), or it targets a rollback. */
  ROLLBACK_NOT_ALLOWED: 409,
  /** Unexpected failure: nothing was recorded; retry. */
  INTERNAL_ERROR: 500,
  /** The vendor has no secret configured in production. */
  VENDOR_DISABLED: 503,
} as const;
export type VendorErrorCode = keyof typeof VENDOR_ERRORS;

/** A refused call; `balance` is set for INSUFFICIENT_FUNDS. */
export class VendorError extends Error {
  readonly status: number;
  constructor(
    readonly code: VendorErrorCode,
    message?: string,
    readonly balance?: string,
  ) {
    super(message ?? code);
    this.status = VENDOR_ERRORS[code];
  }
}

export type RoundStatus = 'open' | 'settled' | 'cancelled';

/** POST .../balance */
export interface BalanceRequest {
  playerId: string;
  currency?: string;
}
/** POST .../bet: debit `amount` (> 0) for `roundId`. */
export interface BetRequest {
  playerId: string;
  currency: string;
  transactionId: string;
  roundId: string;
  amount: string;
  gameCode?: string;
}
/** POST .../win: credit `amount` (>= 0) to a round that has a bet; `roundClosed` (default true) settles it. */
export interface WinRequest extends BetRequest {
  roundClosed?: boolean;
}
/** POST .../rollback: reverse `referenceTransactionId` (a bet, or a win where the policy allows). */
export interface RollbackRequest {
  playerId: string;
  currency: string;
  transactionId: string;
  referenceTransactionId: string;
  roundId?: string;
}

/** Every successful answer (HTTP 200). A duplicate gets the original answer again, byte for byte. */
export interface WalletAnswer {
  status: 'OK';
  playerId: string;
  currency: string;
  /** Balance after the operation, minor units. */
  balance: string;
  transactionId?: string;
  /** The ledger transfer that moved the money; null when nothing moved (zero win, rollback of an unknown id). */
  platformTransactionId?: string | null;
  roundId?: string;
  roundStatus?: RoundStatus;
}

/**
 * What a successful answer carries, as the database function pd_vendor_money returns it or vendor_transactions keeps
 * it (every value text). `transactionId` absent: a balance answer (no transaction keys at all); `roundId` and
 * `roundStatus` empty or null: left out.
 */
export interface WalletAnswerFields {
  playerId: string;
  currency: string;
  /** Minor units. */
  balance: string;
  transactionId?: string;
  platformTransactionId?: string | null;
  roundId?: string | null;
  roundStatus?: RoundStatus | null;
}

/**
 * The one builder of a successful answer's wire text (docs/vendor-protocol.md "Answers"): keys in the protocol's order (status,
 * playerId, currency, balance, transactionId, platformTransactionId, roundId, roundStatus), absent keys left out,
 * platformTransactionId null when no money moved. A repeat of a transaction id is answered with this same text, byte
 * for byte, so the order and the escaping (JSON.stringify) never change.
 */
export function walletAnswerText(f: WalletAnswerFields): string {
  const a: WalletAnswer = { status: 'OK', playerId: f.playerId, currency: f.currency, balance: f.balance };
  if (f.transactionId !== undefined) {
    a.transactionId = f.transactionId;
    a.platformTransactionId = f.platformTransactionId ?? null;
  }
  if (f.roundId) a.roundId = f.roundId;
  if (f.roundStatus) a.roundStatus = f.roundStatus;
  return JSON.stringify(a);
}

/** The error answer body. */
export interface ErrorAnswer {
  status: 'ERROR';
  code: VendorErrorCode;
  message: string;
  balance?: string;
}

/** The signature header value for `timestamp` (unix seconds, as sent) and the raw body. */
export const signRequest = timestampedSignature;

/** Constant-time comparison of a received signature header with the expected one. */
export function signatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  received: string,
): boolean {
  const want = Buffer.from(signRequest(secret, timestamp, rawBody));
  const got = Buffer.from(received);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The headers of a signed call made now (`nowMs`, default the clock). */
export function signedHeaders(secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signRequest(secret, timestamp, rawBody),
  };
}

/** The player id handed to vendors at launch for a member: the member id in decimal (opaque to vendors). */
export function vendorPlayerId(memberId: string): string {
  return memberId;
}
