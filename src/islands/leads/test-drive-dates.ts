/**
 * Dates for the test-drive booking field (LEAD-07, LEAD-19): calendar days in the location's
 * time zone (LOC-10), and the fallback date-time input's value as an instant. Pure. Day arithmetic
 * and labels are src/model/time-zone.ts's and src/domain/format.ts's.
 */
import { calendarDay, isTimeZone, runtimeTimeZone, wallTimeToInstant } from '../../model/time-zone.ts';

/** YYYY-MM-DD of `now` in `timeZone` (the browser's zone when the name is unknown). */
export function dealerToday(now: Date, timeZone: string): string {
  // A misspelt site.timezone should still leave a usable diary rather than break the form.
  return calendarDay(now, isTimeZone(timeZone) ? timeZone : runtimeTimeZone());
}

/** How far ahead the diary may be searched (the API refuses beyond 90 days). */
export const MAX_DAYS_AHEAD = 90;
/** Days tried, one after the other, to find the first with a free slot. */
export const SEARCH_DAYS = 7;

/**
 * A datetime-local value ('2026-08-01T10:30') as an ISO instant, read as the wall clock of the
 * location's zone (the form labels it so); undefined when empty or unreadable.
 */
export function localInputToIso(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const zone = isTimeZone(timeZone) ? timeZone : runtimeTimeZone();
  return new Date(wallTimeToInstant(year, month, day, hour, minute, 0, 0, zone)).toISOString();
}
