/**
 * The art of the Lucky Lines slot's symbols (slot.ts SYMBOLS: W wild, S scatter, 7, B bar, L bell, M melon, P plum,
 * O orange, N lemon, C cherry), drawn here as SVG so the games server ships no image files and needs no image host:
 * one inline `<svg>` of `<symbol id="sym-<letter>">` (viewBox 0 0 64 64) that a page includes once and its scripts
 * reference with `<use href="#sym-<letter>">` (an inline sprite: no request, nothing the strict CSP must allow).
 * The shapes are decorative (`aria-hidden`) and carry no words, so they suit every language; the page names each symbol
 * in words in the player's language (messages `slot.symbol.<letter>`): wild a star medallion, bar three gold bars.
 */

/** The symbols' drawings by letter: SVG content of a 64x64 box. */
const DRAWINGS: Readonly<Record<string, string>> = {
  W: `<circle cx="32" cy="32" r="28" fill="url(#g-wild)" stroke="#fff3b0" stroke-width="2.5"/>
<path d="M32 9l6.5 14.5 15.5 1.6-11.6 10.4 3.3 15.3L32 43l-13.7 7.8 3.3-15.3L10 25.1l15.5-1.6Z" fill="#7a1fa2" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
<circle cx="32" cy="31" r="5" fill="#ffe37a"/>`,
  S: `<path d="M32 4 58 26 32 60 6 26Z" fill="url(#g-gem)" stroke="#dff4ff" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M6 26h52M20 26 32 60 44 26M20 26l12-22 12 22" fill="none" stroke="#dff4ff" stroke-width="1.5" opacity=".7"/>`,
  7: `<text x="32" y="55" text-anchor="middle" font-size="56" font-weight="900" fill="url(#g-seven)" stroke="#fff" stroke-width="2.5" paint-order="stroke" font-family="Noto Sans,sans-serif">7</text>`,
  B: `<rect x="6" y="10" width="52" height="44" rx="6" fill="#1d2433" stroke="#e9edf5" stroke-width="3"/>
<g fill="url(#g-gold)" stroke="#7a4a00" stroke-width="1.5"><rect x="12" y="16" width="40" height="8" rx="2"/><rect x="12" y="28" width="40" height="8" rx="2"/><rect x="12" y="40" width="40" height="8" rx="2"/></g>`,
  L: `<path d="M32 8c-11 0-17 9-17 20v11l-6 8h46l-6-8V28c0-11-6-20-17-20Z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2"/>
<circle cx="32" cy="52" r="6" fill="#c98a00" stroke="#7a4a00" stroke-width="2"/><circle cx="32" cy="7" r="3.5" fill="#c98a00"/>
<path d="M22 26c1-6 4-10 9-11" stroke="#fff7cf" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`,
  M: `<path d="M4 22h56a28 28 0 0 1-56 0Z" fill="#2e9d46"/><path d="M9 22h46a23 23 0 0 1-46 0Z" fill="#f2f7e8"/>
<path d="M12 22h40a20 20 0 0 1-40 0Z" fill="#ef3e4a"/>
<g fill="#1b1b1b"><ellipse cx="22" cy="30" rx="1.8" ry="3"/><ellipse cx="32" cy="34" rx="1.8" ry="3"/><ellipse cx="42" cy="30" rx="1.8" ry="3"/><ellipse cx="27" cy="39" rx="1.6" ry="2.6"/><ellipse cx="37" cy="39" rx="1.6" ry="2.6"/></g>`,
  P: `<ellipse cx="32" cy="37" rx="21" ry="22" fill="url(#g-plum)"/><path d="M32 16c0-5 3-9 7-11" stroke="#5b3a1a" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M36 12c6-5 14-4 18 0-6 5-13 5-18 0Z" fill="#4fae4a"/><ellipse cx="24" cy="30" rx="4" ry="7" fill="#fff" opacity=".3"/>`,
  O: `<circle cx="32" cy="36" r="22" fill="url(#g-orange)"/><path d="M32 14c1-4 4-7 8-8" stroke="#5b3a1a" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M34 13c5-6 13-6 17-2-5 5-12 6-17 2Z" fill="#4fae4a"/><g fill="#c45a00" opacity=".5"><circle cx="25" cy="40" r="1.3"/><circle cx="38" cy="44" r="1.3"/><circle cx="40" cy="30" r="1.3"/><circle cx="29" cy="50" r="1.3"/></g>
<ellipse cx="24" cy="29" rx="4" ry="6" fill="#fff" opacity=".3"/>`,
  N: `<path d="M6 34c0-12 12-20 26-20s26 8 26 20-12 20-26 20S6 46 6 34Z" fill="url(#g-lemon)" stroke="#b59300" stroke-width="2"/>
<path d="M4 34l5-4v8Zm56 0-5-4v8Z" fill="#e3c200"/><ellipse cx="24" cy="27" rx="8" ry="4" fill="#fff" opacity=".35"/>`,
  C: `<path d="M22 40c2-14 8-26 20-32M42 40c-2-12-2-22 0-32" stroke="#3d7a1e" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M42 8c6-4 14-3 18 2-6 4-13 4-18-2Z" fill="#4fae4a"/><circle cx="20" cy="44" r="13" fill="url(#g-cherry)"/>
<circle cx="44" cy="45" r="13" fill="url(#g-cherry)"/><circle cx="15" cy="39" r="3.5" fill="#fff" opacity=".45"/><circle cx="39" cy="40" r="3.5" fill="#fff" opacity=".45"/>`,
};

/** Gradients the drawings use (ids `g-*`). */
const GRADIENTS = `<linearGradient id="g-wild" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe37a"/><stop offset="1" stop-color="#f0a500"/></linearGradient>
<linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7fe3ff"/><stop offset="1" stop-color="#2a62ff"/></linearGradient>
<linearGradient id="g-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a5a"/><stop offset="1" stop-color="#b5001e"/></linearGradient>
<linearGradient id="g-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe37a"/><stop offset="1" stop-color="#e59b00"/></linearGradient>
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
