/**
 * The page identity of a brand, from its config (docs/architecture.md "Brand = config: theme, logo, languages ..."): the
 * document title (brand.json `name`), the meta description (brand.json `description` in the request language, else
 * the brand default), the theme colour (brand.json `theme.light.primary`), a favicon drawn from those (the first
 * letter of the name on the primary colour, as SVG) and a web-app manifest (W3C Web Application Manifest: name,
 * short_name, description, lang, start_url, display, colours, icons). index.html's `<title>` and icon link are
 * replaced per request; the favicon and the manifest are served same-origin, so the CSP needs nothing new.
 */
import type { Brand } from '../infra/brands/index.ts';
import { resolveColor } from '../../../../packages/ui/src/theme/brandTheme.ts';

/** Paths of the brand's favicon and manifest (same origin). */
export const FAVICON_PATH = '/favicon.svg';
export const MANIFEST_PATH = '/manifest.webmanifest';

/** `value` escaped for HTML text and double-quoted attributes. */
function esc(value: string): string {
  return value.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The theme's light colour of `role`, or `fallback` for brands built by hand (tests) or an unreadable value. */
function themeColor(brand: Brand, role: 'primary' | 'onPrimary' | 'bg', fallback: string): string {
  const value = brand.config?.config.theme?.light?.[role];
  try {
    return value === undefined ? fallback : resolveColor(brand.id, `light.${role}`, value);
  } catch {
    return fallback;
  }
}

/** brand.json `description` in `lang`, else the brand's default language, else ''. */
export function brandDescription(brand: Brand, lang: string): string {
  const d = brand.config?.config.description;
  return d?.[lang] ?? d?.[brand.defaultLanguage] ?? '';
}

/**
 * The head tags that name the brand: title, description, theme colour, icon and manifest links.
 * @returns HTML to put in `<head>` in place of index.html's own title and icon link.
 */
export function brandHeadTags(brand: Brand, lang: string): string {
  const description = brandDescription(brand, lang);
  return (
    `<title>${esc(brand.name)}</title>` +
    (description ? `<meta name="description" content="${esc(description)}">` : '') +
    `<meta name="theme-color" content="${esc(themeColor(brand, 'primary', '#000000'))}">` +
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">` +
    `<link rel="manifest" href="${MANIFEST_PATH}">`
  );
}

/** index.html with its `<title>` and icon link replaced by the brand's head tags (unchanged when it has neither). */
export function withBrandHead(html: string, brand: Brand, lang: string): string {
  const title = /<title>[^<]*<\/title>/.exec(html);
  if (!title) return html;
  const withoutIcon = html.replace(/<link rel="icon"[^>]*>/, '');
  return withoutIcon.replace(/<title>[^<]*<\/title>/, brandHeadTags(brand, lang));
}

/** The favicon: the brand name's first letter on its primary colour, a rounded square (SVG, 64 x 64 user units). */
export function brandFavicon(brand: Brand): string {
  const letter = [...brand.name.trim()][0]?.toUpperCase() ?? '';
  const bg = themeColor(brand, 'primary', '#000000');
  const fg = themeColor(brand, 'onPrimary', '#ffffff');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${esc(bg)}"/>` +
    `<text x="32" y="44" font-family="system-ui, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${esc(fg)}">${esc(letter)}</text>` +
    `</svg>`
  );
}

/** The web-app manifest of `brand` in `lang` (W3C Web Application Manifest members). */
export function brandManifest(brand: Brand, lang: string) {
  return {
    name: brand.name,
    short_name: brand.name,
    description: brandDescription(brand, lang),
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeColor(brand, 'bg', '#ffffff'),
    theme_color: themeColor(brand, 'primary', '#000000'),
    icons: [{ src: FAVICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
