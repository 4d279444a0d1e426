/**
 * Recent searches (SRCH-24): the last 5 searches the shopper ran, newest first, kept in
 * localStorage so they survive a reload. The rules (size, what counts as the same search)
 * are in src/domain/search/search-history.ts; this store only holds and persists them.
 */
import { persistentAtom } from '@nanostores/persistent';
import { addSearch, SEARCH_HISTORY_SIZE, type SearchHistoryEntry } from '../domain/search/search-history.ts';

/** One remembered search: what makes it unique, how it reads, and where it leads. */
export interface RecentSearch extends SearchHistoryEntry {
  /** e.g. 'Used Toyota, under $30,000' */
  label: string;
  /** Path and query string of the search, e.g. '/search/used-cars?make=Toyota&price=-30000'. */
  url: string;
}

const isRecentSearch = (value: unknown): value is RecentSearch => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['key'] === 'string' &&
    typeof entry['label'] === 'string' &&
    typeof entry['url'] === 'string' &&
    entry['url'].startsWith('/')
  );
};

/**
 * Reads what localStorage holds. The value is the visitor's to edit (or an older version's
 * format), so anything unreadable counts as no history rather than breaking the search page.
 */
function decode(text: string): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, SEARCH_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The recent searches, newest first. Read it after hydration only: the server never knows it. */
export const $searchHistory = persistentAtom<RecentSearch[]>('search-history', [], {
  encode: JSON.stringify,
  decode,
});

/** Puts a search at the front; an earlier run of the same search moves up instead of repeating. */
export function rememberSearch(entry: RecentSearch): void {
  $searchHistory.set(addSearch($searchHistory.get(), entry));
}

/** Forgets every recent search. */
export function clearSearchHistory(): void {
  $searchHistory.set([]);
}
