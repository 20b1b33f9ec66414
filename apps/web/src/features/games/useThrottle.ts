import { useCallback, useRef } from 'react';

/** Favourite toggle throttle (spec 4 and 9: 1000 ms). */
export const FAVOURITE_THROTTLE_MS = 1000;

/**
 * A leading-edge throttle keyed by id: `run(key, fn)` calls `fn` unless the same key ran less than `ms` ago, and
 * returns whether it ran. Keys are independent, so toggling two games at once is fine. `now` is injectable for tests.
 */
export function useKeyedThrottle(ms = FAVOURITE_THROTTLE_MS, now: () => number = Date.now) {
  const last = useRef(new Map<string | number, number>());
  return useCallback(
    (key: string | number, fn: () => void): boolean => {
      const t = now();
      const prev = last.current.get(key);
      if (prev !== undefined && t - prev < ms) return false;
      last.current.set(key, t);
      fn();
      return true;
    },
    [ms, now],
  );
}
