/**
 * Counting stock for the hero form's 'Show Me {count} {cars}' button (SRCH-11): one
 * multi-search query with the state's filter and no hits (hitsPerPage 0), answered by the
 * car engine in its worker or by a Meilisearch server.
 */
import { stockFilter } from '../../domain/directory.ts';
import type { SearchState } from '../../domain/search-url.ts';
import type { SearchBackend } from '../engine/http-client.ts';
import type { MultiSearchRequest, MultiSearchResponse } from '../engine/meilisearch-types.ts';

export function stockCountRequest(state: SearchState, indexUid: string): MultiSearchRequest {
  return {
    queries: [{ indexUid, q: state.query || null, filter: stockFilter(state), hitsPerPage: 0, page: 1 }],
  };
}

export function readStockCount(response: MultiSearchResponse): number {
  const result = response.results[0];
  return result?.totalHits ?? result?.estimatedTotalHits ?? 0;
}

export async function countStock(
  backend: SearchBackend,
  state: SearchState,
  indexUid: string,
): Promise<number> {
  return readStockCount(await backend.multiSearch(stockCountRequest(state, indexUid)));
}

/**
 * A Meilisearch server as a multi-search backend, with plain fetch and a search-only key:
 * a few lines instead of a client library on pages that only need a count.
 */
export function meilisearchFetchBackend(
  host: string,
  searchKey: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): SearchBackend {
  const base = host.replace(/\/+$/, '');
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetcher(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${searchKey}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Search failed (${response.status}).`);
    return (await response.json()) as T;
  };
  return {
    multiSearch: (request) => post('/multi-search', request),
    facetSearch: (indexUid, request) =>
      post(`/indexes/${encodeURIComponent(indexUid)}/facet-search`, request),
  };
}
