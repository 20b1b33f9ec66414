// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  validateBrand,
  validateContent,
  validateRegisterSettings,
  validateVendors,
  validateWhitelabel,
} from './generated/validators.js';
import { buildStandaloneModules } from './node/standalone';
import { standaloneTargets } from './schema';
import { loadBrands } from './node/loadBrands';

const generatedDir = join(import.meta.dirname, 'generated');

describe('generated validators', () => {
  it('match what `npm run config:build` would write now (run it after changing a schema)', () => {
    const expected = buildStandaloneModules();
    const committed = readdirSync(generatedDir).sort();
    expect(committed, 'files in src/generated differ: run `npm run config:build`').toEqual(
      [...expected.keys()].sort(),
    );
    for (const [name, text] of expected) {
      const same = readFileSync(join(generatedDir, name), 'utf8') === text;
      expect(same, `src/generated/${name} is stale: run \`npm run config:build\``).toBe(true);
    }
  }, 30_000);

  it('import only the runtime helpers of src/ajvRuntime.js and never evaluate strings (CSP without unsafe-eval)', () => {
    for (const name of readdirSync(generatedDir).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join(generatedDir, name), 'utf8');
      expect(text, name).not.toMatch(/\brequire\(|\bimport\(|\beval\(|new Function/m);
      const imports = text.match(/^import\s.*$/gm) ?? [];
      for (const line of imports)
        expect(line, name).toMatch(/^import \{ [\w, ]+ \} from '\.\.\/ajvRuntime\.js';$/);
    }
  });

  it('stay out of the site: apps/web imports none of them', () => {
    // One module holds every validator (~600 kB) and a bundler cannot tree-shake it into parts (each function's
    // `.evaluated` assignment keeps it), so one import would bring the whole brand validator into the site. The site
    // validates registrations with the brand's served module instead (compileRegistrationModuleSource).
    const web = join(import.meta.dirname, '../../../apps/web/src');
    const names = standaloneTargets.map((t) => t.exportName).join('|');
    const importsOne = new RegExp(
      `import\\s*\\{[^}]*\\b(?:${names})\\b[^}]*\\}\\s*from\\s*'@playdeck/config-schema[^']*'|config-schema/src/generated/`,
    );
    const offenders = readdirSync(web, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => importsOne.test(readFileSync(join(web, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('accept the shipped brands and each of their sections', () => {
    const { brands } = loadBrands(join(import.meta.dirname, '../../../config'));
    expect(brands.map((b) => b.id)).toEqual(['deshplay', 'nova']);
    for (const { config } of brands) {
      expect(validateBrand(config)).toBe(true);
      expect(validateWhitelabel(config.whitelabel)).toBe(true);
      expect(validateRegisterSettings(config.register)).toBe(true);
      expect(validateVendors(config.vendors)).toBe(true);
      expect(validateContent(config.content)).toBe(true);
    }
  });

  it('reject a bad section with AJV errors pointing at the value', () => {
    expect(validateWhitelabel({ tree: [{ modId: 'has space', enabled: '1' }], flags: {} })).toBe(false);
    expect(validateWhitelabel.errors).toEqual([
      expect.objectContaining({ instancePath: '/tree/0/modId', keyword: 'pattern' }),
    ]);
  });
});
