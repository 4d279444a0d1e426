import type { Car, CarType } from '../model/car.ts';
import { isAvailable } from './availability.ts';
import { CAR_TYPE_ORDER } from './vocabulary.ts';

const TYPE_LABELS: Record<CarType, string> = { new: 'new', demo: 'demo', used: 'used' };

/**
 * Stock counts on the home page, car types in display order (FEED-04). They count what the
 * search lists (the search documents: available cars and cars sold within the sold window,
 * shown SOLD), so the home page, the hero's Show Me button and the results page say one number.
 */
export function stockCounts(listed: readonly { car_type: string }[]): {
  total: number;
  byType: { type: CarType; label: string; count: number }[];
} {
  return {
    total: listed.length,
    byType: CAR_TYPE_ORDER.map((type) => ({
      type,
      label: TYPE_LABELS[type],
      count: listed.filter((c) => c.car_type === type).length,
    })),
  };
}

/** Newest available cars with photos first, for the home page. */
export function latestCars(cars: Car[], count: number): Car[] {
  return cars
    .filter((car) => isAvailable(car))
    .sort(
      (a, b) =>
        Number(b.photos_count > 0) - Number(a.photos_count > 0) ||
        (b.created_at ?? '').localeCompare(a.created_at ?? '') ||
        a.slug.localeCompare(b.slug),
    )
    .slice(0, count);
}
