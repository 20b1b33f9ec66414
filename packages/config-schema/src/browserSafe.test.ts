// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** Browser-safe modules: everything in src/ except node/, cli/, node.ts, tests and test helpers. */
function browserModules(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(src, path);
    if (entry.isDirectory()) return ['node', 'cli', 'test'].includes(rel) ? [] : browserModules(path);
    if (rel === 'node.ts' || !/\.(ts|js)$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [path];
  });
}

describe('browser-safe modules', () => {
  const files = browserModules();

  it('include the public entry, the registry, registration, whitelabel, visibility and the generated validators', () => {
    const names = files.map((f) => relative(src, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'index.ts',
        'patterns.ts',
        'registration.ts',
        'whitelabel.ts',
        'visibility.ts',
        'generated/validators.js',
        'ajvRuntime.js',
      ]),
    );
  });

  it('import no Node built-in, no Node-only module of this package and no AJV compiler', () => {
    for (const file of files) {
      const imports = [
        ...readFileSync(file, 'utf8').matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm),
      ];
      for (const [, typeOnly, from] of imports) {
        const where = `${relative(src, file)} imports ${from}`;
        expect(from, where).not.toMatch(/^node:|^(fs|path|os|url|module)$/);
        expect(from, where).not.toMatch(/(^|\/)(node|cli)(\/|$)|\/node\.ts$/);
        if (!typeOnly) expect(from, where).not.toMatch(/^ajv/);
      }
    }
  });
});
