import type { Car } from '../model/car.ts';
import { slugify } from '../model/slugify.ts';

/** in_stock and coming_soon are available; any other status (sold, …) is not (spec-1 §4, CARD-03). */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

export interface AvailableStockCounts {
  /** Available cars by the make's slug. */
  byMake: ReadonlyMap<string, number>;
  /** Available cars by `<make slug>/<model slug>`. */
  byModel: ReadonlyMap<string, number>;
}

const countsByStock = new WeakMap<readonly unknown[], AvailableStockCounts>();

/**
 * How many cars are available per make and per model, counted once per stock: every brand and
 * model page shows its count, and each counting the whole stock again made those pages grow
 * with brands × cars.
 */
export function availableStockCounts(
  cars: readonly (Pick<Car, 'make' | 'status'> & Partial<Pick<Car, 'model'>>)[],
): AvailableStockCounts {
  const known = countsByStock.get(cars);
  if (known) return known;
  const byMake = new Map<string, number>();
  const byModel = new Map<string, number>();
  for (const car of cars) {
    if (!isAvailable(car)) continue;
    const make = slugify(car.make);
    byMake.set(make, (byMake.get(make) ?? 0) + 1);
    if (car.model === undefined) continue;
    const model = `${make}/${slugify(car.model)}`;
    byModel.set(model, (byModel.get(model) ?? 0) + 1);
  }
  const counts = { byMake, byModel };
  countsByStock.set(cars, counts);
  return counts;
}
