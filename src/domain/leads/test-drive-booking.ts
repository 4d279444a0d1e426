/**
 * The test-drive booking page's rules (spec-2 §2 /book-test-drive/, LEAD-07, LEAD-17): which
 * locations the shopper may choose for a make, and which one is chosen for them. Pure.
 */
import type { Location } from '../../model/location.ts';
import { inDisplayOrder, locationKind } from '../locations/filter.ts';

export const BOOK_TEST_DRIVE_PATH = '/book-test-drive';

type BookableLocation = Pick<Location, 'id' | 'visible' | 'location_type' | 'manufacturers'>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The locations that can take a test drive (LEAD-17): visible sales locations, hiding those
 * whose manufacturers list does not include the chosen make (a location that lists none sells
 * any make). In display order.
 */
export function testDriveLocations<T extends BookableLocation>(locations: readonly T[], make?: string): T[] {
  return inDisplayOrder(
    locations.filter(
      (location) =>
        location.visible &&
        locationKind(location) === 'sales' &&
        (!make?.trim() ||
          location.manufacturers.length === 0 ||
          location.manufacturers.some((manufacturer) => same(manufacturer, make))),
    ),
  );
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
