/**
 * The embedded search engine: answers Meilisearch's multi-search and facet-search requests
 * over a tenant's documents, in the browser (a Web Worker) and at build time (to prerender
 * the first page of each landing path). Text matching and relevance follow Meilisearch's
 * ranking rules (./text.ts); filters, facets, sorting and paging run on columns with the
 * shared filter semantics.
 */
import type { FilterNode } from '../filter/ast.ts';
import { parseFilterInput } from '../filter/parse.ts';
import { FilterSyntaxError } from '../filter/syntax-error.ts';
import type { SearchDocument } from '../document.ts';
import { buildColumns, type Columns } from './columns.ts';
import { compilePositions } from './filter.ts';
import { highlight } from './highlight.ts';
import {
  type FacetSearchRequest,
  type FacetSearchResponse,
  type MultiSearchRequest,
  type MultiSearchResponse,
  type SearchQuery,
  SearchRequestError,
  type SearchResult,
} from './meilisearch-types.ts';
import { buildTextIndex, type TextIndex, type TextMatches } from './text.ts';

/** Meilisearch's default maxValuesPerFacet; our largest facet limit (model, 250) fits under it. */
export const MAX_VALUES_PER_FACET = 250;
const MAX_PAGE_SIZE = 1000;

export interface SearchEngine {
  readonly size: number;
  multiSearch(request: MultiSearchRequest): MultiSearchResponse;
  facetSearch(indexUid: string, request: FacetSearchRequest): FacetSearchResponse;
}

const NO_FACETS: ReadonlySet<string> = new Set();

export interface SearchEngineOptions {
  /**
   * Whether answers report how long they took (processingTimeMs). Off at build time: the
   * answers are prerendered into pages, which must come out the same for the same stock
   * (incremental builds compare and reuse them, BLD-09).
   */
  timings?: boolean;
  /**
   * Number facets answered with their range alone (facetStats) and no values in
   * facetDistribution. The build's prerendered pages show these as sliders, which read only
   * the range, and drop the values (src/lib/landing-prerender.ts): counting one value per
   * distinct price of 20,000 cars, then sorting them, for every landing was work thrown away.
   */
  rangeOnly?: readonly string[];
}

