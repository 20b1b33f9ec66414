/**
 * Where launches of the vendors served by our own games server (apps/games; issue 7 "Deliver" 4) go. Configured by
 * environment (read at each call, so a test or launcher may set it after start-up):
 * - `GAMES_URL`: the games server's base URL as the player's browser reaches it (e.g. http://127.0.0.1:3100).
 *   Unset: every vendor keeps the built-in demo game (demo.ts), as before the games server existed.
 * - `GAMES_SANDBOX_VENDORS`: comma-separated vendor codes whose sandbox game the games server serves
 *   (`<GAMES_URL>/sandbox/<CODE>`), or `*` for every vendor but BGS; default none.
 * BGS (the in-house vendor) launches `<GAMES_URL>/play?gameCode&gameType&lang&token` in real mode (its VN lottery,
 * game type ELOTT, `<GAMES_URL>/lottery/vn`); its free trial (mode demo, no wallet) stays on the built-in demo game.
 * Sandbox vendors launch `<GAMES_URL>/sandbox/<CODE>` in both modes (demo: `mode=demo`, no token).
 */
import { gamesSandboxVendors, gamesUrl, type EnvSource } from '../env.ts';

/** The games server's base URL (no trailing slash), or undefined when not configured. */
export function gamesServerUrl(env?: EnvSource): string | undefined {
  return gamesUrl(env);
}

/** The origin of the games server for CSP frame-src (empty list when not configured). */
export function gamesFrameSources(env?: EnvSource): string[] {
  const u = gamesServerUrl(env);
  return u ? [new URL(u).origin] : [];
}

/**
 * The launch target on the games server for vendor `code` in `mode`, without the query; undefined when the games
 * server does not serve it (the caller falls back to the built-in demo game).
 */
export function gamesLaunchPath(
  code: string,
  mode: 'real' | 'demo',
  gameType?: string,
  env?: EnvSource,
): string | undefined {
  const base = gamesServerUrl(env);
  if (!base) return undefined;
  if (code === 'BGS') {
    if (mode !== 'real') return undefined;
    return gameType === 'ELOTT' ? `${base}/lottery/vn` : `${base}/play`;
  }
  const list = gamesSandboxVendors(env);
  if (list.includes('*') || list.includes(code)) return `${base}/sandbox/${encodeURIComponent(code)}`;
  return undefined;
}
