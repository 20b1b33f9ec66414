/**
 * Where game launches go: our own games server (apps/games) serves every vendor of the demo catalogue, the in-house
 * vendor BGS with its games and every other vendor with its sandbox game, through the signed wallet protocol as that
 * vendor. Configured by environment (read at each call, so a test or launcher may set it after start-up):
 * - `GAMES_URL`: the games server's base URL as the player's browser reaches it (e.g. http://127.0.0.1:3100;
 *   `npm start` sets it). Unset: no game can be launched (the launch answers GAME_MAINTENANCE).
 * BGS launches `/play?gameCode&gameType&lang&token` in real mode (its VN lottery, game type ELOTT, `/lottery/vn`);
 * its free trial (mode demo, no wallet) and every other vendor in both modes launch `/sandbox/<CODE>` (demo:
 * `mode=demo`, no token).
 */
import { resolveColor, type BrandTheme } from '@playdeck/ui/theme/brandTheme';
import type { Brand } from '../../../infra/brands/index.ts';
import { gamesUrl, type EnvSource } from '../../../env.ts';

/** The in-house vendor's code: its real launches open its own games, not the sandbox. */
const IN_HOUSE_VENDOR = 'BGS';

/** The games server's base URL (no trailing slash), or undefined when not configured. */
export function gamesServerUrl(env?: EnvSource): string | undefined {
  return gamesUrl(env);
}

/** The origin of the games server for CSP frame-src (empty list when not configured). */
export function gamesFrameSources(env?: EnvSource): string[] {
  const u = gamesServerUrl(env);
  return u ? [new URL(u).origin] : [];
}

/** The path of the launch target of vendor `code` in `mode` on the games server, without the query. */
export function gamesLaunchPath(code: string, mode: 'real' | 'demo', gameType?: string): string {
  if (code === IN_HOUSE_VENDOR && mode === 'real') return gameType === 'ELOTT' ? '/lottery/vn' : '/play';
  return `/sandbox/${encodeURIComponent(code)}`;
}

/** The brand theme colour roles the games server's pages use (dark mode: the game pages are dark). */
const GAMES_THEME_ROLES = [
  'bg',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'accent',
  'success',
  'danger',
] as const;

/**
 * The launch URL's `theme` parameter: the brand's dark colours (its `theme.dark` over `theme.light`, palette steps
 * resolved as the site resolves them, @playdeck/ui resolveColor) as `role-rrggbb` pairs joined by `.`, e.g.
 * `bg-0b1220.primary-2dd4bf`; only 6-digit hex colours go (a literal in another notation is left out, the games server
 * keeps its own colour for that role). Undefined when the brand has no theme. The games server does not know brands:
 * this is how its pages wear the brand's colours (apps/games/src/sandbox/theme.ts reads it back).
 */
export function gamesThemeParam(brand: Brand): string | undefined {
  const theme = brand.config?.config.theme as unknown as BrandTheme | undefined;
  if (!theme?.light) return undefined;
  const pairs: string[] = [];
  for (const role of GAMES_THEME_ROLES) {
    const value = theme.dark?.[role] ?? theme.light[role];
    if (value === undefined) continue;
    let hex: string;
    try {
      hex = resolveColor(brand.id, `dark.${role}`, value);
    } catch {
      continue; // validated at config load; nothing to show for a value that is not a colour
    }
    if (/^#[0-9a-fA-F]{6}$/.test(hex)) pairs.push(`${role}-${hex.slice(1).toLowerCase()}`);
  }
  return pairs.length ? pairs.join('.') : undefined;
}
