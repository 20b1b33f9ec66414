/**
 * Which brand a request gets from its host: configured domains always; `<brandId>.localhost` only outside
 * production (RFC 6761: browsers send every *.localhost name to the loopback address, so each brand is reachable
 * on a developer's machine without editing /etc/hosts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../app.ts';
import { BrandRegistry, loadBrandRegistry } from './index.ts';

const shipped = loadBrandRegistry(join(repoRoot, 'config'));
const registry = (localhostAliases: boolean) =>
  new BrandRegistry(
    shipped.brands,
    shipped.defaultBrandId,
    shipped.trustedProxyHops,
    shipped.trustedProxies,
    localhostAliases,
  );

describe('brand by host', () => {
  it('selects a brand by <brandId>.localhost, with or without a port, outside production', () => {
    const dev = registry(true);
    expect(dev.resolve(undefined, 'nova.localhost:3000')?.id).toBe('nova');
    expect(dev.resolve(undefined, 'NOVA.localhost')?.id).toBe('nova');
    expect(dev.resolve(undefined, 'deshplay.localhost:8080')?.id).toBe('deshplay');
  });

  it('falls back to the default brand for an unknown *.localhost name and for plain localhost', () => {
    const dev = registry(true);
    expect(dev.resolve(undefined, 'nobrand.localhost:3000')?.id).toBe(shipped.defaultBrandId);
    expect(dev.resolve(undefined, 'localhost:3000')?.id).toBe(shipped.defaultBrandId);
  });

  it('ignores *.localhost names in production: only configured domains pick a brand', () => {
    const prod = registry(false);
    expect(prod.resolve(undefined, 'nova.localhost:3000')?.id).toBe(shipped.defaultBrandId);
    const novaDomain = shipped.get('nova')!.domains[0]!;
    expect(prod.resolve(undefined, novaDomain)?.id).toBe('nova');
  });

  it('still prefers the Merchant header over the host', () => {
    expect(registry(true).resolve('deshplay', 'nova.localhost')?.id).toBe('deshplay');
  });
});
