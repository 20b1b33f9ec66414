/**
 * The session hint: a server-rendered page is always the visitor's view (the server never sees the token, which lives
 * in sessionStorage: spec 3), so a logged-in member's header would show Log in and Register until hydration and member
 * info replace them. /pre-paint.js (app/prePaint.ts `sessionHintScript`) sets this `<html>` attribute before first
 * paint when the tab holds a token; while it is set, the header's visitor-only buttons are hidden (their space kept, so
 * nothing moves). The app removes it as soon as it knows (features/layout/Header.tsx `useSessionHint`): member info
 * loaded (the member's header shows), failed (an expired token: the visitor's buttons show), or no token at all.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/** Removes the session hint (idempotent; nothing without a document). */
export function clearSessionHint(): void {
  globalThis.document?.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}
