// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, readLocale } from './i18n.mjs';

const root = new URL('..', import.meta.url).pathname;

describe('precompiled catalogues', () => {
  it('compiles every locale exactly as `formatjs compile --ast --format simple` does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-i18n-compile-'));
    try {
      for (const lang of ['en', 'bn']) {
        const out = join(dir, `${lang}.json`);
        execFileSync(
          join(root, 'node_modules/.bin/formatjs'),
          ['compile', join(root, `locales/${lang}.json`), '--ast', '--format', 'simple', '--out-file', out],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        expect(compileCatalogue(readLocale(lang))).toEqual(JSON.parse(readFileSync(out, 'utf8')));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the catalogue and the id of a message that is not valid ICU', () => {
    expect(() => compileCatalogue({ 'x.broken': 'Hello {name' }, 'locales/xx.json')).toThrow(
      /locales\/xx\.json: "x\.broken" is not valid ICU/,
    );
  });

  it('turns a plural message into an AST react-intl formats without a parser', () => {
    const { 'x.count': ast } = compileCatalogue({ 'x.count': '{n, plural, one {# game} other {# games}}' });
    expect(ast).toEqual([expect.objectContaining({ type: 6, value: 'n' })]);
  });
});
