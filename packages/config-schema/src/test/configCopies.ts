import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The shipped operator config of the repository (config/). */
export const configDir = join(import.meta.dirname, '../../../../config');

/**
 * Edited copies of the shipped config for one test file. Call at module level: it makes a temporary folder
 * `playdeck-<prefix>-…` (`tmp`), removed after the file's tests (vitest afterAll). `variant(name, edit, brandId)`
 * copies config/ to `tmp/<name>` (links followed), applies `edit` to the parsed brand.json of `brandId` (default
 * `deshplay`), writes it back and returns the copy's folder. Throws as `fs` does when a file is missing.
 */
export function configCopies(prefix: string) {
  const tmp = mkdtempSync(join(tmpdir(), `playdeck-${prefix}-`));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const variant = (
    name: string,
    edit: (brand: Record<string, unknown>) => void,
    brandId = 'deshplay',
  ): string => {
    const dir = join(tmp, name);
    cpSync(configDir, dir, { recursive: true, dereference: true });
    const file = join(dir, 'brands', brandId, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(brand);
    writeFileSync(file, JSON.stringify(brand));
    return dir;
  };
  return { tmp, variant };
}
