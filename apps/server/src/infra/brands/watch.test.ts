/**
 * The live config watcher (src/infra/brands/live.ts) polled by hand on a temporary copy of config/: when an edit is loaded
 * (after it has settled), what a refusal logs, and that an edit made while the server was starting is not lost.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBrandRegistry } from './index.ts';
import { watchConfig, type ConfigWatcher } from './live.ts';

const repoRoot = new URL('../../../../../', import.meta.url).pathname;
let dir: string;
let watcher: ConfigWatcher | undefined;
const errors: Record<string, unknown>[] = [];
const log = Object.assign(pino({ level: 'silent' }), {
  error: (obj: Record<string, unknown>) => errors.push(obj),
}) as unknown as FastifyBaseLogger;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'playdeck-watch-'));
  cpSync(join(repoRoot, 'config'), dir, { recursive: true, dereference: true });
  errors.length = 0;
});
afterEach(() => {
  watcher?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function editBrand(edit: (b: Record<string, unknown>) => void) {
  const file = join(dir, 'brands/deshplay/brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(brand);
  writeFileSync(file, JSON.stringify(brand));
}

describe('config watcher', () => {
  it('loads an edit once the files have stayed the same for one poll, and swaps the brands in place', async () => {
    const registry = loadBrandRegistry(dir);
    watcher = watchConfig({ configDir: dir, registry, log, intervalMs: 3_600_000 });
    expect(await watcher.check()).toBe('unchanged');
    editBrand((b) => (b.name = 'DeshPlay Live'));
    expect(await watcher.check()).toBe('settling');
    editBrand((b) => (b.name = 'DeshPlay Live 2'));
    expect(await watcher.check()).toBe('settling');
    expect(registry.get('deshplay')!.name).toBe('DeshPlay');
    expect(await watcher.check()).toBe('swapped');
    expect(registry.get('deshplay')!.name).toBe('DeshPlay Live 2');
    expect(registry.resolve('DESHPLAY', undefined)!.name).toBe('DeshPlay Live 2');
    expect(registry.generation).toBe(1);
    expect(await watcher.check()).toBe('unchanged');
  });

  it('refuses an invalid edit, logging file, pointer, expected and found, and keeps the last good brands', async () => {
    const registry = loadBrandRegistry(dir);
    const before = registry.get('deshplay');
    watcher = watchConfig({ configDir: dir, registry, log, intervalMs: 3_600_000 });
    editBrand((b) => (b.defaultLanguage = 'fr'));
    await watcher.check();
    expect(await watcher.check()).toBe('refused');
    expect(registry.get('deshplay')).toBe(before);
    expect(errors).toContainEqual({
      // Problem paths are relative to the working directory, as config:validate prints them.
      file: relative(process.cwd(), join(dir, 'brands/deshplay/brand.json')),
      pointer: '/defaultLanguage',
      expected: 'one of the offered languages ("bn", "en")',
      found: '"fr"',
    });
    // Refused once: the same files are not reported again on every poll.
    expect(await watcher.check()).toBe('unchanged');
  });

  it('picks up an edit made between loading the config and starting the watcher (a server starting up)', async () => {
    const registry = loadBrandRegistry(dir);
    editBrand((b) => (b.name = 'Edited during start'));
    watcher = watchConfig({ configDir: dir, registry, log, intervalMs: 3_600_000 });
    expect(await watcher.check()).toBe('settling');
    expect(await watcher.check()).toBe('swapped');
    expect(registry.get('deshplay')!.name).toBe('Edited during start');
  });
});
