/**
 * The theme contract: every CSS variable a component may read. Names are stable and public
 * (`--pd-color-primary`, `--pd-space-4`, ...): brand CSS, Storybook and the web app depend on them (tokens/README.md).
 *
 * - `color`, `radius` and `font` are brand-filled: `brandThemeToCss` writes them per `[data-brand=<id>]`
 *   (light) and `[data-brand=<id>][data-color-mode=dark]` (partial dark override).
 * - `space`, `fontSize`, `lineHeight`, `fontWeight`, `zIndex` and `motion` are brand-agnostic and set once on
 *   `:root` from tokens/*.json.
 */
import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { colorRoles, fontRoles, kebab, radiusRoles } from './roles';

function keysTo<K extends string>(keys: readonly K[]): Record<K, null> {
  return Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
}

const spaceKeys = Object.keys(tokens.space) as (keyof typeof tokens.space)[];
const fontSizeKeys = Object.keys(tokens.typography.fontSize) as (keyof typeof tokens.typography.fontSize)[];
const weightKeys = Object.keys(tokens.typography.fontWeight) as (keyof typeof tokens.typography.fontWeight)[];
const zKeys = Object.keys(tokens.zIndex) as (keyof typeof tokens.zIndex)[];
const durationKeys = Object.keys(tokens.motion.duration) as (keyof typeof tokens.motion.duration)[];
const easingKeys = Object.keys(tokens.motion.easing) as (keyof typeof tokens.motion.easing)[];

/** Contract variables, e.g. `vars.color.primary` is `var(--pd-color-primary)`. */
export const vars = createGlobalThemeContract(
  {
    color: keysTo(colorRoles),
    radius: keysTo(radiusRoles),
    font: keysTo(fontRoles),
    space: keysTo(spaceKeys),
    fontSize: keysTo(fontSizeKeys),
    lineHeight: keysTo(fontSizeKeys),
    fontWeight: keysTo(weightKeys),
    zIndex: keysTo(zKeys),
    motion: { duration: keysTo(durationKeys), easing: keysTo(easingKeys) },
  },
  (_value, path) => `pd-${path.map(kebab).join('-')}`,
);

const px = (n: number) => `${n}px`;
const mapValues = <T extends Record<string, number | string>, R>(o: T, f: (v: T[keyof T]) => R) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v as T[keyof T])])) as { [K in keyof T]: R };

createGlobalTheme(
  ':root',
  {
    space: vars.space,
    fontSize: vars.fontSize,
    lineHeight: vars.lineHeight,
    fontWeight: vars.fontWeight,
    zIndex: vars.zIndex,
    motion: vars.motion,
  },
  {
    space: mapValues(tokens.space, px),
    fontSize: mapValues(tokens.typography.fontSize, px),
    lineHeight: mapValues(tokens.typography.lineHeight, String),
    fontWeight: mapValues(tokens.typography.fontWeight, String),
    zIndex: mapValues(tokens.zIndex, String),
    motion: {
      duration: mapValues(tokens.motion.duration, (ms) => `${ms}ms`),
      easing: tokens.motion.easing,
    },
  },
);
