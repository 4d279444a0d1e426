/**
 * The home page's price slider (MOD-05, spec-2 §5): two handles from $5,000 to $250,000 in
 * $500 steps that cannot cross, and a button to the stock search within that price range,
 * sorted by price, highest first.
 */
import {
  DEFAULT_SEARCH_PATH,
  EMPTY_STATE,
  rangeBoundParam,
  type SearchState,
  urlForState,
} from '../search-url.ts';

export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

/** spec-2 §5 and §9: min 5000, max 250000, step 500. */
export const PRICE_SEARCH_BOUNDS: Readonly<PriceBounds> = { min: 5000, max: 250_000, step: 500 };

/** [minimum, maximum] in dollars. */
export type PricePair = readonly [number, number];

/** A value on the slider's scale: snapped to the nearest step from the minimum, kept inside the bounds. */
export function snapPrice(value: number, bounds: PriceBounds = PRICE_SEARCH_BOUNDS): number {
  const steps = Math.round((value - bounds.min) / bounds.step);
  return Math.min(bounds.max, Math.max(bounds.min, bounds.min + steps * bounds.step));
}

/**
 * The handles after one of them moves to `to`. The handles cannot cross: a moved handle stops
 * one step short of the other, so the range never turns inside out or shrinks to nothing. A
 * value that is not a number leaves the handles where they were.
 */
export function movePriceHandle(
  current: PricePair,
  which: 'min' | 'max',
  to: number,
  bounds: PriceBounds = PRICE_SEARCH_BOUNDS,
): [number, number] {
  const [low, high] = current;
  if (!Number.isFinite(to)) return [low, high];
  const value = snapPrice(to, bounds);
  return which === 'min'
    ? [Math.min(value, high - bounds.step), high]
    : [low, Math.max(value, low + bounds.step)];
}

/** The search the button opens: the price range, sorted by price, highest first. */
export function priceSearchState([low, high]: PricePair): SearchState {
  return { ...EMPTY_STATE, lists: {}, ranges: { price: [low, high] }, sortBy: 'price-desc' };
}

/** Where the button goes, e.g. /search/new-used-and-demo-cars?price=20000-60000&sortBy=price-desc. */
export function priceSearchUrl(pair: PricePair): string {
  return urlForState(priceSearchState(pair));
}

/**
 * The form without JavaScript: a GET to the results page with the handles as price_min and
 * price_max and the sort, all of which the results page reads (stateFromUrl).
 */
export const PRICE_SEARCH_FORM = {
  action: DEFAULT_SEARCH_PATH,
  minName: rangeBoundParam('price', 'min'),
  maxName: rangeBoundParam('price', 'max'),
  sort: 'price-desc',
} as const;

/**
 * Whether the home page offers the price slider: not on a subscription site, whose cars are
 * priced by the week, and only when some car for sale is priced within the slider's bounds.
 */
export function priceSearchShown(
  subscriptionSite: boolean,
  prices: readonly number[],
  bounds: PriceBounds = PRICE_SEARCH_BOUNDS,
): boolean {
  return !subscriptionSite && prices.some((price) => price >= bounds.min && price <= bounds.max);
}
