/**
 * Client of the platform's signed vendor seamless wallet protocol (docs/vendor-protocol.md;
 * docs/architecture.md "Games server"): the games server talks to the platform only through it, over HTTP.
 * - Every request: `POST <baseUrl>/vendor/<vendor>/wallet/<op>`, JSON body, `X-Playdeck-Timestamp` (unix seconds)
 *   and `X-Playdeck-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`, signed afresh per attempt.
 * - Money is bigint minor units here and an integer string on the wire.
 * - Retries: network errors, timeouts, HTTP 5xx without a protocol answer, INTERNAL_ERROR and VENDOR_DISABLED are
 *   retried with the same body (same transactionId and content), with a growing pause, up to `attempts` tries; the
 *   platform's idempotency makes that safe. Every other protocol error is final and thrown as WalletError.
 * - Transport: undici's `request` over a keep-alive connection pool of its own (about half the CPU of `fetch` per call,
 *   which matters on the games server's hot path and in the wallet benchmark). Fault tests wrap that real transport
 *   with `intercept`, so dropped requests and answers go through the same pool the games server uses.
 */
import { createHmac } from 'node:crypto';
import { Agent, request } from 'undici';
import { countWalletCall } from './server/metrics.ts';

export interface WalletClientOptions {
  /** Platform base URL, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** Vendor code; the in-house games are BGS. */
  vendor?: string;
  /** The vendor's shared secret (VENDOR_SECRET_<CODE> on the platform). */
  secret: string;
  /** Tries per call, including the first (default 6). */
  attempts?: number;
  /** Per-attempt timeout in ms (default 5000): for the answer's headers, and for each pause within its body. */
  timeoutMs?: number;
  /** First pause between tries in ms, doubled each time (default 50). */
  backoffMs?: number;
  /**
   * Fault injection for tests: called for each attempt with its URL and `send`, the real request; it may throw before
   * or after calling `send` (a dropped request or a lost answer) or return its reply.
   */
  intercept?: (url: string, send: () => Promise<WireReply>) => Promise<WireReply>;
}

/** One attempt's HTTP status and body text. */
export interface WireReply {
  status: number;
  text: string;
}

/** A final protocol refusal (`code` as in docs/vendor-protocol.md "Errors"), or retries exhausted (`code` NETWORK_ERROR). */
export class WalletError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly balance: bigint | undefined;
  constructor(code: string, httpStatus: number, message: string, balance?: bigint) {
    super(`${code}: ${message}`);
    this.name = 'WalletError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.balance = balance;
  }
}

/** A successful money answer, money as bigint. */
export interface MoneyAnswer {
  playerId: string;
  currency: string;
  balance: bigint;
  transactionId: string;
  platformTransactionId: string | null;
  roundId: string;
  roundStatus: string;
}

export interface MoneyCall {
  playerId: string;
  currency: string;
  transactionId: string;
  roundId: string;
  amount: bigint;
  gameCode?: string;
}

const RETRY_CODES = new Set(['INTERNAL_ERROR', 'VENDOR_DISABLED']);

/**
 * True when a failed call's outcome is unknown: the platform may or may not have applied it (retries exhausted with
 * NETWORK_ERROR, or a failure that is no protocol answer at all). Such a bet is in doubt and is settled later by a
 * rollback or a retry with the same transaction id; any other WalletError is a final refusal.
 */
export function outcomeUnknown(e: unknown): boolean {
  return !(e instanceof WalletError) || e.code === 'NETWORK_ERROR';
}

/** The protocol code of a failed call (`UNKNOWN` when it is not a WalletError), as stored in `error_code` columns. */
export function failureCode(e: unknown): string {
  return e instanceof WalletError ? e.code : 'UNKNOWN';
}

/** Signs `<timestamp>.<raw body>` as docs/vendor-protocol.md "Transport" says: `sha256=` + hex. */
export function signBody(secret: string, timestamp: string, raw: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
}

export class WalletClient {
  private readonly o: Required<Omit<WalletClientOptions, 'intercept'>> &
    Pick<WalletClientOptions, 'intercept'>;
  private readonly dispatcher = new Agent({ keepAliveTimeout: 30_000 });

  constructor(options: WalletClientOptions) {
    this.o = {
      vendor: 'BGS',
      attempts: 6,
      timeoutMs: 5000,
      backoffMs: 50,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
  }

  /**
   * Signed POST with the retry rule of the file header; returns the parsed OK answer. Its final outcome is counted in
   * `playdeck_games_wallet_calls_total` (server/metrics.ts). @throws WalletError
   */
  async call(op: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      const answer = await this.attempts(op, body);
      countWalletCall(op, 'ok');
      return answer;
    } catch (e) {
      countWalletCall(op, e instanceof WalletError ? e.code : 'NETWORK_ERROR');
      throw e;
    }
  }

