/**
 * The vehicle page's meta description (VDP-19): 'Used 2019 Toyota Corolla Ascent Sport at
 * Harbour City Toyota. 86,500 km, Automatic, Petrol, Hatchback.' — the car type, year, make,
 * model and badge, where it stands, then four key facts (the key-information rows after
 * Condition and Year).
 */
import type { Car } from '../../model/car.ts';
import type { SpecRow } from '../vehicle-specs.ts';
import { CAR_TYPE_LABELS } from '../vocabulary.ts';

type DescribedCar = Pick<Car, 'car_type' | 'year' | 'make' | 'model' | 'badge' | 'location'>;

export function vehiclePageDescription(car: DescribedCar, keyInformation: readonly SpecRow[]): string {
  const badge = car.badge ? ` ${car.badge}` : '';
  const where = car.location ? ` at ${car.location.name}` : '';
  const facts = keyInformation.slice(2, 6).map((row) => row.value);
  return `${CAR_TYPE_LABELS[car.car_type]} ${car.year} ${car.make} ${car.model}${badge}${where}. ${facts.join(', ')}.`;
}
