// @vitest-environment node
// The brand's refer-and-earn programme (`/referral`, docs/decisions.md D36): the shipped demo programme, and the
// problems config:validate prints for a programme whose amounts or cap cannot work.
import { describe, expect, it } from 'vitest';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const copies = configCopies('referral');

const programme = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  reward: { amountMinor: '10000', turnoverMultiplier: 3 },
  qualify: { firstDepositMinor: '50000', turnoverMinor: '0' },
  ...over,
});

function variant(name: string, referral: unknown) {
  const dir = copies.variant(name, (brand) => {
    brand.referral = referral;
  });
  return loadBrands(dir, { relativeTo: dir }).problems.map((p) => p.pointer);
}

describe('refer and earn programme', () => {
  it('ships a programme for the default brand and none for the other', () => {
    const shipped = loadBrands(configDir);
    expect(shipped.problems).toEqual([]);
    const c = (id: string) => shipped.brands.find((b) => b.id === id)!.config;
    expect(c('deshplay').referral).toMatchObject({ enabled: true, reward: { amountMinor: '10000' } });
    expect(c('nova').referral).toBeUndefined();
  });

  it('accepts a programme without a cap and refuses a zero reward, a fractional amount and a zero cap', () => {
    expect(variant('ok', programme())).toEqual([]);
    expect(variant('zero', programme({ reward: { amountMinor: '0', turnoverMultiplier: 1 } }))).toEqual([
      '/referral/reward/amountMinor',
    ]);
    expect(
      variant('frac', programme({ qualify: { firstDepositMinor: '10.5', turnoverMinor: '0' } })),
    ).toEqual(['/referral/qualify/firstDepositMinor']);
    expect(variant('cap', programme({ maxRewardedPerReferrer: 0 }))).toEqual([
      '/referral/maxRewardedPerReferrer',
    ]);
  });
});
