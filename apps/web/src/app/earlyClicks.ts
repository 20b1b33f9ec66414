/**
 * The name of the global through which /pre-paint.js's early-click part (app/prePaint.ts earlyClickScript) and the
 * app (app/hydrate.ts releaseEarlyClicks) meet. Its own module so the app bundle does not take in the pre-paint
 * script's text.
 */
export const EARLY_CLICKS_GLOBAL = '__pdEarlyClicks';
