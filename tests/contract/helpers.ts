/**
 * What the contract scenarios talk to, and the oracles they check answers against.
 */
import { expect } from 'vitest';
import { SEARCHABLE_ATTRIBUTES, type SearchDocument } from '../../src/search/document.ts';
import type {
  FacetSearchRequest,
  FacetSearchResponse,
  MultiSearchResponse,
  SearchQuery,
  SearchResult,
} from '../../src/search/engine/meilisearch-types.ts';
import { compileFilter, type FilterInput } from '../../src/search/filter/index.ts';

/**
 * Text queries ask for `matchingStrategy: 'all'` (every word must match), which is what
 * the embedded engine does. Meilisearch's default, `last`, would also return documents
 * matching only the first words, so the UI must send it too (instant-meilisearch:
 * `meiliSearchParams: { matchingStrategy: 'all' }`). The embedded engine ignores the field.
 */
export type ContractQuery = SearchQuery & { matchingStrategy?: 'all' | 'last' | 'frequency' };

export interface ContractBackend {
  readonly name: string;
  readonly indexUid: string;
  multiSearch(request: { queries: ContractQuery[] }): Promise<MultiSearchResponse>;
  facetSearch(indexUid: string, request: FacetSearchRequest): Promise<FacetSearchResponse>;
}

export interface Scenario {
  title: string;
  /** False when the documents cannot exercise the scenario (e.g. no Chevrolet in stock): reported as skipped. */
  appliesTo?: (docs: readonly SearchDocument[]) => boolean;
  run(backend: ContractBackend, docs: readonly SearchDocument[]): Promise<void>;
}

const PAGE = 1000; // the embedded engine's largest page

export async function search(
  backend: ContractBackend,
  query: Omit<ContractQuery, 'indexUid'>,
): Promise<SearchResult> {
  const text = query.q ? { matchingStrategy: 'all' as const } : {};
  const { results } = await backend.multiSearch({
    queries: [{ indexUid: backend.indexUid, ...text, ...query }],
  });
  expect(results).toHaveLength(1);
  return results[0]!;
}

/** Every hit of a query, in the backend's order, through finite pagination. */
export async function allHits(
  backend: ContractBackend,
  query: Omit<ContractQuery, 'indexUid'>,
): Promise<SearchDocument[]> {
  const hits: SearchDocument[] = [];
  for (let page = 1; ; page++) {
    const result = await search(backend, { ...query, page, hitsPerPage: PAGE });
    hits.push(...result.hits);
    if (result.hits.length < PAGE || hits.length >= result.totalHits!) {
      expect(hits.length).toBe(result.totalHits);
      return hits;
    }
  }
}

export const idsOf = (docs: readonly Pick<SearchDocument, 'id'>[]) => docs.map((d) => d.id).sort();
export const filtered = (docs: readonly SearchDocument[], filter: FilterInput) =>
  docs.filter(compileFilter(filter));

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Documents whose searchable fields contain every query word, the last one as a prefix (no typos, no synonyms). */
export function textOracle(docs: readonly SearchDocument[], q: string): SearchDocument[] {
  const query = words(q);
  return docs.filter((doc) => {
    const tokens = new Set(SEARCHABLE_ATTRIBUTES.flatMap((attribute) => words(String(doc[attribute]))));
    return query.every((word, i) =>
      i < query.length - 1 ? tokens.has(word) : [...tokens].some((token) => token.startsWith(word)),
    );
  });
}

export function counts(
  docs: readonly SearchDocument[],
  attribute: keyof SearchDocument,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const doc of docs) {
    const value = String(doc[attribute]);
    if (value !== '') out[value] = (out[value] ?? 0) + 1; // empty strings are not facet values
  }
  return out;
}

export function expectOrdered(values: number[], direction: 'asc' | 'desc', label: string): void {
  for (let i = 1; i < values.length; i++) {
    const ok = direction === 'asc' ? values[i - 1]! <= values[i]! : values[i - 1]! >= values[i]!;
    if (!ok) expect.fail(`${label}: ${values[i - 1]} then ${values[i]} at position ${i} is not ${direction}`);
  }
}

export async function expectRejected(attempt: () => Promise<unknown>, label: string): Promise<void> {
  let failed = false;
  try {
    await attempt();
  } catch {
    failed = true;
  }
  expect(failed, `${label} should be rejected`).toBe(true);
}
