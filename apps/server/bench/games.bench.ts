/**
 * Game-list benchmark (docs/architecture.md "Targets"): GET /wps/relay/GCSGAME_gameList over the 10,000-slot demo catalogue, beside a bare
 * Fastify route measured the same way in the same run. Each server runs in its own child process (this file, forked
 * with `target bare|app`), autocannon in the parent, so the load generator never shares a server's event loop.
 * Database: PostgreSQL when DATABASE_URL is set (a temporary database `pd_bench_<random>`, dropped afterwards), else
 * PGlite in memory. Prints req/s, p99 (ms) and the ratio to the bare route; no assertions.
 * Target: game list p99 <= 15 ms at 50 connections.
 * Run: npx tsx apps/server/bench/games.bench.ts   (env CONNECTIONS default 50, DURATION seconds default 8)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const [mode, kind, url] = process.argv.slice(2);

if (mode === 'target') await target(kind!, url);
else await parent();

/** Child: serves the bare route or the real app (rate limits and logger off), then reports its port over IPC. */
async function target(which: string, dbUrl?: string) {
  const send = (m: unknown) => process.send!(m);
  if (which === 'bare') {
    const { default: Fastify } = await import('fastify');
    const bare = Fastify();
    bare.get('/bare', async () => ({
      success: true,
      value: { games: [], pageNum: 1, totalPages: 0, total: 0 },
    }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    send({ port: (bare.server.address() as { port: number }).port });
    return;
  }
  const { buildApp, repoRoot } = await import('../src/app.ts');
  const { openPglite, openPostgres } = await import('../src/infra/db/client.ts');
  const { migrate } = await import('../src/infra/db/migrate.ts');
  const { seedCatalogue } = await import('../src/domain/games/service.ts');
  const { refreshCatalogue } = await import('../src/domain/games/catalogue.ts');
  const { loadVendorConfig } = await import('../src/domain/vendor-wallet/config.ts');
  const db = dbUrl ? openPostgres(dbUrl, 10) : await openPglite();
  await migrate(db);
  const app = await buildApp({ db, seed: 'content', rateLimit: false });
  await seedCatalogue(db, loadVendorConfig(join(repoRoot, 'config'), {}));
  await refreshCatalogue(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
  send({ port: (app.server.address() as { port: number }).port, driver: db.kind });
}

async function parent() {
  const { default: autocannon } = await import('autocannon');
  const { freshPostgres } = await import('../../../scripts/server-harness.mjs');
  const connections = Number(process.env.CONNECTIONS ?? 50);
  const duration = Number(process.env.DURATION ?? 8);

  const start = (
    args: string[],
  ): Promise<{ child: ChildProcess; ready: { port: number; driver?: string } }> => {
    const child = fork(self, ['target', ...args], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('message', (m) => resolve({ child, ready: m as { port: number; driver?: string } }));
      child.once('exit', (code) => reject(new Error(`bench target ${args[0]} exited with ${code}`)));
    });
  };
  const run = async (target: string) => {
    const r = await autocannon({ url: target, connections, duration });
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };

  const scratch = process.env.DATABASE_URL ? await freshPostgres('pd_bench') : undefined;

  const bare = await start(['bare']);
  const app = await start(scratch ? ['app', scratch.url] : ['app']);
  try {
    const base = `http://127.0.0.1:${app.ready.port}/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=DESHPLAY&language=en`;
    const cases: Array<[string, string]> = [
      ['gameList RNG ALL p1', `${base}&gameType=RNG&pageNo=1&pageSize=24`],
      ['gameList RNG AG p5', `${base}&gameType=RNG&vassalage=AG&pageNo=5&pageSize=24`],
      ['gameList RNG search', `${base}&gameType=RNG&search=tiger&pageNo=2&pageSize=24`],
      ['gameList RNG NEW', `${base}&gameType=RNG&filter=NEW&pageNo=1&pageSize=24`],
    ];
    const bareUrl = `http://127.0.0.1:${bare.ready.port}/bare`;
    await run(bareUrl); // warm-up (JIT) of both targets
    await run(cases[0]![1]);
    const b = await run(bareUrl);
    const rows: Array<[string, { rps: number; p99: number; errors: number }]> = [['bare fastify route', b]];
    for (const [name, u] of cases) rows.push([name, await run(u)]);
    const db =
      app.ready.driver === 'pg' ? 'PostgreSQL (DATABASE_URL, temporary database)' : 'PGlite in memory';
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s each; servers in child processes; database: ${db}; catalogue: demo (10,000 slot games)\n`,
    );
    for (const [name, r] of rows)
      console.log(
        `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / b.rps).toFixed(2)}  errors ${r.errors}`,
      );
    const worst = Math.max(...rows.slice(1).map(([, r]) => r.p99));
    console.log(`\ngame list target p99 <= 15 ms: worst ${worst} ms -> ${worst <= 15 ? 'met' : 'NOT met'}`);
  } finally {
    bare.child.kill();
    app.child.disconnect();
    await new Promise((r) => app.child.once('exit', r));
    await scratch?.drop();
  }
}
