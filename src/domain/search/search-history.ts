/**
 * Recent searches (SRCH-24): the last 5, newest first, each search once. Pure functions over
 * an array; storing it (localStorage) is the caller's business.
 */

/** How many searches are kept (spec-2 §9). */
export const SEARCH_HISTORY_SIZE = 5;

export interface SearchHistoryEntry {
  /** What makes two searches the same (see `searchKey`). */
  key: string;
}

/**
 * The history with `entry` added at the front: an older entry with the same key is removed
 * (the new one carries the latest URL and label), and the list is cut to `max`.
 */
export function addSearch<T extends SearchHistoryEntry>(
  history: readonly T[],
  entry: T,
  max = SEARCH_HISTORY_SIZE,
): T[] {
  return [entry, ...history.filter((item) => item.key !== entry.key)].slice(0, Math.max(0, max));
}

/** A flat search state: query, page, sortBy and one array per refinement attribute. */
export type SearchStateLike = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>
>;

/**
 * The key of a search: the same search reached with refinements clicked in another order,
 * or on another page, gives the same key. The page is left out (a search is what was asked,
 * not how far the visitor scrolled); the query is trimmed and lower-cased; empty values are
 * dropped; keys and array values are sorted.
 */
export function searchKey(state: SearchStateLike): string {
  const canonical: [string, string | string[]][] = [];
  for (const name of Object.keys(state).sort()) {
    const value = state[name];
    if (name === 'page' || value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const values = value.map(String).sort();
      if (values.length > 0) canonical.push([name, values]);
    } else {
      const text = name === 'query' ? String(value).trim().toLowerCase() : String(value);
      if (text !== '') canonical.push([name, text]);
    }
  }
  return JSON.stringify(canonical);
}
