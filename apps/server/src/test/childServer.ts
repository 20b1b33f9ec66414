/**
 * The real server (src/main.ts) as a child process of a fault test, so the test can SIGKILL it mid-run and start
 * another on the same database (ledger.fault.pg.test.ts, settlement.fault.pg.test.ts, rebate.fault.pg.test.ts). One
 * node process (tsx loaded with --import, no wrapper), so `child.kill('SIGKILL')` kills the server itself. stdout
 * (the error-level log) kept for the start error, stderr inherited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../app.ts';
import { freePort } from '../../../../scripts/server-harness.mjs';

/** How long a start may take: tsx, migrations and brand validation took over 30 s under CI load on 2 cores. */
const START_TIMEOUT_MS = 180_000;

/** Start attempts: a port the OS said was free can be taken by someone else before the child binds it. */
const ATTEMPTS = 3;

/**
 * Starts the server on ports the OS reports free (scripts/server-harness.mjs `freePort`, never one handed out before in
 * this process: a random pick in 20000-39999, with its operator listener 20000 above, could land on a port in use,
 * often an outgoing connection's in the ephemeral range 32768-60999, and the server then exits) with `env` over this
 * process's environment (always HOST 127.0.0.1, LOG_LEVEL error, REDIS_URL off), and resolves once GET
 * /wps/system/status answers 2xx. A child that exits before listening is started again on new ports, up to 3 times.
 * @throws Error when the child exits before listening every time, or does not answer within 3 minutes
 */
export async function spawnServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (err) {
      if (!(err instanceof ExitedEarly) || attempt >= ATTEMPTS) throw err;
    }
  }
}

class ExitedEarly extends Error {}

async function startOnce(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const opsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      OPS_PORT: String(opsPort),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log (LOG_LEVEL error: only failures) is kept, its last 4 KB, to say why a child exited before listening.
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4096);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new ExitedEarly(
        `server exited before listening (${child.exitCode ?? child.signalCode}) on port ${port}: ${log.trim()}`,
      );
    try {
      const r = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (r.ok) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s`);
}
