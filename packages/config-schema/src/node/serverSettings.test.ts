// @vitest-environment node
// The brand's site/server settings (`/site`, `/server`, `/security/twoFactorOnNewIp`) and platform.json: defaults
// from _base, visibility, and the precise problems config:validate prints for them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { toFrontend } from '../visibility';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const copies = configCopies('server-settings');

/** A copy of the shipped config with `edit` applied to deshplay's brand.json (and platform.json when given). */
function variant(name: string, edit: (brand: Record<string, unknown>) => void, platform?: unknown) {
  const dir = copies.variant(name, edit);
  if (platform !== undefined) writeFileSync(join(dir, 'platform.json'), JSON.stringify(platform));
  return loadBrands(dir, { relativeTo: dir });
}

describe('site and server settings', () => {
  const shipped = loadBrands(configDir);
  const deshplay = shipped.brands.find((b) => b.id === 'deshplay')!.config;

  it('take their defaults from _base and the brand overrides', () => {
    expect(shipped.problems).toEqual([]);
    expect(deshplay.site).toEqual({
      mainDomain: 'www.deshplay.example',
      domainRoutes: [],
      maintenance: { enabled: false },
      encryption: 'allowed',
    });
    expect(deshplay.server).toEqual({
      hosts: ['deshplay.example', 'www.deshplay.example'],
      region: { allow: [], deny: [] },
      sms: {
        expiredMinutes: 1,
        perNumberPerHour: 5,
        perIpPerHour: 10,
        perNetworkFactor: 5,
        perCountryCodePerHour: 500,
      },
      freeplay: { trialFundsMinor: 200000 },
      agentTransfer: { downDailyMinor: '10000000', upDailyMinor: '10000000', dailyCount: 50 },
    });
    expect(deshplay.security.twoFactorOnNewIp).toBe(false);
    expect(shipped.platform).toEqual({
      defaultBrand: 'deshplay',
      trustedProxyHops: 0,
      trustedProxies: ['127.0.0.1', '::1'],
    });
  });

  it('send the site part to the browser and keep the server part (hosts, region lists, caps) out', () => {
    const front = toFrontend(deshplay) as unknown as Record<string, unknown>;
    expect(front.site).toEqual(deshplay.site);
    expect(front).not.toHaveProperty('server');
    expect(front).not.toHaveProperty('security');
  });

  it('report bad values with file, pointer, expected and found', () => {
    const r = variant('bad-values', (b) => {
      b.site = { maintenance: { enabled: 'yes' }, encryption: 'sometimes' };
      b.server = {
        hosts: ['Deshplay.example:443'],
        region: { deny: ['usa'] },
        sms: { expiredMinutes: 0 },
        freeplay: { trialFundsMinor: -1 },
      };
    });
    const lines = r.problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^brands\/deshplay\/brand\.json:\/site\/maintenance\/enabled expected/),
        expect.stringMatching(
          /^brands\/deshplay\/brand\.json:\/site\/encryption expected "off", "allowed" or "required"/,
        ),
        expect.stringMatching(
          /^brands\/deshplay\/brand\.json:\/server\/hosts\/0 expected a lower-case host name/,
        ),
        expect.stringMatching(
          /^brands\/deshplay\/brand\.json:\/server\/region\/deny\/0 expected an ISO 3166-1/,
        ),
        expect.stringMatching(
          /^brands\/deshplay\/brand\.json:\/server\/sms\/expiredMinutes expected minutes, 1 to 60/,
        ),
        expect.stringMatching(
          /^brands\/deshplay\/brand\.json:\/server\/freeplay\/trialFundsMinor expected an amount in minor units/,
        ),
      ]),
    );
  });

  it('check what a schema cannot: maintenance window order, SMS countries, allow/deny overlap, hosts across brands', () => {
    const r = variant('semantic', (b) => {
      b.site = {
        maintenance: { enabled: true, from: '2025-02-01T00:00:00Z', until: '2025-01-01T00:00:00Z' },
      };
      b.server = {
        hosts: ['novaplay.example'],
        region: { allow: ['BD'], deny: ['BD'] },
        sms: { allowedCountries: ['IN'] },
      };
    });
    expect(r.problems.map(formatProblem)).toEqual([
      'brands/deshplay/brand.json:/site/maintenance/until expected a time after "from" (2025-02-01T00:00:00Z), found "2025-01-01T00:00:00Z"',
      'brands/deshplay/brand.json:/server/sms/allowedCountries/0 expected one of the brand\'s phone countries ("BD"), found "IN"',
      'brands/deshplay/brand.json:/server/region/deny/0 expected a country not also in /server/region/allow, found "BD"',
    ]);
    const shared = variant('shared-host', (b) => {
      b.server = { hosts: ['novaplay.example'] };
    });
    expect(shared.problems.map(formatProblem)).toEqual([
      'brands/nova/brand.json:/server/hosts/0 expected a host name no other brand lists (brand "deshplay" lists it), found "novaplay.example"',
    ]);
  });

  it('read trustedProxyHops from platform.json and refuse bad values and unknown keys', () => {
    const good = variant('hops', () => {}, { defaultBrand: 'deshplay', trustedProxyHops: 2 });
    expect(good.problems).toEqual([]);
    expect(good.platform.trustedProxyHops).toBe(2);
    const bad = variant('bad-hops', () => {}, {
      defaultBrand: 'deshplay',
      trustedProxyHops: -1,
      trustedProxies: ['10.0.0.0/33'],
      proxy: 1,
    });
    expect(bad.problems.map(formatProblem)).toEqual([
      'platform.json:/proxy expected only "defaultBrand", "trustedProxyHops", "trustedProxies", found an unknown key "proxy"',
      'platform.json:/trustedProxyHops expected a whole number of proxy hops, 0 to 10, found -1',
      'platform.json:/trustedProxies expected a list of IP addresses or CIDR ranges such as "10.0.0.0/8", found ["10.0.0.0/33"]',
    ]);
  });
});
