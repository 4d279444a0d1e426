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

/**
 * The tenant a build is rendering and its prerender engines, which src/lib/tenant-context.ts
 * keeps on globalThis (not imported: this module also runs in the browser, where the tenant
 * is ''). One build renders several tenants' pages; a tenant's engine is dropped with it.
 */
const shared = globalThis as {
  [key: symbol]: { getStore(): string | undefined } | Map<string, SearchBackend> | undefined;
};
function renderingTenant(): string {
  const context = shared[Symbol.for('dealer-sites.tenant-context')] as
    | { getStore(): string | undefined }
    | undefined;
  return context?.getStore() ?? '';
}
function serverBackends(): Map<string, SearchBackend> {
  const key = Symbol.for('dealer-sites.server-search-backends');
  shared[key] ??= new Map<string, SearchBackend>();
  return shared[key] as Map<string, SearchBackend>;
}

/** At build time the page prerenders through an engine in this process. */
export function setServerSearchBackend(backend: SearchBackend): void {
  serverBackends().set(renderingTenant(), backend);
}

export function createSearchClient(
  config: SearchBackendConfig,
  options: SearchClientOptions,
  browserBackend: () => SearchBackend,
  /** A prerender's own backend (a landing page records its searches through it). */
  prerenderBackend?: SearchBackend,
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
          httpClient: embeddedHttpClient(
            prerenderBackend ??
              ((typeof window === 'undefined' && serverBackends().get(renderingTenant())) ||
                browserBackend()),
          ) as never,
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
