/**
 * The line under a location's name (LOC-03, LOC-04): 'Open now · closes 5:30pm' or
 * 'Closed · opens 8:30am AWST Mon', at an instant, in the location's own time zone (LOC-10),
 * labelled with the zone's abbreviation at that time, holiday (special) hours included. Pages are static, so the page prints the weekly table and a small script
 * computes this line in the shopper's browser with this same function.
 */
import type { OpeningHour, SpecialHours } from '../../model/location.ts';
import { addDays, calendarDay, wallClock, zoneAbbreviation } from '../../model/time-zone.ts';
import { hoursOn, parseCalendarDate, slotLabel, weekdayOf, zonedTime } from '../test-drive-slots.ts';

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** How far ahead the next opening is looked for; a location closed for longer just reads Closed. */
const LOOKAHEAD_DAYS = 14;

export type OpenStatus =
  | { open: true; closes: string; text: string }
  | { open: false; opens: string | undefined; text: string };

export interface OpenStatusInput {
  openingHours: readonly OpeningHour[];
  specialHours?: readonly SpecialHours[] | undefined;
  locationId?: string | undefined;
  timeZone: string;
  now: Date;
}

export function openStatus(input: OpenStatusInput): OpenStatus {
  const { timeZone, now } = input;
  const today = calendarDay(now, timeZone);
  const clock = wallClock(now, timeZone);
  const minute = clock.hour * 60 + clock.minute;
  const hours = (day: string) =>
    hoursOn(day, timeZone, input.openingHours, input.specialHours ?? [], input.locationId);
  // '5:30pm AWST': the abbreviation the zone has at that moment (AEDT after the October change).
  const clockAt = (day: string, minutes: number) =>
    `${slotLabel(minutes)} ${zoneAbbreviation(zonedTime(parseCalendarDate(day)!, minutes, timeZone), timeZone)}`;

  const todays = hours(today);
  if (todays && minute >= todays.open && minute < todays.close) {
    const closes = clockAt(today, todays.close);
    return { open: true, closes, text: `Open now · closes ${closes}` };
  }
  if (todays && minute < todays.open) {
    const opens = clockAt(today, todays.open);
    return { open: false, opens, text: `Closed · opens ${opens}` };
  }
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const day = addDays(today, ahead);
    const next = hours(day);
    if (!next) continue;
    const when = ahead === 1 ? 'tomorrow' : SHORT_DAYS[weekdayOf(parseCalendarDate(day)!)]!;
    const opens = `${clockAt(day, next.open)} ${when}`;
    return { open: false, opens, text: `Closed · opens ${opens}` };
  }
  return { open: false, opens: undefined, text: 'Closed' };
}

export const ENQUIRE_NOW = 'Enquire Now';

/**
 * The line of a closed service location on a site with `locations.closedServiceShowsEnquire`
 * (LOC-03): an Enquire Now link in place of the word Closed, then when it opens. Undefined
 * while open: the line is the plain status.
 */
export function enquireInsteadOfClosed(status: OpenStatus): { link: string; rest: string } | undefined {
  if (status.open) return undefined;
  return { link: ENQUIRE_NOW, rest: status.opens ? ` · opens ${status.opens}` : '' };
}
