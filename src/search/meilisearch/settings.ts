/**
 * The Meilisearch index settings for a tenant's cars, as data (DESIGN: Search). They are
 * chosen so that Meilisearch answers the same requests the same way as the embedded engine
 * (src/search/engine): the contract suite in tests/contract runs one set of scenarios
 * against both.
 */
import type { Settings } from 'meilisearch';
import { type CountCap, FACET_LIMITS } from '../../domain/search/facets.ts';
import {
  FILTERABLE_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
  TYPO_FREE_ATTRIBUTES,
} from '../document.ts';
import { MAX_VALUES_PER_FACET } from '../engine/engine.ts';
import { SYNONYMS } from '../synonyms.ts';

/** Every search document has a unique `id` (the feed's car id). */
/** Meilisearch counts hits up to this; a count at it may stand for more (SRCH-20). */
export const MEILI_MAX_TOTAL_HITS = 100_000;

/** The count cap of a tenant's search backend: the embedded engine counts every car exactly. */
export function countCapOf(backend: { type: string }): CountCap {
  return backend.type === 'meilisearch' ? MEILI_MAX_TOTAL_HITS : null;
}

export const PRIMARY_KEY = 'id';

/** What the indexer applies to a fresh index: its primary key and its settings. */
export type IndexSettings = Settings & { primaryKey: string };

/**
 * Ranking rules. `sort` comes FIRST (Meilisearch's default puts it after `exactness`): a
 * shopper who picks "lowest price" while a text query is active must get price order, not
 * relevance buckets each sorted by price. The embedded engine orders the same way: the
 * requested sort keys, then the text rules in this order (src/search/engine/text.ts), then
 * custom_rank. Without a `sort` parameter the rule does nothing, so "most relevant" stays
 * relevance first; with no query at all the text rules do nothing either and
 * custom_rank:desc gives the default order (SRCH-04).
 */
export const RANKING_RULES = [
  'sort',
  'words',
  'typo',
  'proximity',
  'attribute',
  'exactness',
  'custom_rank:desc',
] as const;

/**
 * Meilisearch caps facet values with one number per index, while SRCH-17 sets one limit
 * per facet (body 30, make 100, model 250, …, FACET_LIMITS). The index returns up to the
 * largest limit and the UI widgets cut each facet to its own limit. `count` ordering makes
 * the values that survive the cap the most frequent ones, which is what the embedded
 * engine keeps too.
 */
export const MAX_FACET_VALUES = Math.max(MAX_VALUES_PER_FACET, ...Object.values(FACET_LIMITS));

export const SEARCH_INDEX_SETTINGS: IndexSettings = {
  primaryKey: PRIMARY_KEY,
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  filterableAttributes: [...FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  rankingRules: [...RANKING_RULES],
  faceting: { maxValuesPerFacet: MAX_FACET_VALUES, sortFacetValuesBy: { '*': 'count' } },
  // VINs and stock numbers must match exactly: one wrong character is another car. The
  // word sizes are Meilisearch's defaults, written out because the embedded engine mirrors
  // them (src/search/engine/text.ts: one typo from 5 letters, two from 9).
  typoTolerance: {
    enabled: true,
    disableOnAttributes: [...TYPO_FREE_ATTRIBUTES],
    disableOnNumbers: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
  },
  synonyms: SYNONYMS,
  // Larger than any tenant's stock, so totals and the last pages stay exact.
  pagination: { maxTotalHits: MEILI_MAX_TOTAL_HITS },
};

/**
 * The index a tenant's cars live in: the one its search config names, else `cars-<slug>`.
 * The UI and the indexer both call this, so they cannot disagree.
 */
export function tenantIndexUid(
  slug: string,
  backend?: { type: string; indexUid?: string | undefined },
): string {
  if (backend?.type === 'meilisearch' && backend.indexUid) return backend.indexUid;
  return `cars-${slug}`;
}