export function createSearchEngine(
  docs: SearchDocument[],
  indexUid = 'cars',
  options: SearchEngineOptions = {},
): SearchEngine {
  const elapsed = (started: number) =>
    options.timings === false ? 0 : Math.round(performance.now() - started);
  const columns = buildColumns(docs);
  let text: TextIndex | undefined; // built on the first text query: most visits never type
  // A multi-search repeats the same words in every query (disjunctive facets), and typing
  // repeats them across searches: keep the last few text matches.
  const textMatches = new Map<string, TextMatches>();
  function matchText(query: string): TextMatches {
    let matches = textMatches.get(query);
    if (!matches) {
      text ??= buildTextIndex(docs);
      matches = text.search(query);
      if (textMatches.size >= 32) textMatches.delete(textMatches.keys().next().value!);
      textMatches.set(query, matches);
    }
    return matches;
  }
  const rank = columns.byName.get('custom_rank');
  const defaultOrder = Uint32Array.from({ length: columns.n }, (_, i) => i);
  if (rank?.kind === 'number') defaultOrder.sort((a, b) => rank.values[b]! - rank.values[a]! || a - b);

  /**
   * The documents a query selects, in its default order: most relevant first for a text
   * query (down to custom_rank), else custom_rank order. `keys`: each one's relevance key.
   */
  function candidates(
    q: string | null | undefined,
    filter: SearchQuery['filter'],
  ): { positions: Uint32Array; keys?: Float64Array } {
    let node: FilterNode | null;
    try {
      node = parseFilterInput(filter ?? null);
    } catch (error) {
      if (error instanceof FilterSyntaxError || error instanceof TypeError)
        throw new SearchRequestError(error.message, 'invalid_search_filter');
      throw error;
    }
    const pass = node ? compilePositions(columns, node) : undefined;
    const query = (q ?? '').trim();
    if (query) {
      const matches = matchText(query);
      if (!pass) return matches;
      const positions = new Uint32Array(matches.positions.length);
      const keys = new Float64Array(matches.positions.length);
      let count = 0;
      matches.positions.forEach((position, k) => {
        if (!pass(position)) return;
        positions[count] = position;
        keys[count++] = matches.keys[k]!;
      });
      return { positions: positions.subarray(0, count), keys: keys.subarray(0, count) };
    }
    if (!pass) return { positions: defaultOrder };
    const kept = new Uint32Array(columns.n);
    let count = 0;
    for (let k = 0; k < columns.n; k++) {
      const i = defaultOrder[k]!;
      if (pass(i)) kept[count++] = i;
    }
    return { positions: kept.subarray(0, count) };
  }

  const rangeOnly = new Set(options.rangeOnly);

  function facetsOf(
    positions: Uint32Array,
    facets: string[],
    ranges: ReadonlySet<string> = NO_FACETS,
  ): Pick<SearchResult, 'facetDistribution' | 'facetStats'> {
    const facetDistribution: Record<string, Record<string, number>> = {};
    const facetStats: Record<string, { min: number; max: number }> = {};
    const names = facets.includes('*') ? [...columns.byName.keys()] : facets;
    for (const name of names) {
      const column = columns.byName.get(name);
      if (!column) continue; // Meilisearch answers an error for a non-filterable facet; an empty facet keeps the page working
      const counts = new Map<string, number>();
      if (column.kind === 'string') {
        const byCode = new Uint32Array(column.values.length);
        for (const i of positions) byCode[column.codes[i]!]!++;
        byCode.forEach((count, code) => {
          const value = column.values[code]!;
          if (count > 0 && value !== '') counts.set(value, count);
        });
      } else {
        let min = Number.POSITIVE_INFINITY;
        let max = Number.NEGATIVE_INFINITY;
        const byValue = ranges.has(name) ? undefined : new Map<number, number>();
        let known = 0;
        for (const i of positions) {
          const value = column.values[i]!;
          // A document without the value (NaN) has no facet value, as in Meilisearch.
          if (Number.isNaN(value)) continue;
          known++;
          byValue?.set(value, (byValue.get(value) ?? 0) + 1);
          if (value < min) min = value;
          if (value > max) max = value;
        }
        for (const [value, count] of byValue ?? []) counts.set(String(value), count);
        if (known > 0) facetStats[name] = { min, max };
      }
      // Like Meilisearch: at most maxValuesPerFacet values, the most frequent ones, listed in
      // lexicographic order (plain code-point comparison, as Meilisearch sorts).
      let entries = [...counts];
      if (entries.length > MAX_VALUES_PER_FACET)
        entries = entries
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, MAX_VALUES_PER_FACET);
      facetDistribution[name] = Object.fromEntries(
        entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
      );
    }
    return { facetDistribution, facetStats };
  }

  /** The candidates in a requested sort's order; ties in their default order (relevance, then custom_rank). */
  function ordered(
    positions: Uint32Array,
    sort: string[] | null | undefined,
    relevanceKeys: Float64Array | undefined,
  ): Uint32Array {
    const keys = (sort ?? []).map((rule) => {
      const [attribute, direction] = rule.split(':');
      const column = columns.byName.get(attribute ?? '');
      if (!column || (direction !== 'asc' && direction !== 'desc')) {
        throw new SearchRequestError(
          `Invalid sort "${rule}": expected attribute:asc or attribute:desc on a sortable attribute.`,
          'invalid_search_sort',
        );
      }
      return { column, sign: direction === 'asc' ? 1 : -1 };
    });
    if (keys.length === 0) return positions; // already in the default order
    const rankValues = rank?.kind === 'number' ? rank.values : undefined;
    // Relevance keys by document, for the ties of the requested sort (Meilisearch: sort, then the text rules).
    let relevance: Float64Array | undefined;
    if (relevanceKeys) {
      relevance = new Float64Array(columns.n);
      positions.forEach((position, k) => {
        relevance![position] = relevanceKeys[k]!;
      });
    }
    return Uint32Array.from(positions).sort((a, b) => {
      for (const { column, sign } of keys) {
        if (column.kind === 'number') {
          const x = column.values[a]!;
          const y = column.values[b]!;
          // Documents without the value sort last either way, as in Meilisearch.
          if (Number.isNaN(x) || Number.isNaN(y)) {
            if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
            continue;
          }
          if (x !== y) return (x - y) * sign;
          continue;
        }
        const diff = column.values[column.codes[a]!]!.localeCompare(column.values[column.codes[b]!]!);
        if (diff !== 0) return diff * sign;
      }
      if (relevance && relevance[a]! !== relevance[b]!) return relevance[a]! - relevance[b]!;
      return (rankValues ? rankValues[b]! - rankValues[a]! : 0) || a - b;
    });
  }

  function one(query: SearchQuery): SearchResult {
    const started = performance.now();
    if (query.indexUid !== indexUid)
      throw new SearchRequestError(`Index \`${query.indexUid}\` not found.`, 'index_not_found');
    const { positions, keys } = candidates(query.q, query.filter);
    const finite = query.page !== undefined || query.hitsPerPage !== undefined;
    const hitsPerPage = Math.min(Math.max(0, Math.floor(query.hitsPerPage ?? 20)), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const offset = finite ? (page - 1) * hitsPerPage : Math.max(0, Math.floor(query.offset ?? 0));
    const limit = finite ? hitsPerPage : Math.min(Math.max(0, Math.floor(query.limit ?? 20)), MAX_PAGE_SIZE);
    const pageHits: SearchResult['hits'] = [];
    if (limit > 0 && offset < positions.length) {
      const sorted = ordered(positions, query.sort, keys);
      for (let k = offset; k < Math.min(sorted.length, offset + limit); k++) pageHits.push(docs[sorted[k]!]!);
    }
    const hits = query.attributesToHighlight?.length
      ? pageHits.map((doc) => ({ ...doc, _formatted: highlight(doc, query) }))
      : pageHits;
    const result: SearchResult = {
      indexUid: query.indexUid,
      hits,
      query: query.q ?? '',
      processingTimeMs: 0,
    };
    if (finite)
      Object.assign(result, {
        page,
        hitsPerPage,
        totalHits: positions.length,
        totalPages: hitsPerPage ? Math.ceil(positions.length / hitsPerPage) : 0,
      });
    else Object.assign(result, { offset, limit, estimatedTotalHits: positions.length });
    if (query.facets?.length) Object.assign(result, facetsOf(positions, query.facets, rangeOnly));
    result.processingTimeMs = elapsed(started);
    return result;
  }

  return {
    size: columns.n,
    multiSearch: (request) => {
      if (!request || !Array.isArray(request.queries))
        throw new SearchRequestError('Expected { queries: [...] }.', 'bad_request');
      return { results: request.queries.map(one) };
    },
    facetSearch: (uid, request) => {
      const started = performance.now();
      if (uid !== indexUid) throw new SearchRequestError(`Index \`${uid}\` not found.`, 'index_not_found');
      const { positions } = candidates(request.q, request.filter ?? null);
      const { facetDistribution } = facetsOf(positions, [request.facetName]);
      const needle = (request.facetQuery ?? '').toLowerCase();
      const facetHits = Object.entries(facetDistribution?.[request.facetName] ?? {})
        .filter(([value]) => value.toLowerCase().includes(needle))
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([value, count]) => ({ value, count }));
      return {
        facetHits,
        facetQuery: request.facetQuery ?? null,
        processingTimeMs: elapsed(started),
      };
    },
  };
}

export type { Columns };
