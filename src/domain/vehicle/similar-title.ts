/**
 * The similar cars section title (VDP-18): 'Similar {vehicle type}s In-Stock', or
 * 'Similar {vehicle type}s Available' on subscription sites. The vehicle type follows the
 * car's item_type: 'Car', 'Caravan' or 'Motorcycle' (all pluralise with a plain 's').
 */
import type { Car } from '../../model/car.ts';

export const VEHICLE_TYPE_NAMES: Readonly<Record<Car['item_type'], string>> = {
  car: 'Car',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

export function vehicleTypeName(itemType: Car['item_type'] | undefined): string {
  return (itemType && VEHICLE_TYPE_NAMES[itemType]) || VEHICLE_TYPE_NAMES.car;
}

export function similarCarsTitle(itemType: Car['item_type'] | undefined, subscriptionSite: boolean): string {
  return `Similar ${vehicleTypeName(itemType)}s ${subscriptionSite ? 'Available' : 'In-Stock'}`;
}
