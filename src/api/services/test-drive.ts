/**
 * Test-drive availability for one sales location and day (LEAD-19): the location's hours
 * from the tenant's data, the bookings already taken from test_drive_bookings (written by
 * the lead service when a test-drive lead is accepted), and the slot rules of the domain.
 */
import {
  parseCalendarDate,
  type TestDriveSlot,
  testDriveSlots,
  zonedTime,
} from '../../domain/test-drive-slots.ts';
import type { Location } from '../../model/location.ts';
import { calendarDay, daysBetween } from '../../model/time-zone.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
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

export function availability(
  db: Database,
  tenantSlug: string,
  tenant: TenantData,
  locationId: string,
  date: string,
  now: Date,
): Availability {
  const location = testDriveLocation(tenant, locationId);
  if (!location) throw new HttpError(404, 'We could not find that dealership location.');
  const calendar = parseCalendarDate(date);
  if (!calendar) throw new HttpError(400, 'Please choose a valid date (YYYY-MM-DD).');
  const timeZone = tenant.tenant.settings.site.timezone;
  const daysAhead = daysBetween(calendarDay(now, timeZone), date);
  if (daysAhead > MAX_DAYS_AHEAD)
    throw new HttpError(400, `Please choose a date within the next ${MAX_DAYS_AHEAD} days.`);
  if (daysAhead < 0) return { location_id: locationId, date, slots: [] };
  // Bookings of that local day: from its midnight to the next midnight, compared as instants.
  const from = zonedTime(calendar, 0, timeZone).getTime();
  const to = zonedTime(calendar, 24 * 60, timeZone).getTime();
  // Stored starts are ISO text, maybe with an offset: a one-day margin on the text range
  // catches every spelling, and the exact test is on the parsed instant.
  const day = 86_400_000;
  const rows = db
    .prepare(
      'SELECT slot_start FROM test_drive_bookings WHERE tenant = ? AND location_id = ? AND slot_start >= ? AND slot_start < ?',
    )
    .all(
      tenantSlug,
      locationId,
      new Date(from - day).toISOString().slice(0, 10),
      new Date(to + day).toISOString(),
    ) as { slot_start: string }[];
  const booked = rows
    .map((row) => row.slot_start)
    .filter((iso) => {
      const at = Date.parse(iso);
      return at >= from && at < to;
    });
  const slots = testDriveSlots({
    date,
    timeZone,
    openingHours: location.contact_detail.opening_hours,
    specialHours: location.special_hours,
    locationId,
    now,
    booked,
  });
  return { location_id: locationId, date, slots };
}

/**
 * For the lead service: the canonical start (as availability lists it) when `startIso` is a
 * free slot of this sales location, else undefined. Lets a test-drive lead be refused for a
 * time outside the slots, and makes every spelling of one instant book the same row.
 */
export function bookableSlot(
  db: Database,
  tenantSlug: string,
  tenant: TenantData,
  locationId: string,
  startIso: string,
  now: Date,
): string | undefined {
  const at = Date.parse(startIso);
  if (Number.isNaN(at)) return undefined;
  try {
    const day = availability(
      db,
      tenantSlug,
      tenant,
      locationId,
      calendarDay(at, tenant.tenant.settings.site.timezone),
      now,
    );
    return day.slots.find((slot) => Date.parse(slot.start) === at)?.start;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
