// @vitest-environment node
/**
 * The end-to-end suite's fixture brands (e2e/fixtures/brands/: brands made only of config, which scripts/e2e.mjs adds
 * to the main server's config) are valid brands beside the repository's own: a schema change that breaks one fails
 * here, with file and pointer, rather than as a missing brand in the browser suite.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { loadBrands } from './loadBrands';

const repo = join(import.meta.dirname, '../../../..');
const fixtures = join(repo, 'e2e/fixtures/brands');
const dir = mkdtempSync(join(tmpdir(), 'pd-fixture-brands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('every fixture brand loads beside the repository brands, with no problem', () => {
  cpSync(join(repo, 'config'), dir, { recursive: true, dereference: true });
  cpSync(fixtures, join(dir, 'brands'), { recursive: true, dereference: true });
  const ids = readdirSync(fixtures, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
    .map((d) => d.name);
  expect(ids.length).toBeGreaterThan(0);
  const { brands, problems } = loadBrands(dir, { relativeTo: dir });
  expect(problems.map((p) => formatProblem(p))).toEqual([]);
  expect(brands.map((b) => b.id)).toEqual(expect.arrayContaining(ids));
});
