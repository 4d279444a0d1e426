/**
 * Dates for the test-drive booking field (LEAD-07, LEAD-19): calendar days in the dealer's
 * time zone, and the fallback date-time input's value as an instant. Pure.
 */

/** YYYY-MM-DD of `now` in `timeZone` (the browser's zone when the name is unknown). */
export function dealerToday(now: Date, timeZone: string): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    formatter = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
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

/** 'Saturday 1 August' for a YYYY-MM-DD day. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
