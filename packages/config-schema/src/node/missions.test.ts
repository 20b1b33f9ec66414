// @vitest-environment node
// The brand's missions (`/missions`, docs/decisions.md D37): the shipped demo missions of both brands, server-only
// visibility, and the problems config:validate prints for a mission that cannot work.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { toFrontend } from '../visibility';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const copies = configCopies('missions');

function variant(name: string, missions: unknown) {
  const dir = copies.variant(name, (brand) => {
    brand.missions = missions;
  });
  return loadBrands(dir, { relativeTo: dir });
}

const mission = (over: Record<string, unknown> = {}) => ({
  id: 'm1',
  title: { en: 'Mission', bn: 'মিশন' },
  period: 'daily',
  kind: 'deposit',
  target: '50000',
  reward: { type: 'bonus', amountMinor: '2000', turnoverMultiplier: 1 },
  enabled: true,
  ...over,
});

describe('missions settings', () => {
  const shipped = loadBrands(configDir);
  const byId = (id: string) => shipped.brands.find((b) => b.id === id)!.config;

  it('ship an easy daily deposit mission for both brands, kept on the server', () => {
    expect(shipped.problems).toEqual([]);
    for (const id of ['deshplay', 'nova']) {
      const daily = byId(id).missions!.items.find((m) => m.id === 'daily-deposit')!;
      expect(daily).toMatchObject({ period: 'daily', kind: 'deposit', target: '50000', enabled: true });
      expect(daily.reward).toEqual({ type: 'bonus', amountMinor: '2000', turnoverMultiplier: 1 });
      expect(toFrontend(byId(id))).not.toHaveProperty('missions');
    }
  });

  it('refuse an unknown kind and a reward of neither shape', () => {
    const r = variant('schema', { items: [mission({ kind: 'spins', reward: { type: 'cash' } })] });
    const lines = r.problems.map(formatProblem);
    expect(lines.some((l) => l.includes('/missions/items/0/kind'))).toBe(true);
    expect(lines.some((l) => l.includes('/missions/items/0/reward'))).toBe(true);
  });

  it('check duplicate ids, filters on the wrong kind and a streak longer than its window', () => {
    const r = variant('semantic', {
      items: [
        mission({ category: 'slots' }),
        mission({ kind: 'rounds', target: '5', category: 'slots', gameType: 'BGS' }),
        mission({ id: 'streak', kind: 'loginStreak', target: '2' }),
      ],
    });
    expect(r.problems.map(formatProblem)).toEqual([
      'brands/deshplay/brand.json:/missions/items/0 expected category or gameType only on a turnover or rounds mission, found {"kind":"deposit","category":"slots"}',
      'brands/deshplay/brand.json:/missions/items/1/id expected a mission id not listed before, found m1',
      'brands/deshplay/brand.json:/missions/items/1 expected either category or gameType, not both, found {"category":"slots","gameType":"BGS"}',
      'brands/deshplay/brand.json:/missions/items/2/target expected at most 1 day(s) in a row inside a daily window, found 2',
    ]);
  });
});
