/**
 * HTTP benchmark (autocannon): /wps/system/status and /wps/member/info against a bare Fastify route measured the same
 * way in the same run. Each server runs in its own child process (bench/target.ts) and autocannon in this one, so the
 * load generator never shares the server's event loop. Database: PostgreSQL when DATABASE_URL is set (a database
 * `pd_bench_<random>` is created on that server and dropped afterwards), otherwise PGlite in memory; the report
 * names which. Prints req/s, p99 (ms) and the ratio to the bare route. No assertions (`--check` exits 1 when the
 * status target is missed).
 * Target (issue 4): status >= 0.5 of the bare route, p99 <= 20 ms at 50 connections (status and member/info; member/info
 * is measured with one member's session on every connection and with 50 members' sessions).
 * Run: npx tsx apps/server/bench/http.bench.ts   (env CONNECTIONS default 50, DURATION seconds default 8)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshPostgres } from '../../../scripts/server-harness.mjs';

const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 8);
const target = fileURLToPath(new URL('./target.ts', import.meta.url));

interface Ready {
  port: number;
  token?: string;
  /** Sessions of 50 distinct members. */
  tokens?: string[];
  driver?: string;
}

function start(args: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(target, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`bench target ${args[0]} exited with ${code}`)));
  });
}

async function run(url: string, headers: Record<string, string> = {}, tokens?: string[]) {
  // With `tokens`, each connection cycles through one request per token (distinct members in flight at once).
  const requests = tokens?.map((t) => ({ headers: { ...headers, authorization: `Bearer ${t}` } }));
  const r = await autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const scratch = process.env.DATABASE_URL ? await freshPostgres('pd_bench') : undefined;

const bare = await start(['bare']);
const app = await start(scratch ? ['app', scratch.url] : ['app']);
try {
  const bareUrl = `http://127.0.0.1:${bare.ready.port}/bare`;
  const base = `http://127.0.0.1:${app.ready.port}`;
  const auth = { authorization: `Bearer ${app.ready.token}` };
  // Warm-up (JIT) of both targets, and of each member's first member/info call (it writes the demo messages once).
  await run(bareUrl);
  await run(`${base}/wps/system/status`);
  await run(`${base}/wps/member/info`, auth);
  await run(`${base}/wps/member/info`, {}, app.ready.tokens);
  const b = await run(bareUrl);
  const status = await run(`${base}/wps/system/status`);
  const info = await run(`${base}/wps/member/info`, auth);
  const infoMany = await run(`${base}/wps/member/info`, {}, app.ready.tokens);

  const row = (name: string, r: { rps: number; p99: number; errors: number }) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / b.rps).toFixed(2)}  errors ${r.errors}`;
  const db = app.ready.driver === 'pg' ? 'PostgreSQL (DATABASE_URL, temporary database)' : 'PGlite in memory';
  console.log(
    `\nautocannon: ${connections} connections, ${duration} s each; servers in child processes; database: ${db}\n`,
  );
  console.log(row('bare fastify route', b));
  console.log(row('/wps/system/status', status));
  console.log(row('/wps/member/info', info));
  console.log(row('  (50 members)', infoMany));
  const met = status.rps / b.rps >= 0.5 && status.p99 <= 20;
  console.log(
    `\nstatus target: ratio >= 0.5 -> ${status.rps / b.rps >= 0.5 ? 'met' : 'NOT met'}; p99 <= 20 ms -> ${status.p99 <= 20 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `member/info target: p99 <= 20 ms -> ${info.p99 <= 20 ? 'met' : 'NOT met'} (one member), ${infoMany.p99 <= 20 ? 'met' : 'NOT met'} (50 members)`,
  );
  if (process.argv.includes('--check') && !met) process.exitCode = 1;
} finally {
  bare.child.kill();
  app.child.disconnect();
  await new Promise((r) => app.child.once('exit', r));
  await scratch?.drop();
}
