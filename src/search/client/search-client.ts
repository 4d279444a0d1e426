/**
 * The search client the search UI talks to, for either backend (DESIGN: Search): the
 * embedded engine (in a Web Worker in the browser, in process at build time) behind
 * instant-meilisearch's httpClient, or a Meilisearch server with a search-only key.
 */
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { embeddedHttpClient, type SearchBackend } from '../engine/http-client.ts';

export type SearchBackendConfig =
  | { type: 'embedded'; indexUrl: string }
  | { type: 'meilisearch'; host: string; searchKey: string };

export interface SearchClientOptions {
  /** SRCH-21: when sorting by lowest price, ask only for cars priced above 0. */
  priceAboveZeroOnPriceAscending: boolean;
}

type InstantSearchRequest = {
  indexName: string;
  params?: { numericFilters?: string | (string | string[])[] } & Record<string, unknown>;
};
export type SearchClient = ReturnType<typeof instantMeiliSearch>['searchClient'];

export function createSearchClient(
  config: SearchBackendConfig,
  options: SearchClientOptions,
  /** What answers the embedded engine's requests: its worker in the browser, the engine itself at build time. */
  backend: () => SearchBackend,
): SearchClient {
  const base =
    config.type === 'meilisearch'
      ? instantMeiliSearch(config.host, config.searchKey, {
          finitePagination: true,
          primaryKey: 'id',
          keepZeroFacets: false,
          // Every word must match, as on the embedded engine (Meilisearch's default "last" drops words).
          meiliSearchParams: { matchingStrategy: 'all' } as never,
        })
      : instantMeiliSearch('http://embedded', '', {
          httpClient: embeddedHttpClient(backend()) as never,
          finitePagination: true,
          primaryKey: 'id',
          keepZeroFacets: false,
        });
  const client = base.searchClient;
  if (!options.priceAboveZeroOnPriceAscending) return client;
  return {
    ...client,
    search: (requests: readonly InstantSearchRequest[]) =>
      client.search(
        requests.map((request) => {
          if (!request.indexName.endsWith(':price:asc')) return request;
          const existing = request.params?.numericFilters ?? [];
          const numericFilters = [...(Array.isArray(existing) ? existing : [existing]), 'price>0'];
          return { ...request, params: { ...request.params, numericFilters } };
        }) as never,
      ),
  } as SearchClient;
}
