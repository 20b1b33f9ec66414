import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether this page load started by hydrating server HTML (set once by the app's entry before `hydrateRoot`,
 * apps/web main.tsx). Module state: it is true for the rest of the page load.
 */
let hydratedLoad = false;

const subscribeNothing = () => () => {};

/**
 * Tells {@link useClientValue} that this page load hydrates server HTML: from now on its hooks start from the value
 * the server rendered and switch to the browser's value after mounting. Call it before `hydrateRoot`, once.
 */
export function markHydratedLoad(): void {
  hydratedLoad = true;
}

/**
 * A value only the browser knows (a media query, storage, whether portals can render) in a component that may be
 * server-rendered, without the synchronous re-render that `useSyncExternalStore` with a differing server snapshot
 * costs after a hydration (React re-renders such a component synchronously in the hydration's own task, and that
 * update also forces any not-yet-hydrated Suspense boundary on its path to hydrate at once: Lighthouse target, Total Blocking
 * Time).
 *
 * - On the server, and during a page load that hydrates server HTML ({@link markHydratedLoad}), the first render
 *   returns `serverValue`, so the hydration matches the server's HTML; the browser's value `read()` follows in a
 *   transition after mounting (a short, interruptible render).
 * - On a page the browser renders itself, the first render returns `read()` at once.
 * - With `subscribe`, later changes (e.g. a media query's `change` event) are followed, also in a transition.
 *
 * `read` and `subscribe` should be stable (module-level functions); `read()` must return comparable values
 * (`Object.is`), e.g. booleans or strings.
 */
export function useClientValue<T>(
  read: () => T,
  serverValue: T,
  subscribe?: (onChange: () => void) => () => void,
): T {
  // The first value, without a mismatch: the server render takes `serverValue` (getServerSnapshot), and so does a
  // hydration, whose later check of getSnapshot then finds the same value (no synchronous re-render); a client render
  // of a page that was not server-rendered reads the browser at once.
  const first = useSyncExternalStore(
    subscribeNothing,
    () => (hydratedLoad ? serverValue : read()),
    () => serverValue,
  );
  const [value, setValue] = useState<T>(first);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}
