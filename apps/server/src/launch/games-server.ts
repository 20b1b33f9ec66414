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
import { gamesUrl, type EnvSource } from '../env.ts';

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
