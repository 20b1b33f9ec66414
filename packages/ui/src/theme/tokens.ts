/**
 * Typed access to the brand-agnostic design tokens in `tokens/*.json` (the repository root).
 * Kept in one module so nothing else in the ui package reads the JSON files by path.
 */
import palette from '../../../../tokens/palette.json';
import space from '../../../../tokens/space.json';
import radius from '../../../../tokens/radius.json';
import typography from '../../../../tokens/typography.json';
import breakpoints from '../../../../tokens/breakpoints.json';
import zIndex from '../../../../tokens/z-index.json';
import motion from '../../../../tokens/motion.json';

type WithoutDescription<T> = Omit<T, '$description'>;

function strip<T extends { $description?: string }>(value: T): WithoutDescription<T> {
  const { $description: _ignored, ...rest } = value;
  return rest;
}

export const tokens = {
  palette: strip(palette),
  space: strip(space),
  radius: strip(radius),
  typography: strip(typography),
  breakpoints: strip(breakpoints),
  zIndex: strip(zIndex),
  motion: strip(motion),
};

/** A palette ramp name, e.g. `teal`. */
export type PaletteRamp = keyof typeof tokens.palette;
/** Font stack names from `tokens/typography.json`. */
export type FontStackName = keyof typeof tokens.typography.fontFamily;
/** Radius step names from `tokens/radius.json`. */
export type RadiusName = keyof typeof tokens.radius;

/** Media query for a min-width breakpoint (mobile first), e.g. `screen and (min-width: 768px)`. */
export function mediaMinWidth(name: keyof typeof tokens.breakpoints): string {
  return `screen and (min-width: ${tokens.breakpoints[name]}px)`;
}
