/**
 * Registers an API call from its descriptor in the route table (`@playdeck/api-client/routes`) and its schemas
 * (`@playdeck/api-client/route-schemas`), so method, URL, schemas, OpenAPI summary/tags/security, rate-limit class, JWE body, guard and auth come from one place:
 *
 *   route(app, routes.session.login, async (req) => ok(await login(ctx, req, req.body)));
 *   route(app, routes.payments.uploadProof, { bodyLimit: PROOF_BODY_LIMIT }, handler);
 *
 * `installRouteTable(app, ...)` (app.ts) sets what every call shares: the auth preHandler of each kind and whether rate
 * limits apply (off for tests that are not about them). An area whose auth kind needs its own state (the operator
 * session) provides it with {@link provideAuth} before registering its calls. Registering a call whose auth kind has no
 * preHandler throws at start, never at request time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AnyRoute, AuthKind, BodyOf, ParamsOf, QueryOf, RouteSpec } from '@playdeck/api-client/routes';
import { routeSchemas, type RouteId } from '@playdeck/api-client/route-schemas';
import { RATE_LIMITS } from './limits.ts';

/**
 * A preHandler that authenticates (sets `req.member` or refuses with the envelope's error). It gets the call's
 * descriptor too, for checks the descriptor states (the operator role, `opsRole`).
 */
export type AuthHook = (req: FastifyRequest, d: RouteSpec) => Promise<void>;

interface RouteTable {
  auth: Partial<Record<AuthKind, AuthHook>>;
  rateLimits: boolean;
}

const TABLE = Symbol('routeTable');
type WithTable = FastifyInstance & { [TABLE]?: RouteTable };

/**
 * Makes `route()` usable on `app` and every scope registered under it: the auth preHandlers by kind (`none` needs
 * none) and `rateLimits` (false: descriptors' rate-limit classes are not applied).
 */
export function installRouteTable(
  app: FastifyInstance,
  options: { auth: Partial<Record<AuthKind, AuthHook>>; rateLimits: boolean },
): void {
  app.decorate(TABLE, { auth: { ...options.auth }, rateLimits: options.rateLimits } satisfies RouteTable);
}

/** Adds the preHandler of an auth kind whose check lives in its area (e.g. the operator session of src/domain/ops). */
export function provideAuth(app: FastifyInstance, kind: AuthKind, hook: AuthHook): void {
  tableOf(app).auth[kind] = hook;
}

function tableOf(app: FastifyInstance): RouteTable {
  const t = (app as WithTable)[TABLE];
  if (!t) throw new Error('route(): installRouteTable was not called on this app');
  return t;
}

/** Request of a call, typed from its descriptor. */
export type RouteRequest<D> = FastifyRequest<{
  Params: ParamsOf<D>;
  Querystring: QueryOf<D>;
  Body: BodyOf<D>;
}>;
type Handler<D> = (req: RouteRequest<D>, reply: FastifyReply) => unknown;
/** Route options a call may add (body limit, its own hooks); the rest comes from the descriptor. */
export type RouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config' | 'preHandler'> & {
  preHandler?: RouteShorthandOptions['preHandler'];
};

/**
 * Registers `d` on `app` with `handler`. Auth runs first (before any `opts.preHandler`); `config.rateLimit` is the
 * class's setting from RATE_LIMITS; `config.encrypted` turns on JWE decryption (app.ts onRoute); `config.guarded`
 * makes the brand hook refuse the call in maintenance or a restricted region.
 * @throws Error at registration when the descriptor's auth kind has no preHandler or its id has no schemas.
 */
export function route<D extends AnyRoute>(app: FastifyInstance, d: D, handler: Handler<D>): void;
export function route<D extends AnyRoute>(
  app: FastifyInstance,
  d: D,
  opts: RouteOptions,
  handler: Handler<D>,
): void;
export function route<D extends AnyRoute>(
  app: FastifyInstance,
  d: D,
  a: RouteOptions | Handler<D>,
  b?: Handler<D>,
): void {
  const opts = typeof a === 'function' ? {} : a;
  const handler = (typeof a === 'function' ? a : b)!;
  const table = tableOf(app);
  const schema = routeSchemas[d.id as RouteId];
  if (!schema) throw new Error(`route(): no schemas for ${d.id}`);
  const auth = d.auth === 'none' ? undefined : table.auth[d.auth];
  if (d.auth !== 'none' && !auth) throw new Error(`route(): no preHandler for auth ${d.auth} (${d.id})`);
  if (d.auth === 'operator' && !d.opsRole)
    throw new Error(`route(): operator call without opsRole (${d.id})`);
  const own = opts.preHandler ? [opts.preHandler].flat() : [];
  app.route({
    ...opts,
    method: d.method,
    url: d.path,
    ...(auth || own.length
      ? { preHandler: [...(auth ? [(req: FastifyRequest) => auth(req, d)] : []), ...own] }
      : {}),
    config: {
      ...(d.rateLimit && table.rateLimits ? { rateLimit: RATE_LIMITS[d.rateLimit] } : {}),
      ...(d.encrypted ? { encrypted: true } : {}),
      ...(d.guarded ? { guarded: true } : {}),
      ...(d.regionChecked ? { regionChecked: true } : {}),
      ...(d.duringPasswordChange ? { duringPasswordChange: true } : {}),
    },
    schema: {
      ...schema,
      tags: [...schema.tags],
      ...(d.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
