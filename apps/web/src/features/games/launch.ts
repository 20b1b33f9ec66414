/**
 * Where a game or a vendor card launches (spec 4 "Game launch"): lottery vendors open their lottery page with the
 * game code (/vnLottery for the VN lotto, /seaLottery for TCG_SEA, /lottery otherwise); vendor-level launches of
 * ELOTT, LOTT, SPORTS, ESPORTS and COCKFIGHT go through the vendor launch (a hot match's id as its game code, so
 * the book opens on that match); every game opens the game page.
 * The game page (/seamless) performs the launch call itself.
 */
import { VENDOR_LAUNCH_TYPES as VENDOR_LAUNCH_GAME_TYPES } from '@playdeck/domain/launch';

export interface LaunchInput {
  vassalage: string;
  gameType: string;
  gameCode?: string;
  nodeId?: number;
  /** A match of a sports vendor (hot matches): its book opens on that match (sent as the launch's game code). */
  matchId?: string;
}

/** Game types launched at vendor level (spec 4). */
const VENDOR_LAUNCH_TYPES: readonly string[] = VENDOR_LAUNCH_GAME_TYPES;

/** The in-app path that launches `target`. */
export function launchPath(target: LaunchInput): string {
  const q = new URLSearchParams();
  if (target.gameType === 'LOTT' || target.gameType === 'ELOTT') {
    // BGS here is the in-house VN lottery (apps/games/src/lottery).
    const path =
      target.vassalage.includes('VN') || target.vassalage === 'BGS'
        ? '/vnLottery'
        : target.vassalage.includes('SEA')
          ? '/seaLottery'
          : '/lottery';
    q.set('gameCode', target.gameCode ?? target.vassalage);
    q.set('vassalage', target.vassalage);
    q.set('gameType', target.gameType);
    return `${path}?${q.toString()}`;
  }
  q.set('vassalage', target.vassalage);
  q.set('gameType', target.gameType);
  if (target.gameCode && !VENDOR_LAUNCH_TYPES.includes(target.gameType)) q.set('gameCode', target.gameCode);
  else if (target.matchId) q.set('gameCode', target.matchId);
  if (target.nodeId !== undefined && !VENDOR_LAUNCH_TYPES.includes(target.gameType))
    q.set('nodeId', String(target.nodeId));
  return `/seamless?${q.toString()}`;
}
