/**
 * Probes and the operator listener (docs/architecture.md "Profiles and scale"; docs/decisions.md D15).
 *
 * Probes, on the public port and the operator port alike, for load balancers and orchestrators (plain JSON, not the
 * API envelope: machines read the status code):
 * - `GET /healthz` -> 200 `{ status: 'ok' }` while the process serves requests (liveness).
 * - `GET /readyz` -> 200 `{ status: 'ready', checks }` or 503 `{ status: 'not ready', checks }` (readiness), `checks`
 *   being `{ database, migrations, redis, config }`, each `'ok'`, `'not configured'` (redis only) or the reason it
 *   failed: the database answers `SELECT 1`, every migration file of apps/server/migrations is recorded in
 *   `schema_migrations`, Redis answers PING when REDIS_URL is set, and the brand registry holds the default brand.
 *
 * The operator listener: the operator API (`/ops/...`), the API docs (`/wps/docs`, which describe it) and the
 * Prometheus metrics (`/metrics`, infra/metrics.ts) are served only on a second listener (`OPS_PORT`, bound to `OPS_HOST`, default 127.0.0.1), never on the public port; the
 * operator listener serves nothing else but the probes. One Fastify app serves both listeners: requests of the
 * operator listener are marked by {@link listenOps}, and {@link installOpsGuard} answers 404 (NOT_FOUND) to anything
 * on the wrong listener.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenHttp } from '@playdeck/db/listen';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Ctx } from '../domain/context.ts';
import { migrationFiles } from '../infra/db/migrate.ts';
import { sendFail } from './envelope.ts';
import { normaliseLanguage } from '../infra/i18n/index.ts';

/** Paths answered on both listeners. */
const PROBES = new Set(['/healthz', '/readyz']);

/** A probe check's outcome: `ok`, `not configured`, or why it failed. */
type Check = string;

/** How long a readiness check may take before it counts as failed (ms). */
const CHECK_TIMEOUT_MS = 2000;

async function check(fn: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (e) {
    return (e as Error).message || 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers `/healthz` and `/readyz` (see the module comment). `redis`: the client when REDIS_URL is set.
 */
export function healthRoutes(app: FastifyInstance, ctx: Ctx, redis?: Redis) {
  const expected = migrationFiles().map(([name]) => name);
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const [database, migrations, redisCheck] = await Promise.all([
      check(() => ctx.db.query(sql`SELECT 1`)),
      check(async () => {
        const rows = await ctx.db.query<{ name: string }>(sql`SELECT name FROM schema_migrations`);
        const have = new Set(rows.map((r) => r.name));
        const missing = expected.filter((n) => !have.has(n));
        if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
      }),
      redis ? check(() => redis.ping()) : Promise.resolve('not configured'),
    ]);
    const config = ctx.brands.brands.has(ctx.brands.defaultBrandId) ? 'ok' : 'default brand missing';
    const checks = { database, migrations, redis: redisCheck, config };
    const ready =
      [database, migrations, config].every((c) => c === 'ok') &&
      (redisCheck === 'ok' || redisCheck === 'not configured');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}

const OPS_LISTENER = Symbol('playdeck.opsListener');

/** Whether `raw` came in through the operator listener ({@link listenOps}). */
export function isOpsRequest(raw: IncomingMessage): boolean {
  return (raw as IncomingMessage & { [OPS_LISTENER]?: true })[OPS_LISTENER] === true;
}

/** Paths of the operator listener: the operator API, the API docs and the Prometheus metrics (infra/metrics.ts). */
export function isOpsPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.startsWith('/ops/') || path === '/ops' || path === '/wps/docs' || path === '/metrics';
}

/**
 * Splits the app between its listeners (see the module comment): on the public listener `/ops/...` and `/wps/docs`
 * answer 404 NOT_FOUND (the docs stay public only with `docsPublic`, API_DOCS_PUBLIC=1, refused in production); on the
 * operator listener everything but those and the probes answers 404. Install before the routes' own hooks.
 */
export function installOpsGuard(app: FastifyInstance, o: { docsPublic?: boolean } = {}) {
  app.addHook('onRequest', (req, reply, done) => {
    const ops = isOpsRequest(req.raw);
    const path = req.url.split('?')[0]!;
    if (PROBES.has(path)) return done();
    const opsPath = isOpsPath(path);
    const allowed = ops ? opsPath : !opsPath || (o.docsPublic === true && path === '/wps/docs');
    if (allowed) return done();
    // Before the brand hook: the message speaks the Language header's language when it is one we have.
    const lang =
      typeof req.headers.language === 'string' ? normaliseLanguage(req.headers.language) : undefined;
    req.lang = lang ?? 'en';
    void sendFail(req, reply, 'NOT_FOUND');
  });
}

/** The operator listener as started by {@link listenOps}. */
export interface OpsListener {
  server: Server;
  /** `http://<host>:<port>` */
  url: string;
  /** Stops accepting and resolves once the requests in flight are answered. */
  close(): Promise<void>;
}

/**
 * Starts the operator listener (plain HTTP; keep it on a private interface) feeding `app`, whose requests are marked
 * as the operator listener's. Call after `app.ready()`.
 */
export async function listenOps(
  app: FastifyInstance,
  o: { port: number; host: string },
): Promise<OpsListener> {
  const server = createServer((req, res) => {
    (req as IncomingMessage & { [OPS_LISTENER]?: true })[OPS_LISTENER] = true;
    app.routing(req, res);
  });
  return listenHttp(server, o);
}
