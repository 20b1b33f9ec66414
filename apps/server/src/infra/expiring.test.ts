import { describe, expect, it } from 'vitest';
import { ExpiringPromises } from './expiring.ts';

describe('ExpiringPromises', () => {
  it('shares one promise per key while fresh, and makes a new one once it is as old as the TTL', async () => {
    const c = new ExpiringPromises<number>(5_000, 10);
    let made = 0;
    const make = () => Promise.resolve(++made);
    expect(await c.get('k', 1_000, make)).toBe(1);
    expect(await c.get('k', 5_999, make)).toBe(1);
    expect(await c.get('other', 5_999, make)).toBe(2);
    expect(await c.get('k', 6_000, make)).toBe(3);
    // A clock that moved back does not serve an entry from its future.
    expect(await c.get('k', 5_000, make)).toBe(4);
  });

  it('drops a rejected promise, so the next call tries again', async () => {
    const c = new ExpiringPromises<string>(5_000, 10);
    await expect(c.get('k', 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await c.get('k', 1, () => Promise.resolve('ok'))).toBe('ok');
  });

  it('keeps at most max entries, the oldest stored going first; a TTL of 0 keeps nothing', async () => {
    const c = new ExpiringPromises<string>(5_000, 2);
    c.put('a', 0, Promise.resolve('a'));
    c.put('b', 0, Promise.resolve('b'));
    c.put('c', 0, Promise.resolve('c'));
    expect(c.fresh('a', 1)).toBeUndefined();
    expect(await c.fresh('b', 1)).toBe('b');
    expect(await c.fresh('c', 1)).toBe('c');
    const none = new ExpiringPromises<string>(0, 2);
    none.put('a', 0, Promise.resolve('a'));
    expect(none.fresh('a', 0)).toBeUndefined();
  });
});
