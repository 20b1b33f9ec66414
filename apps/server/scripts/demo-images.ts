/**
 * Writes the demo brands' content images (banners, popup and promotion pictures) as WebP under
 * `config/brands/<id>/content/images/` (`_base` for those every brand may use), where the server answers them at
 * `/content/<id>/<file>` (apps/server/src/http/content-images.ts) and the brands' content JSON points at them.
 *
 *   npx tsx apps/server/scripts/demo-images.ts        # (re)writes every file, prints name, size and bytes
 *
 * Each picture is an SVG drawn here (a gradient in the brand's colours, two soft circles, an English title sized to
 * fit and a line under it; text in the system's DejaVu Sans or Liberation Sans, no web font) rendered by sharp. Sizes: banners
 * 1200x400 (the home carousel's 3:1 slot; the forgot-password popup's banner 1280x400 for its 16:5 slot), the popup
 * picture 720x360, promotion pictures 960x480; WebP quality 75, a banner about 10-30 KB. Re-running writes the same
 * pictures; the files are committed, so the server needs neither this script nor the fonts at run time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgToWebp } from '../src/domain/games/raster.ts';

const configBrands = new URL('../../../config/brands/', import.meta.url).pathname;

/** WebP quality of the content pictures. */
const QUALITY = 75;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

interface Palette {
  /** Gradient from (top left) and to (bottom right). */
  from: string;
  to: string;
  /** Circles and the rule under the title. */
  accent: string;
}

/** Colours near each brand's theme (config/brands/<id>/brand.json: deshplay teal and amber, nova violet and pink). */
const PALETTES: Record<string, Palette> = {
  _base: { from: '#1e293b', to: '#3730a3', accent: '#38bdf8' },
  deshplay: { from: '#0f766e', to: '#134e4a', accent: '#fbbf24' },
  deshplayRed: { from: '#b91c1c', to: '#7c2d12', accent: '#fbbf24' },
  nova: { from: '#6d28d9', to: '#4c1d95', accent: '#f472b6' },
  novaPink: { from: '#be185d', to: '#6d28d9', accent: '#fbbf24' },
};

interface Picture {
  /** Brand folder (`_base` for every brand). */
  brand: string;
  file: string;
  width: number;
  height: number;
  palette: keyof typeof PALETTES;
  title: string;
  subtitle: string;
}

/** A maker of pictures of one size (CSS pixels). */
const sized =
  (width: number, height: number) =>
  (brand: string, file: string, palette: string, title: string, subtitle: string): Picture => ({
    brand,
    file,
    width,
    height,
    palette,
    title,
    subtitle,
  });
/** A 1200x400 page banner. */
const banner = sized(1200, 400);
/** A 960x480 promotion card. */
const promo = sized(960, 480);

/** Every picture the demo content (config/brands/{deshplay,nova}/content/*.json) refers to. */
const PICTURES: readonly Picture[] = [
  banner('_base', 'banner-login.webp', '_base', 'Log in', 'Your games, your wallet, one tap away'),
  banner('_base', 'banner-register.webp', '_base', 'Register', 'Open an account in a minute'),
  { ...banner('_base', 'banner-forget.webp', '_base', 'Recover password', 'A code by SMS'), width: 1280 },
  banner('deshplay', 'banner-welcome.webp', 'deshplay', 'Welcome bonus', '100% on your first deposit'),
  banner('deshplay', 'banner-cricket.webp', 'deshplayRed', 'Live cricket', 'Every match, every ball'),
  sized(720, 360)(
    'deshplay',
    'popup-welcome.webp',
    'deshplay',
    'Welcome to DeshPlay',
    'Register and claim your bonus',
  ),
  promo('deshplay', 'promo-welcome.webp', 'deshplay', 'Welcome bonus', '100% on your first deposit'),
  promo('deshplay', 'promo-cricket.webp', 'deshplayRed', 'Cricket refund', '10% back on losing match bets'),
  promo('deshplay', 'promo-reload.webp', 'deshplay', 'Weekend reload', '50% extra on Friday deposits'),
  banner('nova', 'banner-cricket-season.webp', 'nova', 'Cricket season', 'Bet on every match'),
  banner('nova', 'banner-join.webp', 'novaPink', 'Join Nova Play', 'Open an account in a minute'),
  promo('nova', 'promo-cashback.webp', 'novaPink', 'Cricket cashback', '10% back every week'),
  promo('nova', 'promo-welcome.webp', 'nova', 'Welcome offer', '100% on your first deposit'),
];

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The SVG of one picture, `width` x `height` CSS pixels; sizes of text and shapes scale with the height. */
function pictureSvg(p: Picture): string {
  const { width: w, height: h } = p;
  const c = PALETTES[p.palette]!;
  const x = Math.round(h * 0.16);
  // Fit the text to the width: DejaVu Sans Bold averages about 0.7 em a character, Book about 0.6 em.
  const room = w - 2 * x;
  const title = Math.round(Math.min(h * 0.2, room / (p.title.length * 0.7)));
  const sub = Math.round(Math.min(h * 0.075, room / (p.subtitle.length * 0.6)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w - h * 0.45}" cy="${h * 0.3}" r="${h * 0.55}" fill="${c.accent}" opacity="0.16"/>` +
    `<circle cx="${w - h * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#ffffff" opacity="0.08"/>` +
    `<text x="${x}" y="${Math.round(h * 0.5)}" font-family="${FONT}" font-size="${title}" font-weight="700" fill="#ffffff">${escapeXml(p.title)}</text>` +
    `<rect x="${x}" y="${Math.round(h * 0.58)}" width="${Math.round(h * 0.3)}" height="${Math.max(4, Math.round(h * 0.015))}" rx="2" fill="${c.accent}"/>` +
    `<text x="${x}" y="${Math.round(h * 0.74)}" font-family="${FONT}" font-size="${sub}" font-weight="400" fill="#ffffff" opacity="0.9">${escapeXml(p.subtitle)}</text>` +
    `</svg>`
  );
}

async function main() {
  for (const p of PICTURES) {
    const bytes = await svgToWebp(pictureSvg(p), {
      width: p.width,
      height: p.height,
      svgWidth: p.width,
      quality: QUALITY,
    });
    const dir = join(configBrands, p.brand, 'content', 'images');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, p.file), bytes);
    console.log(`${p.brand}/${p.file}\t${p.width}x${p.height}\t${bytes.length} B`);
  }
}

await main();
