/**
 * Generated SVG icons for games and vendors (no external files): a two-colour gradient whose hues come from a hash
 * of the game code (or vendor code), the initials of the English name, and the vendor code. Deterministic: the same
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
 * A 200x200 square SVG icon for a game.
 * @param key stable key for the colours (the game code)
 * @param name English game name (initials drawn large)
 * @param vassalage vendor code drawn small at the bottom
 */
export function gameIconSvg(key: string, name: string, vassalage: string): string {
  const [a, b] = hues(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${b} 75% 30%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
    `<circle cx="160" cy="40" r="56" fill="hsl(${b} 80% 70%)" opacity="0.18"/>` +
    `<text x="100" y="112" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>` +
    `<text x="100" y="176" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="600" fill="#fff" opacity="0.85">${escapeXml(vassalage.replace(/_/g, ' '))}</text>` +
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
