/**
 * The shape of one API call in the route table (`@playdeck/api-client/routes`): what the server registers and what the
 * site calls, from one object. A descriptor is plain data (no TypeBox at run time, so the site's chunks stay small);
 * the request and response types ride along as phantom types, read with {@link ParamsOf}, {@link QueryOf},
 * {@link BodyOf} and {@link ValueOf}. The TypeBox schemas and the OpenAPI summary and tags keyed to the same ids live
 * in the server-side entry `@playdeck/api-client/route-schemas` (the site imports descriptors area by area, e.g.
 * `@playdeck/api-client/routes/wallet`, so a page's chunk carries only the methods and paths it calls).
 */

/** HTTP method of a call. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call (the server's preHandler for each kind is in apps/server/src/http/route.ts):
 * - `none`: anyone; `optional`: a member session is read when present (answers differ for a member);
 * - `member`: a member session (401 NOT_LOGGED_IN), `fullMember`: a member session that is not a trial member
 *   (403 TRIAL_FORBIDDEN);
 * - `agent`: a member of an agent type (403 AGENT_ONLY); `agentCenter`: an agent whose brand turns the agent center on
 *   (403 FEATURE_DISABLED);
 * - `operator`: an operator session or the local bootstrap token (401 OPS_NOT_AUTHORIZED).
 */
export type AuthKind = 'none' | 'optional' | 'member' | 'fullMember' | 'agent' | 'agentCenter' | 'operator';

/**
 * Named rate-limit class of a call, per client IP. The numbers live in one server-side table
 * (apps/server/src/http/limits.ts RATE_LIMITS).
 */
export type RateLimitClass =
  'browse' | 'icons' | 'steady' | 'frequent' | 'attempt' | 'sensitive' | 'scarce' | 'freeplay';

/** What a successful answer is: the JSON envelope (default), an event stream, image bytes, or a file download (CSV). */
export type ResponseKind = 'json' | 'event-stream' | 'image' | 'file';

/** Phantom request and response types of a call (absent parts are `undefined`). */
export interface RouteTypes {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  value?: unknown;
}

/** The data of one call, as written in the table. */
export interface RouteSpec {
  /** Stable id, `<area>.<name>`, the key of its schemas in the server-side entry. */
  readonly id: string;
  readonly method: HttpMethod;
  /** URL pattern with `:param` segments, e.g. `/wps/payments/deposits/:id`. */
  readonly path: string;
  readonly auth: AuthKind;
  /** Rate-limit class; none: not limited per IP. */
  readonly rateLimit?: RateLimitClass;
  /** The body may be a JWE compact token (RFC 7516) encrypted to the key of GET /wps/crypto/publicKey. */
  readonly encrypted?: boolean;
  /** Refused while the brand is in maintenance (503) or the client's region is restricted (403). */
  readonly guarded?: boolean;
  /**
   * Money, game launch, ticket and code-send calls: the client's region is checked again whenever the session's
   * address changes (docs/decisions.md D7; the server's system/region.ts).
   */
  readonly regionChecked?: boolean;
  /** Allowed to a session that must change its password first (change password, logout). */
  readonly duringPasswordChange?: boolean;
  /**
   * A background read the member did not ask for (the reality check's session summary): it authenticates like any
   * member call but does not count as activity, so it never keeps an idle session alive (GLI-19 idle re-login).
   */
  readonly passive?: boolean;
  readonly response?: ResponseKind;
  /**
   * Operator calls (`auth: 'operator'`): the least role that may call (viewer < cashier < admin; 403 OPS_FORBIDDEN
   * below it). Required on every operator call; the server refuses to register one without it (docs/decisions.md D21).
   */
  readonly opsRole?: OpsRole;
}

/** An operator's role, least to most (docs/decisions.md D21). */
export type OpsRole = 'viewer' | 'cashier' | 'admin';

/** A call of the table with its phantom types. */
export interface Route<T extends RouteTypes = RouteTypes> extends RouteSpec {
  /** Never set: carries the request and response types. */
  readonly __types?: T;
}

/** Any descriptor. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest descriptor, for generic helpers
export type AnyRoute = Route<any>;

type Part<D, K extends keyof RouteTypes> =
  D extends Route<infer T> ? (K extends keyof T ? T[K] : undefined) : never;
/** Path parameters of a call (`undefined` without any). */
export type ParamsOf<D> = Part<D, 'params'>;
/** Query parameters of a call. */
export type QueryOf<D> = Part<D, 'query'>;
/** Body of a call. */
export type BodyOf<D> = Part<D, 'body'>;
/** The envelope's `value` of a successful answer. */
export type ValueOf<D> = Part<D, 'value'>;

/** A descriptor with phantom types `T`: `api<{ body: LoginBody; value: LoginResult }>({ ... })`. */
export function api<T extends RouteTypes = object>(spec: RouteSpec): Route<T> {
  return spec;
}

/**
 * The URL of a call: `:name` segments replaced by the URI-encoded `params[name]`. No run-time check: {@link ParamsOf}
 * types the parameters; a missing one yields the segment `undefined` (the server answers 404), and no `params` at all
 * for a pattern with parameters throws a TypeError.
 */
export function routePath(d: Pick<RouteSpec, 'path'>, params?: Record<string, string | number>): string {
  return d.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params![name]!));
}

/**
 * Response header on every answer to a call made with a live member session: milliseconds until the session lapses
 * unless used again (the 30-minute idle limit, GLI-19, or the absolute limit, whichever is first). A `passive` call
 * reports it without moving it.
 */
export const SESSION_LAPSE_HEADER = 'session-lapses-in';
