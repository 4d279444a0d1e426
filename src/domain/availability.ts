import type { Car, CarType } from '../model/car.ts';

/** in_stock and coming_soon are available; any other status (sold, …) is not (spec-1 §4, CARD-03). */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/** Car type display order: new, demo, used (FEED-04). */
export const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];

export function compareCarTypes(a: CarType, b: CarType): number {
  return CAR_TYPE_ORDER.indexOf(a) - CAR_TYPE_ORDER.indexOf(b);
}
