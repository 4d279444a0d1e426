/**
 * The special-offers search (SRCH-28): the tenant's offers as an index of the embedded
 * engine, searched by text, categories and price, 21 a page, with only the offers live at
 * the moment of the search (their start/expiry window is part of the filter, so a page
 * left open past an expiry drops the offer on the next search).
 */
import {
  offerEndsLabel,
  offerPriceLabel,
  OFFERS_PAGE_SIZE,
  type OffersState,
  offersCacheKey,
  offerWindow,
} from '../../domain/offers.ts';
import { createDirectoryCache, type DirectoryCache } from '../../domain/search/directory-cache.ts';
import { plainText } from '../../domain/text.ts';
import type { Offer } from '../../model/content.ts';
import type { SearchDocument } from '../document.ts';
import { createSearchEngine, type SearchEngine } from '../engine/engine.ts';
import type { SearchBackend } from '../engine/http-client.ts';
import type { MultiSearchRequest, MultiSearchResponse, SearchQuery } from '../engine/meilisearch-types.ts';
import type { FacetCount } from './directory-search.ts';
import { anyOf, columnNames, mergedFacet, spread, widthOf } from './multi-valued.ts';

export const OFFERS_INDEX = 'offers';

/** An offer as the page shows and searches it: plain data, built at build time. */
export interface OfferEntry {
  id: string;
  title: string;
  description: string;
  image?: string | undefined;
  url?: string | undefined;
  categories: string[];
  price?: number | undefined;
  priceLabel?: string | undefined;
  endsLabel?: string | undefined;
  terms?: string | undefined;
  /** Live window in ms: shown while from <= now < until. */
  from: number;
  until: number;
}

/** Entries in the dealer's order; offers whose dates cannot be read are left out (never shown). */
export function offerEntries(offers: readonly Offer[]): OfferEntry[] {
  return offers.flatMap((offer) => {
    const window = offerWindow(offer);
    if (!window) return [];
    return [
      {
        id: offer.id,
        title: offer.title,
        description: plainText(offer.description ?? ''),
        image: offer.image,
        url: offer.url,
        categories: [...new Set(offer.categories)],
        price: offer.price,
        priceLabel: offerPriceLabel(offer.price),
        endsLabel: offerEndsLabel(offer),
        terms: offer.terms ? plainText(offer.terms) : undefined,
        from: window.from,
        until: window.until,
      },
    ];
  });
}

export type OfferDocument = {
  id: string;
  name: string;
  badge: string;
  tag: string;
  price: number;
  has_price: boolean;
  live_from: number;
  live_until: number;
  custom_rank: number;
} & Record<string, string | number | boolean>;

export function offerDocuments(entries: readonly OfferEntry[]): { docs: OfferDocument[]; width: number } {
  const width = widthOf(entries.map((entry) => entry.categories));
  const docs = entries.map((entry, index) => ({
    id: entry.id,
    name: entry.title,
    badge: entry.description,
    tag: entry.categories.join(' '),
    price: entry.price ?? 0,
    has_price: entry.price !== undefined,
    live_from: entry.from,
    live_until: entry.until,
    ...spread('category', entry.categories, width),
    custom_rank: entries.length - index,
  }));
  return { docs, width };
}

export function offersEngine(entries: readonly OfferEntry[]): { engine: SearchEngine; width: number } {
  const { docs, width } = offerDocuments(entries);
  return { engine: createSearchEngine(docs as unknown as SearchDocument[], OFFERS_INDEX), width };
}

type Refinement = 'categories' | 'price';

/** Live at `now`, plus the state's refinements except `without`. */
export function offersFilter(
  state: OffersState,
  width: number,
  now: number,
  without: readonly Refinement[] = [],
): (string | string[])[] {
  const filter: (string | string[])[] = [`live_from <= ${now}`, `live_until > ${now}`];
  if (state.categories.length > 0 && !without.includes('categories'))
    filter.push(anyOf('category', width, state.categories));
  const [low, high] = state.price;
  if ((low !== null || high !== null) && !without.includes('price')) {
    filter.push('has_price = true');
    if (low !== null) filter.push(`price >= ${low}`);
    if (high !== null) filter.push(`price <= ${high}`);
  }
  return filter;
}

/** The page of hits, category counts without the category choice, price stats without the price choice. */
export function offersRequest(
  state: OffersState,
  width: number,
  now: number,
  indexUid = OFFERS_INDEX,
): MultiSearchRequest {
  const base: SearchQuery = { indexUid, q: state.query.trim() || null };
  return {
    queries: [
      {
        ...base,
        filter: offersFilter(state, width, now),
        hitsPerPage: OFFERS_PAGE_SIZE,
        page: Math.max(1, state.page),
        attributesToRetrieve: ['id'],
      },
      {
        ...base,
        filter: offersFilter(state, width, now, ['categories']),
        facets: columnNames('category', width),
        hitsPerPage: 0,
        page: 1,
      },
      {
        ...base,
        filter: [...offersFilter(state, width, now, ['price']), 'has_price = true'],
        facets: ['price'],
        hitsPerPage: 0,
        page: 1,
      },
    ],
  };
}

export interface OffersResult {
  ids: string[];
  total: number;
  page: number;
  pages: number;
  categories: FacetCount[];
  /** Prices of the offers the price choice narrows (for its options). */
  prices: number[];
}

export function readOffersResponse(
  response: MultiSearchResponse,
  state: OffersState,
  width: number,
): OffersResult {
  const [hits, categories, prices] = response.results;
  const total = hits?.totalHits ?? hits?.estimatedTotalHits ?? 0;
  const counts = mergedFacet(categories?.facetDistribution, 'category', width);
  for (const chosen of state.categories) if (!counts.has(chosen)) counts.set(chosen, 0);
  return {
    ids: (hits?.hits ?? []).map((hit) => String(hit.id)),
    total,
    page: hits?.page ?? Math.max(1, state.page),
    pages: hits?.totalPages ?? Math.ceil(total / OFFERS_PAGE_SIZE),
    categories: [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en-AU', { sensitivity: 'base' })),
    prices: Object.keys(prices?.facetDistribution?.['price'] ?? {})
      .map(Number)
      .filter(Number.isFinite)
      .sort((a, b) => a - b),
  };
}

export interface OffersSearch {
  search(state: OffersState, now: Date): Promise<OffersResult>;
  readonly cache: DirectoryCache<OffersResult>;
}

/**
 * Searches with a 10-entry cache like the directory's. The key holds the minute as well as
 * the state, so an offer that expires while the page is open is not served from the cache.
 */
export function createOffersSearch(
  backend: SearchBackend,
  width: number,
  indexUid = OFFERS_INDEX,
): OffersSearch {
  const cache = createDirectoryCache<OffersResult>();
  return {
    cache,
    async search(state, now) {
      const at = now.getTime();
      const key = `${offersCacheKey(state)}@${Math.floor(at / 60_000)}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const result = readOffersResponse(
        await backend.multiSearch(offersRequest(state, width, at, indexUid)),
        state,
        width,
      );
      cache.set(key, result);
      return result;
    },
  };
}
