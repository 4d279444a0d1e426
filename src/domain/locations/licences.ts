/**
 * Dealer licence numbers as the site prints them (COMP-01): NSW requires the dealer licence
 * number on the website (Motor Dealers and Repairers Act 2013 s19A); Victoria calls it the
 * LMCT number. A repairer licence is printed beside it where the location has one.
 */
import type { Car } from '../../model/car.ts';
import type { Location } from '../../model/location.ts';

export function licenceNumbers(
  location: Pick<Location, 'dealer_license_number' | 'motor_vehicle_repairer' | 'address'>,
): string[] {
  const lines: string[] = [];
  const dealer = location.dealer_license_number?.trim();
  const repairer = location.motor_vehicle_repairer?.trim();
  if (dealer) lines.push(`${location.address.state === 'VIC' ? 'LMCT' : 'Dealer licence'} ${dealer}`);
  if (repairer) lines.push(`Repairer licence ${repairer}`);
  return lines;
}

/** Every distinct licence line of a tenant's visible locations, for the footer of every page. */
export function siteLicenceNumbers(locations: readonly Location[]): string[] {
  return [...new Set(locations.filter((location) => location.visible).flatMap(licenceNumbers))];
}

/** The tenant location a car stands at; none when it stands at a place of its own (FEED-11). */
export function carTenantLocation(
  car: Pick<Car, 'location_id'>,
  locations: readonly Location[],
): Location | undefined {
  return car.location_id === undefined ? undefined : locations.find((l) => l.id === car.location_id);
}

/**
 * The licence lines of the location selling a car, for its page near the price, its PDF and
 * its ads (COMP-01); none when the car stands at a place of its own with no licence.
 */
export function carLicenceNumbers(car: Pick<Car, 'location_id'>, locations: readonly Location[]): string[] {
  const location = carTenantLocation(car, locations);
  return location ? licenceNumbers(location) : [];
}
