/**
 * The sort options of the stock search (SRCH-04, SRCH-21). Each option has an id (the URL's
 * sortBy value, as search-url.ts reads and writes it), a label, and the Meilisearch `sort`
 * array the search sends.
 */
import { SORT_IDS, type SortId } from '../search-url.ts';

export type { SortId };

export interface SortOption {
  id: SortId;
  label: string;
  /** Meilisearch `sort` parameter; empty keeps the index's ranking. */
  sort: readonly string[];
}

/**
 * The index's own order, the last ranking rule of the car index (spec-1 §7): what "most
 * relevant" falls back to once text relevance ties, and the whole order without a query.
 */
export const DEFAULT_RANKING = 'custom_rank:desc';

/**
 * The options in menu order. "Most relevant" sends no sort: an explicit custom_rank sort
 * would outrank text relevance, while the index's ranking rules already end with it.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'relevance', label: 'Most Relevant', sort: [] },
  { id: 'latest', label: 'Latest', sort: ['created_at:desc'] },
  { id: 'price-desc', label: 'Highest Price', sort: ['price:desc'] },
  { id: 'price-asc', label: 'Lowest Price', sort: ['price:asc'] },
];

export const DEFAULT_SORT_ID: SortId = 'relevance';

export function isSortId(value: unknown): value is SortId {
  return (SORT_IDS as readonly unknown[]).includes(value);
}

/** The option for a sortBy value; a missing or unknown value (an old or edited URL) is the default. */
export function sortOption(id: string | undefined | null): SortOption {
  return SORT_OPTIONS.find((option) => option.id === id) ?? SORT_OPTIONS[0]!;
}

/** The sortBy URL parameter: omitted for the default, so the plain search URL stays canonical. */
export function sortByParam(id: SortId): SortId | undefined {
  return id === DEFAULT_SORT_ID ? undefined : id;
}

/** Excludes cars without a price (0) when the cheapest come first (SRCH-21). */
export const PRICE_ABOVE_ZERO_FILTER = 'price > 0';

/**
 * The extra filter for a sort (SRCH-21): 'price > 0' when sorting by lowest price on tenants
 * with search.priceAboveZeroOnPriceAscending, else `undefined`. Unpriced cars would
 * otherwise fill the first pages of "lowest price".
 */
export function priceAboveZeroFilter(sortId: string | undefined, enabled: boolean): string | undefined {
  return enabled && sortId === 'price-asc' ? PRICE_ABOVE_ZERO_FILTER : undefined;
}
