/**
 * A deterministic mix of search requests like the search page sends (instant-meilisearch):
 * a text query or none, two or three filters, six facets, a sort and a page, plus the
 * extra disjunctive-facet queries InstantSearch adds for refined lists.
 */
import type { MultiSearchRequest } from '../../src/search/engine/meilisearch-types.ts';
import type { SearchDocument } from '../../src/search/document.ts';
import { mulberry32 } from '../../scripts/demo/random.ts';

const FACETS = ['make', 'body', 'fuel', 'transmission', 'car_type', 'price'];
const SORTS = [[], ['price:asc'], ['price:desc'], ['created_at:desc']];

export function searchRequests(docs: SearchDocument[], count = 200, seed = 7): MultiSearchRequest[] {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = [
    '',
    '',
    '',
    'toyota',
    'hilux sr5',
    'white',
    'corol',
    'ranger',
    'suv',
    'diesel auto',
    'toyta',
    'mazda cx',
  ];
  return Array.from({ length: count }, () => {
    const doc = pick(docs);
    const q = pick(words);
    const makeFilter = [`"make"="${doc.make}"`];
    const low = Math.floor(next() * 30) * 1000;
    const numeric = [`"price">=${low}`, `"price"<=${low + 40000}`];
    const typeFilter = next() < 0.5 ? [[`"car_type"="used"`]] : [];
    const sort = pick(SORTS);
    const page = 1 + Math.floor(next() * 3);
    const main = {
      indexUid: 'cars',
      q,
      facets: FACETS,
      filter: [...numeric, makeFilter, ...typeFilter],
      attributesToHighlight: ['name'],
      hitsPerPage: 21,
      page,
      sort,
    };
    // InstantSearch asks again without each refined list to count its other values (disjunctive facets).
    const withoutMake = {
      indexUid: 'cars',
      q,
      facets: ['make'],
      filter: [...numeric, ...typeFilter],
      hitsPerPage: 0,
      page: 1,
      sort,
    };
    const withoutPrice = {
      indexUid: 'cars',
      q,
      facets: ['price'],
      filter: [makeFilter, ...typeFilter],
      hitsPerPage: 0,
      page: 1,
      sort,
    };
    return { queries: [main, withoutMake, withoutPrice] } as MultiSearchRequest;
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
