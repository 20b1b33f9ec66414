/**
 * The launch call (docs/architecture.md "Game launch"; contract @playdeck/api-client/launch; server apps/server/src/domain/games/launch):
 * `POST /wps/game/launchGame` -> `{ url, mode, ... }`. `url` is the game frame's address; in real mode it carries a
 * one-time launch token (60 s), never the session token.
 * @throws ApiError NOT_LOGGED_IN (401), TRIAL_FORBIDDEN (403), GAME_NOT_FOUND (404), GAME_MAINTENANCE (503),
 *   FREE_TRIAL_UNAVAILABLE (400), NETWORK / TIMEOUT
 */
import type { LaunchBody, LaunchValue } from '@playdeck/api-client/launch';
import { launch } from '@playdeck/api-client/routes/launch';
import { apiFetch } from '../../shared/api/client';

export function launchGame(body: LaunchBody, signal?: AbortSignal): Promise<LaunchValue> {
  return apiFetch(launch.launchGame, { body, signal });
}

/** Game types whose lottery pages launch (spec 2: /vnLottery the VN lotto (ELOTT), the others LOTT). */
export function lotteryGameType(pathname: string): 'LOTT' | 'ELOTT' {
  return pathname.toLowerCase() === '/vnlottery' ? 'ELOTT' : 'LOTT';
}

/**
 * The launch request a game page's query asks for (`vassalage`, `gameType`, `gameCode`, `nodeId`, `mode=demo`), or
 * null when it names no vendor or game type.
 */
export function launchRequest(params: URLSearchParams, fallbackType?: string): LaunchBody | null {
  const vassalage = params.get('vassalage');
  const gameType = params.get('gameType') ?? fallbackType;
  if (!vassalage || !gameType) return null;
  const body: LaunchBody = { vassalage, gameType };
  const gameCode = params.get('gameCode');
  if (gameCode) body.gameCode = gameCode;
  const nodeId = Number(params.get('nodeId'));
  if (Number.isSafeInteger(nodeId) && nodeId > 0) body.nodeId = nodeId;
  if (params.get('mode') === 'demo') body.mode = 'demo';
  return body;
}
