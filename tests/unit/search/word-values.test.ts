/** The stock's values the search box's words refine, asked of the search backend (SRCH-32). */
import { describe, expect, it } from 'vitest';
import { landingVocabulary } from '../../../src/domain/search-url.ts';
import { queryWordsReader } from '../../../src/islands/search/query-words-reader.ts';
import { createSearchClient, type SearchClient } from '../../../src/search/client/search-client.ts';
import { stockWordValues } from '../../../src/search/client/word-values.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import type { SearchBackend } from '../../../src/search/engine/http-client.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

const distinct = (values: readonly (string | number)[]) =>
  [...new Set(values.map(String))].filter((value) => value !== '').sort();

describe('[SRCH-32] the stock’s word values', () => {
  const docs = demoSearchDocuments(300);
  const engine = createSearchEngine(docs, 'cars');
  const backend: SearchBackend = {
    multiSearch: async (request) => engine.multiSearch(request),
    facetSearch: async (indexUid, request) => engine.facetSearch(indexUid, request),
  };
  const client = createSearchClient(
    { type: 'embedded', indexUrl: '' },
    { priceAboveZeroOnPriceAscending: false },
    () => backend,
  );

  it('[SRCH-32] are every value of each word attribute, from one search through the page’s search client', async () => {
    const values = await stockWordValues(client, 'cars');
    expect(Object.keys(values)).toEqual(['seats', 'body', 'fuel', 'drive', 'transmission', 'colour']);
    expect([...values.seats!].sort()).toEqual(distinct(docs.map((d) => d.seats)));
    expect([...values.body!].sort()).toEqual(distinct(docs.map((d) => d.body)));
    expect([...values.fuel!].sort()).toEqual(distinct(docs.map((d) => d.fuel)));
    expect([...values.drive!].sort()).toEqual(distinct(docs.map((d) => d.drive)));
    expect([...values.colour!].sort()).toEqual(distinct(docs.map((d) => d.colour)));
    expect(values.fuel).toContain('Diesel');
  });

  it('[SRCH-32] the box’s reader asks for them once, and again after a failed ask; it reads nothing before', async () => {
    let searches = 0;
    let offline = true;
    const counted = {
      ...client,
      search: (requests: never) => {
        searches++;
        if (offline) return Promise.reject(new Error('offline'));
        return client.search(requests);
      },
    } as SearchClient;
    const reader = queryWordsReader(landingVocabulary(docs), counted, 'cars');
    expect(reader.now('7 seater')).toBeUndefined();
    await expect(reader.ready()).rejects.toThrow('offline');
    expect(reader.now('7 seater')).toBeUndefined();
    offline = false;
    await reader.ready();
    await reader.ready();
    expect(reader.now('7 seater')).toEqual({ lists: { seats: ['7'] }, ranges: {}, text: '' });
    expect(reader.now('diesel ute under 40k')).toEqual({
      lists: { fuel: ['Diesel'], body: ['Ute'] },
      ranges: { price: [null, 40000] },
      text: '',
    });
    expect(searches).toBe(2);
  });
});
