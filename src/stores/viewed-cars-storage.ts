/**
 * Viewed cars (VDP-12) and visited pages in localStorage, with no store library and no
 * other imports, so the vehicle page's tiny view-tracking script can record them before
 * React or nanostores load. The nanostores in viewed-cars.ts read the same keys and format.
 *
 * - Viewed cars: id, stocknum, make, model, body, simple_body; no duplicates by id; the
 *   latest view first; at most MAX_VIEWED_CARS.
 * - Visited pages: site paths in the order last visited (a revisit moves to the end); at
 *   most MAX_VISITED_PAGES. Sent with leads as lead_attributes.visited_pages (LEAD-01).
 * Whatever storage holds is the visitor's to edit: unreadable entries are dropped.
 */

export const VIEWED_CARS_KEY = 'viewed-cars';
export const VISITED_PAGES_KEY = 'visited-pages';
export const MAX_VIEWED_CARS = 30;
/** The lead schema accepts at most 50 visited pages of at most 2000 characters. */
export const MAX_VISITED_PAGES = 50;

export interface ViewedCar {
  id: string;
  stocknum?: string | undefined;
  make: string;
  model: string;
  body?: string | undefined;
  simple_body?: string | undefined;
}

const parseList = (text: string | null | undefined): unknown[] => {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

/** Records a view: the car goes first and any earlier record of the same id is dropped (VDP-12). */
export function addViewedCar(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  const { id, stocknum, make, model, body, simple_body } = car;
  return [{ id, stocknum, make, model, body, simple_body }, ...list.filter((entry) => entry.id !== id)].slice(
    0,
    MAX_VIEWED_CARS,
  );
}

/** The stored list, one record per id (the first), unreadable entries dropped. */
export function decodeViewedCars(text: string | null | undefined): ViewedCar[] {
  return parseList(text).reduceRight<ViewedCar[]>(
    (list, car) =>
      ['id', 'make', 'model'].every((k) => typeof (car as Record<string, unknown> | null)?.[k] === 'string')
        ? addViewedCar(list, car as ViewedCar)
        : list,
    [],
  );
}

/** Adds a page path (query and hash dropped); a revisit moves it to the end. */
export function addVisitedPage(list: readonly string[], path: string): string[] {
  const page = path.split(/[?#]/)[0] ?? '';
  return page.startsWith('/') && page.length <= 2000
    ? [...list.filter((entry) => entry !== page), page].slice(-MAX_VISITED_PAGES)
    : [...list];
}

/** The stored pages, oldest first, unreadable entries dropped. */
export function decodeVisitedPages(text: string | null | undefined): string[] {
  return parseList(text).reduce<string[]>(
    (list, page) => (typeof page === 'string' ? addVisitedPage(list, page) : list),
    [],
  );
}

/** Records a car view and its page in localStorage (never throws). */
export function rememberCarView(car: ViewedCar, path: string, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    store.setItem(
      VIEWED_CARS_KEY,
      JSON.stringify(addViewedCar(decodeViewedCars(store.getItem(VIEWED_CARS_KEY)), car)),
    );
    store.setItem(
      VISITED_PAGES_KEY,
      JSON.stringify(addVisitedPage(decodeVisitedPages(store.getItem(VISITED_PAGES_KEY)), path)),
    );
  } catch {
    // private mode or a full quota: nothing is remembered
  }
}

/** The record kept for a car (VDP-12): id, stocknum, make, model, body, simple_body. */
export function viewedCarRecord(car: {
  id: string;
  stocknum?: string | undefined;
  make: string;
  model: string;
  bodyconfiguration?: string | undefined;
  simple_body?: string | undefined;
}): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.bodyconfiguration ?? car.simple_body,
    simple_body: car.simple_body,
  };
}
