/**
 * Generated SVG icons for games and vendors (no external files): a two-colour gradient whose hues come from a hash
 * of the game code (or vendor code), for games the motif of the game type (no words: the lobby names the game in the
 * player's language), and the vendor code. Deterministic: the same
 * input always gives the same bytes, so the answer can be cached for a long time. The site shows them as WebP
 * rendered from this SVG (./raster.ts); the SVG itself is still served to old clients.
 */
import { createHash } from 'node:crypto';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Font stack of the icon text. The server renders it through librsvg (fontconfig), which has no Inter or Arial on a
 * plain Linux host: DejaVu Sans and Liberation Sans (Debian's fonts-dejavu-core, fonts-liberation) are there, and a
 * named fallback keeps the glyph metrics the same from one host to the next.
 */
const FONT = "Inter, Arial, 'DejaVu Sans', 'Liberation Sans', sans-serif";

function hues(key: string): [number, number] {
  const h = createHash('sha256').update(key).digest();
  const a = h.readUInt16BE(0) % 360;
  return [a, (a + 40 + (h[2]! % 80)) % 360];
}

/** Up to two initials (letters or digits) of the first words of `name`, upper-cased. */
export function initials(name: string): string {
  const words = name
    .normalize('NFKC')
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  return (words.slice(0, 2).join('') || '?').toUpperCase();
}

/**
 * The motif of a game type on a 200x200 tile (drawn in white and light tints over the tile's gradient), by
 * `variant` (0..5, from the game code's hash) so the games of one type do not all look the same: slots (RNG) a
 * lucky seven, cherries, a bell, a gem, a crown or a star; live tables and card games (LIVE, PVP) cards and a chip; fishing a fish; sports
 * a ball; lotteries numbered balls; the in-house games (BGS) dice; cockfights a rooster's crest; e-sports a game pad.
 * No words: the lobby names the game beside its tile in the player's language.
 */
function motif(gameType: string, variant: number, tint: string): string {
  const card = (x: number, y: number, r: number, pip: string, red: boolean) =>
    `<g transform="rotate(${r} ${x + 30} ${y + 42})"><rect x="${x}" y="${y}" width="60" height="84" rx="8" fill="#fff" stroke="${tint}" stroke-width="2"/>` +
    `<text x="${x + 30}" y="${y + 56}" text-anchor="middle" font-family="${FONT}" font-size="38" fill="${red ? '#d21f3c' : '#1b1b1b'}">${pip}</text></g>`;
  const ball = (x: number, y: number, n: string) =>
    `<circle cx="${x}" cy="${y}" r="24" fill="#fff" stroke="${tint}" stroke-width="3"/>` +
    `<text x="${x}" y="${y + 9}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="800" fill="#1b1b1b">${n}</text>`;
  const die = (x: number, y: number, pips: number[][]) =>
    `<rect x="${x}" y="${y}" width="64" height="64" rx="12" fill="#fff" stroke="${tint}" stroke-width="3"/>` +
    pips.map(([px, py]) => `<circle cx="${x + px!}" cy="${y + py!}" r="6" fill="#1b1b1b"/>`).join('');
  switch (gameType) {
    case 'RNG':
      return [
        `<text x="100" y="128" text-anchor="middle" font-family="${FONT}" font-size="110" font-weight="900" fill="#fff" stroke="${tint}" stroke-width="4" paint-order="stroke">7</text>`,
        `<path d="M80 110c4-30 14-52 34-66M120 112c-4-26-4-46 0-68" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="76" cy="122" r="26" fill="#fff"/><circle cx="124" cy="124" r="26" fill="#fff" opacity="0.85"/>`,
        `<path d="M100 48c-22 0-34 18-34 40v22l-12 16h92l-12-16V88c0-22-12-40-34-40Z" fill="#fff"/><circle cx="100" cy="138" r="12" fill="#fff" opacity="0.85"/>`,
        `<path d="M100 140 46 82l20-28h68l20 28Z" fill="#fff"/><path d="M46 82h108M82 54l18 86 18-86" stroke="${tint}" stroke-width="3" fill="none"/>`,
        `<path d="M50 124 42 62l32 24 26-40 26 40 32-24-8 62Z" fill="#fff"/><circle cx="100" cy="100" r="9" fill="${tint}"/>`,
        `<path d="M100 36l17 36 40 5-29 27 8 39-36-19-36 19 8-39-29-27 40-5Z" fill="#fff"/>`,
      ][variant % 6]!;
    case 'LIVE':
    case 'PVP':
      return (
        card(48, 44, -14, ['♠', '♥', '♣'][variant % 3]!, variant % 3 === 1) +
        card(92, 40, 12, ['♥', '♦', '♠'][variant % 3]!, variant % 3 !== 2) +
        `<circle cx="150" cy="128" r="20" fill="${tint}" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/>`
      );
    case 'FISH':
      return (
        `<path d="M44 96c22-34 74-40 104 0-30 40-82 34-104 0Zm104 0 26-22v44Z" fill="#fff"/>` +
        `<circle cx="72" cy="90" r="6" fill="${tint}"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="${140 + i * 8}" cy="${58 - i * 16}" r="${5 + i * 2}" fill="none" stroke="#fff" stroke-width="3"/>`,
          )
          .join('')
      );
    case 'SPORTS':
    case 'ESPORTS':
      return gameType === 'SPORTS'
        ? `<circle cx="100" cy="92" r="50" fill="#fff"/><path d="M100 70l20 14-8 24H88l-8-24Z" fill="${tint}"/>` +
            `<path d="M100 70V46M120 84l22-8M112 108l14 20M88 108l-14 20M80 84l-22-8" stroke="${tint}" stroke-width="4"/>`
        : `<path d="M52 70h96c16 0 24 40 16 56-6 10-20 8-28-4l-8-10H72l-8 10c-8 12-22 14-28 4-8-16 0-56 16-56Z" fill="#fff"/>` +
            `<path d="M70 86v20M60 96h20" stroke="${tint}" stroke-width="6"/><circle cx="128" cy="90" r="6" fill="${tint}"/><circle cx="142" cy="102" r="6" fill="${tint}"/>`;
    case 'LOTT':
    case 'ELOTT':
      return (
        ball(64, 84, String(7 + variant)) +
        ball(136, 84, String(21 + variant * 3)) +
        ball(100, 124, String(36 - variant))
      );
    case 'BGS':
      return (
        die(44, 56, [
          [16, 16],
          [32, 32],
          [48, 48],
        ]) +
        die(96, 80, [
          [16, 16],
          [48, 16],
          [16, 48],
          [48, 48],
        ])
      );
    case 'COCKFIGHT':
      return `<path d="M70 140c-10-40 10-70 40-76-6-10-2-22 8-26 2 10 8 14 16 14-6 6-6 12 0 18 12 20 8 52-14 70Z" fill="#fff"/><circle cx="122" cy="70" r="5" fill="${tint}"/><path d="M134 74l16 6-16 4Z" fill="#ffd24a"/>`;
    default:
      return `<circle cx="100" cy="92" r="44" fill="#fff" opacity="0.9"/>`;
  }
}

