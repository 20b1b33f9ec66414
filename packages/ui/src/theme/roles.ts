/**
 * Names of the brand-filled theme roles and the CSS variable naming rule, in a plain module so both the
 * vanilla-extract contract (build time) and `brandThemeToCss` (run time) share them.
 */
/** Semantic colour roles every brand theme fills (light completely; dark may override any subset). */
export const colorRoles = [
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
export type ColorRole = (typeof colorRoles)[number];

/** Radius roles a brand chooses (control: buttons and fields; card: tiles and panels; pill: chips). */
export const radiusRoles = ['control', 'card', 'modal', 'pill'] as const;
export type RadiusRole = (typeof radiusRoles)[number];

/** Font roles a brand chooses (body text and headings). */
export const fontRoles = ['body', 'heading'] as const;
export type FontRole = (typeof fontRoles)[number];

/** camelCase -> kebab-case, e.g. `surfaceRaised` -> `surface-raised`. */
export function kebab(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The CSS variable name (without `var()`) of a contract path, e.g. `['color','primary']` -> `--pd-color-primary`. */
export function cssVarName(path: readonly string[]): string {
  return `--pd-${path.map(kebab).join('-')}`;
}
