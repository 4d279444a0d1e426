/**
 * Facet display rules of the stock search (SRCH-17 to SRCH-20): how many values each facet
 * asks for, how a value is labelled, in which order values are listed, which values are
 * merged or hidden, and which count is shown. Items have the react-instantsearch
 * `useRefinementList` shape, so a widget can pass them straight through `transformItems`.
 */

/** One facet value as a refinement-list widget holds it. */
import { carTypeLabel } from '../vocabulary.ts';

export interface FacetItem {
  label: string;
  value: string;
  count: number;
  isRefined: boolean;
}

/** Values requested per facet (SRCH-17), keyed by the spec's facet names. */
export const FACET_LIMITS = {
  body: 30,
  make: 100,
  model: 250,
  colour: 30,
  car_type: 6,
  price_range: 30,
  location: 30,
  fuel: 30,
  city: 20,
  dealership: 40,
} as const;

export type FacetLimitKey = keyof typeof FACET_LIMITS;

/**
 * Search-state attribute → the spec facet whose limit it uses. The spec names facets
 * loosely ("location", "dealership"); the index stores them as location_name and
 * dealership_name. make_model feeds the model sub-list, so it shares the model limit;
 * weekly_price_range is the subscription-site price range.
 */
export const FACET_LIMIT_KEY_BY_ATTRIBUTE: Readonly<Record<string, FacetLimitKey>> = {
  body: 'body',
  make: 'make',
  model: 'model',
  make_model: 'model',
  colour: 'colour',
  car_type: 'car_type',
  price_range: 'price_range',
  weekly_price_range: 'price_range',
  location_name: 'location',
  fuel: 'fuel',
  city: 'city',
  dealership_name: 'dealership',
};

/**
 * The facet-value limit for a search attribute (SRCH-17), or `undefined` for attributes the
 * spec sets no limit for, so the widget keeps its own default.
 */
export function facetLimit(attribute: string): number | undefined {
  const key = FACET_LIMIT_KEY_BY_ATTRIBUTE[attribute];
  return key === undefined ? undefined : FACET_LIMITS[key];
}

/**
 * The label shown for a facet value (SRCH-18):
 * - a value containing a colon shows only the part after the first colon, so make_model
 *   'Toyota:Corolla' reads 'Corolla' (a model name may itself hold a colon; only the make
 *   prefix is cut);
 * - car_type values new/used/demo (any case) read New/Used/Demo. Only car_type is mapped:
 *   elsewhere (tag, badge, model) a lowercase 'new' is the dealer's own wording.
 */
export function facetLabel(attribute: string, value: string): string {
  const colon = value.indexOf(':');
  const label = colon === -1 ? value : value.slice(colon + 1);
  if (attribute === 'car_type') return carTypeLabel(label);
  return label;
}

/** Attributes whose labels are price bands ("$10,000 - $19,999", "Under $10,000", "$100,000+"). */
export const PRICE_RANGE_ATTRIBUTES: readonly string[] = ['price_range', 'weekly_price_range'];

const NUMBER_IN_TEXT = /\d[\d,]*(?:\.\d+)?(?:k\b)?/gi;
const PLAIN_NUMBER = /^\s*-?\d[\d,]*(?:\.\d+)?\s*$/;
const BELOW_WORDS = /^\s*(?:under|below|less than|up to|<)/i;

function parseNumber(text: string): number {
  const trimmed = text.trim().toLowerCase();
  const thousands = trimmed.endsWith('k');
  const value = Number(trimmed.replace(/[,k\s]/g, ''));
  return thousands ? value * 1000 : value;
}

/**
 * Lower and upper bound of a price-band label. "Under X" starts at 0; "X+" or "Over X" has
 * no upper bound. A label without any number gives `undefined` and sorts last.
 */
export function priceBandBounds(label: string): { lower: number; upper: number } | undefined {
  const numbers = (label.match(NUMBER_IN_TEXT) ?? []).map(parseNumber);
  const [first, second] = numbers;
  if (first === undefined) return undefined;
  if (BELOW_WORDS.test(label)) return { lower: 0, upper: first };
  return { lower: first, upper: second ?? Number.POSITIVE_INFINITY };
}

