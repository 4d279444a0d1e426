/**
 * The directory search's client-side cache (SRCH-27): answers for the last 10 directory
 * searches, so paging back and forth or re-picking a make does not ask again. When full,
 * the entry stored longest ago is dropped first (first in, first out).
 */

export const DIRECTORY_CACHE_SIZE = 10;
/** Directory results per page (spec-1 §9). */
export const DIRECTORY_PAGE_SIZE = 21;

export interface DirectoryCache<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  /** Stores a value; storing under a key already held replaces it and makes it the newest. */
  set(key: string, value: V): void;
  readonly size: number;
  /** Keys from oldest to newest. */
  keys(): string[];
  clear(): void;
}

/**
 * A cache of at most `capacity` entries. Reads do not change the order: the spec drops the
 * oldest entry, not the least used one. A capacity below 1 stores nothing.
 */
export function createDirectoryCache<V>(capacity = DIRECTORY_CACHE_SIZE): DirectoryCache<V> {
  // A Map iterates in insertion order, which is exactly the eviction order.
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    has: (key) => entries.has(key),
    set(key, value) {
      if (capacity < 1) return;
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
    clear: () => entries.clear(),
  };
}

/** The directory search state (spec-1 §3). */
export interface DirectorySearchState {
  query?: string | undefined;
  page?: number | undefined;
  make?: string | undefined;
  model?: string | undefined;
  body?: string | undefined;
}

/**
 * The cache key of a directory search: every field of the state, the query trimmed and
 * lower-cased, page 1 when absent, so equal searches share one entry.
 */
export function directoryCacheKey(state: DirectorySearchState): string {
  return JSON.stringify([
    (state.query ?? '').trim().toLowerCase(),
    state.page ?? 1,
    state.make ?? '',
    state.model ?? '',
    state.body ?? '',
  ]);
}
