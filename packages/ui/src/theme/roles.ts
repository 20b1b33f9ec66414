/**
 * Names of the brand-filled theme roles and the CSS variable naming rule, in a plain module so both the
 * vanilla-extract contract (build time) and `brandThemeToCss` (run time) share them.
 */
/**
 * The theme roles of @playdeck/domain under this package's names: `colorRoles` (semantic colours, light complete and
 * dark any subset), `radiusRoles`, `fontRoles`. Imported by relative path, not by package name: the web app's
 * vite.config.ts loads this module through Node while it loads its config, and Node cannot run the TypeScript source
 * of a package it finds under node_modules.
 */
export {
  COLOR_ROLES as colorRoles,
  FONT_ROLES as fontRoles,
  RADIUS_ROLES as radiusRoles,
  type ColorRole,
  type FontRole,
  type RadiusRole,
} from '../../../domain/src/theme.ts';

/** camelCase -> kebab-case, e.g. `surfaceRaised` -> `surface-raised`. */
export function kebab(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The CSS variable name (without `var()`) of a contract path, e.g. `['color','primary']` -> `--pd-color-primary`. */
export function cssVarName(path: readonly string[]): string {
  return `--pd-${path.map(kebab).join('-')}`;
}
