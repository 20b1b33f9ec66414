/**
 * Login flood benchmark (autocannon; src/infra/pool.ts): how good traffic (GET /wps/member/info, 10 connections over
 * 50 members' sessions) fares while FLOOD_CONNECTIONS (default 250) connections offer FLOOD_RATE (default 625) correct
 * logins per second (every one an argon2id verify), 5000 in the default 8 s. Three runs, each server in its own child
 * process (bench/target.ts `flood`, rate limits off so every login reaches argon2):
 * 1. baseline: member/info alone;
 * 2. unbounded: the flood with the password pool effectively unbounded (PASSWORD_HASH_CONCURRENCY=64, QUEUE=1e6), as
 *    before the pool existed;
 * 3. bounded: the flood with the default pool (cores - 1 at a time, 64 waiting; beyond, 503 SERVER_BUSY at once).
 * Prints member/info p99 and max (ms) and req/s for each, and the logins answered 200 and shed 503. Database:
 * PostgreSQL when DATABASE_URL is set (fresh database per run, dropped after), else PGlite in memory. Target: member/info
 * p99 <= 50 ms on PostgreSQL while logins are shed.
 * Run: npx tsx apps/server/bench/login-flood.bench.ts   (env DURATION seconds, default 8; FLOOD_CONNECTIONS, FLOOD_RATE)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshPostgres } from '../../../scripts/server-harness.mjs';

const duration = Number(process.env.DURATION ?? 8);
/** Login connections (the issue's flood: 5000 logins from 250 addresses): more than the pool's queue (64). */
const floodConnections = Number(process.env.FLOOD_CONNECTIONS ?? 250);
/** Logins per second offered (default 625: 5000 over the default 8 s), whatever the server answers. */
const floodRate = Number(process.env.FLOOD_RATE ?? 625);
const target = fileURLToPath(new URL('./target.ts', import.meta.url));

interface Ready {
  port: number;
  tokens: string[];
  users: Array<{ username: string; password: string }>;
  driver: string;
}

function start(env: Record<string, string>, url?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(target, url ? ['flood', url] : ['flood'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FLOOD_USERS: String(floodConnections), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
}

const goodTraffic = (base: string, tokens: string[]) =>
  autocannon({
    url: `${base}/wps/member/info`,
    connections: 10,
    duration,
    requests: tokens.map((t) => ({ headers: { authorization: `Bearer ${t}` } })),
  });

/**
 * The flood: one single-connection autocannon per member (`floodConnections` of them), together offering `floodRate`
 * logins per second. Each connection logs its own member in, so no name is ever in flight twice: every login reaches
 * argon2 (or is shed) instead of meeting the member's own attempt lock (423), which would spare the hashing pool.
 */
async function flood(base: string, users: Ready['users']) {
  const statuses: Record<string, number> = {};
  await Promise.all(
    users.slice(0, floodConnections).map(
      (u) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url: `${base}/wps/session/login`,
              method: 'POST',
              connections: 1,
              overallRate: floodRate / floodConnections,
              duration,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: u.username, password: u.password }),
            },
            (err) => (err ? reject(err) : resolve()),
          );
          instance.on('response', (_client, status) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
          });
        }),
    ),
  );
  return statuses;
}

async function scenario(name: string, env: Record<string, string>, withFlood: boolean) {
  const scratch = process.env.DATABASE_URL ? await freshPostgres('pd_bench_flood') : undefined;
  const app = await start(env, scratch?.url);
  try {
    const base = `http://127.0.0.1:${app.ready.port}`;
    await goodTraffic(base, app.ready.tokens).then(() => undefined); // warm-up (JIT, first member/info writes)
    const [good, logins] = await Promise.all([
      goodTraffic(base, app.ready.tokens),
      withFlood ? flood(base, app.ready.users) : Promise.resolve(undefined),
    ]);
    return {
      name,
      driver: app.ready.driver,
      p99: good.latency.p99,
      max: good.latency.max,
      rps: good.requests.average,
      goodErrors: good.errors + good.non2xx,
      logins,
    };
  } finally {
    app.child.disconnect();
    await new Promise((r) => app.child.once('exit', r));
    await scratch?.drop();
  }
}

const results = [
  await scenario('baseline (no flood)', {}, false),
  await scenario(
    'flood, unbounded hashing',
    { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '1000000' },
    true,
  ),
  await scenario('flood, bounded pool (defaults)', {}, true),
];
console.log(
  `\nlogin flood (${results[0]!.driver}, ${duration} s each): member/info at 10 connections, logins offered at ${floodRate}/s on ${floodConnections}`,
);
for (const r of results) {
  const l = r.logins
    ? ` | logins 200: ${r.logins['200'] ?? 0}, 503 shed: ${r.logins['503'] ?? 0}, other: ${
        Object.entries(r.logins)
          .filter(([s]) => s !== '200' && s !== '503')
          .map(([s, n]) => `${s}x${n}`)
          .join(' ') || 0
      }`
    : '';
  console.log(
    `  ${r.name.padEnd(32)} p99 ${String(r.p99).padStart(5)} ms  max ${String(r.max).padStart(5)} ms  ${Math.round(r.rps)} req/s  errors ${r.goodErrors}${l}`,
  );
}
const bounded = results[2]!;
const base = results[0]!;
console.log(
  `  bounded p99 / baseline p99 = ${(bounded.p99 / Math.max(1, base.p99)).toFixed(1)}; target p99 <= 50 ms: ${bounded.p99 <= 50 ? 'met' : 'MISSED'}`,
);
