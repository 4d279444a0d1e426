/**
 * Test-drive appointment availability (LEAD-19). Pure: given a location's opening hours, its
 * special (holiday) hours, the bookings already taken and the time now, the free slots of one
 * calendar day in the location's time zone (LOC-10).
 *
 * - The weekday comes from the calendar date itself (0 = Sunday, as in opening hours).
 * - A special-hours entry for that date wins over the weekly hours: Closed closes the day;
 *   Open with start/end (start_hour/end_hour or hours.begin/hours.end) replaces the hours;
 *   Open without hours keeps the weekly hours.
 * - Slots start at opening time every `slotMinutes` (default 30); the last slot ends by
 *   closing time.
 * - A slot must start at least `leadTimeMinutes` (default 120) after now, so the dealer has
 *   time to prepare the car.
 * - Booked slots (compared as instants, whatever the ISO spelling) are left out.
 */
import type { OpeningHour, SpecialHours } from '../model/location.ts';
import { calendarDay, wallTimeToInstant, zoneAbbreviation } from '../model/time-zone.ts';

export const DEFAULT_SLOT_MINUTES = 30;
export const DEFAULT_LEAD_TIME_MINUTES = 120;

export interface TestDriveSlot {
  /** Start as an ISO timestamp in UTC, e.g. 2026-12-01T22:30:00.000Z. */
  start: string;
  /** Local time in the location's time zone, e.g. '9:30am'. */
  label: string;
  /** The zone's abbreviation at that time, e.g. 'AWST', 'AEDT' (LOC-10). */
  zone: string;
}

export interface TestDriveSlotInput {
  /** Calendar date YYYY-MM-DD in the dealer's time zone. */
  date: string;
  /** IANA time zone of the location (locationTimeZone). */
  timeZone: string;
  openingHours: readonly OpeningHour[];
  specialHours?: readonly SpecialHours[];
  /** The location the hours are for; special hours naming another location are ignored. */
  locationId?: string;
  now: Date;
  /** Start times already booked (ISO timestamps). */
  booked?: readonly string[];
  slotMinutes?: number;
  leadTimeMinutes?: number;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date in YYYY-MM-DD form, else undefined (2026-02-30 is not a date). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/** 0 = Sunday … 6 = Saturday for a calendar date. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The instant of a local wall-clock time (minutes after midnight; 24 * 60 is the next
 * midnight) on a date in a time zone.
 */
export function zonedTime(date: CalendarDate, minutes: number, timeZone: string): Date {
  return new Date(wallTimeToInstant(date.year, date.month, date.day, 0, minutes, 0, 0, timeZone));
}

/** Minutes after midnight from '09:00', '9:00', '9am', '5:30 pm' or '17:30'; undefined when unreadable. */
export function parseClock(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (match[2] === undefined || hour > 24 || (hour === 24 && minute > 0)) {
    return undefined;
  }
  return hour * 60 + minute;
}

/** '9:30am', '12:00pm', '1:05pm' for minutes after midnight. */
export function slotLabel(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')}${hour24 < 12 ? 'am' : 'pm'}`;
}

/** Opening and closing minutes for a date, or undefined when the location is closed that day. */
export function hoursOn(
  date: string,
  timeZone: string,
  openingHours: readonly OpeningHour[],
  specialHours: readonly SpecialHours[] = [],
  locationId?: string,
): { open: number; close: number } | undefined {
  const calendar = parseCalendarDate(date);
  if (!calendar) return undefined;
  const specials = specialHours.filter(
    (s) =>
      (s.location_id === undefined || locationId === undefined || s.location_id === locationId) &&
      specialDate(s.date, timeZone) === date,
  );
  const special = specials.find((s) => s.location_id === locationId) ?? specials[0];
  if (special?.status === 'Closed') return undefined;
  if (special) {
    const open = parseClock(special.start_hour ?? special.hours?.begin);
    const close = parseClock(special.end_hour ?? special.hours?.end);
    if (open !== undefined && close !== undefined) return close > open ? { open, close } : undefined;
  }
  const weekly = openingHours.find((h) => h.weekday === weekdayOf(calendar));
  if (weekly?.status !== 'Open') return undefined;
  const open = parseClock(weekly.open);
  const close = parseClock(weekly.close);
  if (open === undefined || close === undefined || close <= open) return undefined;
  return { open, close };
}

/** Special-hours dates arrive as ISO text; a bare date (UTC midnight) or a local midnight both land on the right day. */
export function specialDate(iso: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  if (/^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?Z$/.test(iso)) return iso.slice(0, 10);
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : calendarDay(instant, timeZone);
}

/** The free test-drive slots of one day (LEAD-19). */
export function testDriveSlots(input: TestDriveSlotInput): TestDriveSlot[] {
  const slotMinutes = input.slotMinutes ?? DEFAULT_SLOT_MINUTES;
  const leadTimeMinutes = input.leadTimeMinutes ?? DEFAULT_LEAD_TIME_MINUTES;
  if (!Number.isInteger(slotMinutes) || slotMinutes < 5 || slotMinutes > 240)
    throw new RangeError(`slotMinutes must be a whole number from 5 to 240 (got ${slotMinutes})`);
  const calendar = parseCalendarDate(input.date);
  if (!calendar) throw new RangeError(`Not a calendar date: ${input.date}`);
  const hours = hoursOn(input.date, input.timeZone, input.openingHours, input.specialHours, input.locationId);
  if (!hours) return [];
  const earliest = input.now.getTime() + leadTimeMinutes * 60_000;
  const booked = new Set((input.booked ?? []).map((iso) => Date.parse(iso)));
  const slots: TestDriveSlot[] = [];
  for (let minutes = hours.open; minutes + slotMinutes <= hours.close; minutes += slotMinutes) {
    const start = zonedTime(calendar, minutes, input.timeZone);
    if (start.getTime() < earliest || booked.has(start.getTime())) continue;
    slots.push({
      start: start.toISOString(),
      label: slotLabel(minutes),
      zone: zoneAbbreviation(start, input.timeZone),
    });
  }
  return slots;
}
