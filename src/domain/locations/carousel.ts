/**
 * The home page's locations carousel (LOC-06): how its cards are laid out on a wide screen,
 * and which locations offer "View Our Stock". On a phone it is always one card per view,
 * swiped.
 */

/**
 * Up to three locations sit side by side; a fourth turns the row into four narrower columns;
 * more than four become a slide grid the shopper pages through (LOC-06).
 */
export type LocationsCarouselLayout = 'row' | 'columns' | 'slides';

export function locationsCarouselLayout(count: number): LocationsCarouselLayout {
  if (count > 4) return 'slides';
  if (count > 3) return 'columns';
  return 'row';
}

/** Cards per page of the slide grid: three across, two down. */
export const SLIDE_GRID_PAGE = 6;

/**
 * The carousel's pages: six cards each in the slide grid, so a page reads left to right and
 * top to bottom; one page of everything in the row and column layouts.
 */
export function carouselPages<T>(items: readonly T[], layout: LocationsCarouselLayout): T[][] {
  if (layout !== 'slides') return [items.slice()];
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += SLIDE_GRID_PAGE)
    pages.push(items.slice(start, start + SLIDE_GRID_PAGE));
  return pages;
}

/**
 * "View Our Stock" goes to the search page of the location's own stock, and only for a
 * location that holds cars and whose page was built: a service or parts location with no
 * cars for sale gets no such button.
 */
export function locationStockPath(
  location: { id: string; slug: string },
  stockedLocationIds: ReadonlySet<string>,
  builtPaths: ReadonlySet<string>,
): string | undefined {
  if (!stockedLocationIds.has(location.id)) return undefined;
  const path = `/search/${location.slug}`;
  return builtPaths.has(path) ? path : undefined;
}
