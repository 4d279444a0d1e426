/** The search routing module: widget UI state ⇄ SearchState, and the router before hydration. */
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, landingVocabulary, type SearchState } from '../../../src/domain/search-url.ts';
import {
  hydratingRouting,
  searchStateToUiState,
  sortIndex,
  uiStateToSearchState,
} from '../../../src/search/client/routing.ts';

const INDEX = 'cars';

describe('search routing', () => {
  it('names the sort index of each sort', () => {
    expect(sortIndex(INDEX, 'relevance')).toBe('cars');
    expect(sortIndex(INDEX, 'latest')).toBe('cars:created_at:desc');
    expect(sortIndex(INDEX, 'price-asc')).toBe('cars:price:asc');
  });

  it('reads the widgets’ UI state as a SearchState', () => {
    expect(
      uiStateToSearchState(
        {
          cars: {
            query: 'hilux',
            page: 3,
            sortBy: 'cars:price:desc',
            refinementList: { make: ['Toyota'], colour: [] },
            range: { price: '10000:', km: ':', year: 'abc:def' },
          },
        },
        INDEX,
      ),
    ).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'price-desc',
      lists: { make: ['Toyota'] },
      ranges: { price: [10000, null] },
    });
    expect(uiStateToSearchState({ cars: { sortBy: 'cars:unknown' } }, INDEX)).toEqual(EMPTY_STATE);
    expect(uiStateToSearchState({}, INDEX)).toEqual(EMPTY_STATE);
  });

  it('writes a SearchState as UI state with the defaults left out, and reads it back', () => {
    const state: SearchState = {
      query: 'ranger',
      page: 2,
      sortBy: 'latest',
      lists: { make: ['Ford'], body: [] },
      ranges: { km: [null, 50000] },
    };
    const uiState = searchStateToUiState(state, INDEX);
    expect(uiState).toEqual({
      cars: {
        query: 'ranger',
        page: 2,
        sortBy: 'cars:created_at:desc',
        refinementList: { make: ['Ford'] },
        range: { km: ':50000' },
      },
    });
    expect(uiStateToSearchState(uiState, INDEX)).toEqual({ ...state, lists: { make: ['Ford'] } });
    expect(searchStateToUiState(EMPTY_STATE, INDEX)).toEqual({ cars: {} });
  });

  it('before hydration (and on the server) reads the URL the page was built for', () => {
    const vocabulary = landingVocabulary([]);
    const { routing } = hydratingRouting(INDEX, vocabulary, 'https://dealer.example/search/used-cars?page=2');
    expect(routing.router.read()).toEqual({ ...EMPTY_STATE, page: 2, lists: { car_type: ['used'] } });
    expect(routing.stateMapping.routeToState(routing.router.read())).toEqual({
      cars: { page: 2, refinementList: { car_type: ['used'] } },
    });
  });
});
