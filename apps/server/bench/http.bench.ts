/**
 * HTTP benchmark (autocannon): /wps/system/status and /wps/member/info against a bare Fastify route measured the same
 * way in the same run. Each server runs in its own child process (bench/target.ts) and autocannon in this one, so the
 * load generator never shares the server's event loop. Database: PostgreSQL when DATABASE_URL is set (a database
 * `pd_bench_<random>` is created on that server and dropped afterwards), otherwise PGlite in memory; the report
 * names which. Prints req/s, p99 (ms) and the ratio to the bare route. No assertions (`--check` exits 1 when the
 * status target is missed).
 * Target (docs/architecture.md "Targets"): status >= 0.5 of the bare route, p99 <= 20 ms at 50 connections (status and member/info; member/info
 * is measured with one member's session on every connection and with 50 members' sessions).
 * Login: /wps/session/login with the right password at the same concurrency, against a bare argon2id verify loop with
 * the same parameters run in the same process, alternated over LOGIN_ROUNDS rounds (default 3; the median ratio is the
 * figure; target: the attempt reservation and checks cost at most 10%).
 * Run: npx tsx apps/server/bench/http.bench.ts   (env CONNECTIONS default 50, DURATION seconds default 8;
 * `--login` measures the login row and its baseline only)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshPostgres } from '../../../scripts/server-harness.mjs';
import { hashPassword, verifyPassword } from '../src/infra/passwords.ts';

const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 8);
const target = fileURLToPath(new URL('./target.ts', import.meta.url));

interface Ready {
  port: number;
  token?: string;
  /** Sessions of 50 distinct members. */
  tokens?: string[];
  /** Members with a real argon2id hash and their password (the login row). */
  login?: { usernames: string[]; password: string };
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

/**
 * Logins at `connections` concurrency, each connection always for its own member (as many people logging in at once;
 * one name in flight several times would meet its own attempt limit): one autocannon whose connections each get
 * their member's body when they are set up (autocannon `setupClient`), so the load generator costs what one run costs.
 */
async function loginRun(url: string, creds: { usernames: string[]; password: string }) {
  let next = 0;
  const r = await autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) =>
      client.setBody(
        JSON.stringify({
          username: creds.usernames[next++ % creds.usernames.length],
          password: creds.password,
        }),
      ),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * The baseline of the login row: argon2id verifies of the right password with the login's parameters (src/infra/passwords.ts),
 * `connections` at a time for `duration` seconds, in this process (idle while it runs). Verifies per second.
 */
async function argon2Loop(password: string) {
  const hashed = await hashPassword(password);
  const end = Date.now() + duration * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) if (await verifyPassword(hashed, password)) n++;
    }),
  );
  return n / duration;
}

/**
 * The login row and its baseline, alternated: after one warm-up login run, `LOGIN_ROUNDS` (default 3) rounds of the
 * bare argon2id loop then the login run, each `duration` seconds. The ratio is each round's logins/s over that round's
 * verifies/s; the row reports their median, so a drift of the machine's speed during the run (seen: the same loop at
 * 168/s and 206/s a minute apart) falls on both sides of a round instead of on one side of the ratio.
 */
async function loginMeasure(url: string, creds: { usernames: string[]; password: string }) {
  await loginRun(url, creds);
  const rounds: { logins: Awaited<ReturnType<typeof loginRun>>; argon: number; ratio: number }[] = [];
  for (let i = 0; i < Number(process.env.LOGIN_ROUNDS ?? 3); i++) {
    const argon = await argon2Loop(creds.password);
    const logins = await loginRun(url, creds);
    rounds.push({ logins, argon, ratio: logins.rps / argon });
  }
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { rounds, median: sorted[Math.floor(sorted.length / 2)]! };
}

/** The login rows: each round's logins/s beside its bare argon2id loop's verifies/s, then the median and its target. */
function loginRow(m: Awaited<ReturnType<typeof loginMeasure>>) {
  const line = (name: string, r: (typeof m.rounds)[number]) =>
    `${name.padEnd(22)} ${r.logins.rps.toFixed(0).padStart(8)} req/s  p99 ${String(r.logins.p99).padStart(4)} ms  argon2id verify loop ${r.argon.toFixed(0)}/s  ratio ${r.ratio.toFixed(2)}  errors ${r.logins.errors}`;
  return [
    ...m.rounds.map((r, i) => line(i === 0 ? '/wps/session/login' : `  (round ${i + 1})`, r)),
    `login target: median ratio ${m.median.ratio.toFixed(2)} of ${m.rounds.length} rounds >= 0.9 of the bare argon2id loop (reservation and checks <= 10%) -> ${m.median.ratio >= 0.9 ? 'met' : 'NOT met'}`,
  ].join('\n');
}

const scratch = process.env.DATABASE_URL ? await freshPostgres('pd_bench') : undefined;

const bare = await start(['bare']);
const app = await start(scratch ? ['app', scratch.url] : ['app']);
try {
  const bareUrl = `http://127.0.0.1:${bare.ready.port}/bare`;
  const base = `http://127.0.0.1:${app.ready.port}`;
  const auth = { authorization: `Bearer ${app.ready.token}` };
  if (process.argv.includes('--login')) {
    console.log(loginRow(await loginMeasure(`${base}/wps/session/login`, app.ready.login!)));
  } else {
    // Warm-up (JIT) of both targets, and of each member's first member/info call (it writes the demo messages once).
    await run(bareUrl);
    await run(`${base}/wps/system/status`);
    await run(`${base}/wps/member/info`, auth);
    await run(`${base}/wps/member/info`, {}, app.ready.tokens);
    const b = await run(bareUrl);
    const status = await run(`${base}/wps/system/status`);
    const info = await run(`${base}/wps/member/info`, auth);
    const infoMany = await run(`${base}/wps/member/info`, {}, app.ready.tokens);
    // Login: every request is one argon2id verify plus the attempt reservation, the checks and a new session; the bare
    // argon2 loop with the same parameters and concurrency is its baseline (the reservation and checks cost at most 10%).
    const login = await loginMeasure(`${base}/wps/session/login`, app.ready.login!);

    const row = (name: string, r: { rps: number; p99: number; errors: number }) =>
      `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / b.rps).toFixed(2)}  errors ${r.errors}`;
    const db =
      app.ready.driver === 'pg' ? 'PostgreSQL (DATABASE_URL, temporary database)' : 'PGlite in memory';
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s each; servers in child processes; database: ${db}\n`,
    );
    console.log(row('bare fastify route', b));
    console.log(row('/wps/system/status', status));
    console.log(row('/wps/member/info', info));
    console.log(row('  (50 members)', infoMany));
    console.log(loginRow(login));
    const met = status.rps / b.rps >= 0.5 && status.p99 <= 20;
    console.log(
      `\nstatus target: ratio >= 0.5 -> ${status.rps / b.rps >= 0.5 ? 'met' : 'NOT met'}; p99 <= 20 ms -> ${status.p99 <= 20 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `member/info target: p99 <= 20 ms -> ${info.p99 <= 20 ? 'met' : 'NOT met'} (one member), ${infoMany.p99 <= 20 ? 'met' : 'NOT met'} (50 members)`,
    );
    if (process.argv.includes('--check') && !met) process.exitCode = 1;
  }
} finally {
  bare.child.kill();
  app.child.disconnect();
  await new Promise((r) => app.child.once('exit', r));
  await scratch?.drop();
}
