/**
 * The "second search call" (SRCH-30): callers pass a filter string in the old
 * `attribute:value` form and a limit, and get an array of cars back. The colon form is
 * turned into a Meilisearch filter, and the request goes through either backend (the
 * embedded engine or a Meilisearch server), so it selects the same cars on both.
 */
import type { SearchDocument } from '../document.ts';
import type { SearchBackend } from '../engine/http-client.ts';

export interface SecondSearchBackend {
  /** The index to search: the embedded engine's (default `cars`) or the tenant's Meilisearch index. */
  readonly indexUid: string;
  readonly multiSearch: SearchBackend['multiSearch'];
}

/**
 * `make:Toyota AND car_type:used` → `make=Toyota AND car_type=used`. Colons inside quoted
 * values stay (`make_model:"Toyota:Corolla"`), and a colon before a numeric range becomes a
 * space, since `price:10000 TO 20000` means Meilisearch's `price 10000 TO 20000`.
 */
export function secondSearchFilter(searchFilters: string): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < searchFilters.length; i++) {
    const char = searchFilters[i]!;
    if (quote) {
      out += char;
      if (char === '\\' && i + 1 < searchFilters.length) out += searchFilters[++i];
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === ':') {
      out += /^\s*-?\d+(?:\.\d+)?\s+TO\s/.test(searchFilters.slice(i + 1)) ? ' ' : '=';
      continue;
    }
    out += char;
  }
  return out.trim();
}

/**
 * Cars matching the filter, at most `limit`, in the default order (custom_rank, SRCH-04).
 * An invalid filter rejects: SearchRequestError from the embedded engine, a 400 from Meilisearch.
 */
export async function secondSearch(
  backend: SecondSearchBackend,
  searchFilters: string,
  limit: number,
): Promise<SearchDocument[]> {
  const filter = secondSearchFilter(searchFilters);
  const count = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (count === 0) return [];
  const response = await backend.multiSearch({
    queries: [{ indexUid: backend.indexUid, q: '', filter: filter || null, offset: 0, limit: count }],
  });
  return response.results[0]?.hits ?? [];
}
