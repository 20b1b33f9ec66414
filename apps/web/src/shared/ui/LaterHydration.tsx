import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that is hydrated after the rest (Lighthouse target, docs/architecture.md "Targets": Total Blocking Time).
 *
 * It is a Suspense boundary, which React's server render marks in the HTML. When the browser hydrates the page, React
 * leaves a marked part as the server's HTML (already visible and laid out) and hydrates it in a later, lower-priority
 * pass with its own commit and its own effects (React 19 `hydrateRoot`: a dehydrated boundary is scheduled at the
 * offscreen lane). One page is then made interactive in several short pieces of main-thread work instead of one render,
 * one commit and one burst of effects for the whole page. Boundaries nested inside one another are hydrated one pass
 * after another; siblings share a pass.
 *
 * A tap on a part whose code is loaded is not lost: React hydrates that part at once and replays the event on it. But
 * while a part still waits for its lazy chunk React cannot hydrate it and drops the tap (seen: the side menu's language
 * button tapped 90 ms after the load event did nothing). So every part reports when it has committed, and the taps held
 * before hydration (app/hydrate.ts AfterHydration) are released only once every part on the page has
 * ({@link laterPartsHydrated}). On a page the browser renders itself (no server HTML) the boundary renders its children
 * like a fragment; nothing in it may suspend (the fallback is nothing).
 */
export function LaterHydration({ children }: { children: ReactNode }): ReactNode {
  const part = useRef({ counted: false, done: false });
  useEffect(() => {
    const p = part.current;
    if (!p.done) {
      p.counted = true;
      waiting++;
    }
    return () => {
      if (p.counted && !p.done) {
        p.counted = false;
        waiting--;
        settle();
      }
    };
  }, []);
  const committed = useCallback(() => {
    const p = part.current;
    if (p.done) return;
    p.done = true;
    if (p.counted) {
      waiting--;
      settle();
    }
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <Committed onCommit={committed} />
    </Suspense>
  );
}

/** Renders nothing; calls `onCommit` when the part around it has committed (hydrated or rendered). */
function Committed({ onCommit }: { onCommit: () => void }): null {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Parts mounted (their boundary's parent committed) whose content has not committed yet. */
let waiting = 0;
let waiters: Array<() => void> = [];

function settle(): void {
  if (waiting > 0) return;
  const ready = waiters;
  waiters = [];
  for (const w of ready) w();
}

/**
 * Resolves once every mounted later-hydrated part has committed (at once when none waits), or after `timeoutMs`
 * (default 5 s: a part that never commits must not hold the page's taps for ever).
 */
export function laterPartsHydrated(timeoutMs = 5_000): Promise<void> {
  if (waiting === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
