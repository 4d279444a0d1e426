/**
 * Whose clock a car's times are read on (LOC-10): the dealership location it stands at, else
 * its own feed place's state (FEED-11), else the tenant's zone. Pure.
 */
import type { Car } from '../../model/car.ts';
import { type Location, locationTimeZone, stateTimeZone } from '../../model/location.ts';

export function carTimeZone(
  car: Pick<Car, 'location' | 'location_id' | 'state'>,
  locations: readonly Location[],
  tenantZone: string,
): string {
  const id = car.location?.id ?? car.location_id;
  const standing = id ? locations.find((location) => location.id === id) : undefined;
  if (standing) return locationTimeZone(standing);
  return stateTimeZone(car.location?.address.state ?? car.state) ?? tenantZone;
}
