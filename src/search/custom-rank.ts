/**
 * The default order of search results (SRCH-04: custom_rank descending), computed at build
 * time so both backends agree: available cars before sold ones, cars with photos before
 * cars without, new → demo → used as the spec orders car types, then the most recently
 * listed first. Encoded as one number so Meilisearch can rank on it.
 */
import type { Car } from '../model/car.ts';
import { isAvailable } from '../domain/availability.ts';
import { CAR_TYPE_ORDER } from '../domain/vocabulary.ts';

export function customRank(
  car: Pick<Car, 'status' | 'photos_count' | 'car_type' | 'created_at'>,
  now: Date,
): number {
  const available = isAvailable(car) ? 1 : 0;
  const photos = car.photos_count > 0 ? 1 : 0;
  const type = CAR_TYPE_ORDER.length - 1 - CAR_TYPE_ORDER.indexOf(car.car_type); // new 2, demo 1, used 0
  const listedDaysAgo = car.created_at
    ? Math.max(0, Math.floor((now.getTime() - Date.parse(car.created_at)) / 86_400_000))
    : 9999;
  const freshness = Math.max(0, 9999 - Math.min(listedDaysAgo, 9999)); // 0…9999, newer is higher
  return available * 1e6 + photos * 1e5 + type * 1e4 + freshness;
}
