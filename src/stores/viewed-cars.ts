/**
 * The viewed cars (VDP-12) and visited pages as nanostores, for islands. The vehicle page's
 * script writes the same keys without loading this module (viewed-cars-storage.ts).
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  addViewedCar,
  addVisitedPage,
  decodeViewedCars,
  decodeVisitedPages,
  VIEWED_CARS_KEY,
  VISITED_PAGES_KEY,
  type ViewedCar,
} from './viewed-cars-storage.ts';

export type { ViewedCar } from './viewed-cars-storage.ts';

/** Cars the shopper looked at, latest first, one record per id. */
export const $viewedCars = persistentAtom<ViewedCar[]>(VIEWED_CARS_KEY, [], {
  encode: JSON.stringify,
  decode: decodeViewedCars,
});

/** Site paths the shopper visited, oldest first. */
export const $visitedPages = persistentAtom<string[]>(VISITED_PAGES_KEY, [], {
  encode: JSON.stringify,
  decode: decodeVisitedPages,
});

export function recordViewedCar(car: ViewedCar): void {
  $viewedCars.set(addViewedCar($viewedCars.get(), car));
}

export function recordVisitedPage(path: string): void {
  $visitedPages.set(addVisitedPage($visitedPages.get(), path));
}
