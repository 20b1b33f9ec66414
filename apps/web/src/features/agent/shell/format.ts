/**
 * Formatting of the agent side: the header's GMT offset (spec 2 "Header: GMT offset, live clock"; the clock itself is
 * shared/format/dates.ts formatBrandDateTime),
 * and the landing page's consultation hours (spec 1: "Monday to Friday, 12:00 to 21:00", from brand.json
 * `agentConsultation`). Times are shown in the brand's timezone (docs/architecture.md "Conventions": "Dates are stored in UTC and shown in the
 * brand's timezone").
 */
import { zoneOffsetMs } from '../../../shared/format/dates';

/**
 * The offset of `timeZone` at instant `t` (ms) as `GMT+06:00` / `GMT-03:30` / `GMT+00:00`. An unknown timezone
 * counts as UTC.
 */
export function formatGmtOffset(t: number, timeZone: string): string {
  let ms: number;
  try {
    ms = zoneOffsetMs(t, timeZone);
  } catch {
    ms = 0;
  }
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** Weekday codes of brand.json `agentConsultation.days`, Monday first (ISO 8601 order). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The localised long name of a weekday (`MON` -> "Monday" in en, "সোমবার" in bn). */
export function weekdayName(day: Weekday, locale: string): string {
  // 2024-01-01 was a Monday; noon UTC keeps the date the same in every timezone.
  const date = Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The consultation days as runs of consecutive weekdays, Monday first: MON..FRI -> [[MON, FRI]];
 * MON, WED, THU -> [[MON, MON], [WED, THU]]. Unknown codes are dropped, duplicates merged.
 */
export function dayRuns(days: readonly string[]): Array<[Weekday, Weekday]> {
  const set = new Set(days);
  const runs: Array<[Weekday, Weekday]> = [];
  let start: Weekday | null = null;
  WEEKDAYS.forEach((d, i) => {
    if (set.has(d)) {
      start ??= d;
      if (!set.has(WEEKDAYS[i + 1] ?? '')) {
        runs.push([start, d]);
        start = null;
      }
    }
  });
  return runs;
}
