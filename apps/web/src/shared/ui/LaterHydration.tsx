import { Suspense, type ReactNode } from 'react';

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
 * A tap on a part not hydrated yet is not lost: React hydrates that part at once and replays the event on it. On a page
 * the browser renders itself (no server HTML) the boundary renders its children like a fragment; nothing in it may
 * suspend (the fallback is nothing).
 */
export function LaterHydration({ children }: { children: ReactNode }): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
