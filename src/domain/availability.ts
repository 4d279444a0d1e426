import type { Car } from '../model/car.ts';

/** in_stock and coming_soon are available; any other status (sold, …) is not (spec-1 §4, CARD-03). */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}
