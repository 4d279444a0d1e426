/**
 * A saved search as it is stored (ALERT-01): the default results path with every refinement
 * as a parameter (/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000),
 * never a landing path such as /search/toyota/corolla. A landing path means something only
 * while the stock has such cars: read after a build without a Corolla, it would be every car.
 * Pure.
 */
import {
  DEFAULT_SEARCH_PATH,
  EMPTY_STATE,
  LIST_ATTRIBUTES,
  type LandingVocabulary,
  RANGE_ATTRIBUTES,
  type SearchState,
  stateFromUrl,
} from '../search-url.ts';
import { searchLabel } from '../search/search-label.ts';

/** A vocabulary that knows no landing slug: a stored search names everything in its query. */
const NO_LANDINGS: LandingVocabulary = {
  makes: new Map(),
  models: new Map(),
  bodies: new Map(),
  locations: new Map(),
  dealerships: new Map(),
};

/** The stored path of a search state (its page and sort left out: a search is what was asked). */
export function savedSearchPath(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  for (const attribute of LIST_ATTRIBUTES)
    for (const value of [...(state.lists[attribute] ?? [])].sort()) params.append(attribute, value);
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (range && (range[0] !== null || range[1] !== null))
      params.set(attribute, `${range[0] ?? ''}-${range[1] ?? ''}`);
  }
  const query = params.toString();
  return query ? `${DEFAULT_SEARCH_PATH}?${query}` : DEFAULT_SEARCH_PATH;
}

/** The state a stored path stands for. */
export function savedSearchState(path: string): SearchState {
  return stateFromUrl(new URL(path, 'https://saved.invalid'), NO_LANDINGS);
}

/**
 * What a shopper's search page URL saves: its stored path (also its link: the default
 * results page exists on every site, where a landing such as /search/kia exists only while
 * Kias are in stock) and its label. `vocabulary` is the stock's the shopper searched.
 */
export function savedSearchOf(
  pageUrl: URL,
  vocabulary: LandingVocabulary,
  noun = 'Cars',
): { path: string; label: string } {
  const read = stateFromUrl(pageUrl, vocabulary);
  // Values in one order, so the same search saved twice reads the same in its label too.
  const lists = Object.fromEntries(
    Object.entries(read.lists).map(([attribute, values]) => [attribute, [...(values ?? [])].sort()]),
  );
  const state: SearchState = { ...read, lists, page: 1, sortBy: EMPTY_STATE.sortBy };
  return { path: savedSearchPath(state), label: searchLabel(state, noun) };
}
