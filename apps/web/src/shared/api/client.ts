/**
 * The one fetch wrapper of the web app. Every call sends the headers of docs/architecture.md ("Request headers"):
 * `Merchant` (brand code, once known), `Language`, `Device: WEB` and `Authorization: Bearer <token>` (token from
 * sessionStorage, spec 3). It unwraps the envelope `{ success, value }` / `{ success: false, errorCode, message }`
 * and throws an {@link ApiError} for a failure, so SWR hooks and forms get `value` or an error. A 401 NOT_LOGGED_IN for
 * a call that sent a token reports the session as ended ({@link onSessionEnded}).
 */
import type { Envelope } from '@playdeck/api-client';
import {
  SESSION_LAPSE_HEADER,
  type AnyRoute,
  type Route,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ValueOf,
} from '@playdeck/api-client/route';
import { getMerchant, getToken } from './storage';

/** Error codes the client adds to the server's stable ones (packages/api-client/src/errors.ts). */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

/**
 * A failed call. `errorCode` is the server's stable code (e.g. `LOGIN_FAILED`, `CAPTCHA_REQUIRED`) or a client code
 * (`NETWORK`, `TIMEOUT`, `BAD_RESPONSE`); `message` is the server's localised text (empty for client codes: the UI
 * shows its own message for those); `status` the HTTP status (0 without a response); `value` the envelope's details
 * (e.g. `{ captcha: true }`).
 */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True for failures before any server answer (offline, DNS, CORS, timeout). */
  get isNetwork(): boolean {
    return this.errorCode === 'NETWORK' || this.errorCode === 'TIMEOUT';
  }
}

/** Options of one call. */
export interface ApiRequest {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (or form fields with `form: true`). */
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded (spec 7: forgot by email). */
  form?: boolean;
  /** Abort after this many ms (default 30000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

let currentLanguage = 'en';

/** What to do when the server says the session of the token sent has ended (see {@link reportSessionEnded}). */
let sessionEndedHandler: (() => void) | undefined;
/** Tokens already reported as ended: each ends the tab's session once, however many calls were in flight. */
const endedTokens = new Set<string>();

/**
 * Sets the one handler of an ended session (the app shell logs the tab out); returns the function that removes it.
 */
export function onSessionEnded(handler: () => void): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = undefined;
  };
}

/**
 * Reports that the server refused `token` as no longer logged in (401 NOT_LOGGED_IN from any call, or the live
 * stream's `session` event): the handler runs once per token, so a page with several calls in flight logs out once
 * and the calls made without a token afterwards stop asking.
 */
export function reportSessionEnded(token: string): void {
  if (endedTokens.has(token)) return;
  endedTokens.add(token);
  sessionEndedHandler?.();
}

/**
 * The caller ends `token`'s session itself (a time-out or self-exclusion, which the server answers by revoking it):
 * until `release` is called, its end reported by a 401 or the live stream does not log the tab out, so the caller can
 * leave the member-only page first. `release(true)`: the session did end, the tab logs out now (as for any ended
 * session); `release(false)`: it did not (a later end logs out as usual).
 */
export function holdSessionEnd(token: string): (ended: boolean) => void {
  const held = !endedTokens.has(token);
  endedTokens.add(token);
  heldToken = held ? token : undefined;
  return (ended) => {
    if (!held || heldToken !== token) return;
    heldToken = undefined;
    endedTokens.delete(token);
    if (ended) reportSessionEnded(token);
  };
}

let heldToken: string | undefined;

/**
 * Ends the session held by {@link holdSessionEnd}, if any (the tab logs out now). Called by the page shown once the
 * member left the member-only pages (the blocked page), so no route guard of the old page sees the logout.
 */
export function endHeldSession(): void {
  const token = heldToken;
  if (!token) return;
  heldToken = undefined;
  endedTokens.delete(token);
  reportSessionEnded(token);
}

/** Sets the `Language` header value sent from now on (the IntlProvider's locale). */
export function setApiLanguage(lang: string): void {
  currentLanguage = lang;
}

/** Builds `path?query` with undefined values dropped. */
export function withQuery(path: string, query?: ApiRequest['query']): string {
  if (!query) return path;
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) p.set(k, String(v));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