const byLabel = (a: FacetItem, b: FacetItem) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base', numeric: true }) ||
  (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

const byCountThenLabel = (a: FacetItem, b: FacetItem) => b.count - a.count || byLabel(a, b);

function byPriceBand(a: FacetItem, b: FacetItem): number {
  const boundsA = priceBandBounds(a.label);
  const boundsB = priceBandBounds(b.label);
  if (!boundsA || !boundsB) return (boundsA ? -1 : boundsB ? 1 : 0) || byLabel(a, b);
  return boundsA.lower - boundsB.lower || boundsA.upper - boundsB.upper || byLabel(a, b);
}

/**
 * Facet order (SRCH-19): price-band attributes ascending by band; a list whose labels are
 * all plain numbers (year, seats, doors) ascending numerically; everything else by count
 * descending, then label (case-insensitive, digits compared as numbers). Returns a new array.
 */
export function sortFacetItems<T extends FacetItem>(attribute: string, items: readonly T[]): T[] {
  const sorted = [...items];
  if (PRICE_RANGE_ATTRIBUTES.includes(attribute)) return sorted.sort(byPriceBand);
  if (sorted.length > 0 && sorted.every((item) => PLAIN_NUMBER.test(item.label))) {
    return sorted.sort((a, b) => parseNumber(a.label) - parseNumber(b.label) || byLabel(a, b));
  }
  return sorted.sort(byCountThenLabel);
}

/**
 * Merges model values that differ only in case or surrounding spaces (SRCH-18). Filters
 * compare strings case-insensitively (as Meilisearch does), so the variants are the same
 * cars: the first occurrence keeps its label and value, counts add up, and the merged item
 * is refined when any variant was.
 */
export function dedupeModels<T extends FacetItem>(items: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = item.value.trim().toLowerCase();
    const seen = merged.get(key);
    merged.set(
      key,
      seen ? { ...seen, count: seen.count + item.count, isRefined: seen.isRefined || item.isRefined } : item,
    );
  }
  return [...merged.values()];
}

/**
 * On certified-only sites every car is certified, so a 'false' certified value (any case)
 * is meaningless and hidden (SRCH-18). Other sites keep it.
 */
export function hideCertifiedFalse<T extends FacetItem>(
  items: readonly T[],
  certifiedOnlySite: boolean,
): T[] {
  if (!certifiedOnlySite) return [...items];
  return items.filter((item) => item.value.trim().toLowerCase() !== 'false');
}

/** Counts above this are replaced (SRCH-20), when the backend reports them capped. */
export const MAX_EXACT_FACET_COUNT = 1999;

/**
 * The largest count a backend reports exactly; a count at it may stand for more. The
 * embedded engine counts every car (no cap); Meilisearch stops counting at the index's
 * pagination.maxTotalHits, which the indexer sets (src/search/meilisearch/settings.ts).
 */
export type CountCap = number | null;

/** Whether the backend's count is at its cap, so the true figure may be larger. */
export function isCappedCount(count: number, cap: CountCap): boolean {
  return cap !== null && count >= cap;
}

/**
 * The count shown for a facet value or a result total (SRCH-20). Only a count the backend
 * reports as capped (at its cap) and above 1999 is replaced: by the tenant's configured
 * stock count, or, when none is configured (0), the sum across facets (`facetCountSum`).
 * An exact count is always shown as it is: a replaced figure a shopper can see through
 * (every make showing the whole stock) is worse than none.
 */
export function displayCount(
  count: number,
  stockCount: number,
  sumAcrossFacets: number,
  cap: CountCap,
): number {
  if (count <= MAX_EXACT_FACET_COUNT || !isCappedCount(count, cap)) return count;
  return stockCount > 0 ? stockCount : sumAcrossFacets;
}

/** The "sum across facets" of SRCH-20: the counts of all values of one facet added up. */
export function facetCountSum(items: readonly Pick<FacetItem, 'count'>[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

/** Model attributes whose lists are de-duplicated. */
export const MODEL_ATTRIBUTES: readonly string[] = ['model', 'make_model'];

export interface FacetDisplayOptions {
  /** features.certifiedOnlySite */
  certifiedOnlySite: boolean;
  /** search.stockCount (0: none configured) */
  stockCount: number;
  /** The backend's count cap (null: exact counts). */
  countCap: CountCap;
}

/**
 * Every display rule in order, for a widget's `transformItems`: hide certified 'false'
 * (certified attribute only), merge model duplicates, relabel, sort, then replace large
 * counts. The sum for SRCH-20 is taken over the facet's values as they arrived, before
 * anything is hidden, so hiding a value does not change the shown total.
 */
export function displayFacetItems<T extends FacetItem>(
  attribute: string,
  items: readonly T[],
  options: FacetDisplayOptions,
): T[] {
  const sum = facetCountSum(items);
  let shown: T[] =
    attribute === 'certified' ? hideCertifiedFalse(items, options.certifiedOnlySite) : [...items];
  if (MODEL_ATTRIBUTES.includes(attribute)) shown = dedupeModels(shown);
  shown = shown.map((item) => ({ ...item, label: facetLabel(attribute, item.label) }));
  return sortFacetItems(attribute, shown).map((item) => ({
    ...item,
    count: displayCount(item.count, options.stockCount, sum, options.countCap),
  }));
}
