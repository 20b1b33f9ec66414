/**
 * The shape of one API call in the route table (`@playdeck/api-client/routes`): what the server registers and what the
 * site calls, from one object. A call's data (method, path, auth, rate-limit class, flags) is written once, in its
 * area's JSON (`routes/<area>.json`, keyed by name; the id `<area>.<name>` is added by {@link areaRoutes}); its
 * TypeBox schemas and OpenAPI summary and tags are keyed to the same id in the server-side entry
 * `@playdeck/api-client/route-schemas`, and its request and response types are derived from those schemas
 * ({@link TypesOf}) and ride along on the descriptor as phantom types, read with {@link ParamsOf}, {@link QueryOf},
 * {@link BodyOf} and {@link ValueOf}. A descriptor is plain data: this module imports the schemas as types only, so
 * the site never loads TypeBox (it imports descriptors area by area, e.g. `@playdeck/api-client/routes/wallet`, and
 * its build keeps only the method and path of the calls a chunk makes).
 */
import type { Static, TOptional, TSchema } from 'typebox';
import type { RouteArea, RouteId, RouteNames, routeSchemas } from './route-schemas.ts';

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

/**
 * The `Static` type of schema part `K` of a call's schemas `S`: `| undefined` when the part is `Type.Optional` (a body
 * that may be left out), `undefined` when the call has none.
 */
type StaticPart<S, K extends string> = S extends { readonly [P in K]: infer T extends TSchema }
  ? T extends TOptional
    ? Static<T> | undefined
    : Static<T>
  : undefined;

/**
 * The phantom types of call `I`, from its schemas in route-schemas: path parameters, query and body are the `Static`
 * types of `params`, `querystring` and `body`; `value` is that of the success envelope's `value` (`Responses(X)`:
 * `Static<X>`), `undefined` for calls answering something else (an image, a file, an event stream).
 */
export type TypesOf<I extends RouteId> = {
  params: StaticPart<(typeof routeSchemas)[I], 'params'>;
  query: StaticPart<(typeof routeSchemas)[I], 'querystring'>;
  body: StaticPart<(typeof routeSchemas)[I], 'body'>;
  value: (typeof routeSchemas)[I] extends {
    response: { 200: { properties: { value: infer V extends TSchema } } };
  }
    ? Static<V>
    : undefined;
};

/** The descriptors of area `A`: one per call name, with the call's phantom types. */
export type AreaRoutes<A extends RouteArea> = {
  readonly [K in RouteNames<A>]: Route<`${A}.${K}` extends RouteId ? TypesOf<`${A}.${K}`> : never>;
};

/**
 * The descriptors of an area of the table from its JSON data (`routes/<area>.json`): each entry as written, with its
 * id `<area>.<name>`. The data's names must be exactly the area's ids in route-schemas (a missing or extra name is a
 * type error here); the type checker reads the values as plain strings and booleans, not as {@link RouteSpec}'s
 * unions, so route.test.ts checks every field.
 */
export function areaRoutes<A extends RouteArea, D extends Record<RouteNames<A>, object>>(
  area: A,
  data: D & Record<Exclude<keyof D, RouteNames<A>>, never>,
): AreaRoutes<A> {
  return Object.fromEntries(
    Object.entries<object>(data).map(([name, spec]) => [name, { id: `${area}.${name}`, ...spec }]),
  ) as AreaRoutes<A>;
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
