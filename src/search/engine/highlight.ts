/** Meilisearch-style `_formatted` values: the query's words wrapped in the highlight tags. */
import type { SearchDocument } from '../document.ts';
import type { SearchQuery } from './meilisearch-types.ts';

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
/** Only text shown on cards is highlighted; everything else is returned as stored. */
const HIGHLIGHTED = ['name', 'make', 'model', 'badge'] as const;

export function highlight(
  doc: SearchDocument,
  query: SearchQuery,
): Partial<Record<keyof SearchDocument, unknown>> {
  const pre = query.highlightPreTag ?? '<em>';
  const post = query.highlightPostTag ?? '</em>';
  const words = (query.q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pattern = words.length
    ? new RegExp(`(^|[^\\p{L}\\p{N}])(${words.map((w) => w.replace(ESCAPE, '\\$&')).join('|')})`, 'giu')
    : undefined;
  const formatted: Partial<Record<keyof SearchDocument, unknown>> = { ...doc };
  for (const field of HIGHLIGHTED) {
    formatted[field] = pattern ? doc[field].replace(pattern, `$1${pre}$2${post}`) : doc[field];
  }
  return formatted;
}
