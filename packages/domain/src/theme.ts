/**
 * The roles every brand theme fills (spec section 3 "Brand config", theme): the semantic colour roles (light
 * completely, dark any subset), the radius roles and the font roles. The values a brand gives them are brand config
 * (brand.json `theme`, tokens/*.json); the order of {@link COLOR_ROLES} is the order of the theme contract's CSS
 * variables.
 */
export const COLOR_ROLES = [
  'bg',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'textInverse',
  'border',
  'borderStrong',
  'primary',
  'primaryHover',
  'onPrimary',
  'secondary',
  'secondaryHover',
  'onSecondary',
  'accent',
  'onAccent',
  'danger',
  'dangerHover',
  'onDanger',
  'success',
  'onSuccess',
  'warning',
  'onWarning',
  'info',
  'focusRing',
  'overlay',
  'link',
  'badge',
  'onBadge',
  'hot',
  'onHot',
] as const;

/** One semantic colour role, e.g. `primary`. */
export type ColorRole = (typeof COLOR_ROLES)[number];

/** Radius roles a brand chooses a radius for (control: buttons and fields; card: tiles and panels; pill: chips). */
export const RADIUS_ROLES = ['control', 'card', 'modal', 'pill'] as const;

/** One radius role. */
export type RadiusRole = (typeof RADIUS_ROLES)[number];

/** Font roles a brand chooses a font stack for (body text and headings). */
export const FONT_ROLES = ['body', 'heading'] as const;

/** One font role. */
export type FontRole = (typeof FONT_ROLES)[number];