  /** The attempts of {@link call}. @throws WalletError */
  private async attempts(op: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const raw = JSON.stringify(body);
    // The last failure, built only when an attempt fails (an Error captures a stack: not on the success path).
    let last: WalletError | undefined;
    for (let attempt = 0; attempt < this.o.attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.o.backoffMs * 2 ** (attempt - 1)));
      const ts = String(Math.floor(Date.now() / 1000));
      let status: number;
      let text: string;
      try {
        ({ status, text } = await this.post(op, ts, raw));
      } catch (e) {
        last = new WalletError('NETWORK_ERROR', 0, (e as Error).message);
        continue;
      }
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      if (json?.status === 'OK') return json;
      if (json?.status === 'ERROR' && typeof json.code === 'string') {
        const balance = typeof json.balance === 'string' ? BigInt(json.balance) : undefined;
        last = new WalletError(json.code, status, String(json.message ?? ''), balance);
        if (RETRY_CODES.has(json.code)) continue;
        throw last;
      }
      last = new WalletError('NETWORK_ERROR', status, `unexpected answer ${status}`);
      if (status >= 500) continue;
      throw last;
    }
    throw last ?? new WalletError('NETWORK_ERROR', 0, 'no attempt made');
  }

  /** One signed POST attempt: the HTTP status and body text. @throws on network errors and the attempt timeout */
  private async post(op: string, ts: string, raw: string): Promise<WireReply> {
    const url = `${this.o.baseUrl}/vendor/${this.o.vendor}/wallet/${op}`;
    const headers = {
      'content-type': 'application/json',
      'x-playdeck-timestamp': ts,
      'x-playdeck-signature': signBody(this.o.secret, ts, raw),
    };
    const send = async (): Promise<WireReply> => {
      // undici's own timers (no AbortSignal and timer per request): the answer's headers within timeoutMs, and no
      // pause longer than that in its body.
      const res = await request(url, {
        method: 'POST',
        headers,
        body: raw,
        headersTimeout: this.o.timeoutMs,
        bodyTimeout: this.o.timeoutMs,
        dispatcher: this.dispatcher,
      });
      return { status: res.statusCode, text: await res.body.text() };
    };
    return this.o.intercept ? this.o.intercept(url, send) : send();
  }

  /** `balance`: the player's current balance (minor units). */
  async balance(playerId: string, currency?: string): Promise<{ currency: string; balance: bigint }> {
    const a = await this.call('balance', currency ? { playerId, currency } : { playerId });
    return { currency: String(a.currency), balance: BigInt(String(a.balance)) };
  }

  /** `bet`: debits `amount` (> 0) and opens the round. */
  bet(c: MoneyCall): Promise<MoneyAnswer> {
    return this.money('bet', c);
  }

  /** `win`: credits `amount` (>= 0) and settles the round unless `roundClosed` is false. */
  win(c: MoneyCall & { roundClosed?: boolean }): Promise<MoneyAnswer> {
    return this.money('win', c);
  }

  /** `rollback` of `referenceTransactionId`. */
  async rollback(c: {
    playerId: string;
    currency: string;
    transactionId: string;
    referenceTransactionId: string;
    roundId?: string;
  }): Promise<Record<string, unknown>> {
    return this.call('rollback', { ...c });
  }

  /** `authenticate`: exchanges a one-time launch token for the player (not retried on TOKEN_INVALID). */
  async authenticate(token: string): Promise<{ playerId: string; currency: string; balance: bigint }> {
    const a = await this.call('authenticate', { token });
    return { playerId: String(a.playerId), currency: String(a.currency), balance: BigInt(String(a.balance)) };
  }

  private async money(op: 'bet' | 'win', c: MoneyCall & { roundClosed?: boolean }): Promise<MoneyAnswer> {
    const { amount, ...rest } = c;
    const a = await this.call(op, { ...rest, amount: amount.toString() });
    return {
      playerId: String(a.playerId),
      currency: String(a.currency),
      balance: BigInt(String(a.balance)),
      transactionId: String(a.transactionId),
      platformTransactionId: a.platformTransactionId == null ? null : String(a.platformTransactionId),
      roundId: String(a.roundId),
      roundStatus: String(a.roundStatus),
    };
  }
}
