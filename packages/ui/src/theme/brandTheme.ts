/**
 * Brand theme JSON -> CSS. Runs anywhere (browser, Node, Storybook): no vanilla-extract at runtime.
 *
 * A brand theme (config/brands/<id>/brand.json `theme`) gives a complete light colour set, a partial dark override,
 * radius choices and font stacks. Colours are palette references (`teal.600`, tokens/palette.json) or CSS colour
 * literals (`#0d9488`, `rgb(0 0 0 / 40%)`). Anything else is refused, so operator config can never inject CSS.
 */
import { colorRoles, cssVarName, fontRoles, radiusRoles } from './roles';
import type { ColorRole, FontRole, RadiusRole } from './roles';
import { tokens } from './tokens';
import type { FontStackName, RadiusName } from './tokens';

/** A colour value: a palette reference like `teal.600`, or a CSS colour literal. */
export type ColorValue = string;

/** The `theme` object of a brand. Shape is validated by `brandThemeToCss` (and by the brand JSON Schema). */
export interface BrandTheme {
  /** Font stack per role: a stack name from tokens/typography.json (`bengali`, `sans`, ...). */
  font: Record<FontRole, FontStackName>;
  /** Radius step per role: a name from tokens/radius.json (`sm`, `md`, `pill`, ...). */
  radius: Record<RadiusRole, RadiusName>;
  /** Every colour role, for light mode. */
  light: Record<ColorRole, ColorValue>;
  /** Any subset of colour roles to override in dark mode; roles not given keep their light value. */
  dark?: Partial<Record<ColorRole, ColorValue>>;
}

/** Raised when a brand theme or brand id is malformed; `path` names the offending key (e.g. `light.primary`). */
export class BrandThemeError extends Error {
  constructor(
    readonly brandId: string,
    readonly path: string,
    detail: string,
  ) {
    super(`brand "${brandId}" theme.${path}: ${detail}`);
    this.name = 'BrandThemeError';
  }
}

const BRAND_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const PALETTE_REF = /^([a-z]+)\.(\d{1,4})$/;
const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNC = /^(?:rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/a-z-]+\)$/;

/**
 * Resolves a colour value to a CSS colour.
 * @throws BrandThemeError when it is neither a known palette step nor a colour literal.
 */
export function resolveColor(brandId: string, path: string, value: unknown): string {
  if (typeof value !== 'string') throw new BrandThemeError(brandId, path, 'expected a string colour');
  const ref = PALETTE_REF.exec(value);
  if (ref) {
    const ramp = tokens.palette[ref[1] as keyof typeof tokens.palette] as Record<string, string> | undefined;
    const hex = ramp?.[ref[2]!];
    if (!hex) throw new BrandThemeError(brandId, path, `unknown palette step "${value}"`);
    return hex;
  }
  if (HEX.test(value) || FUNC.test(value) || value === 'transparent') return value;
  throw new BrandThemeError(
    brandId,
    path,
    `"${value}" is not a palette step (e.g. teal.600) or a CSS colour`,
  );
}

function declarations(entries: [string, string][]): string {
  return entries.map(([name, value]) => `${name}:${value};`).join('');
}

/**
 * Turns a brand theme into CSS text for `[data-brand="<id>"]` (light: every role, radii, fonts) and
 * `[data-brand="<id>"][data-color-mode="dark"]` (the dark overrides, plus `color-scheme: dark`; also applied to a
 * brand root with no mode of its own under a dark ancestor).
 *
 * @param brandId lower-case brand folder name (`[a-z0-9][a-z0-9_-]*`, at most 40 chars).
 * @returns CSS text, deterministic for the same input (so it can be hashed for a CSP `style-src`).
 * @throws BrandThemeError naming the first bad key: bad id, missing light role, unknown role, palette step,
 *   radius or font name.
 */
export function brandThemeToCss(brandId: string, theme: BrandTheme): string {
  if (!BRAND_ID.test(brandId))
    throw new BrandThemeError(brandId, '', 'brand id must match [a-z0-9][a-z0-9_-]*');
  const light: [string, string][] = [];
  for (const role of colorRoles) {
    if (!(role in theme.light)) throw new BrandThemeError(brandId, `light.${role}`, 'missing colour role');
    light.push([cssVarName(['color', role]), resolveColor(brandId, `light.${role}`, theme.light[role])]);
  }
  for (const key of Object.keys(theme.light)) {
    if (!(colorRoles as readonly string[]).includes(key))
      throw new BrandThemeError(brandId, `light.${key}`, 'unknown colour role');
  }
  for (const role of radiusRoles) {
    const name = theme.radius?.[role];
    const px = name === undefined ? undefined : (tokens.radius as Record<string, number>)[name];
    if (px === undefined)
      throw new BrandThemeError(brandId, `radius.${role}`, `unknown radius "${String(name)}"`);
    light.push([cssVarName(['radius', role]), `${px}px`]);
  }
  for (const role of fontRoles) {
    const name = theme.font?.[role];
    const stack =
      name === undefined ? undefined : (tokens.typography.fontFamily as Record<string, string>)[name];
    if (stack === undefined)
      throw new BrandThemeError(brandId, `font.${role}`, `unknown font stack "${String(name)}"`);
    light.push([cssVarName(['font', role]), stack]);
  }
  const dark: [string, string][] = [];
  for (const [role, value] of Object.entries(theme.dark ?? {})) {
    if (!(colorRoles as readonly string[]).includes(role))
      throw new BrandThemeError(brandId, `dark.${role}`, 'unknown colour role');
    dark.push([cssVarName(['color', role]), resolveColor(brandId, `dark.${role}`, value)]);
  }
  const sel = `[data-brand="${brandId}"]`;
  // The second dark selector covers a brand root without its own mode inside a dark page (`<html data-color-mode>`).
  return (
    `${sel}{color-scheme:light;${declarations(light)}}\n` +
    `${sel}[data-color-mode="dark"],[data-color-mode="dark"] ${sel}:not([data-color-mode]){color-scheme:dark;${declarations(dark)}}\n`
  );
}
