/**
 * The games server's probes (docs/decisions.md D15; the platform's are apps/server/src/http/health.ts), plain JSON for load
 * balancers and orchestrators:
 * - `GET /healthz` -> 200 `{ status: 'ok' }` while the process serves requests.
 * - `GET /readyz` -> 200 `{ status: 'ready', checks }` or 503 `{ status: 'not ready', checks }`; `checks` is
 *   `{ database, migrations, config }`, each `'ok'` or why not: the games database answers `SELECT 1`, every file of
 *   apps/games/migrations is recorded in `games_schema_migrations`, and the vendor's wallet secret resolves.
 */
import type { FastifyInstance } from 'fastify';
import type { GamesDeps } from './deps.ts';
import { gamesMigrationFiles } from './migrate.ts';

/** How long a readiness check may take before it counts as failed (ms). */
const CHECK_TIMEOUT_MS = 2000;

async function check(fn: () => unknown): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(fn),
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

/** Registers `/healthz` and `/readyz` (see the module comment). */
export async function healthRoutes(app: FastifyInstance, deps: GamesDeps) {
  const expected = gamesMigrationFiles().map(([name]) => name);
  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_req, reply) => {
    const [database, migrations, config] = await Promise.all([
      check(() => deps.db.query('SELECT 1')),
      check(async () => {
        const rows = await deps.db.query<{ name: string }>('SELECT name FROM games_schema_migrations');
        const have = new Set(rows.map((r) => r.name));
        const missing = expected.filter((n) => !have.has(n));
        if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
      }),
      check(() => deps.config.secretFor(deps.config.vendor)),
    ]);
    const checks = { database, migrations, config };
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
