// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { runValidate } from '../cli/validate';
import { loadBrands } from './loadBrands';

const pkg = join(import.meta.dirname, '../..');
const repo = join(pkg, '../..');
const configDir = join(repo, 'config');
const fixtures = join(pkg, 'test-fixtures');
const load = (dir: string) => loadBrands(dir, { relativeTo: repo });
const tmp = mkdtempSync(join(tmpdir(), 'playdeck-config-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('loadBrands on the shipped config', () => {
  const result = load(configDir);

  it('loads both brands without a problem and reads the default brand', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.brands.map((b) => b.id)).toEqual(['deshplay', 'nova']);
    expect(result.defaultBrand).toBe('deshplay');
  });

  it('merges _base under each brand: objects key by key, arrays replaced, null removes', () => {
    const [deshplay, nova] = result.brands.map((b) => b.config);
    // Inherited untouched from _base.
    expect(deshplay!.userTypes).toEqual({ agent: [1, 2, 41, 42], trial: 4 });
    expect(deshplay!.ageGate).toEqual({ termsMinAge: 18, birthdayMinAge: 21 });
    expect(deshplay!.agentConsultation).toEqual({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      open: '12:00',
      close: '21:00',
    });
    // One key of a field overridden, the rest inherited.
    expect(nova!.register.fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 14,
      minLength: 5,
      maxLength: 12,
    });
    // Arrays replace; null removes an inherited key.
    expect(nova!.vendors.gameTypes.LIVE!.vendors).toEqual(['EA', 'DG', 'OG', 'PT']);
    expect(nova!.vendors.gameTypes).not.toHaveProperty('COCKFIGHT');
    expect(nova!.vendors.gameTypes.RNG!.vendors).toContain('PNG');
    // Content groups the brand does not give come from _base.
    expect(nova!.content.banners.w_login).toEqual([]);
    expect(nova!.content.notices).toEqual([]);
  });

  it('gives the default brand Bengali first with BDT, and the second brand English + Hindi with INR', () => {
    const [deshplay, nova] = result.brands.map((b) => b.config);
    expect(deshplay).toMatchObject({
      defaultLanguage: 'bn',
      languages: ['bn', 'en'],
      timezone: 'Asia/Dhaka',
    });
    expect(deshplay!.currency).toEqual({ code: 'BDT', symbol: '৳', exponent: 2 });
    expect(nova).toMatchObject({ defaultLanguage: 'en', languages: ['en', 'hi'], timezone: 'Asia/Kolkata' });
    expect(nova!.currency).toEqual({ code: 'INR', symbol: '₹', exponent: 2 });
    expect(deshplay!.register.fields).not.toEqual(nova!.register.fields);
    expect(deshplay!.theme).not.toEqual(nova!.theme);
  });

  it('uses length rules only for the shipped brands passwords, 8 to 64, any characters (D5)', () => {
    for (const { config } of result.brands)
      expect(config.register.fields.password).toMatchObject({
        patternId: 0,
        acceptedPattern: '*',
        minLength: 8,
        maxLength: 64,
      });
  });
});

const fixtureCases: [string, string[]][] = [
  [
    'bad-modid',
    [
      'packages/config-schema/test-fixtures/bad-modid/brands/acme/whitelabel.json:/tree/9/modId expected a modId matching ^[A-Za-z][A-Za-z0-9_]*$, found "refer-and-earn"',
    ],
  ],
  [
    'duplicate-modid',
    [
      'packages/config-schema/test-fixtures/duplicate-modid/brands/acme/whitelabel.json:/tree/12/modId expected a modId used once in the tree (first at /tree/11), found "feedback"',
    ],
  ],
  [
    'unknown-pattern',
    [
      'packages/config-schema/test-fixtures/unknown-pattern/brands/acme/register.json:/fields/username/patternId expected a pattern id from 0 to 21, found 22',
    ],
  ],
  [
    'min-gt-max',
    [
      'packages/config-schema/test-fixtures/min-gt-max/brands/acme/register.json:/fields/password/minLength expected at most maxLength (64), found 70',
    ],
  ],
  [
    'missing-default-language',
    [
      'packages/config-schema/test-fixtures/missing-default-language/brands/acme/brand.json:/defaultLanguage expected required property "defaultLanguage" (a language tag such as "bn", "en" or "zh-CN"), found nothing',
    ],
  ],
  [
    'default-language-not-offered',
    [
      'packages/config-schema/test-fixtures/default-language-not-offered/brands/acme/brand.json:/defaultLanguage expected one of the offered languages ("en", "hi"), found "bn"',
    ],
  ],
  [
    'secret-in-frontend',
    [
      'packages/config-schema/test-fixtures/secret-in-frontend/brands/acme/brand.json:/customerService/apiToken expected only known properties (url), found unknown property "apiToken"',
      'packages/config-schema/test-fixtures/secret-in-frontend/brands/acme/brand.json:/analytics/ga4MeasurementSecret expected no secret in a frontend-visible setting (secrets go in a secret field as "env:NAME", read by the server), found a secret reference "env:..." (value withheld)',
      'packages/config-schema/test-fixtures/secret-in-frontend/brands/acme/brand.json:/customerService/apiToken expected no secret in a frontend-visible setting (secrets go in a secret field as "env:NAME", read by the server), found a secret-looking key "apiToken" (value withheld)',
    ],
  ],
  [
    'unknown-file',
    [
      'packages/config-schema/test-fixtures/unknown-file/brands/acme/regsiter.json: expected a config file named brand.json, whitelabel.json, register.json, vendors.json or content/<name>.json, found "regsiter.json"',
    ],
  ],
  [
    'bad-platform',
    [
      'packages/config-schema/test-fixtures/bad-platform/platform.json:/defaultBrand expected the id of a brand folder ("acme"), found "deshplay"',
    ],
  ],
];

