/**
 * Dates for the test-drive booking field (LEAD-07, LEAD-19): calendar days in the dealer's
 * time zone, and the fallback date-time input's value as an instant. Pure. Day arithmetic
 * and labels are src/model/time-zone.ts's and src/domain/format.ts's.
 */
import { calendarDay, isTimeZone, runtimeTimeZone } from '../../model/time-zone.ts';

/** YYYY-MM-DD of `now` in `timeZone` (the browser's zone when the name is unknown). */
export function dealerToday(now: Date, timeZone: string): string {
  // A misspelt site.timezone should still leave a usable diary rather than break the form.
  return calendarDay(now, isTimeZone(timeZone) ? timeZone : runtimeTimeZone());
}

/** How far ahead the diary may be searched (the API refuses beyond 90 days). */
export const MAX_DAYS_AHEAD = 90;
/** Days tried, one after the other, to find the first with a free slot. */
export const SEARCH_DAYS = 7;

/** A datetime-local value ('2026-08-01T10:30') as an ISO instant in the browser's zone; undefined when empty or unreadable. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
