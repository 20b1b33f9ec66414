/**
 * The brand colours of the sandbox pages (docs/architecture.md "Games server"). The platform's launch URL carries the
 * brand's dark theme colours as `theme=role-rrggbb.role-rrggbb...` (apps/server/src/domain/games/launch/games-server.ts
 * gamesThemeParam, resolved from the brand theme tokens); the page links `/sandbox/theme.css?c=<that>`, which sets the
 * games pages' CSS variables (public/games.css `:root`) from it. A stylesheet, not an inline style: the strict CSP
 * allows no inline style. Only known roles and 6-digit hex colours are read, so a launch URL cannot inject CSS.
 */

/** Brand colour role -> the games pages' CSS variable. */
const ROLE_VARS: Readonly<Record<string, readonly string[]>> = {
  bg: ['--bg'],
  surface: ['--surface'],
  surfaceRaised: ['--surface-2'],
  text: ['--text'],
  textMuted: ['--muted'],
  border: ['--line'],
  primary: ['--accent'],
  onPrimary: ['--accent-text'],
  secondary: ['--brand-2'],
  onSecondary: ['--brand-2-text'],
  accent: ['--hot'],
  success: ['--win'],
  danger: ['--lose'],
};

const PAIR = /^([A-Za-z]{1,20})-([0-9a-f]{6})$/;

/** The valid `role-rrggbb` pairs of `param`, in order, at most one per role. */
function pairs(param: unknown): [string, string][] {
  if (typeof param !== 'string' || param.length > 400) return [];
  const out = new Map<string, string>();
  for (const part of param.split('.')) {
    const m = PAIR.exec(part);
    if (m && ROLE_VARS[m[1]!] && !out.has(m[1]!)) out.set(m[1]!, m[2]!);
  }
  return [...out];
}

/** The `c` query of the theme stylesheet for a launch's `theme` (only its valid pairs), or '' when none. */
export function themeQuery(param: unknown): string {
  return pairs(param)
    .map(([role, hex]) => `${role}-${hex}`)
    .join('.');
}

/** The stylesheet for `param`: `:root { --bg: #0b1220; ... }` (empty rule when nothing valid). */
export function themeCss(param: unknown): string {
  const decl = pairs(param)
    .flatMap(([role, hex]) => ROLE_VARS[role]!.map((v) => `${v}:#${hex};`))
    .join('');
  return `:root{${decl}}\n`;
}
