/**
 * InstantSearch routing: the UI state of the search widgets ⇄ our SearchState ⇄ the URL
 * (src/domain/search-url.ts). Back/forward restore the state; a shared URL reproduces it.
 */
import { history } from 'instantsearch.js/es/lib/routers';
import type { UiState } from 'instantsearch.js';
import {
  LIST_ATTRIBUTES,
  type LandingVocabulary,
  RANGE_ATTRIBUTES,
  type SearchState,
  type SortId,
  stateFromUrl,
  urlForState,
} from '../../domain/search-url.ts';

export const SORT_SUFFIX: Record<SortId, string> = {
  relevance: '',
  latest: ':created_at:desc',
  'price-desc': ':price:desc',
  'price-asc': ':price:asc',
};

export function sortIndex(indexName: string, sort: SortId): string {
  return `${indexName}${SORT_SUFFIX[sort]}`;
}

export function uiStateToSearchState(uiState: UiState, indexName: string): SearchState {
  const index = uiState[indexName] ?? {};
  const sortBy = (Object.entries(SORT_SUFFIX).find(
    ([, suffix]) => suffix && index.sortBy === `${indexName}${suffix}`,
  )?.[0] ?? 'relevance') as SortId;
  const lists: SearchState['lists'] = {};
  for (const attribute of LIST_ATTRIBUTES) {
    const values = index.refinementList?.[attribute];
    if (values?.length) lists[attribute] = [...values];
  }
  const ranges: SearchState['ranges'] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = index.range?.[attribute];
    if (!text) continue;
    const [low, high] = text.split(':').map((part) => (part === '' ? null : Number(part)));
    if ((low !== null && Number.isFinite(low)) || (high !== null && Number.isFinite(high)))
      ranges[attribute] = [low ?? null, high ?? null];
  }
  return { query: index.query ?? '', page: index.page ?? 1, sortBy, lists, ranges };
}

export function searchStateToUiState(state: SearchState, indexName: string): UiState {
  const refinementList: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(state.lists))
    if (values?.length) refinementList[attribute] = values;
  const range: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(state.ranges))
    if (value) range[attribute] = `${value[0] ?? ''}:${value[1] ?? ''}`;
  return {
    [indexName]: {
      ...(state.query ? { query: state.query } : {}),
      ...(state.page > 1 ? { page: state.page } : {}),
      ...(state.sortBy !== 'relevance' ? { sortBy: sortIndex(indexName, state.sortBy) } : {}),
      ...(Object.keys(refinementList).length ? { refinementList } : {}),
      ...(Object.keys(range).length ? { range } : {}),
    },
  };
}

/** The routing prop of <InstantSearch>; `serverUrl` stands in for window.location at build time. */
export function searchRouting(indexName: string, vocabulary: LandingVocabulary, serverUrl: string) {
  return {
    router: history<SearchState>({
      cleanUrlOnDispose: false,
      getLocation: () =>
        typeof window === 'undefined' ? (new URL(serverUrl) as unknown as Location) : window.location,
      createURL: ({ routeState, location }) => `${location.origin}${urlForState(routeState)}`,
      parseURL: ({ location }) => stateFromUrl(new URL(location.href), vocabulary),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => uiStateToSearchState(uiState, indexName),
      routeToState: (routeState: SearchState) => searchStateToUiState(routeState, indexName),
    },
  };
}
