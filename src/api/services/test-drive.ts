/**
 * Test-drive availability for one sales location and day (LEAD-19): the location's hours
 * from the tenant's data, the bookings already taken (stored with the lead when a test-drive
 * lead is accepted), and the slot rules of the domain.
 */
import {
  parseCalendarDate,
  type TestDriveSlot,
  testDriveSlots,
  zonedTime,
} from '../../domain/test-drive-slots.ts';
import { type Location, locationTimeZone } from '../../model/location.ts';
import { calendarDay, daysBetween } from '../../model/time-zone.ts';
import { HttpError } from '../errors.ts';
import type { TestDriveStore } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';

/** How far ahead a shopper may look for a slot. */
export const MAX_DAYS_AHEAD = 90;

export interface Availability {
  location_id: string;
  date: string;
  slots: TestDriveSlot[];
}

/** A sales location of this tenant that is shown on the site ('' counts as sales). */
export function testDriveLocation(tenant: TenantData, locationId: string): Location | undefined {
  return tenant.tenant.locations.find(
    (l) =>
      l.id === locationId && (l.location_type === 'sales' || l.location_type === '') && l.visible !== false,
  );
}

/** A checked request for one location's day; `past` days have no slots. */
interface Day {
  location: Location;
  calendar: NonNullable<ReturnType<typeof parseCalendarDate>>;
  past: boolean;
  /** The local day as instants: [from, to). */
  from: number;
  to: number;
}

/** The location and date checked in the order the shopper is told about them. */
function checkDay(tenant: TenantData, locationId: string, date: string, now: Date): Day {
  const location = testDriveLocation(tenant, locationId);
  if (!location) throw new HttpError(404, 'We could not find that dealership location.');
  const calendar = parseCalendarDate(date);
  if (!calendar) throw new HttpError(400, 'Please choose a valid date (YYYY-MM-DD).');
  const timeZone = locationTimeZone(location);
  const daysAhead = daysBetween(calendarDay(now, timeZone), date);
  if (daysAhead > MAX_DAYS_AHEAD)
    throw new HttpError(400, `Please choose a date within the next ${MAX_DAYS_AHEAD} days.`);
  // Bookings of that local day: from its midnight to the next midnight, compared as instants.
  const from = zonedTime(calendar, 0, timeZone).getTime();
  const to = zonedTime(calendar, 24 * 60, timeZone).getTime();
  return { location, calendar, past: daysAhead < 0, from, to };
}

/** The slots of a checked day, given starts already booked (any day's: only this day's count). */
function daySlots(day: Day, date: string, now: Date, booked: readonly string[]) {
  return testDriveSlots({
    date,
    timeZone: locationTimeZone(day.location),
    openingHours: day.location.contact_detail.opening_hours,
    specialHours: day.location.special_hours,
    locationId: day.location.id,
    now,
    booked: booked.filter((iso) => {
      const at = Date.parse(iso);
      return at >= day.from && at < day.to;
    }),
  });
}

/**
 * Stored starts are ISO text, maybe with an offset: a one-day margin on the text range
 * catches every spelling; daySlots keeps only the day's instants.
 */
function bookedOnDay(bookings: TestDriveStore, tenantSlug: string, locationId: string, day: Day) {
  const margin = 86_400_000;
  return bookings.booked(
    tenantSlug,
    locationId,
    new Date(day.from - margin).toISOString().slice(0, 10),
    new Date(day.to + margin).toISOString(),
  );
}

export async function availability(
  bookings: TestDriveStore,
  tenantSlug: string,
  tenant: TenantData,
  locationId: string,
  date: string,
  now: Date,
): Promise<Availability> {
  const day = checkDay(tenant, locationId, date, now);
  if (day.past) return { location_id: locationId, date, slots: [] };
  const booked = await bookedOnDay(bookings, tenantSlug, locationId, day);
  return { location_id: locationId, date, slots: daySlots(day, date, now, booked) };
}

/** The local date of an instant at this location, or undefined when `startIso` is not a time or the location is unknown. */
function slotDate(tenant: TenantData, locationId: string, startIso: string): string | undefined {
  const at = Date.parse(startIso);
  const location = testDriveLocation(tenant, locationId);
  return Number.isNaN(at) || !location ? undefined : calendarDay(at, locationTimeZone(location));
}

/** For the lead service: the starts booked at the location on the local day of `startIso`. */
export async function bookedAround(
  bookings: TestDriveStore,
  tenantSlug: string,
  tenant: TenantData,
  locationId: string,
  startIso: string,
  now: Date,
): Promise<string[]> {
  const date = slotDate(tenant, locationId, startIso);
  if (date === undefined) return [];
  try {
    return await bookedOnDay(bookings, tenantSlug, locationId, checkDay(tenant, locationId, date, now));
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}

/**
 * For the lead service: the canonical start (as availability lists it) when `startIso` is a
 * free slot of this sales location, given the starts already `booked`, else undefined. Lets
 * a test-drive lead be refused for a time outside the slots, and makes every spelling of one
 * instant book the same row.
 */
export function bookableSlot(
  booked: readonly string[],
  tenant: TenantData,
  locationId: string,
  startIso: string,
  now: Date,
): string | undefined {
  const date = slotDate(tenant, locationId, startIso);
  if (date === undefined) return undefined;
  try {
    const day = checkDay(tenant, locationId, date, now);
    if (day.past) return undefined;
    const at = Date.parse(startIso);
    return daySlots(day, date, now, booked).find((slot) => Date.parse(slot.start) === at)?.start;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
