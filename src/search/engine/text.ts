/**
 * Full-text matching with MiniSearch, tuned to behave like Meilisearch's defaults: every
 * word must match (prefix on the last word, as the shopper is still typing), one typo
 * allowed from 5 letters and two from 9, no typos in words with digits (VINs, stock numbers,
 * model codes), and the shared synonyms, with makes and models written the platform's way.
 */
import MiniSearch from 'minisearch';
import type { SearchDocument } from '../document.ts';
import { platformSpelledWords, searchWords, WORD_SYNONYMS } from '../synonyms.ts';

const TEXT_FIELDS = [
  'name',
  'make',
  'model',
  'badge',
  'body',
  'colour',
  'fuel',
  'transmission',
  'drive',
  'location_name',
  'city',
  'tag',
  'stocknum',
  'vin',
] as const;

export function typoBudget(term: string): number {
  if (/\d/.test(term)) return 0;
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

export interface TextIndex {
  /** Positions of matching documents with their relevance, best first. */
  search(query: string): { position: number; score: number }[];
}

export function buildTextIndex(docs: SearchDocument[]): TextIndex {
  const mini = new MiniSearch<{ position: number } & Record<string, string>>({
    idField: 'position',
    fields: [...TEXT_FIELDS],
    storeFields: [],
  });
  mini.addAll(
    docs.map((doc, position) => {
      const entry: Record<string, string | number> = { position };
      for (const field of TEXT_FIELDS) entry[field] = String(doc[field] ?? '');
      return entry as { position: number } & Record<string, string>;
    }),
  );
  const boost = { name: 3, make: 2, model: 2, badge: 1.5, stocknum: 2, vin: 2 };
  return {
    search(query) {
      // Makes and models as the platform spells them, as the feed wrote the records (FEED-10).
      const words = platformSpelledWords(searchWords(query));
      if (words.length === 0) return [];
      // Each word (or one of its synonyms) must match somewhere: AND of ORs.
      const queries = words.map((word, index) => ({
        combineWith: 'OR' as const,
        queries: [word, ...(WORD_SYNONYMS[word] ?? [])],
        prefix: index === words.length - 1,
        fuzzy: (term: string) => typoBudget(term),
      }));
      return mini
        .search({ combineWith: 'AND', queries }, { boost })
        .map((result) => ({ position: result.id as number, score: result.score }));
    },
  };
}
