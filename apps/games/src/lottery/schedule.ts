/**
 * The lottery's draw schedule (docs/architecture.md "Games server"). Pure functions of the clock and the config.
 *
 * - Draws happen every `intervalMs` on the UTC epoch grid: draw times are the multiples of `intervalMs` since
 *   1970-01-01T00:00:00Z (every 5 minutes by default: 19:25:00, 19:30:00, ...).
 * - A draw is identified by its draw time in UTC, `YYYYMMDDHHmmss` (e.g. `20261121192500`): unique for any interval
 *   of whole seconds, and valid as part of a protocol round id.
 * - Bets on a draw are accepted from the previous draw's close until `closeBeforeMs` before its draw time:
 *   `[drawAt - intervalMs - closeBeforeMs, drawAt - closeBeforeMs)`. So at any instant exactly one draw takes bets
 *   (the "open" draw); a bet for any other draw is refused (DRAW_CLOSED for a past one, DRAW_NOT_OPEN for a later
 *   one).
 */
import { GameInputError } from '../fair.ts';

export interface ScheduleConfig {
  /** Time between draws, ms: a whole number of seconds, at least 5 s. */
  intervalMs: number;
  /** Betting closes this long before each draw, ms: 0 <= closeBeforeMs < intervalMs. */
  closeBeforeMs: number;
}

/** Demo defaults: a draw every 5 minutes, bets close 15 s before it. */
export const DEFAULT_SCHEDULE: ScheduleConfig = { intervalMs: 5 * 60_000, closeBeforeMs: 15_000 };

/** @throws RangeError for a schedule outside the rules of {@link ScheduleConfig} */
export function checkSchedule(c: ScheduleConfig): ScheduleConfig {
  if (!Number.isSafeInteger(c.intervalMs) || c.intervalMs < 5000 || c.intervalMs % 1000 !== 0)
    throw new RangeError('lottery intervalMs must be a whole number of seconds, at least 5000');
  if (!Number.isSafeInteger(c.closeBeforeMs) || c.closeBeforeMs < 0 || c.closeBeforeMs >= c.intervalMs)
    throw new RangeError('lottery closeBeforeMs must be in 0..intervalMs-1');
  return c;
}

/** One draw's times (ms since the epoch) and id. */
export interface DrawSlot {
  drawId: string;
  /** First instant bets are accepted. */
  opensAt: number;
  /** First instant bets are refused. */
  closesAt: number;
  /** Draw time: the numbers are opened at or after it. */
  drawAt: number;
}

const DRAW_ID = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The id of the draw at `drawAt` (UTC `YYYYMMDDHHmmss`). */
export function drawIdOf(drawAt: number): string {
  return new Date(drawAt).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The slot of the draw at time `drawAt` (which must be on the grid). */
export function slotAt(c: ScheduleConfig, drawAt: number): DrawSlot {
  return {
    drawId: drawIdOf(drawAt),
    opensAt: drawAt - c.intervalMs - c.closeBeforeMs,
    closesAt: drawAt - c.closeBeforeMs,
    drawAt,
  };
}

/** The draw taking bets at `now` (see the file header). */
export function openDraw(c: ScheduleConfig, now: number): DrawSlot {
  // The open draw is the first whose close is after now.
  const drawAt = (Math.floor((now + c.closeBeforeMs) / c.intervalMs) + 1) * c.intervalMs;
  return slotAt(c, drawAt);
}

/** The last draw whose draw time is at or before `now`. */
export function lastDrawAt(c: ScheduleConfig, now: number): number {
  return Math.floor(now / c.intervalMs) * c.intervalMs;
}

/**
 * The slot of draw `drawId`. @throws GameInputError BAD_DRAW when the id is malformed or not on this schedule's grid
 */
export function slotOf(c: ScheduleConfig, drawId: string): DrawSlot {
  const m = DRAW_ID.exec(drawId);
  const t = m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
  if (!Number.isFinite(t) || t % c.intervalMs !== 0 || drawIdOf(t) !== drawId)
    throw new GameInputError('BAD_DRAW', `no draw ${drawId} on this schedule`);
  return slotAt(c, t);
}

/**
 * Whether a bet for `drawId` may be placed at `now`.
 * @throws GameInputError BAD_DRAW (not a draw of this schedule), DRAW_CLOSED (its betting has closed),
 *   DRAW_NOT_OPEN (a later draw: betting has not opened yet)
 */
export function checkBetTime(c: ScheduleConfig, drawId: string, now: number): DrawSlot {
  const slot = slotOf(c, drawId);
  if (now >= slot.closesAt) throw new GameInputError('DRAW_CLOSED', `betting on draw ${drawId} has closed`);
  if (now < slot.opensAt)
    throw new GameInputError('DRAW_NOT_OPEN', `betting on draw ${drawId} is not open yet`);
  return slot;
}
