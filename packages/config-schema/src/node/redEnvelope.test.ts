// @vitest-environment node
// The brand's red-envelope rounds (`/redEnvelope`, docs/decisions.md D33): the shipped demo round, and the problems
// config:validate prints for a round whose window or amounts cannot work.
import { describe, expect, it } from 'vitest';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const copies = configCopies('red-envelope');

const round = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  name: { en: 'R1', bn: 'আর১' },
  daily: { open: '00:00', close: '23:59' },
  poolMinor: '100000',
  minMinor: '100',
  maxMinor: '1000',
  turnoverMultiplier: 1,
  enabled: true,
  ...over,
});

function variant(name: string, rounds: unknown[]) {
  const dir = copies.variant(name, (brand) => {
    brand.redEnvelope = { rounds };
  });
  return loadBrands(dir, { relativeTo: dir }).problems.map((p) => p.pointer);
}

describe('red-envelope rounds', () => {
  it('ship an all-day demo round for the default brand', () => {
    const shipped = loadBrands(configDir);
    expect(shipped.problems).toEqual([]);
    const c = shipped.brands.find((b) => b.id === 'deshplay')!.config;
    expect(c.redEnvelope?.rounds.map((r) => [r.id, r.daily])).toEqual([
      ['daily-lucky', { open: '00:00', close: '23:59' }],
    ]);
  });

  it('refuse a range above the pool, a minimum above the maximum, and a window that cannot open', () => {
    expect(variant('ok', [round()])).toEqual([]);
    expect(variant('min', [round({ minMinor: '2000' })])).toEqual(['/redEnvelope/rounds/0/maxMinor']);
    expect(variant('pool', [round({ poolMinor: '500' })])).toEqual(['/redEnvelope/rounds/0/poolMinor']);
    expect(variant('night', [round({ daily: { open: '22:00', close: '02:00' } })])).toEqual([
      '/redEnvelope/rounds/0/daily/close',
    ]);
    expect(variant('both', [round({ start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z' })])).toEqual([
      '/redEnvelope/rounds/0',
    ]);
    expect(
      variant('backwards', [
        round({ daily: undefined, start: '2026-01-02T00:00:00Z', end: '2026-01-01T00:00:00Z' }),
      ]),
    ).toEqual(['/redEnvelope/rounds/0/end']);
    expect(variant('dup', [round(), round()])).toEqual(['/redEnvelope/rounds/1/id']);
  }, 60_000); // seven copies of config/ on a busy machine
});