/**
 * A 200x200 square SVG tile for a game: a two-colour gradient from the hash of `key`, soft rays, the motif of its
 * game type (`gameType`, a variant by hash) and the vendor code in a badge at the bottom.
 * @param key stable key for the colours and the variant (the game code)
 * @param name English game name (the image's accessible name; the lobby shows the name in the player's language)
 * @param vassalage vendor code drawn small at the bottom
 * @param gameType the game's type code (RNG, LIVE, PVP, FISH, SPORTS, ESPORTS, LOTT, ELOTT, BGS, COCKFIGHT)
 */
export function gameIconSvg(key: string, name: string, vassalage: string, gameType = 'RNG'): string {
  const [a, b] = hues(key);
  const variant = createHash('sha256').update(`variant:${key}`).digest()[0]! % 6;
  const tint = `hsl(${b} 70% 32%)`;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const t = (i * Math.PI) / 6;
    const x = (v: number) => (100 + 160 * Math.cos(t + v)).toFixed(1);
    const y = (v: number) => (92 + 160 * Math.sin(t + v)).toFixed(1);
    return `M100 92L${x(0)} ${y(0)}L${x(0.18)} ${y(0.18)}Z`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${b} 75% 30%)"/></linearGradient>` +
    `<clipPath id="c"><rect width="200" height="200" rx="24"/></clipPath></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
    `<path d="${rays}" fill="#fff" opacity="0.08" clip-path="url(#c)"/>` +
    motif(gameType, variant, tint) +
    `<rect x="40" y="158" width="120" height="28" rx="14" fill="#000" opacity="0.35"/>` +
    `<text x="100" y="178" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff">${escapeXml(vassalage.replace(/_/g, ' '))}</text>` +
    `</svg>`
  );
}

/** A 240x120 SVG logo card for a vendor (its code on a gradient). */
export function vendorIconSvg(vassalage: string): string {
  const [a, b] = hues(`vendor:${vassalage}`);
  const label = escapeXml(vassalage.replace(/_/g, ' '));
  const size = label.length > 8 ? 24 : 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a} 65% 40%)"/>` +
    `<stop offset="1" stop-color="hsl(${b} 70% 28%)"/></linearGradient></defs>` +
    `<rect width="240" height="120" rx="16" fill="url(#g)"/>` +
    `<text x="120" y="${60 + size / 3}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${label}</text>` +
    `</svg>`
  );
}
