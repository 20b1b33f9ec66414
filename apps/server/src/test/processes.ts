/**
 * Real server processes for tests that need more than one, or the compiled build (compiled.test.ts,
 * multi-instance.pg.test.ts): a node child running a script (a compiled bundle with plain node, or a TypeScript
 * entry with tsx loaded by `--import`, one process either way so a signal reaches the server itself), its output kept
 * as lines, ready once a URL answers 2xx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from '../app.ts';

/** A started server process. */
export interface NodeProcess {
  child: ChildProcess;
  /** Every stdout and stderr line so far, in arrival order. */
  lines: string[];
  /** The JSON log records among `lines` (pino), parsed. */
  records(): Array<Record<string, unknown>>;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs` (default 10 s); resolves once it has exited. Never throws. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns `node [--import tsx] <script>` in the repository root with `env` over this process's environment (a value of
 * `undefined` removes a variable; NODE_OPTIONS is always removed so no loader leaks in from the test runner).
 * `tsx: true` for a TypeScript entry; a compiled bundle runs on plain node.
 */
export function spawnNode(
  script: string,
  env: Record<string, string | undefined>,
  { tsx = false }: { tsx?: boolean } = {},
): NodeProcess {
  const merged: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: undefined, ...env };
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), script], {
    cwd: repoRoot,
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream! }).on('line', (line) => lines.push(line));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    lines,
    exited,
    records: () =>
      lines.flatMap((l) => {
        if (!l.startsWith('{')) return [];
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    stop: async (graceMs = 10_000) => {
      if (!running()) return;
      child.kill('SIGTERM');
      const t = setTimeout(() => running() && child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(t);
    },
  };
}

/**
 * Waits until GET `url` answers 2xx. Returns the milliseconds waited.
 * @throws Error (with the last 20 output lines) when `p` exits first or `timeoutMs` passes; the process is then stopped
 */
export async function waitReady(p: NodeProcess, url: string, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  let gone = false;
  void p.exited.then(() => (gone = true));
  while (Date.now() - started < timeoutMs) {
    if (gone) throw new Error(`process exited before ${url} answered:\n${p.lines.slice(-20).join('\n')}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await r.body?.cancel();
      if (r.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await p.stop(1_000);
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${p.lines.slice(-20).join('\n')}`);
}
