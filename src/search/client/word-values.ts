/**
 * The stock's own values of the attributes the search box's words refine (SRCH-32), asked of
 * whichever backend the page searches (one facets-only search, no hits): the words then refine
 * the values as that backend holds them now, on the embedded engine and on Meilisearch alike,
 * and a build holds no second copy of them.
 */
import { type StockWordValues, WORD_LIST_ATTRIBUTES } from '../../domain/search/query-words-state.ts';
import type { SearchClient } from './search-client.ts';

/** Meilisearch's and the embedded engine's most values per facet. */
const MAX_VALUES = 250;

export async function stockWordValues(client: SearchClient, indexName: string): Promise<StockWordValues> {
  const { results } = await client.search([
    {
      indexName,
      params: { query: '', hitsPerPage: 0, facets: [...WORD_LIST_ATTRIBUTES], maxValuesPerFacet: MAX_VALUES },
    },
  ] as never);
  const facets = (results[0] as { facets?: Record<string, Record<string, number>> }).facets ?? {};
  return Object.fromEntries(
    WORD_LIST_ATTRIBUTES.map((attribute) => [attribute, Object.keys(facets[attribute] ?? {})]),
  );
}
