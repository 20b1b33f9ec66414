/**
 * Schema of a brand theme (brand.json `theme`), the same shape as `BrandTheme` in @playdeck/ui: complete light colours,
 * partial dark overrides, a radius name per radius role and a font stack name per font role. The schema checks shape
 * and value syntax; palette steps, radius names and font stacks are checked against tokens/*.json when brands load
 * (semantic.ts), so adding a token never requires regenerating the validators. Browser-safe.
 */
import { COLOR_ROLES, FONT_ROLES, RADIUS_ROLES } from '@playdeck/domain/theme';
import { type JsonSchema, closedObject } from './common';

/** Palette reference `ramp.step` or a CSS colour literal (hex, rgb/hsl/oklch/oklab functions, transparent): the same
 * rule as `resolveColor` in @playdeck/ui, so config can never inject CSS. */
export const COLOR_VALUE_PATTERN =
  '^(?:[a-z]+\\.[0-9]{1,4}|#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(?:rgb|rgba|hsl|hsla|oklch|oklab)\\([0-9.,%\\s/a-z-]+\\)|transparent)$';

const colorValue: JsonSchema = { $ref: '#/$defs/colorValue' };

const tokenName: JsonSchema = { type: 'string', pattern: '^[a-z][a-z0-9]*$', 'x-expected': 'a token name' };

function roles(names: readonly string[], value: JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(names.map((n) => [n, value]));
}

/** `theme`: font, radius, light (every role), dark (any subset). Refs resolve in the brand schema's `$defs`. */
export const themeSchema: JsonSchema = closedObject(
  {
    font: closedObject(roles(FONT_ROLES, tokenName)),
    radius: closedObject(roles(RADIUS_ROLES, tokenName)),
    light: closedObject(roles(COLOR_ROLES, colorValue)),
    dark: closedObject(roles(COLOR_ROLES, colorValue), [...COLOR_ROLES]),
  },
  ['dark'],
);

/** Definitions the theme schema refers to; the brand schema includes them in its `$defs`. */
export const themeDefs: Record<string, JsonSchema> = {
  colorValue: {
    type: 'string',
    pattern: COLOR_VALUE_PATTERN,
    'x-expected': 'a palette step such as "teal.600" or a CSS colour such as "#0d9488"',
  },
};
