/**
 * Date ranges of the account record in the brand's timezone (docs/architecture.md "Conventions": "Dates are stored in UTC and shown in the
 * brand's timezone"; spec 9 date-picker presets). A preset is a half-open range [from, to) of UTC instants whose
 * ends are midnights of the brand's calendar, so "today" in Dhaka starts at 18:00 UTC of the day before.
 */

/** Date presets of the account record filter. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const DAY_MS = 86_400_000;

/** The calendar date (year, month 1-12, day) of instant `t` (ms) in `timeZone`. */
function zonedDate(t: number, timeZone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(t);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: n('year'), m: n('month'), d: n('day') };
}

/** Offset of `timeZone` from UTC at instant `t`, in ms (Asia/Dhaka: +6 h). */
export function zoneOffsetMs(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(t);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The UTC instant (ms) of midnight starting calendar day (y, m, d) in `timeZone`; DST-safe (offset re-checked). */
function zonedMidnight(y: number, m: number, d: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return guess - zoneOffsetMs(first, timeZone);
}

/**
 * The range of a preset at instant `now` in the brand's `timeZone`: today, yesterday, the last 7 days (today and the
 * 6 before) or the last 30 days. Returns ISO strings `{ from, to }`, `from` inclusive, `to` exclusive.
 */
export function presetRange(preset: DatePreset, now: number, timeZone = 'UTC'): { from: string; to: string } {
  const { y, m, d } = zonedDate(now, timeZone);
  // Calendar arithmetic on a UTC date avoids DST: day numbers, not instants.
  const day = (offset: number) => {
    const c = new Date(Date.UTC(y, m - 1, d) + offset * DAY_MS);
    return zonedMidnight(c.getUTCFullYear(), c.getUTCMonth() + 1, c.getUTCDate(), timeZone);
  };
  const back = { today: 0, yesterday: 1, last7: 6, last30: 29 }[preset];
  const end = preset === 'yesterday' ? day(0) : day(1);
  return { from: new Date(day(-back)).toISOString(), to: new Date(end).toISOString() };
}

/**
 * A date as `yyyy-MM-dd HH:mm:ss` in `timeZone` (spec 2 notice time, the agent header clock; docs/architecture.md "Conventions": "Dates are
 * stored in UTC and shown in the brand's timezone"): 24-hour clock, Latin digits, fixed width (the agent clock never
 * shifts while it ticks).
 * @param value ISO 8601 string, Date or epoch ms (missing or invalid gives '')
 * @param timeZone IANA zone, e.g. `Asia/Dhaka` (UTC when undefined or unknown)
 */
export function formatBrandDateTime(
  value: string | number | Date | null | undefined,
  timeZone: string | undefined,
): string {
  if (value === null || value === undefined) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const opts: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...opts, timeZone: timeZone ?? 'UTC' }).formatToParts(d);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' }).formatToParts(d);
  }
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
