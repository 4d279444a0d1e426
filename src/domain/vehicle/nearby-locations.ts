/**
 * The nearby-location block (VDP-13) is hidden when the car stands at a location listed in
 * `locations.hiddenNearbyLocationIds` (default ['793']), and on tenants with
 * `vehicle.hideNearbyLocations`. Ids compare as trimmed strings (feeds send 793 or "793").
 */
import type { Car } from '../../model/car.ts';

export interface NearbyLocationRules {
  hiddenLocationIds: readonly string[];
  hideNearbyLocations: boolean;
}

/** The car's location id: the embedded location's, else the feed's location_id. */
export function carLocationId(
  car: Pick<Car, 'location_id'> & { location?: { id: string } | undefined },
): string | undefined {
  const id = (car.location?.id ?? car.location_id)?.trim();
  return id || undefined;
}

export function showNearbyLocations(
  car: Pick<Car, 'location_id'> & { location?: { id: string } | undefined },
  rules: NearbyLocationRules,
): boolean {
  if (rules.hideNearbyLocations) return false;
  const id = carLocationId(car);
  return id === undefined || !rules.hiddenLocationIds.some((hidden) => hidden.trim() === id);
}
