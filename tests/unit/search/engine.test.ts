import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeDocuments, encodeDocuments } from '../../../src/search/compact.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/search/engine/engine.ts';
import { embeddedHttpClient } from '../../../src/search/engine/http-client.ts';
import { compileFilter } from '../../../src/search/filter/index.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

let docs: SearchDocument[];
let engine: SearchEngine;
beforeAll(() => {
  docs = demoSearchDocuments();
  engine = createSearchEngine(docs);
});

const search = (query: Record<string, unknown>) =>
  engine.multiSearch({ queries: [{ indexUid: 'cars', ...query }] }).results[0]!;

describe('embedded engine', () => {
  it('round-trips documents through the compact index file (all but the VIN, which only Meilisearch indexes)', () => {
    expect(decodeDocuments(JSON.parse(JSON.stringify(encodeDocuments(docs))))).toEqual(
      docs.map((doc) => ({ ...doc, vin: '' })),
    );
    const odd = [
      { ...docs[0]!, id: '007', name: 'Special edition', slug: 'my-own-slug', stocknum: '' },
      { ...docs[1]!, id: 'A-12' },
    ];
    expect(decodeDocuments(JSON.parse(JSON.stringify(encodeDocuments(odd))))).toEqual(
      odd.map((doc) => ({ ...doc, vin: '' })),
    );
  });

  it('[SRCH-04] lists in custom_rank order by default and sorts by price and by listing date', () => {
    const all = search({ hitsPerPage: docs.length, page: 1 });
    const ranks = all.hits.map((h) => h.custom_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const cheapest = search({ sort: ['price:asc'], hitsPerPage: 50, page: 1 }).hits.map((h) => h.price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const latest = search({ sort: ['created_at:desc'], hitsPerPage: 50, page: 1 }).hits.map(
      (h) => h.created_at,
    );
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
  });

  it('filters with the same meaning as the shared filter evaluator', () => {
    const filters = [
      ['make = Toyota', 'price 10000 TO 40000'],
      'car_type = used AND (body = SUV OR body = Ute) AND km < 60000',
      'make IN [Mazda, Kia] AND NOT fuel = Diesel',
      ['certified = true', ['make = "Land Rover"', 'make = BMW']],
      'tag EXISTS AND tag != "Low Kms"',
      'price > 0 AND status != sold',
    ];
    for (const filter of filters) {
      const expected = docs
        .filter(compileFilter(filter as never))
        .map((d) => d.id)
        .sort();
      const got: string[] = [];
      for (let page = 1; page <= 2; page++)
        got.push(...search({ filter, hitsPerPage: 1000, page }).hits.map((h) => h.id));
      got.sort();
      expect(got, JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('[SRCH-13] counts facets on the filtered hits and gives numeric min and max', () => {
    const result = search({
      filter: ['make = Toyota'],
      facets: ['body', 'price', 'make'],
      hitsPerPage: 0,
      page: 1,
    });
    const toyotas = docs.filter((d) => d.make === 'Toyota');
    expect(result.totalHits).toBe(toyotas.length);
    expect(result.facetDistribution!['make']).toEqual({ Toyota: toyotas.length });
    expect(Object.values(result.facetDistribution!['body']!).reduce((a, b) => a + b, 0)).toBe(
      toyotas.filter((d) => d.body).length,
    );
    expect(result.facetStats!['price']).toEqual({
      min: Math.min(...toyotas.map((d) => d.price)),
      max: Math.max(...toyotas.map((d) => d.price)),
    });
  });

  it("answers the range alone for the build's slider attributes, and every other facet as before", () => {
    const query = {
      indexUid: 'cars',
      filter: ['make = Toyota'],
      facets: ['body', 'price', 'km'],
      hitsPerPage: 0,
    };
    const full = engine.multiSearch({ queries: [query] }).results[0]!;
    const ranged = createSearchEngine(docs, 'cars', { rangeOnly: ['price', 'km'] }).multiSearch({
      queries: [query],
    }).results[0]!;
    expect(Object.keys(full.facetDistribution!['price']!).length).toBeGreaterThan(1);
    expect(ranged.facetDistribution).toEqual({ ...full.facetDistribution, price: {}, km: {} });
    expect(ranged.facetStats).toEqual(full.facetStats);
    expect(ranged.hits).toEqual(full.hits);
    // A facet search (a shopper typing in a filter's box) still counts every value.
    const request = { facetName: 'price', facetQuery: '' };
    expect(
      createSearchEngine(docs, 'cars', { rangeOnly: ['price'] }).facetSearch('cars', request).facetHits
        .length,
    ).toBe(engine.facetSearch('cars', request).facetHits.length);
    expect(engine.facetSearch('cars', request).facetHits.length).toBeGreaterThan(1);
  });

  it('[SRCH-05] pages with page and hitsPerPage, and with offset and limit', () => {
    const first = search({ hitsPerPage: 21, page: 1 });
    const second = search({ hitsPerPage: 21, page: 2 });
    expect(first.totalPages).toBe(Math.ceil(docs.length / 21));
    expect(second.hits[0]!.id).toBe(search({ offset: 21, limit: 1 }).hits[0]!.id);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.id)).size).toBe(42);
  });

  it('matches text like Meilisearch: every word, prefix on the last, typos from 5 letters, none in words with digits, synonyms', () => {
    const corolla = search({ q: 'toyota corol', hitsPerPage: 500, page: 1 });
    expect(corolla.totalHits).toBeGreaterThan(0);
    expect(corolla.hits.every((h) => h.make === 'Toyota' && h.model.toLowerCase().startsWith('corol'))).toBe(
      true,
    );
    expect(search({ q: 'toyta', hitsPerPage: 1, page: 1 }).totalHits).toBe(
      search({ q: 'toyota', hitsPerPage: 1, page: 1 }).totalHits,
    );
    const stock = docs.find((d) => d.stocknum)!;
    expect(search({ q: stock.stocknum, hitsPerPage: 5, page: 1 }).hits[0]!.id).toBe(stock.id);
    const wrongDigit = stock.stocknum.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));
    expect(search({ q: wrongDigit, hitsPerPage: 50, page: 1 }).hits.some((h) => h.id === stock.id)).toBe(
      false,
    );
    const vw = search({ q: 'vw', hitsPerPage: 1, page: 1 }).totalHits;
    expect(vw).toBe(search({ q: 'volkswagen', hitsPerPage: 1, page: 1 }).totalHits);
  });

  it('answers a malformed filter or sort with an error rather than wrong results', () => {
    expect(() => search({ filter: 'make = ' })).toThrow(/position/);
    expect(() => search({ sort: ['price:sideways'] })).toThrow(/Invalid sort/);
    expect(() => engine.multiSearch({ queries: [{ indexUid: 'trucks' }] })).toThrow(/not found/);
  });

  it('serves instant-meilisearch through its httpClient: refinements, ranges, facets, sort and paging', async () => {
    const { searchClient } = instantMeiliSearch('http://embedded', '', {
      httpClient: embeddedHttpClient(engine) as never,
      finitePagination: true,
      primaryKey: 'id',
    });
    const response = await searchClient.search([
      {
        indexName: 'cars:price:asc',
        params: {
          query: '',
          facets: ['make', 'body'],
          facetFilters: [['make:Toyota']],
          numericFilters: ['price>=10000', 'price<=60000'],
          hitsPerPage: 21,
          page: 1,
        },
      },
    ] as never);
    const result = (
      response as {
        results: {
          nbHits: number;
          hits: { make: string; price: number }[];
          facets: Record<string, Record<string, number>>;
          page: number;
        }[];
      }
    ).results[0]!;
    const expected = docs.filter((d) => d.make === 'Toyota' && d.price >= 10000 && d.price <= 60000);
    expect(result.nbHits).toBe(expected.length);
    expect(result.page).toBe(1);
    expect(result.hits.every((h) => h.make === 'Toyota')).toBe(true);
    const prices = result.hits.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.facets['make']).toEqual({ Toyota: expected.length });
  });
});

