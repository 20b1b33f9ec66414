// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkCatalogues,
  extractFromCode,
  icuArguments,
  isSourceCatalogue,
  readSourceCatalogue,
  sourceCatalogues,
} from './i18n.mjs';

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

  it('extracts the texts of the source catalogues (messages.json) with those written inline in code', () => {
    const found = sourceCatalogues();
    expect(found).toContain('apps/web/src/features/wallet/messages.json');
    expect(found).toContain('packages/ui/src/i18n/messages.json');
    // The route table's area of the member inbox is route data, not texts.
    expect(found).not.toContain('packages/api-client/src/routes/messages.json');
    // The build's test (apps/web/vite.config.ts strips what this says is a catalogue) agrees with the list.
    const abs = (p) => new URL(`../${p}`, import.meta.url).pathname;
    expect(found.every((p) => isSourceCatalogue(abs(p)))).toBe(true);
    expect(isSourceCatalogue(abs('packages/api-client/src/routes/messages.json'))).toBe(false);
    const fromCode = extractFromCode();
    expect(fromCode['app.wallet.refresh']).toBe('Refresh'); // a source catalogue's
    expect(fromCode['app.security.devices.title']).toBeDefined(); // inline in TrustedDevices.tsx
  }, 60_000);

  it('refuses a source catalogue descriptor without a description or with an empty text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-catalogue-'));
    try {
      const file = join(dir, 'messages.json');
      writeFileSync(file, JSON.stringify({ g: { a: { id: 'x.a', defaultMessage: 'A' } } }));
      expect(() => readSourceCatalogue(file)).toThrow(
        /g\.a must have exactly a non-empty id, defaultMessage and description/,
      );
      writeFileSync(file, JSON.stringify({ g: { a: { id: 'x.a', defaultMessage: '', description: 'd' } } }));
      expect(() => readSourceCatalogue(file)).toThrow(/g\.a/);
      writeFileSync(file, JSON.stringify({ g: { a: { id: 'x.a', defaultMessage: 'A', description: 'd' } } }));
      expect(readSourceCatalogue(file)).toEqual([{ id: 'x.a', defaultMessage: 'A', description: 'd' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
