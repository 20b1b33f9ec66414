/**
 * The real server (src/main.ts) as a child process of a fault test, so the test can SIGKILL it mid-run and start
 * another on the same database (ledger.fault.pg.test.ts, settlement.fault.pg.test.ts, rebate.fault.pg.test.ts). One
 * node process (tsx loaded with --import, no wrapper), so `child.kill('SIGKILL')` kills the server itself. stdout
 * ignored, stderr inherited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../app.ts';

/** How long a start may take: tsx, migrations and brand validation took over 30 s under CI load on 2 cores. */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts the server on a random port in 20000-39999 (its operator listener 20000 above) with `env` over this process's environment (always HOST
 * 127.0.0.1, LOG_LEVEL error, REDIS_URL off), and resolves once GET /wps/system/status answers 2xx.
 * @throws Error when the child exits before listening, or does not answer within 3 minutes
 */
export async function spawnServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      OPS_PORT: String(port + 20_000),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited before listening (${child.exitCode ?? child.signalCode})`);
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