describe('loadBrands on broken fixtures', () => {
  it.each(fixtureCases)('reports %s precisely', (name, expected) => {
    const result = load(join(fixtures, name));
    expect(result.problems.map(formatProblem)).toEqual(expected);
  });

  it('never prints the value of a secret, even a literal one in the wrong place', () => {
    const text = load(join(fixtures, 'secret-in-frontend')).problems.map(formatProblem).join('\n');
    expect(text).not.toContain('ACME_GA4_SECRET');
    expect(text).not.toContain('tok_live_123');
  });

  it('reports a JSON syntax error with the file it is in', () => {
    const dir = join(tmp, 'bad-json');
    cpSync(join(fixtures, 'unknown-pattern'), dir, { recursive: true, dereference: true });
    writeFileSync(join(dir, 'brands/acme/register.json'), '{ "fields": { ');
    const [problem] = loadBrands(dir, { relativeTo: dir }).problems;
    expect(problem).toMatchObject({ file: 'brands/acme/register.json', pointer: '', expected: 'valid JSON' });
    expect(problem!.found).toMatch(/^a parse error \(/);
  });

  it('reports a brand whose id differs from its folder, and a folder without brand.json', () => {
    const dir = join(tmp, 'renamed');
    cpSync(join(fixtures, 'bad-platform/brands'), join(dir, 'brands'), {
      recursive: true,
      dereference: true,
    });
    cpSync(join(dir, 'brands/acme'), join(dir, 'brands/other'), { recursive: true });
    rmSync(join(dir, 'brands/acme/brand.json'));
    expect(loadBrands(dir, { relativeTo: dir }).problems.map(formatProblem)).toEqual([
      'brands/acme/brand.json: expected a brand.json file, found nothing',
      'brands/other/brand.json:/id expected the folder name "other", found "acme"',
    ]);
  });
});

describe('config:validate CLI', () => {
  it('prints one line per brand and exits 0 on the shipped config', () => {
    const out: string[] = [];
    const err: string[] = [];
    expect(
      runValidate(
        ['--dir', configDir],
        (l) => out.push(l),
        (l) => err.push(l),
      ),
    ).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toMatch(
      /^ok deshplay \(default\): DeshPlay; bn\*, en; BDT; Asia\/Dhaka; registration: mobile \+ username$/,
    );
    expect(out[1]).toMatch(/^ok nova: Nova Play; en\*, hi; INR; Asia\/Kolkata; registration: username$/);
  });

  it('prints file:pointer expected X, found Y for each problem and exits 1', () => {
    const err: string[] = [];
    const code = runValidate(
      ['--dir', join(fixtures, 'unknown-pattern')],
      () => {},
      (l) => err.push(l),
    );
    expect(code).toBe(1);
    expect(err[0]).toMatch(
      /test-fixtures\/unknown-pattern\/brands\/acme\/register\.json:\/fields\/username\/patternId expected a pattern id from 0 to 21, found 22$/,
    );
    expect(err.at(-1)).toMatch(/^config:validate: 1 problem in /);
  });

  it('exits 2 when --dir has no folder', () => {
    expect(
      runValidate(
        ['--dir'],
        () => {},
        () => {},
      ),
    ).toBe(2);
  });
});
