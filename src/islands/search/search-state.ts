/**
 * The widgets' UI state read as the domain's SearchState (through the routing module, so
 * the URL, the history links and the labels agree), plus the flat form `searchKey` takes.
 */
import type { IndexUiState } from 'instantsearch.js';
import type { SearchStateLike } from '../../domain/search/search-history.ts';
import type { SearchState } from '../../domain/search-url.ts';
import { searchStateToUiState, uiStateToSearchState } from '../../search/client/routing.ts';

export function searchStateOf(indexUiState: IndexUiState, indexName: string): SearchState {
  return uiStateToSearchState({ [indexName]: indexUiState }, indexName);
}

/**
 * The widgets' UI state of one index set to a SearchState: its query, page, sort and
 * refinements replaced, anything else the widgets keep there (configure) left alone.
 */
export function withSearchState(previous: IndexUiState, state: SearchState, indexName: string): IndexUiState {
  const { query, page, sortBy, refinementList, range, ...others } = previous;
  return { ...others, ...searchStateToUiState(state, indexName)[indexName] };
}

/** query, sortBy, one array per refinement and one 'low-high' text per range. */
export function flatSearchState(state: SearchState): SearchStateLike {
  const flat: Record<string, string | readonly string[]> = { query: state.query };
  if (state.sortBy !== 'relevance') flat['sortBy'] = state.sortBy;
  for (const [attribute, values] of Object.entries(state.lists)) if (values) flat[attribute] = values;
  for (const [attribute, range] of Object.entries(state.ranges))
    if (range) flat[attribute] = `${range[0] ?? ''}-${range[1] ?? ''}`;
  return flat;
}

/** True when nothing narrows the search: no query, no refinement, no range. */
export function isUnfiltered(state: SearchState): boolean {
  return (
    state.query.trim() === '' &&
    Object.values(state.lists).every((values) => !values?.length) &&
    Object.values(state.ranges).every((range) => !range)
  );
}
