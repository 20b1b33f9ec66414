// @vitest-environment node
/**
 * The hand-written types agree with the schemas: the shipped brands (validated by the schema) type-check as
 * `BrandConfig` object literals (so excess or missing keys and wrong literal values fail), the schema's property
 * lists equal the types' keys, and the shared name lists equal their unions and the ui package's lists.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import radius from '../../../tokens/radius.json';
import typography from '../../../tokens/typography.json';
import { loadBrands } from './node/loadBrands';
import { brandSchema } from './schema';
import type { REGISTER_FIELDS } from './schema';
import type { BrandConfig, FontStackName, RadiusName, RegisterFieldName } from './types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compile-time: `npm run typecheck` fails if a list and its union drift apart.
const listsMatchUnions: [Same<(typeof REGISTER_FIELDS)[number], RegisterFieldName>] = [true];

const BRAND_KEYS = [
  'id',
  'name',
  'merchantCode',
  'platform',
  'languages',
  'defaultLanguage',
  'currency',
  'timezone',
  'phoneCountries',
  'userTypes',
  'excludedSlotVendors',
  'ageGate',
  'realityCheck',
  'customerService',
  'social',
  'license',
  'description',
  'appDownload',
  'agentConsultation',
  'analytics',
  'cdn',
  'limits',
  'theme',
  'whitelabel',
  'register',
  'vendors',
  'content',
  'site',
  'server',
  'payments',
  'vip',
  'rebate',
  'protection',
  'redEnvelope',
  'referral',
  'leaderboard',
  'missions',
  'security',
  'integrations',
  'points',
] as const satisfies readonly (keyof BrandConfig)[];
const brandKeysComplete: Same<(typeof BRAND_KEYS)[number], keyof BrandConfig> = true;

const typesFile = join(import.meta.dirname, 'types.ts');

/** Type-checks `source` (a virtual file beside types.ts) and returns the error messages. */
function typeErrors(source: string): string[] {
  const file = join(import.meta.dirname, '__brand_check__.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function asTypedModule(configs: Record<string, unknown>): string {
  const body = Object.entries(configs)
    .map(([id, config]) => `export const ${id}: BrandConfig = ${JSON.stringify(config, null, 2)};`)
    .join('\n');
  return `import type { BrandConfig } from ${JSON.stringify(typesFile.replace(/\.ts$/, ''))};\n${body}\n`;
}

describe('types and schemas agree', () => {
  const { brands, problems } = loadBrands(join(import.meta.dirname, '../../../config'));

  it('type-checks the shipped brands, as validated by the schema, as BrandConfig', () => {
    expect(problems).toEqual([]);
    const configs = Object.fromEntries(brands.map((b) => [b.id, b.config]));
    expect(typeErrors(asTypedModule(configs))).toEqual([]);
  }, 30_000);

  it('fails the same check for a config the types do not allow (the check can fail)', () => {
    const wrongValue = { ...brands[0]!.config, platform: 'APP' };
    const extraKey = { ...brands[0]!.config, unexpected: true };
    const { theme: _theme, ...missingKey } = brands[0]!.config;
    const errors = typeErrors(asTypedModule({ wrongValue, extraKey, missingKey })).join('\n');
    expect(errors).toMatch(/"APP"/);
    expect(errors).toMatch(/'"unexpected"' does not exist in type 'BrandConfig'/);
    expect(errors).toMatch(/'theme' is missing/);
  }, 30_000);

  it('lists the same top-level properties in the schema as in BrandConfig', () => {
    expect(listsMatchUnions).toEqual([true]);
    expect(brandKeysComplete).toBe(true);
    const properties = brandSchema.properties as Record<string, unknown>;
    expect(Object.keys(properties).sort()).toEqual([...BRAND_KEYS].sort());
    // Every key is required but the optional page description, the loyalty settings (vip, rebate: a brand without
    // them has no VIP levels and no rebate) and player protection (a brand without it offers no limits; _base sets it
    // for the shipped brands), red envelopes (a brand without them has no rounds), refer and earn (no programme) and missions (none).
    expect([...(brandSchema.required as string[])].sort()).toEqual(
      BRAND_KEYS.filter(
        (k) =>
          ![
            'description',
            'vip',
            'rebate',
            'protection',
            'redEnvelope',
            'referral',
            'leaderboard',
            'missions',
          ].includes(k),
      ).sort(),
    );
  });

  it('uses the radius and font names of tokens/', () => {
    const fonts: FontStackName[] = ['sans', 'bengali', 'rounded', 'serif', 'mono'];
    const radii: RadiusName[] = ['none', 'sm', 'md', 'lg', 'xl', 'pill'];
    expect(Object.keys(typography.fontFamily)).toEqual(fonts);
    expect(Object.keys(radius).filter((k) => !k.startsWith('$'))).toEqual(radii);
  });
});
