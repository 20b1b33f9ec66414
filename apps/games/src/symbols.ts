/**
 * The art of the Lucky Lines slot's symbols (slot.ts SYMBOLS: W wild, S scatter, 7, B bar, L bell, M melon, P plum,
 * O orange, N lemon, C cherry), drawn here as SVG so the games server ships no image files and needs no image host:
 * one inline `<svg>` of `<symbol id="sym-<letter>">` (viewBox 0 0 64 64) that a page includes once and its scripts
 * reference with `<use href="#sym-<letter>">` (an inline sprite: no request, nothing the strict CSP must allow).
 * The shapes are decorative (`aria-hidden`) and carry no words, so they suit every language; the page names each symbol
 * in words in the player's language (messages `slot.symbol.<letter>`): wild a crown medallion, bar gold bars.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Game-icons.net bodies (512x512, `fill="currentColor"`) by name, read once from `@iconify-json/game-icons`. */
const ICONS = ((): Record<string, string> => {
  const names = [
    'crown',
    'cut-diamond',
    'gold-bar',
    'ringing-bell',
    'watermelon',
    'plum',
    'orange',
    'lemon',
    'cherry',
  ];
  const set = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
  ) as { icons: Record<string, { body: string }> };
  return Object.fromEntries(names.map((n) => [n, set.icons[n]!.body]));
})();

/** Game-icons picture `name` on the 64x64 box (inset by `pad`), filled with `fill` (a colour or `url(#g-*)`). */
const icon = (name: string, fill: string, pad = 2) =>
  `<g transform="translate(${pad} ${pad}) scale(${((64 - 2 * pad) / 512).toFixed(4)})" stroke="#000" stroke-opacity=".35" stroke-width="10">${ICONS[name]!.replaceAll('currentColor', fill)}</g>`;

/**
 * The symbols' drawings by letter: SVG content of a 64x64 box. Pictures from Game-icons.net (CC BY 3.0, credited on
 * the site's help page), filled with the symbols' gradients; the seven is a glyph (the set has no lucky seven).
 */
const DRAWINGS: Readonly<Record<string, string>> = {
  W: `<circle cx="32" cy="32" r="29" fill="url(#g-wild)" stroke="#fff3b0" stroke-width="2.5"/>${icon('crown', '#7a1fa2', 12)}`,
  S: icon('cut-diamond', 'url(#g-gem)'),
  7: `<text x="32" y="55" text-anchor="middle" font-size="56" font-weight="900" fill="url(#g-seven)" stroke="#fff" stroke-width="2.5" paint-order="stroke" font-family="Noto Sans,sans-serif">7</text>`,
  B: `<rect x="4" y="8" width="56" height="48" rx="6" fill="#1d2433" stroke="#e9edf5" stroke-width="3"/>${icon('gold-bar', 'url(#g-gold)', 10)}`,
  L: icon('ringing-bell', 'url(#g-gold)'),
  M: icon('watermelon', 'url(#g-melon)'),
  P: `<circle cx="29" cy="38" r="19" fill="url(#g-plum)"/>${icon('plum', '#5a1d9c')}`,
  O: icon('orange', 'url(#g-orange)'),
  N: icon('lemon', 'url(#g-lemon)'),
  C: icon('cherry', 'url(#g-cherry)'),
};

/** Gradients the drawings use (ids `g-*`). */
const GRADIENTS = `<linearGradient id="g-wild" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe37a"/><stop offset="1" stop-color="#f0a500"/></linearGradient>
<linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7fe3ff"/><stop offset="1" stop-color="#2a62ff"/></linearGradient>
<linearGradient id="g-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a5a"/><stop offset="1" stop-color="#b5001e"/></linearGradient>
<linearGradient id="g-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe37a"/><stop offset="1" stop-color="#e59b00"/></linearGradient>
<linearGradient id="g-melon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ef3e4a"/><stop offset=".6" stop-color="#ef3e4a"/><stop offset=".6" stop-color="#2e9d46"/><stop offset="1" stop-color="#1f7a33"/></linearGradient>
<radialGradient id="g-plum" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#b57bff"/><stop offset="1" stop-color="#5a1d9c"/></radialGradient>
<radialGradient id="g-orange" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#ffc25a"/><stop offset="1" stop-color="#f27400"/></radialGradient>
<radialGradient id="g-lemon" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#fff59a"/><stop offset="1" stop-color="#f2cf00"/></radialGradient>
<radialGradient id="g-cherry" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#ff6b7a"/><stop offset="1" stop-color="#a8001c"/></radialGradient>`;

/** The inline sprite: a hidden `<svg>` holding every symbol (`#sym-<letter>`) and its gradients. */
export const SYMBOL_SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${GRADIENTS}</defs>${Object.entries(
  DRAWINGS,
)
  .map(([letter, body]) => `<symbol id="sym-${letter}" viewBox="0 0 64 64">${body}</symbol>`)
  .join('')}</svg>`;
