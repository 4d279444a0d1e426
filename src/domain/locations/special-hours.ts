/**
 * The holiday-hours dialog (LOC-04): a location's special hours from today to 60 days ahead,
 * by date, each with its name and hours ('Christmas Day: Closed', 'Christmas Eve: 9:00am -
 * 1:00pm'). Dates are days in the tenant's time zone.
 */
import type { SpecialHours } from '../../model/location.ts';
import { addDays } from '../../model/time-zone.ts';
import { parseClock, slotLabel, specialDate } from '../test-drive-slots.ts';

export const SPECIAL_HOURS_WINDOW_DAYS = 60;

export interface SpecialHoursRow {
  /** YYYY-MM-DD */
  date: string;
  /** 'Thursday 25 December' */
  day: string;
  name: string | undefined;
  /** 'Closed' or '9:00am - 1:00pm' */
  hours: string;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export function upcomingSpecialHours(
  entries: readonly SpecialHours[],
  today: string,
  locationId: string | undefined,
  timeZone: string,
): SpecialHoursRow[] {
  const last = addDays(today, SPECIAL_HOURS_WINDOW_DAYS);
  const rows: SpecialHoursRow[] = [];
  for (const entry of entries) {
    if (entry.location_id !== undefined && locationId !== undefined && entry.location_id !== locationId)
      continue;
    const date = specialDate(entry.date, timeZone);
    if (!date || date < today || date > last) continue;
    const open = parseClock(entry.start_hour ?? entry.hours?.begin);
    const close = parseClock(entry.end_hour ?? entry.hours?.end);
    const readable = open !== undefined && close !== undefined && close > open;
    // An open day whose hours cannot be read still says open rather than inventing hours.
    const hours =
      entry.status === 'Closed' ? 'Closed' : readable ? `${slotLabel(open)} - ${slotLabel(close)}` : 'Open';
    rows.push({ date, day: DAY_FORMAT.format(new Date(`${date}T00:00:00Z`)), name: entry.name, hours });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
