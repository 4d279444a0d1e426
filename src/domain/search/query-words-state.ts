/**
 * What a query's words (SRCH-32, read by ./query-words.ts) do to a search: the attributes they
 * refine and the search they stand for. Apart from the reader so the search page loads the
 * reader only when a shopper types.
 */
import type { SearchState } from '../search-url.ts';

export const WORD_LIST_ATTRIBUTES = ['seats', 'body', 'fuel', 'drive', 'transmission', 'colour'] as const;
export const WORD_RANGE_ATTRIBUTES = ['price', 'year', 'km'] as const;
export type WordListAttribute = (typeof WORD_LIST_ATTRIBUTES)[number];
export type WordRangeAttribute = (typeof WORD_RANGE_ATTRIBUTES)[number];

/** The stock's values of each attribute, as the search documents hold them (facet values). */
export type StockWordValues = Partial<Record<WordListAttribute, readonly string[]>>;

export interface QueryWords {
  lists: Partial<Record<WordListAttribute, string[]>>;
  ranges: Partial<Record<WordRangeAttribute, [number | null, number | null]>>;
  /** What is left of the query, searched as text. */
  text: string;
}

export function hasRefinements(words: QueryWords): boolean {
  return Object.keys(words.lists).length > 0 || Object.keys(words.ranges).length > 0;
}

/**
 * The search a query's words stand for, over the search it was typed into: the words' text is
 * the query, and each attribute the words name takes their values (a typed "diesel" replaces a
 * ticked Petrol: the shopper said what they want); the first page.
 */
export function searchWithQueryWords(base: SearchState, words: QueryWords): SearchState {
  return {
    ...base,
    query: words.text,
    page: 1,
    lists: { ...base.lists, ...words.lists },
    ranges: { ...base.ranges, ...words.ranges },
  };
}
