/**
 * A Meilisearch server behind the same SearchBackend interface as the embedded engine, so
 * server-side callers (the second search call, the contract suite) work with either.
 */
import type { Meilisearch } from 'meilisearch';
import type { SearchBackend } from '../engine/http-client.ts';
import type {
  FacetSearchRequest,
  FacetSearchResponse,
  MultiSearchRequest,
  MultiSearchResponse,
} from '../engine/meilisearch-types.ts';

/** A SearchBackend whose answers always come asynchronously (over HTTP). */
export interface RemoteSearchBackend extends SearchBackend {
  multiSearch(request: MultiSearchRequest): Promise<MultiSearchResponse>;
  facetSearch(indexUid: string, request: FacetSearchRequest): Promise<FacetSearchResponse>;
}

type ClientMultiSearch = Parameters<Meilisearch['multiSearch']>[0];
type ClientFacetSearch = Parameters<ReturnType<Meilisearch['index']>['searchForFacetValues']>[0];

export function meilisearchSearchBackend(client: Meilisearch): RemoteSearchBackend {
  return {
    // The client's request types are wider than ours (federation, vectors, …); ours is a
    // subset of the same JSON, and the answers are the same JSON (tests/contract).
    multiSearch: async (request) =>
      (await client.multiSearch(request as ClientMultiSearch)) as unknown as MultiSearchResponse,
    facetSearch: async (indexUid, request) =>
      (await client
        .index(indexUid)
        .searchForFacetValues(request as ClientFacetSearch)) as unknown as FacetSearchResponse,
  };
}
