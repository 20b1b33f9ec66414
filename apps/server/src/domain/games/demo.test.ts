/**
 * The demo catalogue's vendor rows take their launch mode from the platform's vendor wallet config
 * (config/vendors.json, src/domain/vendor-wallet/config.ts): the config is the one source of how a vendor is paid.
 */
import { DEMO_EXTERNAL_VENDORS, DEMO_VENDORS } from '@playdeck/domain/demoVendors';
import { describe, expect, it } from 'vitest';
import { repoVendorConfig } from '../../test/harness.ts';
import { DemoVendorConfigError, demoVendors } from './demo.ts';

describe('demo vendor rows', () => {
  const config = repoVendorConfig();

  it("gives every row its code's wallet from config/vendors.json", () => {
    const rows = demoVendors(config);
    expect(rows).toHaveLength(Object.values(DEMO_VENDORS).flat().length);
    for (const row of rows)
      expect([row.vassalage, row.launchMode]).toEqual([row.vassalage, config.get(row.vassalage)!.wallet]);
  });

  it('follows the config when it says a live vendor is seamless or transfer', () => {
    const mode = (vassalage: string, gameType: string) =>
      demoVendors(config).find((v) => v.vassalage === vassalage && v.gameType === gameType)?.launchMode;
    // AG, BBIN and PT are seamless in config/vendors.json, in every game type they offer, LIVE included.
    for (const code of ['AG', 'BBIN', 'PT']) {
      expect(config.get(code)?.wallet).toBe('seamless');
      expect(mode(code, 'LIVE')).toBe('seamless');
    }
    expect(mode('BG', 'LIVE')).toBe('transfer');
    // A changed config changes the row: nothing in code overrides it.
    const flipped = new Map(config);
    flipped.set('AG', { ...config.get('AG')!, wallet: 'transfer' });
    // AG offers FISH, LIVE and RNG in the demo catalogue.
    expect(
      demoVendors(flipped)
        .filter((v) => v.vassalage === 'AG')
        .map((v) => [v.gameType, v.launchMode]),
    ).toEqual([
      ['FISH', 'transfer'],
      ['LIVE', 'transfer'],
      ['RNG', 'transfer'],
    ]);
  });

  it('refuses a demo vendor code that config/vendors.json lacks, naming it', () => {
    const partial = new Map(config);
    partial.delete('SV388');
    partial.delete('LOTUS');
    expect(() => demoVendors(partial)).toThrow(DemoVendorConfigError);
    expect(() => demoVendors(partial)).toThrow(/LOTUS, SV388/);
  });

  it('lists every external demo code (the games server sandbox vendors) in config/vendors.json', () => {
    expect(DEMO_EXTERNAL_VENDORS.filter((code) => !config.has(code))).toEqual([]);
    expect(DEMO_EXTERNAL_VENDORS).not.toContain('BGS');
  });
});
