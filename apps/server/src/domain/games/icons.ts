/**
 * Generated SVG art for games and vendors (no image files, no image host): a picture from Game-icons.net
 * (infra/game-icons.ts, CC BY 3.0, credited on the help page) chosen by the game's name and theme, over a gradient
 * of the brand's own palette (its theme roles, {@link tilePalette}) per game theme, with the vendor code in a badge.
 * The picture carries no words, so the tile suits every language: the lobby names the game beside it in the
 * player's language. Deterministic: the same game and brand always give the same bytes, so the answer can be cached
 * for a long time. The site shows them as WebP rendered from this SVG (./raster.ts); the SVG itself is still served
 * to old clients.
 */
import { createHash } from 'node:crypto';
import { resolveColor, type BrandTheme } from '@playdeck/ui/theme/brandTheme';
import { declareGameIcons, gameIcon } from '../../infra/game-icons.ts';
import type { Brand } from '../../infra/brands/index.ts';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Font stack of the icon text. The server renders it through librsvg (fontconfig), which has no Inter or Arial on a
 * plain Linux host: DejaVu Sans and Liberation Sans (Debian's fonts-dejavu-core, fonts-liberation) are there, and a
 * named fallback keeps the glyph metrics the same from one host to the next.
 */
const FONT = "Inter, Arial, 'DejaVu Sans', 'Liberation Sans', sans-serif";

/**
 * The picture of a game by a word of its English name (the demo catalogue's curated nouns, tables, card games and
 * in-house titles, src/domain/games/demo.ts), longest phrases first. A name with none of them gets a picture of its
 * game theme ({@link THEME_ICONS}).
 */
const NAME_ICONS: ReadonlyArray<readonly [string, string]> = [
  ['Dragon Tiger', 'crossed-swords'],
  ['Lucky Lines', 'slot-machine'],
  ['Andar Bahar', 'card-random'],
  ['Teen Patti', 'card-3-hearts'],
  ['Sic Bo', 'dice-six-faces-three'],
  ['Bull Bull', 'bull'],
  ['Reef Hunter', 'clownfish'],
  ['Deep Sea', 'angler-fish'],
  ['Punto Banco', 'card-ace-spades'],
  ['Baccarat', 'card-ace-hearts'],
  ['Roulette', 'token'],
  ['Blackjack', 'card-ace-spades'],
  ['Rummy', 'card-pickup'],
  ['Poker', 'poker-hand'],
  ['Ludo', 'pawn'],
  ['Fishing', 'fishing-pole'],
  ['Dice', 'dice-six-faces-five'],
  ['Lobby', 'card-joker'],
  ['Tiger', 'tiger-head'],
  ['Dragon', 'dragon-head'],
  ['Fortune', 'crown-coin'],
  ['Gems', 'gems'],
  ['Lotus', 'lotus'],
  ['Phoenix', 'feathered-wing'],
  ['Panda', 'panda'],
  ['Treasure', 'chest'],
  ['Temple', 'pagoda'],
  ['River', 'river'],
  ['Garden', 'flowers'],
  ['Stars', 'stars-stack'],
  ['Moon', 'moon'],
  ['Sun', 'sun'],
  ['Fruits', 'fruit-bowl'],
  ['Coins', 'coins'],
  ['Elephant', 'elephant-head'],
  ['Peacock', 'feather'],
  ['Falcon', 'falcon-moon'],
  ['Island', 'island'],
  ['Castle', 'castle'],
  ['Voyage', 'sailboat'],
  ['Festival', 'party-flags'],
  ['Carnival', 'carnival-mask'],
  ['Wolf', 'wolf-head'],
  ['Lion', 'lion'],
  ['Pearl', 'pearl-necklace'],
  ['Comet', 'comet-spark'],
  ['Kingdom', 'throne-king'],
  ['Harvest', 'wheat'],
  ['Bells', 'ringing-bell'],
  ['Lantern', 'lantern-flame'],
  ['Horizon', 'sunrise'],
  ['Waves', 'waves'],
  ['Crown', 'crown'],
  ['Rhino', 'rhinoceros-horn'],
  ['Orchid', 'flower-twirl'],
  ['Rocket', 'rocket'],
  ['Clover', 'clover'],
  ['Spirits', 'floating-ghost'],
];

/** Pictures of each game theme (game type), one chosen by the game code's hash when the name names none. */
const THEME_ICONS: Readonly<Record<string, readonly string[]>> = {
  RNG: ['slot-machine', 'cherry', 'ringing-bell', 'gems', 'crown-coin', 'clover'],
  LIVE: ['card-ace-hearts', 'card-ace-spades', 'token', 'poker-hand'],
  PVP: ['poker-hand', 'card-random', 'card-pickup', 'pawn'],
  FISH: ['angler-fish', 'clownfish', 'fishing-pole'],
  SPORTS: ['soccer-ball', 'cricket-bat', 'basketball-ball', 'tennis-racket'],
  ESPORTS: ['gamepad'],
  LOTT: ['ticket'],
  ELOTT: ['ticket'],
  BGS: ['dice-six-faces-five', 'slot-machine', 'card-ace-hearts'],
  COCKFIGHT: ['rooster'],
};

/** A small badge picture for the edition word of a name (its suffix). */
const EDITION_ICONS: ReadonlyArray<readonly [string, string]> = [
  ['Deluxe', 'star-medal'],
  ['Rush', 'lightning-arc'],
  ['Quest', 'treasure-map'],
  ['Bonanza', 'coins-pile'],
  ['Riches', 'cut-diamond'],
  ['Link', 'linked-rings'],
  ['Gold', 'star-medal'],
  ['Neon', 'sparkles'],
];

/** Emblems of vendor logos, one per vendor code by hash. */
const VENDOR_ICONS = [
  'crown',
  'card-joker',
  'diamond-trophy',
  'lion',
  'dragon-head',
  'star-medal',
  'gems',
  'laurels-trophy',
];

/**
 * The picture's colour by the name's adjective (palette steps of the design tokens, tokens/palette.json); white for
 * the rest. Light steps, so the picture stands out of the dark gradient under it.
 */
const ADJECTIVE_TINTS: ReadonlyArray<readonly [string, string]> = [
  ['Golden', 'amber.300'],
  ['Royal', 'amber.200'],
  ['Sunny', 'amber.200'],
  ['Silver', 'neutral.200'],
  ['Emerald', 'green.300'],
  ['Jungle', 'green.200'],
  ['Ruby', 'red.300'],
  ['Fiery', 'orange.300'],
  ['Blazing', 'orange.200'],
  ['Crystal', 'blue.200'],
  ['Frozen', 'blue.100'],
  ['Electric', 'blue.300'],
  ['Midnight', 'indigo.200'],
  ['Cosmic', 'violet.200'],
  ['Mystic', 'violet.300'],
  ['Velvet', 'violet.100'],
  ['Neon', 'pink.200'],
  ['Candy', 'pink.300'],
  ['Ocean', 'teal.200'],
  ['Tropical', 'teal.300'],
];

declareGameIcons([
  ...NAME_ICONS.map(([, i]) => i),
  ...Object.values(THEME_ICONS).flat(),
  ...EDITION_ICONS.map(([, i]) => i),
  ...VENDOR_ICONS,
]);

/** Brand colours a tile is composed of (6-digit hex), by theme role. */
export interface TilePalette {
  primary: string;
  secondary: string;
  accent: string;
  info: string;
  success: string;
  hot: string;
}

/** The colours of tiles where a brand has no theme (the design tokens' defaults). */
export const DEFAULT_TILE_PALETTE: TilePalette = {
  primary: '#0f766e',
  secondary: '#fbbf24',
  accent: '#b91c1c',
  info: '#1d4ed8',
  success: '#15803d',
  hot: '#c2410c',
};

/**
 * The brand's tile colours: its light theme's roles resolved as the site resolves them (@playdeck/ui resolveColor);
 * a role the brand leaves out, or gives in a notation other than 6-digit hex, keeps {@link DEFAULT_TILE_PALETTE}'s.
 */
export function tilePalette(brand: Pick<Brand, 'id' | 'config'>): TilePalette {
  const theme = brand.config?.config.theme as unknown as BrandTheme | undefined;
  const out = { ...DEFAULT_TILE_PALETTE };
  for (const role of Object.keys(out) as Array<keyof TilePalette>) {
    const value = theme?.light?.[role];
    if (value === undefined) continue;
    try {
      const hex = resolveColor(brand.id, `light.${role}`, value);
      if (/^#[0-9a-fA-F]{6}$/.test(hex)) out[role] = hex.toLowerCase();
    } catch {
      // validated at config load; a value that is not a colour keeps the default
    }
  }
  return out;
}

/** The two palette roles of each game theme's gradient (first at the top left). */
const THEME_ROLES: Readonly<Record<string, readonly [keyof TilePalette, keyof TilePalette]>> = {
  RNG: ['primary', 'secondary'],
  LIVE: ['accent', 'primary'],
  PVP: ['primary', 'accent'],
  FISH: ['info', 'primary'],
  SPORTS: ['success', 'primary'],
  ESPORTS: ['info', 'accent'],
  LOTT: ['secondary', 'accent'],
  ELOTT: ['secondary', 'accent'],
  BGS: ['primary', 'hot'],
  COCKFIGHT: ['hot', 'accent'],
};

/** `hex` mixed with black by `t` (0..1): deep enough for the light picture on it. */
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v * (1 - t)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A Game-icons picture as a `<g>` of `px` pixels at (x, y), in `colour`, with a soft shadow under it. */
function picture(name: string, x: number, y: number, px: number, colour: string, shadow = true): string {
  const icon = gameIcon(name);
  const k = (px / icon.size).toFixed(4);
  const at = (dx: number, dy: number, fill: string, extra = '') =>
    `<g transform="translate(${x + dx} ${y + dy}) scale(${k})" color="${fill}" fill="${fill}"${extra}>${icon.body}</g>`;
  return (shadow ? at(3, 4, '#000', ' opacity="0.3"') : '') + at(0, 0, colour);
}

/** The first entry of `list` whose word is in `name` (whole words). */
function byWord(list: ReadonlyArray<readonly [string, string]>, name: string): string | undefined {
  return list.find(([w]) => new RegExp(`(^|\\s)${w}(\\s|$)`).test(name))?.[1];
}

/** The background pattern by variant: rays, rings, dots or stripes, in white at low opacity. */
function pattern(variant: number): string {
  switch (variant % 4) {
    case 0:
      return `<path d="${Array.from({ length: 12 }, (_, i) => {
        const t = (i * Math.PI) / 6;
        const p = (v: number) =>
          `${(100 + 160 * Math.cos(t + v)).toFixed(1)} ${(92 + 160 * Math.sin(t + v)).toFixed(1)}`;
        return `M100 92L${p(0)}L${p(0.18)}Z`;
      }).join('')}" fill="#fff" opacity="0.08"/>`;
    case 1:
      return [40, 70, 100, 130]
        .map(
          (r) =>
            `<circle cx="100" cy="92" r="${r}" fill="none" stroke="#fff" stroke-width="10" opacity="0.06"/>`,
        )
        .join('');
    case 2:
      return Array.from(
        { length: 36 },
        (_, i) =>
          `<circle cx="${(i % 6) * 36 + 10}" cy="${Math.floor(i / 6) * 36 + 10}" r="4" fill="#fff" opacity="0.1"/>`,
      ).join('');
    default:
      return Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${i * 50 - 200} 200L${i * 50} 0h18L${i * 50 - 182} 200Z" fill="#fff" opacity="0.07"/>`,
      ).join('');
  }
}

/**
 * A 200x200 square SVG tile for a game: a gradient of the two brand colours of its game theme (shaded by the game
 * code's hash so the games of one theme differ), a background pattern, the picture its English name names (or one
 * of its theme) in the colour of the name's adjective, the edition badge of its suffix, and the vendor code.
 * @param key stable key for the shading, pattern and fallback picture (the game code)
 * @param name English game name (chooses the picture; the image's accessible name)
 * @param vassalage vendor code drawn small at the bottom
 * @param gameType the game's type code (RNG, LIVE, PVP, FISH, SPORTS, ESPORTS, LOTT, ELOTT, BGS, COCKFIGHT)
 * @param palette the brand's colours ({@link tilePalette})
 */
export function gameIconSvg(
  key: string,
  name: string,
  vassalage: string,
  gameType = 'RNG',
  palette: TilePalette = DEFAULT_TILE_PALETTE,
): string {
  const h = createHash('sha256').update(`tile:${key}`).digest();
  const [ra, rb] = THEME_ROLES[gameType] ?? THEME_ROLES.RNG!;
  const from = shade(palette[ra], 0.1 + (h[0]! % 5) * 0.06);
  const to = shade(palette[rb], 0.45 + (h[1]! % 4) * 0.08);
  const theme = THEME_ICONS[gameType] ?? THEME_ICONS.RNG!;
  const icon = byWord(NAME_ICONS, name) ?? theme[h[2]! % theme.length]!;
  const tintRef = byWord(ADJECTIVE_TINTS, name);
  const tint = tintRef ? resolveColor('tiles', 'tint', tintRef) : '#ffffff';
  const edition = byWord(EDITION_ICONS, name);
  const code = vassalage.replace(/_/g, ' ');
  const long = code.length > 8;
  const badge = edition
    ? `<circle cx="164" cy="36" r="24" fill="${shade(palette[rb], 0.6)}" stroke="#fff" stroke-width="3"/>` +
      picture(edition, 148, 20, 32, '#fff', false)
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${h[3]! % 2}" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<clipPath id="c"><rect width="200" height="200" rx="24"/></clipPath></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
    `<g clip-path="url(#c)">${pattern(h[4]!)}</g>` +
    picture(icon, 40, 26, 120, tint) +
    badge +
    `<rect x="${long ? 16 : 40}" y="158" width="${long ? 168 : 120}" height="28" rx="14" fill="#000" opacity="0.35"/>` +
    `<text x="100" y="178" text-anchor="middle" font-family="${FONT}" font-size="${long ? 14 : 18}" font-weight="700" fill="#fff">${escapeXml(code)}</text>` +
    `</svg>`
  );
}

/**
 * A 240x120 SVG logo card for a vendor: the brand's primary colour shading into its accent (by the code's hash), the
 * vendor's emblem (a Game-icons picture chosen by hash) and its code.
 * @param vassalage vendor code
 * @param palette the brand's colours ({@link tilePalette})
 */
export function vendorIconSvg(vassalage: string, palette: TilePalette = DEFAULT_TILE_PALETTE): string {
  const h = createHash('sha256').update(`vendor:${vassalage}`).digest();
  const label = escapeXml(vassalage.replace(/_/g, ' '));
  const size = label.length > 8 ? 15 : label.length > 4 ? 26 : 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(palette.primary, 0.15 + (h[0]! % 4) * 0.05)}"/>` +
    `<stop offset="1" stop-color="${shade(h[1]! % 2 ? palette.accent : palette.secondary, 0.55)}"/></linearGradient></defs>` +
    `<rect width="240" height="120" rx="16" fill="url(#g)"/>` +
    picture(VENDOR_ICONS[h[2]! % VENDOR_ICONS.length]!, 14, 24, 72, '#fff') +
    `<text x="160" y="${60 + size / 3}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${label}</text>` +
    `</svg>`
  );
}
