import { useEffect, useState } from 'react';

/** Game search debounce (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only after it stayed unchanged for `ms` (the search box waits for typing to pause). */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
