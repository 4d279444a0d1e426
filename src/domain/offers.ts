/**
 * Special offers (SRCH-28): which offers are live, the search state of /special-offers and
 * its URL, the price choices and the card and empty-state wording. Pure rules; the search
 * itself runs on the embedded engine (src/search/directory/).
 */
import type { Offer } from '../model/content.ts';
import { formatDate, formatDollars } from './format.ts';
import { MAX_PAGE } from './search-url.ts';
import { OFFERS_CLEAR_FILTERS_PATH, SEARCH_MESSAGES } from './search/messages.ts';
import { isPromoLive } from './search/promos.ts';
import { AUSTRALIAN_EAST_TIME_ZONE, parsePromoDate, sydneyNextMidnight } from '../model/time-zone.ts';

export const OFFERS_PATH = OFFERS_CLEAR_FILTERS_PATH;

/** The paths the special-offers page may live at (features.offersPath): one per tenant. */
export const OFFERS_PAGE_PATHS = ['/special-offers', '/offers'] as const;
export type OffersPagePath = (typeof OFFERS_PAGE_PATHS)[number];
/** Offers per page (spec-1 §9). */
export const OFFERS_PAGE_SIZE = 21;

/** The empty state of the offers search (SRCH-28). */
export const OFFERS_EMPTY_STATE = {
  title: SEARCH_MESSAGES.noResultsTitle,
  body: SEARCH_MESSAGES.noOffersBody,
  clearLabel: SEARCH_MESSAGES.clearFilters,
  clearHref: OFFERS_CLEAR_FILTERS_PATH,
} as const;

/** The empty state on the tenant's offers page: Clear Filters stays on that page. */
export function offersEmptyState(path: OffersPagePath = OFFERS_PATH) {
  return { ...OFFERS_EMPTY_STATE, clearHref: path };
}

/**
 * Whether an offer shows at `now`: between start (inclusive) and expiry (exclusive), with
 * the promo date rules (PROMO-01): Sydney wall time without an offset, a bare expiry date
 * is the last whole day shown.
 */
export function isOfferLive(offer: Pick<Offer, 'start' | 'expiry'>, now: Date): boolean {
  return isPromoLive(offer, now);
}

export function liveOffers<T extends Pick<Offer, 'start' | 'expiry'>>(offers: readonly T[], now: Date): T[] {
  return offers.filter((offer) => isOfferLive(offer, now));
}

/** The end of time for an offer without expiry (the largest Date). */
export const NO_EXPIRY = 8.64e15;

/**
 * The offer's window as instants in ms, for a search filter `from <= now < until`; the
 * same answer as isOfferLive. undefined when a date cannot be read (never shown).
 */
export function offerWindow(
  offer: Pick<Offer, 'start' | 'expiry'>,
): { from: number; until: number } | undefined {
  let from = 0;
  let until = NO_EXPIRY;
  if (offer.start !== undefined) {
    const start = parsePromoDate(offer.start);
    if (!start) return undefined;
    from = start.instant;
  }
  if (offer.expiry !== undefined) {
    const expiry = parsePromoDate(offer.expiry);
    if (!expiry) return undefined;
    until = expiry.dateOnly ? sydneyNextMidnight(expiry.instant) : expiry.instant;
  }
  return { from, until };
}

/** "Offer ends 30 September 2026", in Sydney time; the last day shown for a bare date. */
export function offerEndsLabel(offer: Pick<Offer, 'expiry'>): string | undefined {
  if (offer.expiry === undefined) return undefined;
  const expiry = parsePromoDate(offer.expiry);
  if (!expiry) return undefined;
  return `Offer ends ${formatDate(new Date(expiry.instant).toISOString(), AUSTRALIAN_EAST_TIME_ZONE)}`;
}

export function offerPriceLabel(price: number | undefined): string | undefined {
  return price !== undefined && price > 0 ? formatDollars(price) : undefined;
}

/** The offers search state (spec-1 §3): query, page, categories, price. */
export interface OffersState {
  query: string;
  page: number;
  categories: string[];
  price: [number | null, number | null];
}

export const EMPTY_OFFERS_STATE: OffersState = { query: '', page: 1, categories: [], price: [null, null] };

const MAX_QUERY_LENGTH = 200;

/**
 * The state of a /special-offers URL: query, page, categories (repeated or comma
 * separated) and price ("5000-30000", either end open). With the known categories, a
 * category is matched case-insensitively and unknown ones are dropped.
 */
export function offersStateFromUrl(
  search: string | URLSearchParams,
  categories?: readonly string[],
): OffersState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: OffersState = { ...EMPTY_OFFERS_STATE, categories: [], price: [null, null] };
  const query = params.get('query')?.trim();
  if (query) state.query = query.slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) state.page = page;
  const wanted = params
    .getAll('categories')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of wanted) {
    const known = categories
      ? categories.find((category) => category.toLowerCase() === value.toLowerCase())
      : value;
    if (known && !state.categories.includes(known)) state.categories.push(known);
  }
  const price = /^(\d{0,9})-(\d{0,9})$/.exec((params.get('price') ?? '').trim());
  if (price && (price[1] || price[2])) {
    let low = price[1] ? Number(price[1]) : null;
    let high = price[2] ? Number(price[2]) : null;
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    state.price = [low, high];
  }
  return state;
}

/** The address of a search on the offers page at `path` (the tenant's features.offersPath). */
export function offersUrl(state: OffersState, path: OffersPagePath = OFFERS_PATH): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  for (const category of state.categories) params.append('categories', category);
  if (state.price[0] !== null || state.price[1] !== null)
    params.set('price', `${state.price[0] ?? ''}-${state.price[1] ?? ''}`);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Equal searches share one cache entry: query trimmed and lower-cased, categories sorted. */
export function offersCacheKey(state: OffersState): string {
  return JSON.stringify([
    state.query.trim().toLowerCase(),
    state.page,
    [...state.categories].sort(),
    state.price,
  ]);
}

/** Round amounts offered by the price selects, from small service offers to new cars. */
export const OFFER_PRICE_STEPS: readonly number[] = [
  100, 250, 500, 1000, 2500, 5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000, 80000,
  100000, 150000, 200000, 250000,
];

/**
 * The price choices for the offers on show: the round steps inside their price range,
 * plus the step just above the dearest so every offer can be included. None when fewer than
 * two offers have a price (there is nothing to narrow).
 */
export function offerPriceChoices(prices: readonly number[]): number[] {
  const priced = prices.filter((price) => Number.isFinite(price) && price > 0);
  if (priced.length < 2) return [];
  const min = Math.min(...priced);
  const max = Math.max(...priced);
  const inside = OFFER_PRICE_STEPS.filter((step) => step > min && step < max);
  const above = OFFER_PRICE_STEPS.find((step) => step >= max);
  const below = [...OFFER_PRICE_STEPS].reverse().find((step) => step <= min);
  return [...(below !== undefined ? [below] : []), ...inside, ...(above !== undefined ? [above] : [])];
}
