/**
 * The generic HTTP SMS gateway adapter (docs/architecture.md "Messaging"): one brand's `integrations.sms.http`
 * descriptor (URL template, method, body template, auth header carrying the `apiKey` secret, success rule) turned
 * into one request per message. The sandbox gateway that `npm start` runs speaks the same shape
 * ({@link sandboxGateway}), so the demo exercises this very code.
 *
 * Failure rules: each attempt has a timeout; a network error (no answer at all: refused, reset, DNS) is retried once;
 * an answer that misses the success rule, and a timeout (the gateway may have accepted the message: a retry could
 * send it twice), is not retried. Every failure is a {@link DeliveryError}.
 */
import type { SmsHttpGateway } from '@playdeck/config-schema';

/** Per attempt when the descriptor names no timeout, ms. */
export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

/** How one delivery went: attempts made, the gateway's HTTP status and message id when it gave them. */
export interface DeliveryOutcome {
  attempts: number;
  httpStatus?: number;
  providerRef?: string;
}

/** A message that did not reach the provider; `outcome` says how far it got (recorded with the delivery). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly outcome: DeliveryOutcome,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** What a template may name. */
export interface SmsValues {
  to: string;
  text: string;
  senderId: string;
}

/** `template` with each `{name}` of `values` replaced by `encode(value)`; unknown names stay as written. */
export function fillTemplate(template: string, values: SmsValues, encode: (v: string) => string): string {
  const all: Record<string, string> = { ...values, toDigits: values.to.replace(/^\+/, '') };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? encode(all[name]!) : whole));
}

/** A JSON string's inside (no quotes), so a template like `{"text":"{text}"}` stays valid JSON. */
const jsonInside = (v: string) => JSON.stringify(v).slice(1, -1);

/** The value at a `$.a.b` path of a parsed JSON answer, or undefined. */
export function jsonAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** True for a fetch failure with no HTTP answer that is not a timeout (refused, reset, DNS): worth one retry. */
function isNetworkError(e: unknown): boolean {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return false;
  return e instanceof TypeError;
}

/** The request of one message: URL, method, headers and body per the descriptor. */
export function buildRequest(
  gw: SmsHttpGateway,
  values: SmsValues,
  apiKey: string | undefined,
): { url: string; init: RequestInit } {
  const url = fillTemplate(gw.url, values, encodeURIComponent);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (gw.authHeader && apiKey)
    headers[gw.authHeader.name.toLowerCase()] = `${gw.authHeader.prefix ?? ''}${apiKey}`;
  let body: string | undefined;
  if (gw.method === 'POST' && gw.body !== undefined) {
    const type = gw.contentType ?? 'application/json';
    headers['content-type'] = type;
    body = fillTemplate(gw.body, values, type === 'application/json' ? jsonInside : encodeURIComponent);
  }
  return { url, init: { method: gw.method, headers, body } };
}

/**
 * Sends one message through `gw`. @returns the outcome when the success rule held
 * @throws DeliveryError (network error twice, timeout, or an answer outside the success rule)
 */
export async function sendHttpSms(
  gw: SmsHttpGateway,
  values: SmsValues,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<DeliveryOutcome> {
  const { url, init } = buildRequest(gw, values, apiKey);
  const timeoutMs = gw.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  let attempts = 0;
  for (;;) {
    attempts++;
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      if (attempts < 2 && isNetworkError(e)) continue;
      const why =
        e instanceof Error && e.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'network error';
      throw new DeliveryError(`SMS gateway ${why}`, { attempts });
    }
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const ref = gw.messageIdPath ? jsonAt(json, gw.messageIdPath) : undefined;
    const outcome: DeliveryOutcome = {
      attempts,
      httpStatus: res.status,
      ...(ref !== undefined && ref !== null ? { providerRef: String(ref).slice(0, 200) } : {}),
    };
    if (!gw.success.status.includes(res.status))
      throw new DeliveryError(`SMS gateway answered HTTP ${res.status}`, outcome);
    if (gw.success.jsonPath && jsonAt(json, gw.success.jsonPath) !== gw.success.equals)
      throw new DeliveryError(
        `SMS gateway answer has no ${gw.success.jsonPath} = ${String(gw.success.equals)}`,
        outcome,
      );
    return outcome;
  }
}

/**
 * The sandbox gateway's descriptor (apps/games/src/sms-sandbox/routes.ts): `POST <base>/messages` with a JSON body, accepted
 * on 201 with `{ accepted: true, id }`. Built in code because its base URL is the environment's (SMS_SANDBOX_URL).
 */
export function sandboxGateway(base: string): SmsHttpGateway {
  return {
    url: `${base}/messages`,
    method: 'POST',
    contentType: 'application/json',
    body: '{"from":"{senderId}","to":"{to}","text":"{text}"}',
    authHeader: { name: 'Authorization', prefix: 'Bearer ' },
    success: { status: [201], jsonPath: '$.accepted', equals: true },
    messageIdPath: '$.id',
    timeoutMs: 5_000,
  };
}