/** The request headers of every call (exported for tests). */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: currentLanguage,
    Device: 'WEB',
  };
  const merchant = getMerchant();
  if (merchant) headers.Merchant = merchant;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** One call of the route table: its path parameters, query and body as the descriptor types them, and options. */
export interface ApiCall<D> extends Pick<ApiRequest, 'form' | 'timeoutMs' | 'signal'> {
  params?: ParamsOf<D>;
  query?: QueryOf<D>;
  /** The descriptor's body; `{}` for a call that takes none (sent as an empty JSON object). */
  body?: BodyOf<D> extends undefined ? Record<string, never> : BodyOf<D>;
}

/**
 * Calls the API call described by `d` (`@playdeck/api-client/routes/<area>`; same origin, the dev server proxies the
 * API) and returns the envelope's `value`, typed by the descriptor: method and path (with `:param` segments filled
 * from `call.params`) come from it. SWR's fetcher passes `{ path }` (a GET) for a key already resolved.
 * @throws ApiError with the server's `errorCode` and localised `message` for `success: false`; `NETWORK` or `TIMEOUT`
 *   when no answer came; `BAD_RESPONSE` when the answer is not an envelope.
 */
export async function apiFetch<D extends Pick<AnyRoute, 'method' | 'path'>>(
  d: D,
  call: ApiCall<D> = {},
): Promise<ValueOf<D>> {
  type T = ValueOf<D>;
  const { params, query, body, form = false, timeoutMs = 30_000, signal } = call;
  // `:name` segments filled as routePath (@playdeck/api-client/route) does, written here to keep the home chunk small.
  const path = d.path.replace(/:(\w+)/g, (_m, k: string) =>
    encodeURIComponent((params as Record<string, string>)[k]!),
  );
  const headers = apiHeaders();
  let payload: string | undefined;
  if (body !== undefined) {
    if (form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(withQuery(path, query as ApiRequest['query']), {
      method: d.method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: signals,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError(timeout.aborted ? 'TIMEOUT' : 'NETWORK', '', 0);
  }
  const lapse = res.headers?.get(SESSION_LAPSE_HEADER);
  if (lapse) {
    lapsesAt = Date.now() + Number(lapse);
    for (const fn of lapseListeners) fn(lapsesAt);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError('BAD_RESPONSE', '', res.status);
  }
  if (envelope && typeof envelope === 'object' && 'success' in envelope) {
    if (envelope.success) return envelope.value;
    // The session this token named has ended (expired, logged out elsewhere): log the tab out once. Other 401s
    // (LOGIN_FAILED, TICKET_INVALID) are answers to what was typed, not the end of a session.
    const sent = headers.Authorization?.replace(/^Bearer /, '');
    if (res.status === 401 && envelope.errorCode === 'NOT_LOGGED_IN' && sent) reportSessionEnded(sent);
    throw new ApiError(envelope.errorCode, envelope.message, res.status, envelope.value);
  }
  throw new ApiError('BAD_RESPONSE', '', res.status);
}

let lapsesAt: number | null = null;
const lapseListeners = new Set<(at: number) => void>();

/**
 * When the session lapses unless used again (ms on this tab's clock), as the last member answer told
 * (`Session-Lapses-In`: the 30-minute idle limit, GLI-19); null before any. The idle warning reads it.
 */
export function sessionLapsesAt(): number | null {
  return lapsesAt;
}

/** Calls `fn` with each new {@link sessionLapsesAt}; returns the unsubscribe. */
export function onSessionLapse(fn: (at: number) => void): () => void {
  lapseListeners.add(fn);
  return () => lapseListeners.delete(fn);
}

/** SWR fetcher of GET calls: the key is the path (`descriptor.path`, parameters filled), or `[path, query]`. */
export function swrFetcher<T>(key: string | readonly [string, ApiRequest['query']]): Promise<T> {
  const [path, query] = typeof key === 'string' ? [key] : key;
  // No method: fetch's default, GET.
  return apiFetch({ path } as Route<{ query: ApiRequest['query']; value: T }>, { query });
}
