/**
 * Live config: a running server picks up edits of any file under its config folder (`CONFIG_DIR`) without a restart
 * (docs/architecture.md "validated at start and on every edit (AJV), swapped in live").
 *
 * - Detection: every `intervalMs` (default 500 ms) the folder's files are listed with their size, modification time
 *   and inode. Polling rather than `fs.watch`: it sees every way an edit lands (in-place writes, editors that write a
 *   temporary file and rename it, a Kubernetes ConfigMap's symlink swap, a network file system) and costs a few dozen
 *   `stat` calls a tick. A change is loaded once the listing has stayed the same for one more tick, so a file caught
 *   half-written is not reported as broken: an edit is live within about 2 x `intervalMs` plus the load (~50 ms).
 * - Validation: the whole folder is loaded again with the same loader as `npm run config:validate` (config-schema's
 *   `loadBrands`: merge over `_base`, the AJV-compiled schema, the semantic checks) plus the server's own
 *   (`loadBrandRegistry`). Any problem refuses the edit: each problem is logged at error level as `{ file, pointer,
 *   expected, found }` and the last good config keeps serving. Fixing the file is picked up the same way.
 * - Swap: `BrandRegistry.replace`, one synchronous step, so each new request sees one whole config (see there). Then
 *   the `onSwap` listeners run (content upsert, content images), each logged on failure without undoing the swap.
 * - Several processes: each process watches its own files and swaps on its own; nothing is shared but the database,
 *   where the content upsert is idempotent (src/domain/content/sync.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { BrandConfigError, loadBrandRegistry, type BrandRegistry } from './index.ts';
import { folderSignature } from './signature.ts';

export { folderSignature };

/** Options of {@link watchConfig}. */
export interface WatchOptions {
  /** The folder holding `brands/` and `platform.json`. */
  configDir: string;
  /** The running registry; replaced in place on a valid edit. */
  registry: BrandRegistry;
  log: FastifyBaseLogger;
  /** Poll period, ms (default 500). */
  intervalMs?: number;
  /** Called after each swap, in order; awaited one by one. A listener that throws is logged; the swap stands. */
  onSwap?: ReadonlyArray<(registry: BrandRegistry) => Promise<void> | void>;
}

/** What {@link watchConfig} returns: `stop()` ends the polling; `check()` runs one poll now (tests). */
export interface ConfigWatcher {
  stop(): void;
  /** Polls once; resolves to 'swapped', 'refused' or 'unchanged'. */
  check(): Promise<'swapped' | 'refused' | 'unchanged' | 'settling'>;
}

/**
 * Starts watching `configDir` (see the module doc). The first poll runs after `intervalMs`. The registry passed in is
 * taken as the config of the files as they were when it was loaded (`BrandRegistry.signature`, taken before reading
 * them), so an edit made while the server was starting is picked up by the first polls.
 */
export function watchConfig(options: WatchOptions): ConfigWatcher {
  const { configDir, registry, log } = options;
  const intervalMs = options.intervalMs ?? 500;
  let loaded = registry.signature ?? folderSignature(configDir);
  let seen = loaded;
  let running: Promise<'swapped' | 'refused' | 'unchanged' | 'settling'> | undefined;

  const poll = async (): Promise<'swapped' | 'refused' | 'unchanged' | 'settling'> => {
    const now = folderSignature(configDir);
    if (now === loaded) {
      seen = now;
      return 'unchanged';
    }
    if (now !== seen) {
      // Changed since the last tick: wait one more tick for the writer to finish.
      seen = now;
      return 'settling';
    }
    loaded = now;
    let next: BrandRegistry;
    try {
      next = loadBrandRegistry(configDir);
    } catch (e) {
      if (!(e instanceof BrandConfigError)) {
        log.error({ err: e }, 'config edit refused; the last good config keeps serving');
        return 'refused';
      }
      for (const p of e.problems)
        log.error(
          { file: p.file, pointer: p.pointer, expected: p.expected, found: p.found },
          'config edit refused; the last good config keeps serving',
        );
      return 'refused';
    }
    const before = new Map([...registry.brands].map(([id, b]) => [id, b.version]));
    registry.replace(next);
    const changed = [...next.brands.values()].filter((b) => before.get(b.id) !== b.version).map((b) => b.id);
    const removed = [...before.keys()].filter((id) => !next.brands.has(id));
    log.info(
      { generation: registry.generation, changed, removed, brands: [...next.brands.keys()] },
      'config reloaded',
    );
    for (const listener of options.onSwap ?? []) {
      try {
        await listener(registry);
      } catch (err) {
        log.error({ err }, 'config reloaded, but applying it failed in part');
      }
    }
    return 'swapped';
  };

  const check = () => {
    running ??= poll().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    check().catch((err: unknown) => log.error({ err }, 'config watch failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
