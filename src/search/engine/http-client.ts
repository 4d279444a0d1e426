/**
 * The bridge between instant-meilisearch and the embedded engine: instant-meilisearch's
 * `httpClient` option receives the request it would send to a Meilisearch server and
 * expects the parsed JSON answer. Routing on the path keeps the UI identical for both backends.
 */
import type {
  FacetSearchRequest,
  MultiSearchRequest,
  MultiSearchResponse,
  FacetSearchResponse,
} from './meilisearch-types.ts';

/** What answers the requests: the engine itself, or a proxy to it in a Web Worker. */
export interface SearchBackend {
  multiSearch(request: MultiSearchRequest): MultiSearchResponse | Promise<MultiSearchResponse>;
  facetSearch(
    indexUid: string,
    request: FacetSearchRequest,
  ): FacetSearchResponse | Promise<FacetSearchResponse>;
}

export type HttpClient = (url: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;

export function embeddedHttpClient(backend: SearchBackend): HttpClient {
  return async (url, init) => {
    const path = new URL(url, 'http://embedded').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    if (path.endsWith('/multi-search')) return backend.multiSearch(body as MultiSearchRequest);
    const facet = /\/indexes\/([^/]+)\/facet-search$/.exec(path);
    if (facet) return backend.facetSearch(decodeURIComponent(facet[1]!), body as FacetSearchRequest);
    throw new Error(`The embedded search engine does not answer ${init?.method ?? 'GET'} ${path}`);
  };
}
