/**
 * The test-drive booking page's rules (spec-2 §2 /book-test-drive/, LEAD-07, LEAD-17): which
 * locations the shopper may choose for a make, and which one is chosen for them. Pure.
 */
import type { Location } from '../../model/location.ts';
import { inDisplayOrder, locationKind } from '../locations/filter.ts';

export const BOOK_TEST_DRIVE_PATH = '/book-test-drive';

type BookableLocation = Pick<Location, 'id' | 'visible' | 'location_type' | 'manufacturers'>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What else decides where a car can be driven: where the car stands, and where that make is in stock. */
export interface TestDriveWhere {
  /** The location the shopper's car stands at: it can always be driven there. */
  carLocationId?: string | undefined;
  /** Sales locations holding cars of the chosen make (used stock of any make included). */
  stockedAt?: readonly string[] | undefined;
}

/**
 * The locations that can take a test drive (LEAD-17): visible sales locations, hiding those
 * whose manufacturers list does not include the chosen make (a location that lists none sells
 * any make), with the car's own location always among them. A make that no location lists (a
 * used car of another brand) is offered where that make is in stock, else at every sales
 * location: never at none, so the booking keeps its place and time (LEAD-24). In display order.
 */
export function testDriveLocations<T extends BookableLocation>(
  locations: readonly T[],
  make?: string,
  where: TestDriveWhere = {},
): T[] {
  const sales = inDisplayOrder(
    locations.filter((location) => location.visible && locationKind(location) === 'sales'),
  );
  const wanted = make?.trim();
  if (!wanted) return sales;
  const standsAt = (location: T) => location.id === where.carLocationId;
  const franchised = sales.filter(
    (location) =>
      standsAt(location) ||
      location.manufacturers.length === 0 ||
      location.manufacturers.some((manufacturer) => same(manufacturer, wanted)),
  );
  if (franchised.length > 0) return franchised;
  const stocked = sales.filter((location) => where.stockedAt?.includes(location.id));
  return stocked.length > 0 ? stocked : sales;
}

/**
 * The location chosen for the shopper: the one they chose while it is still offered, else the
 * car's own, else the only one offered (LEAD-17); undefined when they must choose.
 */
export function chosenTestDriveLocation(
  offered: readonly Pick<Location, 'id'>[],
  chosen: string,
  carLocationId?: string | undefined,
): string | undefined {
  const ids = offered.map((location) => location.id);
  if (chosen && ids.includes(chosen)) return chosen;
  if (carLocationId && ids.includes(carLocationId)) return carLocationId;
  return ids.length === 1 ? ids[0] : undefined;
}