describe('a car whose km the feed does not know (FEED-09)', () => {
  const known = (doc: SearchDocument, km: number, id: string) => ({ ...doc, id, slug: `car-${id}`, km });
  let small: SearchEngine;
  let cars: SearchDocument[];
  beforeAll(() => {
    const [a, b, c] = docs as [SearchDocument, SearchDocument, SearchDocument];
    const { km: _unknown, ...withoutKm } = { ...c, id: 'u1', slug: 'car-u1' };
    cars = [known(a, 50_000, 'k1'), withoutKm, known(b, 10_000, 'k2')];
    small = createSearchEngine(cars);
  });
  const ids = (query: Record<string, unknown>) =>
    small
      .multiSearch({ queries: [{ indexUid: 'cars', hitsPerPage: 10, page: 1, ...query }] })
      .results[0]!.hits.map((hit) => hit.id);

  it('[FEED-09] sorts last by km either way, is outside every km range, and is still listed without one', () => {
    expect(ids({ sort: ['km:asc'] })).toEqual(['k2', 'k1', 'u1']);
    expect(ids({ sort: ['km:desc'] })).toEqual(['k1', 'k2', 'u1']);
    expect(ids({ filter: 'km >= 0' }).sort()).toEqual(['k1', 'k2']);
    expect(ids({ filter: 'km 0 TO 20000' })).toEqual(['k2']);
    expect(ids({}).sort()).toEqual(['k1', 'k2', 'u1']);
    const stats = small.multiSearch({
      queries: [{ indexUid: 'cars', facets: ['km'], hitsPerPage: 0, page: 1 }],
    }).results[0]!.facetStats;
    expect(stats?.['km']).toEqual({ min: 10_000, max: 50_000 });
  });

  it('[FEED-09] keeps its km unknown through the compact index file', () => {
    const decoded = decodeDocuments(JSON.parse(JSON.stringify(encodeDocuments(cars))));
    expect(decoded.map((doc) => doc.km)).toEqual([50_000, undefined, 10_000]);
    expect('km' in decoded[1]!).toBe(false);
  });
});
