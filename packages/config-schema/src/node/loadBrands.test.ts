// @vitest-environment node
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { runValidate } from '../cli/validate';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const pkg = join(import.meta.dirname, '../..');
const repo = join(pkg, '../..');
const fixtures = join(pkg, 'test-fixtures');
const load = (dir: string) => loadBrands(dir, { relativeTo: repo });
const { tmp, variant } = configCopies('config');

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
    expect(deshplay!.ageGate).toEqual({ termsMinAge: 18, birthdayMinAge: 21, birthday: 'off' });
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
      'packages/config-schema/test-fixtures/default-language-not-offered/brands/acme/brand.json:/defaultLanguage expected one of the offered languages ("en"), found "bn"',
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

/** A copy of the shipped config with `edit` applied to nova's brand.json (parsed), under tmp/<name>. */
function novaVariant(name: string, edit: (brand: Record<string, unknown>) => void): string {
  return variant(name, edit, 'nova');
}

describe('config:validate refuses what players could not use', () => {
  it('refuses a language without site, server, mail/SMS and games catalogues, naming each file, at the language', () => {
    const dir = novaVariant('no-catalogue', (b) => {
      b.languages = ['en', 'fr'];
      (b.license as Record<string, string>).fr = 'Licence en français';
    });
    expect(loadBrands(dir, { relativeTo: dir }).problems.map(formatProblem)).toEqual([
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (locales/fr.json for "fr"), found no file',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/server/src/infra/i18n/errors.fr.ts for "fr"), found no file',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/server/src/infra/messaging/templates.fr.ts for "fr"), found no file',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/games/src/i18n/messages.fr.ts for "fr"), found no file',
    ]);
  });

  /** A repository root of our own under tmp/<name>: English sources of the four catalogues and `fr` as `files` say. */
  function repoWith(name: string, fr: { site: string; errors: string[]; mail: string[]; games: string[] }) {
    const root = join(tmp, name);
    for (const d of [
      'locales',
      'apps/server/src/infra/i18n',
      'apps/server/src/infra/messaging',
      'apps/games/src/i18n',
    ])
      mkdirSync(join(root, d), { recursive: true });
    const keyed = (keys: string[]) =>
      `export const x = {\n${keys.map((k) => `  ${k}: 'x',`).join('\n')}\n};\n`;
    const quoted = (keys: string[]) =>
      `export const x = {\n${keys.map((k) => `  '${k}': 'x',`).join('\n')}\n};\n`;
    writeFileSync(join(root, 'locales/en.json'), JSON.stringify({ 'a.one': 'One', 'a.two': 'Two' }));
    writeFileSync(join(root, 'locales/fr.json'), fr.site);
    writeFileSync(join(root, 'apps/server/src/infra/i18n/errors.en.ts'), keyed(['VALIDATION', 'NOT_FOUND']));
    writeFileSync(join(root, 'apps/server/src/infra/i18n/errors.fr.ts'), keyed(fr.errors));
    writeFileSync(
      join(root, 'apps/server/src/infra/messaging/templates.en.ts'),
      keyed(['greeting', 'smsCode']),
    );
    writeFileSync(join(root, 'apps/server/src/infra/messaging/templates.fr.ts'), keyed(fr.mail));
    writeFileSync(
      join(root, 'apps/games/src/i18n/messages.ts'),
      "const en = {\n  'common.balance': 'Balance',\n  'game.spin': 'Spin',\n} as const;\n",
    );
    writeFileSync(join(root, 'apps/games/src/i18n/messages.fr.ts'), quoted(fr.games));
    return root;
  }

  /** nova offering en and fr, checked against the catalogues under `root`: nova's problems only. */
  function novaFrench(root: string) {
    const dir = novaVariant(`nova-fr-${root.split('/').pop()}`, (b) => {
      b.languages = ['en', 'fr'];
      (b.license as Record<string, string>).fr = 'Licence en français';
    });
    // Only nova's: these roots have no Bengali, which deshplay offers.
    return loadBrands(dir, { relativeTo: dir, cataloguesRoot: root })
      .problems.filter((p) => p.file.startsWith('brands/nova/'))
      .map(formatProblem);
  }

  it('refuses a language whose catalogues are incomplete (a site message, a server error, a mail text, a page text)', () => {
    const root = repoWith('repo-fr-incomplete', {
      site: JSON.stringify({ 'a.one': 'Un', 'a.two': ' ' }),
      errors: ['VALIDATION'],
      mail: ['greeting'],
      games: ['common.balance'],
    });
    expect(novaFrench(root)).toEqual([
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (locales/fr.json for "fr"), found 1 of 2 messages missing ("a.two")',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/server/src/infra/i18n/errors.fr.ts for "fr"), found 1 of 2 error messages missing ("NOT_FOUND")',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/server/src/infra/messaging/templates.fr.ts for "fr"), found 1 of 2 e-mail and SMS texts missing ("smsCode")',
      'brands/nova/brand.json:/languages/1 expected a language with complete catalogues (apps/games/src/i18n/messages.fr.ts for "fr"), found 1 of 2 messages missing ("game.spin")',
    ]);
    // English, complete everywhere, passes the same check.
    const ok = novaVariant('complete-catalogue', (b) => {
      b.languages = ['en'];
    });
    expect(
      loadBrands(ok, { relativeTo: ok, cataloguesRoot: root })
        .problems.filter((p) => p.file.startsWith('brands/nova/'))
        .map(formatProblem),
    ).toEqual([]);
  });

  it('accepts a language added as catalogue files alone, with no list of languages anywhere in code (D31)', () => {
    const root = repoWith('repo-fr-complete', {
      site: JSON.stringify({ 'a.one': 'Un', 'a.two': 'Deux' }),
      errors: ['VALIDATION', 'NOT_FOUND'],
      mail: ['greeting', 'smsCode'],
      games: ['common.balance', 'game.spin'],
    });
    expect(novaFrench(root)).toEqual([]);
  });

  it('refuses an offered language without a licence text', () => {
    const dir = novaVariant('no-licence', (b) => {
      b.languages = ['en', 'bn'];
      b.license = { en: 'Licensed in testing.' };
    });
    expect(loadBrands(dir, { relativeTo: dir }).problems.map(formatProblem)).toEqual([
      'brands/nova/brand.json:/license expected a licence text for every offered language ("bn" has none), found texts for "en"',
    ]);
    const blank = novaVariant('blank-licence', (b) => {
      (b.license as Record<string, string>).en = '  ';
    });
    expect(loadBrands(blank, { relativeTo: blank }).problems.map(formatProblem)).toEqual([
      'brands/nova/brand.json:/license/en expected a licence text for every offered language ("en" has none), found "  "',
    ]);
  });

  it('refuses theme text/background pairs under WCAG 2.2 AA, in light and in dark, at the colour to change', () => {
    const dir = novaVariant('low-contrast', (b) => {
      const theme = b.theme as { light: Record<string, string>; dark?: Record<string, string> };
      theme.light.textMuted = '#9ca3af'; // about 2.5:1 on white: body text needs 4.5:1
      theme.light.focusRing = '#e5e7eb'; // about 1.2:1 on white: a UI part needs 3:1
      theme.dark = { ...theme.dark, text: '#475569' }; // dark grey on the dark background
    });
    const problems = loadBrands(dir, { relativeTo: dir }).problems;
    const at = (pointer: string) => problems.filter((p) => p.pointer === pointer);
    for (const p of problems) expect(p.file).toBe('brands/nova/brand.json');
    expect(at('/theme/light/textMuted')[0]).toMatchObject({
      expected: 'textMuted on bg in light mode at least 4.5:1 (WCAG 2.2 AA SC 1.4.3, text)',
      found: expect.stringMatching(/^[0-9.]+:1$/) as unknown,
    });
    expect(at('/theme/light/focusRing').map((p) => p.expected)).toContain(
      'focusRing on surface in light mode at least 3:1 (WCAG 2.2 AA SC 1.4.11, UI parts and large text)',
    );
    expect(at('/theme/dark/text').map((p) => p.expected)).toContain(
      'text on bg in dark mode at least 4.5:1 (WCAG 2.2 AA SC 1.4.3, text)',
    );
    expect(problems.every((p) => p.pointer.startsWith('/theme/'))).toBe(true);
  });
});
