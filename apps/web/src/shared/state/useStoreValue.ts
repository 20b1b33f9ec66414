import { useCallback, useSyncExternalStore } from 'react';
import { useStore, type Atom } from 'jotai';

/**
 * The value of a jotai atom, read from the current store as an external store (`useSyncExternalStore`), for atoms
 * many components read (the session token, the page loader). jotai's own `useAtomValue` subscribes in an effect and
 * then re-renders its component once to catch a change made meanwhile, which after a hydration (app/ssr.ts) is one
 * extra render of every reader on the main thread; React's external-store check renders again only when the value
 * really changed. Re-renders on every change of the atom, like `useAtomValue`.
 */
export function useStoreValue<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
