/** The slice of Meilisearch's search API the product uses (multi-search and facet search). */
import type { FilterInput } from '../filter/ast.ts';
import type { SearchDocument } from '../document.ts';

export interface SearchQuery {
  indexUid: string;
  q?: string | null;
  filter?: FilterInput | null;
  facets?: string[] | null;
  sort?: string[] | null;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  limit?: number;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToRetrieve?: string[] | null;
}

export interface SearchResult {
  indexUid: string;
  hits: (SearchDocument & { _formatted?: Partial<Record<keyof SearchDocument, unknown>> })[];
  query: string;
  processingTimeMs: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
  // Finite pagination (page/hitsPerPage)…
  page?: number;
  hitsPerPage?: number;
  totalHits?: number;
  totalPages?: number;
  // …or offset/limit.
  offset?: number;
  limit?: number;
  estimatedTotalHits?: number;
}

export interface MultiSearchRequest {
  queries: SearchQuery[];
}

export interface MultiSearchResponse {
  results: SearchResult[];
}

export interface FacetSearchRequest {
  facetName: string;
  facetQuery?: string;
  q?: string;
  filter?: FilterInput | null;
}

export interface FacetSearchResponse {
  facetHits: { value: string; count: number }[];
  facetQuery: string | null;
  processingTimeMs: number;
}

/** A Meilisearch-compatible error: the same shape the server answers with. */
export class SearchRequestError extends Error {
  readonly code: string;
  constructor(message: string, code = 'invalid_search') {
    super(message);
    this.name = 'SearchRequestError';
    this.code = code;
  }
}
