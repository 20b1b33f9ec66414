// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCatalogues, icuArguments } from './i18n.mjs';

describe('message catalogues', () => {
  it('reads the ICU arguments of plural and select messages', () => {
    expect(icuArguments('{count, plural, one {# item} other {# items}} of {total}')).toEqual([
      'count',
      'total',
    ]);
  });

  it('flags a translation that drops an argument', () => {
    // checkCatalogues compares the real files; feed it a code catalogue that disagrees to prove it can fail.
    const problems = checkCatalogues({ 'ui.close': 'Close {who}' });
    expect(problems.some((p) => p.includes('"ui.close"'))).toBe(true);
  });

  it('has en.json equal to the messages in code and every locale complete with the same arguments', () => {
    expect(checkCatalogues()).toEqual([]);
  }, 60_000);
});
